// The loading overlay (000 §4): shown while the in-flight counter is above zero (after 300 ms against flicker).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loading } from '../http/loading';
import { LoadingOverlay } from './LoadingOverlay';

const shown = () => document.querySelector('.ant-spin-fullscreen-show') !== null;

describe('loading overlay (000 §4)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows while requests are in flight and hides when the counter is back to zero', async () => {
    vi.useFakeTimers();
    render(<LoadingOverlay />);
    expect(shown()).toBe(false);
    act(() => {
      loading.start();
      loading.start();
    });
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(shown()).toBe(true);
    act(() => loading.end());
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(shown()).toBe(true); // one still in flight
    act(() => loading.end());
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(shown()).toBe(false);
  });
});
