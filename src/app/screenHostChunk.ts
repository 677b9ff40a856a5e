// The screen host's chunk (the runtime, Formily, the screens' base antd sheet), one loader shared by the view
// cache (which renders it) and the side menu (which preloads it): the first submenu opened starts the
// download and evaluation, so the click on an entry does not wait for them, and the first screen after sign-in
// does not carry them (not on pointer enter: Chrome fires it when the menu appears under a resting pointer, e.g.
// where the sign-in button was). Once loaded it renders without suspending (preloadable.tsx: no
// fallback, no reveal throttle on the click).
import { withChunkTimeout } from './chunkRecovery';
import { preloadable } from './preloadable';

const screenHost = preloadable(withChunkTimeout(() => import('../runtime/ScreenHost')));

export const ScreenHost = screenHost.Component;

let started = false;

/** Starts loading the screen host's chunk once; a failure here is ignored (the render's lazy load reports it). */
export function preloadScreenHost(): void {
  if (started) return;
  started = true;
  screenHost.load().catch(() => (started = false));
}
