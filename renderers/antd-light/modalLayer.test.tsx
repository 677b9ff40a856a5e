import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLayout, modalLayer, useScrollLockAfterLayout } from './modalLayer';

afterEach(cleanup);

const locks = () => (document.body.style.overflowY === 'hidden' ? [document.body] : []);
function Locked() {
  const dialog = useRef<HTMLDivElement>(null);
  useScrollLockAfterLayout(dialog);
  return <div ref={dialog} />;
}
const afterPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

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

  it("locks the page's scroll once laid out (here, with no ResizeObserver report: after the paint) and unlocks it on unmount", async () => {
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
    await afterPaint();
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
    await afterPaint();
    expect(locks()).toHaveLength(0);
  });

  it("afterFirstLayout runs once, at the ResizeObserver's first report (after the layout, before the paint)", async () => {
    const reports: (() => void)[] = [];
    const observers = { observed: 0, disconnected: 0 };
    const Real = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(cb: () => void) {
        reports.push(cb);
      }
      observe() {
        observers.observed++;
      }
      unobserve() {}
      disconnect() {
        observers.disconnected++;
      }
    } as unknown as typeof ResizeObserver;
    try {
      const fn = vi.fn();
      afterFirstLayout(document.createElement('div'), fn);
      expect(observers.observed).toBe(1);
      expect(fn).not.toHaveBeenCalled();
      reports[0]();
      expect(fn).toHaveBeenCalledTimes(1);
      expect(observers.disconnected).toBe(1);
      reports[0]();
      await afterPaint(); // the fallback after the paint was cancelled
      expect(fn).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      afterFirstLayout(document.createElement('div'), cancelled)();
      reports[1]();
      await afterPaint();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      window.ResizeObserver = Real;
    }
  });
});
