// The unit project's setup: jsdom lacks a few browser APIs that antd uses; the DOM matchers and testing-library's
// settings. Files that need no DOM say `// @vitest-environment node` (no jsdom made for them, docs/decisions.md
// "CI time") and run this too, skipping all of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // findBy*/waitFor poll until their condition holds: a screen's first render loads its document and lazy widgets,
  // which takes longer than the 1 s default on a loaded 2-core machine. A wrong screen still fails, later.
  configure({ asyncUtilTimeout: 8000 });
  setUpDom();
}

function setUpDom(): void {
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
  window.getComputedStyle = (
    (orig) => (elt: Element) =>
      orig(elt)
  )(window.getComputedStyle);
  nwsapiWithoutEviction();
}

/*
 * jsdom's getComputedStyle matches every element against every rule of every style sheet (nwsapi's `match`), and
 * getByRole/toBeVisible call it for each candidate element and its ancestors. nwsapi 2.2.28 keeps its compiled
 * selectors in an LRU of 1,000 entries; antd's CSS-in-JS puts several thousand rules in the document, so walking
 * the sheets in order evicts every entry before it is used again and each match recompiles its selector: 85 % of
 * the picker tests' CPU time (docs/decisions.md "CI time"). The same nwsapi source, with a cache that holds every
 * selector, is given to this document as jsdom's matcher: it matches exactly the same elements, only once compiled.
 */
function nwsapiWithoutEviction(): void {
  const load = createRequire(import.meta.url);
  const utils = load('jsdom/lib/jsdom/living/generated/utils.js') as {
    implForWrapper(w: unknown): Record<string, unknown> | null;
  };
  const impl = utils.implForWrapper(document);
  const source = readFileSync(load.resolve('nwsapi'), 'utf8');
  const unbounded = source.replace('CACHE_LIMIT = 1000,', 'CACHE_LIMIT = 1e7,');
  if (!impl || unbounded === source) {
    console.warn('tests/setup-dom.ts: nwsapi or jsdom changed; selectors are recompiled on every match (slow tests)');
    return;
  }
  const mod: { exports: unknown } = { exports: {} };
  // the UMD module exports its factory to `module.exports`
  new Function('module', 'exports', unbounded)(mod, mod.exports);
  const factory = mod.exports as (global: { document: Document; DOMException: typeof DOMException }) => {
    configure(options: Record<string, boolean>): void;
  };
  const matcher = factory({ document, DOMException: window.DOMException });
  // jsdom's own settings for the matcher it would create (jsdom/lib/jsdom/living/helpers/selectors.js)
  matcher.configure({ LOGERRORS: false, VERBOSITY: false, IDS_DUPES: true, MIXEDCASE: true });
  impl._nwsapiDontThrow = matcher;
}
