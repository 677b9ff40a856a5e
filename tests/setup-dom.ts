// jsdom lacks a few browser APIs that antd uses.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy*/waitFor poll until their condition holds: a screen's first render loads its document and lazy widgets,
// which takes longer than the 1 s default on a loaded 2-core machine. A wrong screen still fails, later.
configure({ asyncUtilTimeout: 8000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!(window as unknown as { ResizeObserver?: unknown }).ResizeObserver) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.getComputedStyle = ((orig) => (elt: Element) => orig(elt))(window.getComputedStyle);
