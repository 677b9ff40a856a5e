// The tab bar's model (000 §2): visited views, visit history and the keep-alive cache, as pure functions.
// Past the cap the least recently visited cached view is dropped from the cache (unmounted): its tab stays,
// and opening it again mounts it afresh (filters and scroll position are lost, data is reloaded).
// Updates are written as changes to an immer draft: what does not change keeps its identity, so visiting the
// view already in front returns the very same state and React skips the re-render of the tab bar and the cache.
import { produce } from 'immer';

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

export const initialTabs = (): TabsState => ({
  views: [{ path: HOME, isCache: true }],
  visits: [HOME],
  cached: [HOME],
});

/** Puts the path last (most recent) in a draft list; no change when it is last already. */
function toEnd(list: string[], path: string): void {
  if (list[list.length - 1] === path) return;
  const i = list.indexOf(path);
  if (i >= 0) list.splice(i, 1);
  list.push(path);
}

export function visit(s: TabsState, view: View, cap = CACHE_CAP): TabsState {
  return produce(s, (d) => {
    if (!d.views.some((v) => v.path === view.path)) d.views.push(view);
    toEnd(d.visits, view.path);
    if (view.isCache) toEnd(d.cached, view.path);
    else if (d.cached.includes(view.path)) d.cached.splice(d.cached.indexOf(view.path), 1);
    if (d.cached.length > cap) d.cached.splice(0, d.cached.length - cap);
  });
}

export interface Closed {
  state: TabsState;
  /** Where to go: the last visited view left, else home. */
  next: string;
}

function keepOnly(s: TabsState, keep: (p: string) => boolean): TabsState {
  return produce(s, (d) => {
    // a list from which nothing goes keeps its identity
    if (!d.views.every((v) => keep(v.path))) d.views = d.views.filter((v) => keep(v.path));
    if (!d.visits.every(keep)) d.visits = d.visits.filter(keep);
    if (!d.cached.every(keep)) d.cached = d.cached.filter(keep);
  });
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

/** The tabs as kept in session storage (000 §3: tab views are persisted client state): paths, queries, visit order. */
export interface StoredTabs {
  views: { path: string; query?: Record<string, string> }[];
  visits: string[];
}

/** What is stored of the tabs: every tab (home included) with the query it was opened with. */
export function storedTabs(s: TabsState, queries: ReadonlyMap<string, Record<string, string>>): StoredTabs {
  return {
    views: s.views.map((v) => {
      const query = queries.get(v.path);
      return query && Object.keys(query).length ? { path: v.path, query } : { path: v.path };
    }),
    visits: [...s.visits],
  };
}

const isRecordOfStrings = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/**
 * The tabs after a reload: the stored ones still open to the user (`isCacheOf` answers undefined for a path that is
 * no view of the menu any more: dropped), home first, in their order; their visit order; only home mounted (the
 * others mount when opened again). Anything malformed is ignored: the initial tabs.
 */
export function restoreTabs(
  raw: unknown,
  isCacheOf: (path: string) => boolean | undefined,
): { state: TabsState; queries: Map<string, Record<string, string>> } {
  const queries = new Map<string, Record<string, string>>();
  const state = initialTabs();
  const stored = raw as Partial<StoredTabs> | null;
  if (!stored || !Array.isArray(stored.views)) return { state, queries };
  for (const v of stored.views as unknown[]) {
    const path = (v as { path?: unknown } | null)?.path;
    if (typeof path !== 'string' || path === HOME || state.views.some((x) => x.path === path)) continue;
    const isCache = isCacheOf(path);
    if (isCache === undefined) continue;
    state.views.push({ path, isCache });
    const query = (v as { query?: unknown }).query;
    if (isRecordOfStrings(query)) queries.set(path, query);
  }
  const open = new Set(state.views.map((v) => v.path));
  const visits = Array.isArray(stored.visits)
    ? stored.visits.filter((p): p is string => typeof p === 'string' && open.has(p))
    : [];
  state.visits = [...new Set([HOME, ...visits].reverse())].reverse(); // each once, the latest visit kept
  return { state, queries };
}

/** The session-storage key of a user's tabs. */
export const tabsKey = (userId: string): string => `tabViews:${userId}`;
