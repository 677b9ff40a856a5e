import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modalLayer, useScrollLockAfterPaint } from './modalLayer';

afterEach(cleanup);

const locks = () => (document.body.style.overflowY === 'hidden' ? [document.body] : []);
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

  it('is held until the last picker closes, then gives <body> its own values back', async () => {
    document.body.style.overflowY = 'scroll';
    const first = render(<Locked />);
    await waitFor(() => expect(locks()).toHaveLength(1));
    const second = render(<Locked />);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    first.unmount();
    expect(locks()).toHaveLength(1);
    second.unmount();
    expect(document.body.style.overflowY).toBe('scroll');
    document.body.style.overflowY = '';
  });

  it('takes no lock when unmounted before the paint', async () => {
    const { unmount } = render(<Locked />);
    unmount();
    // past the frame and the task the lock would have waited for
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    expect(locks()).toHaveLength(0);
  });
});
