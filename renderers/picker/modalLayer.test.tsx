import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modalLayer, useScrollLockAfterPaint } from './modalLayer';

afterEach(cleanup);

const locks = () => [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('overflow-y: hidden'));
function Locked() {
  useScrollLockAfterPaint();
  return null;
}

describe('modalLayer', () => {
  it('is one <div> at the end of <body>, made again once removed', () => {
    const layer = modalLayer();
    expect(layer.parentElement).toBe(document.body);
    expect(modalLayer()).toBe(layer);
    layer.remove();
    const again = modalLayer();
    expect(again).not.toBe(layer);
    expect(again.isConnected).toBe(true);
  });

  it("locks the page's scroll after the first paint and unlocks it on unmount", async () => {
    const { unmount } = render(<Locked />);
    expect(locks()).toHaveLength(0); // not while the dialog mounts
    await waitFor(() => expect(locks()).toHaveLength(1));
    unmount();
    expect(locks()).toHaveLength(0);
  });

  it('takes no lock when unmounted before the paint', async () => {
    const { unmount } = render(<Locked />);
    unmount();
    // past the frame and the task the lock would have waited for
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    expect(locks()).toHaveLength(0);
  });
});
