import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { busy } from './busy';

function Toggle({ on }: { on: boolean }) {
  return <Button loading={busy(on)}>查询替换件</Button>;
}

describe('busy', () => {
  // jsdom runs no transitions, so the stuck icon itself shows only in Chromium: tests/e2e/blocks-layouts.test.ts
  // (replacement parts) clicks 查询替换件 by its exact name after a refused click.
  it('a loading state shorter than the delay never mounts the icon: the name stays the label', async () => {
    const view = render(<Toggle on={false} />);
    view.rerender(<Toggle on />);
    view.rerender(<Toggle on={false} />);
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(view.container.querySelector('.ant-btn-loading-icon')).toBeNull();
    expect(screen.getByRole('button', { name: '查询替换件' })).toBeTruthy();
  });

  it('a long one shows the icon after the delay', async () => {
    const view = render(<Toggle on />);
    expect(view.container.querySelector('.ant-btn-loading')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(view.container.querySelector('.ant-btn-loading')).not.toBeNull();
  });
});
