import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const View = ({ name }: { name: string }) => <div>hello {name}</div>;

describe('preloadable (the layout and home chunks, preloaded during sign-in)', () => {
  it('renders without a fallback once the chunk was preloaded', async () => {
    const p = preloadable(() => Promise.resolve({ default: View }));
    await act(() => p.load());
    render(
      <Suspense fallback={<div>loading</div>}>
        <p.Component name="a" />
      </Suspense>,
    );
    expect(screen.getByText('hello a')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like React.lazy when not loaded yet', async () => {
    let resolve!: (m: { default: typeof View }) => void;
    const p = preloadable(() => new Promise<{ default: typeof View }>((r) => (resolve = r)));
    render(
      <Suspense fallback={<div>loading</div>}>
        <p.Component name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ default: View }));
    expect(await screen.findByText('hello b')).toBeTruthy();
  });
});
