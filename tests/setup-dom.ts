// The unit projects' setup, run before every file: jsdom lacks a few browser APIs that antd uses; the DOM matchers,
// testing-library's settings and its cleanup after each test. In the 'unit' project a worker's files share one jsdom
// and their modules (isolate false): the shims are put in once per window, and each file starts from an empty body,
// empty storage, no cookies and real timers, as in a jsdom of its own. Files that need no DOM say
// `// @vitest-environment node` (no jsdom made for them, docs/decisions.md "CI time") and run this too, skipping all
// of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  const { cleanup } = await import('@testing-library/react');
  // findBy*/waitFor poll until their condition holds: a screen's first render loads its document and lazy widgets,
  // which takes longer than the 1 s default on a loaded 2-core machine. A wrong screen still fails, later.
  configure({ asyncUtilTimeout: 8000 });
  // vitest runs without globals, so testing-library cannot register its own cleanup; registered here, for every file
  afterEach(() => cleanup());
  afterAll(() => void vi.useRealTimers());
  const shared = window as unknown as { __unitDomReady?: boolean };
  if (shared.__unitDomReady) startAfresh();
  else setUpDom();
  shared.__unitDomReady = true;
}

/** What a previous file of this worker may have left in the shared window (the antd styles in <head> stay). */
function startAfresh(): void {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  window.name = '';
  // per-file state in modules the worker keeps (renderers/testing/harness.tsx: the file's document cache and bus)
  for (const reset of (globalThis as { __unitFileResets?: (() => void)[] }).__unitFileResets ?? []) reset();
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
  // the shared window only (the default; UNIT_ISOLATED=1, vitest.config.ts: a window of its own per file keeps jsdom's
  // frames)
  if (process.env.UNIT_ISOLATED !== '1') animationFramesOnRealTimers();
  nwsapiWithoutEviction();
  antdStylesOutOfTheDocument();
}

/*
 * antd's CSS-in-JS styles go to a <div> that is never attached, not to <head>: rc-util's dynamicCSS puts them in
 * `document.querySelector('head')`, which answers that box here. jsdom lays nothing out, and its getComputedStyle
 * matched every element against every one of the several thousand rules antd inserts (getByRole and toBeVisible ask
 * for each candidate and its ancestors): most of a picker test's CPU time. What tests ask of a style is inline or
 * jsdom's defaults (`display: none` from the `hidden` attribute and from the style attribute).
 */
function antdStylesOutOfTheDocument(): void {
  const box = document.createElement('div');
  const query = document.querySelector.bind(document);
  document.querySelector = ((selectors: string) =>
    selectors === 'head' ? box : query(selectors)) as typeof document.querySelector;
}

/*
 * jsdom's requestAnimationFrame runs its callbacks from a 60 Hz setInterval that it starts with whatever
 * `setInterval` the global holds at that moment. In a window shared by a worker's files, a file with fake timers
 * during which a module that kept jsdom's function asked for a frame left that interval on the fake clock: no frame
 * ever ran again in that worker (LightTable's paced rows, the long form's rest). The same frames (one per 16 ms, each
 * callback once, cancellable) on the real timers, taken while no file fakes them; a file that fakes timers still
 * fakes `requestAnimationFrame` itself, as before.
 */
function animationFramesOnRealTimers(): void {
  const later = setTimeout;
  const cancel = clearTimeout;
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  let last = 0;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = ++last;
    pending.set(
      id,
      later(() => {
        pending.delete(id);
        callback(performance.now());
      }, 16),
    );
    return id;
  };
  window.cancelAnimationFrame = (id: number) => {
    cancel(pending.get(id));
    pending.delete(id);
  };
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
