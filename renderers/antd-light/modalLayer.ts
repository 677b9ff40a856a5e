// Where a picker's antd Modal renders, and its page scroll lock taken after the first paint.
// antd's Modal (@rc-component/portal) locks the page's scroll in a layout effect when it renders into its own
// container: it measures the scroll bar (a forced style and layout pass of the whole document) and inserts a
// <style>, which invalidates every style again before the dialog's own layout effect measures it (the zoom
// origin). Given a container of ours (the same `body > div` the portal would create), the portal takes no lock,
// and useScrollLockAfterLayout takes the same lock (the same CSS, on <body>'s inline style) once the dialog is laid out.
import { useLayoutEffect, type RefObject } from 'react';
import { afterNextPaint } from '../runtime/effects';

let layer: HTMLDivElement | undefined;

/** The modal's container: one `<div>` at the end of <body>, as the portal's own. */
export function modalLayer(): HTMLElement {
  if (!layer || !layer.isConnected) {
    layer = document.createElement('div');
    document.body.appendChild(layer);
  }
  return layer;
}

/** Pickers holding the lock (a picker opened from a picker's row), and <body>'s own inline values before it. */
let held = 0;
let before: { overflowY: string; width: string } | undefined;

/**
 * The lock @rc-component/portal takes (overflow hidden, the scroll bar's width kept when the page overflows), set
 * on <body>'s inline style: a `<style>` element (the portal's way) makes the browser match every rule of the page
 * again on the next frame, an inline style only <body>'s. The first holder takes it, the last gives it back.
 */
function takeLock(): void {
  if (held++ > 0) return;
  const body = document.body;
  const overflowing =
    body.scrollHeight > (window.innerHeight || document.documentElement.clientHeight) &&
    window.innerWidth > body.offsetWidth;
  const bar = window.innerWidth - document.documentElement.clientWidth;
  before = { overflowY: body.style.overflowY, width: body.style.width };
  body.style.overflowY = 'hidden';
  if (overflowing && bar > 0) body.style.width = `calc(100% - ${bar}px)`;
}

function releaseLock(): void {
  if (--held > 0 || !before) return;
  document.body.style.overflowY = before.overflowY;
  document.body.style.width = before.width;
  before = undefined;
}

/**
 * Runs `fn` once the browser has laid `el` out for the first time: in the ResizeObserver's first report, which
 * comes after the frame's layout and before its paint, so what `fn` reads is laid out already and what it changes
 * is styled in the same frame (neither a layout forced before the first paint, nor a task after it that
 * a fast answer's rows would have to wait for). Where nothing reports (no size, no ResizeObserver: jsdom), after
 * the next paint. Returns the cancel.
 */
export function afterFirstLayout(el: Element, fn: () => void): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    cancelPaint();
  };
  const run = () => {
    if (done) return;
    stop();
    fn();
  };
  const observer = new ResizeObserver(run);
  observer.observe(el);
  const cancelPaint = afterNextPaint(run);
  return stop;
}

/** The page's scroll lock of an open picker, taken once its dialog is laid out and given back when it closes. */
export function useScrollLockAfterLayout(dialog: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    let taken = false;
    const el = dialog.current;
    const cancel = el
      ? afterFirstLayout(el, () => {
          taken = true;
          takeLock();
        })
      : undefined;
    return () => {
      cancel?.();
      if (taken) releaseLock();
    };
  }, [dialog]);
}
