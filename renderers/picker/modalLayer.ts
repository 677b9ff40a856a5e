// Where a picker's antd Modal renders, and its page scroll lock taken after the first paint (issue 13).
// antd's Modal (@rc-component/portal) locks the page's scroll in a layout effect when it renders into its own
// container: it measures the scroll bar (a forced style and layout pass of the whole document) and inserts a
// <style>, which invalidates every style again before the dialog's own layout effect measures it (the zoom
// origin). Given a container of ours (the same `body > div` the portal would create), the portal takes no lock,
// and useScrollLockAfterPaint takes the same lock (the same CSS) after the first paint, when the layout is clean.
import { useEffect } from 'react';

let layer: HTMLDivElement | undefined;

/** The modal's container: one `<div>` at the end of <body>, as the portal's own. */
export function modalLayer(): HTMLElement {
  if (!layer || !layer.isConnected) {
    layer = document.createElement('div');
    document.body.appendChild(layer);
  }
  return layer;
}

/** The lock @rc-component/portal takes (overflow hidden, the scroll bar's width kept when the page overflows). */
export function useScrollLockAfterPaint(): void {
  useEffect(() => {
    let style: HTMLStyleElement | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the next paint (a frame, then a task): an animation frame callback runs before that frame's layout,
    // so measuring there would force it
    const frame = requestAnimationFrame(() => (timer = setTimeout(lock, 0)));
    const lock = () => {
      const body = document.body;
      const overflowing = body.scrollHeight > (window.innerHeight || document.documentElement.clientHeight) && window.innerWidth > body.offsetWidth;
      const bar = window.innerWidth - document.documentElement.clientWidth;
      style = document.createElement('style');
      style.textContent = `\nhtml body {\n  overflow-y: hidden;\n  ${overflowing ? `width: calc(100% - ${bar}px);` : ''}\n}`;
      document.head.appendChild(style);
    };
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      style?.remove();
    };
  }, []);
}
