// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CACHE_CAP,
  HOME,
  close,
  closeAll,
  closeOthers,
  goBack,
  initialTabs,
  restoreTabs,
  storedTabs,
  visit,
  type TabsState,
} from './tabs';

const open = (...paths: string[]): TabsState =>
  paths.reduce((s, p) => visit(s, { path: p, isCache: true }), initialTabs());

describe('tab bar model', () => {
  it('adds visited views once, in order, home first', () => {
    const s = open('/a', '/b', '/a');
    expect(s.views.map((v) => v.path)).toEqual([HOME, '/a', '/b']);
    expect(s.visits).toEqual([HOME, '/b', '/a']);
  });
  it('does not cache isCache false views', () => {
    const s = visit(initialTabs(), { path: '/x', isCache: false });
    expect(s.views.map((v) => v.path)).toContain('/x');
    expect(s.cached).not.toContain('/x');
  });
  it('close current goes to the last visited view', () => {
    const s = open('/a', '/b', '/c', '/b');
    const r = close(s, '/b');
    expect(r.state.views.map((v) => v.path)).toEqual([HOME, '/a', '/c']);
    expect(r.next).toBe('/c');
    expect(r.state.cached).not.toContain('/b');
  });
  it('home cannot be closed', () => {
    const s = open('/a');
    expect(close(s, HOME).state).toBe(s);
    expect(closeAll(s).state.views.map((v) => v.path)).toEqual([HOME]);
  });
  it('close others keeps home and the view', () => {
    const r = closeOthers(open('/a', '/b', '/c'), '/b');
    expect(r.state.views.map((v) => v.path)).toEqual([HOME, '/b']);
    expect(r.next).toBe('/b');
  });
  it('close all returns to /', () => {
    const r = closeAll(open('/a', '/b'));
    expect(r.state).toEqual({ views: [{ path: HOME, isCache: true }], visits: [HOME], cached: [HOME] });
    expect(r.next).toBe('/');
  });
  it('caps the cache: the least recently visited view is unmounted, its tab stays', () => {
    const paths = Array.from({ length: CACHE_CAP + 2 }, (_, i) => `/v${i}`);
    const s = open(...paths);
    expect(s.cached).toHaveLength(CACHE_CAP);
    expect(s.cached).not.toContain(HOME);
    expect(s.cached).not.toContain('/v0');
    expect(s.views).toHaveLength(CACHE_CAP + 3);
    // revisiting mounts it again and drops the next oldest
    const again = visit(s, { path: '/v0', isCache: true });
    expect(again.cached).toContain('/v0');
    expect(again.cached).not.toContain('/v1');
  });
  it('go back closes the current view and goes to the given path, else the last visited', () => {
    const s = open('/a', '/b');
    expect(goBack(s, '/b', '/x').next).toBe('/x');
    expect(goBack(s, '/b').next).toBe('/a');
  });
  it('go back (000 §2) closes the current tab, whatever the destination', () => {
    const s = open('/a', '/b');
    for (const to of ['/x', undefined]) {
      const { state } = goBack(s, '/b', to);
      expect(state.views.map((v) => v.path)).toEqual([HOME, '/a']);
      expect(state.cached).not.toContain('/b');
      expect(state.visits).not.toContain('/b');
    }
  });
  it('go back uses the last history view, not the tab order', () => {
    const s = visit(open('/a', '/b', '/c'), { path: '/a', isCache: true }); // history: home, b, c, a
    expect(goBack(s, '/a').next).toBe('/c');
    expect(goBack(open('/a'), '/a').next).toBe(HOME);
  });
  it('go back with no history view left goes to /', () => {
    const lone: TabsState = { views: [{ path: '/a', isCache: true }], visits: ['/a'], cached: ['/a'] };
    expect(goBack(lone, '/a').next).toBe('/');
  });
  it('go back from home (which cannot be closed) keeps home open', () => {
    const { state } = goBack(open('/a'), HOME, '/a');
    expect(state.views.map((v) => v.path)).toContain(HOME);
  });
  it('keeps what does not change (immer): visiting the view in front returns the same state', () => {
    const s = open('/a', '/b');
    expect(visit(s, { path: '/b', isCache: true })).toBe(s);
    const moved = visit(s, { path: '/a', isCache: true });
    expect(moved).not.toBe(s);
    expect(moved.views).toBe(s.views); // no tab added
    expect(moved.visits).toEqual([HOME, '/b', '/a']);
    expect(s.visits).toEqual([HOME, '/a', '/b']); // the old state is untouched
    expect(Object.isFrozen(moved.visits)).toBe(true);
    const closed = close(s, '/a').state;
    expect(closed.views.map((v) => v.path)).toEqual([HOME, '/b']);
    const one = open('/a');
    expect(closeOthers(one, '/a').state).toBe(one); // nothing to close
    expect(close(one, '/a').state.cached).toEqual([HOME]);
  });
});

describe('tab persistence (000 §3: tab views in session storage)', () => {
  const known: Record<string, boolean> = { '/home': true, '/a': true, '/b': false, '/detail/x/1': true };
  const isCacheOf = (p: string) => known[p];

  it('stores every tab with its query and the visit order, and restores the same tabs, home first, only home mounted', () => {
    let s = initialTabs();
    s = visit(s, { path: '/a', isCache: true });
    s = visit(s, { path: '/detail/x/1', isCache: true });
    s = visit(s, { path: '/b', isCache: false });
    const stored = storedTabs(
      s,
      new Map<string, Record<string, string>>([
        ['/a', { status: 'SAVED' }],
        ['/b', {}],
      ]),
    );
    expect(stored).toEqual({
      views: [{ path: '/home' }, { path: '/a', query: { status: 'SAVED' } }, { path: '/detail/x/1' }, { path: '/b' }],
      visits: ['/home', '/a', '/detail/x/1', '/b'],
    });
    const { state, queries } = restoreTabs(JSON.parse(JSON.stringify(stored)), isCacheOf);
    expect(state.views).toEqual(s.views);
    expect(state.visits).toEqual(s.visits);
    expect(state.cached).toEqual(['/home']);
    expect(queries.get('/a')).toEqual({ status: 'SAVED' });
  });

  it('drops tabs no longer in the menu and ignores malformed data', () => {
    const { state } = restoreTabs(
      {
        views: [{ path: '/gone' }, { path: '/a' }, { path: 5 }, null, { path: '/a' }],
        visits: ['/a', '/gone', '/home', 7],
      },
      isCacheOf,
    );
    expect(state.views.map((v) => v.path)).toEqual(['/home', '/a']);
    expect(state.visits).toEqual(['/a', '/home']);
    for (const bad of [null, 'x', 3, { views: 'no' }, []])
      expect(restoreTabs(bad, isCacheOf).state).toEqual(initialTabs());
  });
});
