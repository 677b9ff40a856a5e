// The playground when its editor cannot start (a chunk that fails to load or throws on start): an error with the
// reason and a reload button instead of a spinner that never ends.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// the checker's chunk reads the build's virtual modules: a small stand-in
vi.mock('./check', () => ({ project: {}, calls: [], editorSchema: () => ({}), check: () => [] }));
vi.mock('./editor', () => ({
  createEditor: () => {
    throw new Error('editor chunk failed');
  },
}));

describe('playground editor load failure', () => {
  it('says the editor could not be loaded, why, and offers a reload', async () => {
    const { default: Playground } = await import('./Playground');
    render(<Playground navigate={() => undefined} />);
    const alert = await screen.findByTestId('playground-load-error', {}, { timeout: 15000 });
    expect(alert.textContent).toContain('编辑器加载失败');
    expect(alert.textContent).toContain('editor chunk failed');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  }, 30000);
});
