// The screen host's chunk (the runtime, Formily, the screens' base antd sheet), one loader shared by the view
// cache (which renders it) and the side menu (which preloads it): the first submenu opened starts the
// download and evaluation, so the click on an entry does not wait for them, and the first screen after sign-in
// does not carry them (not on pointer enter: Chrome fires it when the menu appears under a resting pointer, e.g.
// where the sign-in button was). Once loaded it renders without suspending (preloadable.tsx: no
// fallback, no reveal throttle on the click).
import type { RouteFacts } from '../runtime/context';
import { withChunkTimeout } from './chunkRecovery';
import { preloadable } from './preloadable';

const load = withChunkTimeout(() => import('../runtime/ScreenHost'));
let pending: ReturnType<typeof load> | undefined;
/** The screen host's module (its component and its prefetch), loaded once, and again after a failure. */
const loadModule = (): ReturnType<typeof load> =>
  (pending ??= load().catch((e: unknown) => {
    pending = undefined;
    throw e;
  }));
const screenHost = preloadable(loadModule);

export const ScreenHost = screenHost.Component;

let started = false;

/** Starts loading the screen host's chunk once; a failure here is ignored (the render's lazy load reports it). */
export function preloadScreenHost(): void {
  if (started) return;
  started = true;
  screenHost.load().catch(() => (started = false));
}

/** Whether the screen host's chunk has been asked for (a submenu opened, a screen shown). */
export const screenHostStarted = (): boolean => started;

/**
 * Starts loading what a screen needs after the screen host's chunk: the user is on the way to it. Its menu entry
 * shown (its submenu opened): its document; hovered: also its sheets and a search page's dictionaries
 * (renderers/screen/prefetch.ts). The runtime's caches make a second call cheap (one request per document and
 * dictionary; a failed one is asked again).
 */
export function prefetchScreen(screen: string, route: RouteFacts, step: 'shown' | 'hovered'): void {
  preloadScreenHost();
  loadModule().then(
    (m) => m.prefetch(screen, route, step),
    () => undefined, // the screen's own load reports it
  );
}
