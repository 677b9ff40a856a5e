// The chunks of the signed-in first screen (the layout and the home view), one loader each, shared by the
// components and the preload. The sign-in form calls preloadSignedIn() on submit, so these chunks download
// (and evaluate) while the sign-in and menu requests run instead of after them; /login itself stays small
// because nothing is fetched before the user submits. Once loaded they render without suspending.
import { withChunkTimeout } from './chunkRecovery';
import { home } from './homeChunk';
import { preloadable } from './preloadable';

const layout = preloadable(withChunkTimeout(() => import('../layout/Layout')));

export const Layout = layout.Component;

let started = false;

/** Starts loading the layout and home chunks once; a failure here is ignored (the lazy load reports it). */
export function preloadSignedIn(): void {
  if (started) return;
  started = true;
  for (const load of [layout.load, home.load]) load().catch(() => (started = false));
}
