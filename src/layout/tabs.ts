// The tab bar's model (000 §2): visited views, visit history and the keep-alive cache, as pure functions.
// Past the cap the least recently visited cached view is dropped from the cache (unmounted): its tab stays,
// and opening it again mounts it afresh (filters and scroll position are lost, data is reloaded).
export const HOME = '/home';
export const CACHE_CAP = 10;

export interface View {
  path: string;
  isCache: boolean;
}

export interface TabsState {
  views: View[];
  /** Paths by visit, most recent last. */
  visits: string[];
  /** Mounted (kept-alive) paths, least recently visited first. */
  cached: string[];
}

export const initialTabs = (): TabsState => ({ views: [{ path: HOME, isCache: true }], visits: [HOME], cached: [HOME] });

const without = (list: string[], path: string): string[] => list.filter((p) => p !== path);

export function visit(s: TabsState, view: View, cap = CACHE_CAP): TabsState {
  const views = s.views.some((v) => v.path === view.path) ? s.views : [...s.views, view];
  const visits = [...without(s.visits, view.path), view.path];
  let cached = without(s.cached, view.path);
  if (view.isCache) cached = [...cached, view.path];
  while (cached.length > cap) cached = cached.slice(1);
  return { views, visits, cached };
}

export interface Closed {
  state: TabsState;
  /** Where to go: the last visited view left, else home. */
  next: string;
}

function keepOnly(s: TabsState, keep: (p: string) => boolean): TabsState {
  return {
    views: s.views.filter((v) => keep(v.path)),
    visits: s.visits.filter(keep),
    cached: s.cached.filter(keep),
  };
}

const lastVisited = (s: TabsState): string => s.visits[s.visits.length - 1] ?? HOME;

export function close(s: TabsState, path: string): Closed {
  if (path === HOME) return { state: s, next: lastVisited(s) };
  const state = keepOnly(s, (p) => p !== path);
  return { state, next: lastVisited(state) };
}

export function closeOthers(s: TabsState, path: string): Closed {
  const state = keepOnly(s, (p) => p === HOME || p === path);
  return { state, next: path };
}

/** Closing all returns to / (which opens home). */
export function closeAll(s: TabsState): Closed {
  return { state: keepOnly(s, (p) => p === HOME), next: '/' };
}

/** The go-back helper: close the current view, go to the given path, else the last visited, else /. */
export function goBack(s: TabsState, current: string, to?: string): Closed {
  const { state } = close(s, current);
  return { state, next: to ?? (state.visits.length ? lastVisited(state) : '/') };
}
