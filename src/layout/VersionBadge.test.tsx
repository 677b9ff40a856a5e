// The version badge at work (000 §4): a failed load is retried after 15 s, then 30 s, then 45 s...; 'new' shows
// when the latest version differs from the stored one, and opening the dialog stores it and clears the badge.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Client } from '../http/client';
import { VersionBadge as Badge } from './VersionBadge';

// the HTTP client is handed in (no module mock): every call the badge makes is this function's
const call = vi.fn();
const client = { call: call as unknown as Client['call'] };
const VersionBadge = () => <Badge client={client} />;
const list = {
  data: [
    { version: 'v2.0.0', versionInfo: ['a'], versionDate: '2026-01-01' },
    { version: 'v1.0.0', versionInfo: 'b', versionDate: '2025-01-01' },
  ],
};

describe('version badge (000 §4)', () => {
  beforeEach(() => {
    call.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('retries a failed load with a delay growing by 15 s', async () => {
    vi.useFakeTimers();
    call.mockRejectedValue(new Error('down'));
    render(<VersionBadge />);
    await act(async () => undefined);
    expect(call).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [
      [14_999, 1],
      [1, 2],
      [29_999, 2],
      [1, 3],
      [44_999, 3],
      [1, 4],
    ] as const) {
      await act(async () => vi.advanceTimersByTimeAsync(wait));
      expect(call).toHaveBeenCalledTimes(calls);
    }
    call.mockResolvedValue(list);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(call).toHaveBeenCalledTimes(5);
    await act(async () => vi.advanceTimersByTimeAsync(600_000));
    expect(call).toHaveBeenCalledTimes(5); // loaded: no more retries
  });

  it("shows 'new' until the dialog is opened, which stores the latest version", async () => {
    localStorage.setItem('sp_last_version', 'v1.0.0');
    call.mockResolvedValue(list);
    render(<VersionBadge />);
    expect(await screen.findByText('new')).toBeTruthy();
    fireEvent.click(screen.getByTestId('version-trigger'));
    expect(localStorage.getItem('sp_last_version')).toBe('v2.0.0');
    expect(screen.queryByText('new')).toBeNull();
    expect((await screen.findAllByTestId('version-entry')).map((e) => e.textContent)).toEqual([
      'v2.0.0 2026-01-01a',
      'v1.0.0 2025-01-01b',
    ]);
  });
});
