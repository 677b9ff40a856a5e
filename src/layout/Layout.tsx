// The signed-in layout (000 §2): left menu, header, tab bar with kept-alive views, the EPC frame, footer. The theme
// settings shape it: the sidebar's tone (menu and panel alike), the top-menu layout (the menu in the header), the
// fixed content width (1200 px centred, in the top-menu layout as in Ant Design Pro) and the dark theme (antd's
// tokens: backgrounds and texts from useToken, never fixed colours).
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layout as AntLayout, theme as antdTheme } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/store';
import { useLocale } from '../i18n/useLocale';
import { EPC_PATH } from '../session/paths';
import { SideMenu } from './SideMenu';
import { HeaderBar } from './HeaderBar';
import { TabBar } from './TabBar';
import { EpcFrame } from './EpcFrame';
import { ViewCache, type CachedView } from './ViewCache';
import { resolveView, titleText, type Resolved } from './resolve';
import {
  HOME,
  close,
  closeAll,
  closeOthers,
  goBack,
  restoreTabs,
  storedTabs,
  tabsKey,
  visit,
  type Closed,
} from './tabs';
import { getToken, readJson, writeJson } from '../session/storage';
import { changes } from '../runtime/changes';
import { recordRecent } from './recent';
import { loadTheme } from '../app/theme';
import { prefetchScreen } from '../app/screenHostChunk';
import './layout.css';
import '../app/antdStyles';

const theme = loadTheme();
const TOP = theme.layout === 'topmenu';
/** Ant Design Pro's fixed width: the content and the header's inner row at most 1200 px, centred (top menu only). */
const FIXED = TOP && theme.contentWidth === 'Fixed';

export default function Layout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { t, locale } = useLocale();
  const { token } = antdTheme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const resolve = useCallback((path: string): Resolved => resolveView(path, session.routes), [session.routes]);
  const userId = String(session.user?.id ?? '');
  // the tabs of this user in this browser tab survive a reload and a pass through /login or /404 (000 §3)
  const [restored] = useState(() =>
    restoreTabs(readJson<unknown>(tabsKey(userId), null), (p) => {
      const r = resolve(p);
      return r.kind === 'none' ? undefined : r.isCache;
    }),
  );
  const [tabs, setTabs] = useState(restored.state);
  const queries = useRef(restored.queries);
  const current = location.pathname;
  const go = useCallback((p: string) => navigate(p), [navigate]);
  useEffect(() => {
    // not after the session ended (a 401 clears the storage while a tab change may still be committing)
    if (userId && getToken()) writeJson(tabsKey(userId), storedTabs(tabs, queries.current));
  }, [tabs, userId]);
  const title = useCallback(
    (path: string): string => {
      const r = resolve(path);
      if (r.kind === 'home') return t('home');
      if (r.kind === 'epc') return t('epc');
      return r.kind === 'screen' ? titleText(r.route.title, locale) : path;
    },
    [resolve, t, locale],
  );

  // a view is visited once per navigation: a re-render while a close is being applied must not add the closed
  // tab back before the location moves on (a hash typed in the address bar has the key 'default', hence the path)
  const visitedKey = useRef('');
  const shownPath = useRef('');
  useEffect(() => {
    const r = resolve(current);
    const key = `${location.key}|${current}`;
    if (r.kind === 'none' || visitedKey.current === key) return;
    visitedKey.current = key;
    // a kept-alive view shown again reloads what it shows (renderers/runtime/changes.ts, docs/shell.md "Stale data")
    if (shownPath.current !== current && latest.current.tabs.cached.includes(current)) changes.noteShown(current);
    shownPath.current = current;
    if (!queries.current.has(current))
      queries.current.set(current, Object.fromEntries(new URLSearchParams(location.search)));
    // a transition: the new view is mounted already (mounted adds the current path), so its first request leaves
    // before the shell renders again for the tab bar (a discrete click flushes this effect and a plain update in the
    // same task, before the request's own microtasks)
    startTransition(() => setTabs((s) => visit(s, { path: current, isCache: r.isCache })));
    if (userId && current !== HOME) recordRecent(userId, { path: current, title: title(current) });
  }, [current, location.key, location.search, resolve, userId, title]);

  // the latest tabs and path for the stable go-back helper handed to the runtime (a new function on every tab
  // change would re-render every kept-alive view)
  const latest = useRef({ tabs, current });
  latest.current = { tabs, current };
  const apply = useCallback(
    ({ state, next }: Closed) => {
      for (const p of queries.current.keys()) if (!state.views.some((v) => v.path === p)) queries.current.delete(p);
      // stored now: closing all goes to /, which may remount the layout before its effect would store the new tabs
      if (userId) writeJson(tabsKey(userId), storedTabs(state, queries.current));
      setTabs(state);
      if (next !== latest.current.current) navigate(next);
    },
    [navigate, userId],
  );
  const back = useCallback((from: string, to?: string) => apply(goBack(latest.current.tabs, from, to)), [apply]);

  // the same view object while its route and query stay: a tab opened or closed renders no other kept-alive view
  // again (ViewBody is memoised on it)
  const viewObjects = useRef(new Map<string, CachedView>());
  const mounted: CachedView[] = useMemo(() => {
    const paths = tabs.cached.includes(current) ? tabs.cached : [...tabs.cached, current];
    const next = paths
      .filter((p) => p !== EPC_PATH)
      .map((p) => {
        const resolved = resolve(p);
        const query = queries.current.get(p) ?? {};
        const had = viewObjects.current.get(p);
        const same =
          had &&
          had.query === query &&
          (had.resolved === resolved ||
            (had.resolved.kind === 'screen' && resolved.kind === 'screen'
              ? had.resolved.route === resolved.route &&
                JSON.stringify(had.resolved.params) === JSON.stringify(resolved.params)
              : had.resolved.kind === resolved.kind));
        return same ? had : { path: p, resolved, query };
      })
      .filter((v) => v.resolved.kind !== 'none');
    viewObjects.current = new Map(next.map((v) => [v.path, v]));
    return next;
  }, [tabs.cached, current, resolve]);

  // menu entries the user is on the way to: their screens' documents and dictionaries load ahead of the click
  const prefetch = useCallback(
    (paths: string[], step: 'shown' | 'hovered') => {
      for (const path of paths) {
        const r = resolve(path);
        if (r.kind !== 'screen' || !r.route.screen?.includes(':') || r.route.screen.startsWith('shell:')) continue;
        const facts = { path, params: r.params, query: {}, permissionList: r.route.permissionList };
        prefetchScreen(r.route.screen, facts, step);
      }
    },
    [resolve],
  );

  const epcOpen = tabs.views.some((v) => v.path === EPC_PATH);
  const userName = String(session.user?.realName ?? session.user?.realname ?? session.user?.username ?? '');

  const tone = theme.theme === 'dark' ? 'dark' : theme.sidebarType;
  const logo = (
    <div className={`shell-logo shell-logo-${tone}`} style={TOP ? { width: 200, flex: 'none' } : undefined}>
      {collapsed && !TOP ? 'SP' : t('platformName')}
    </div>
  );
  const menu = (
    <SideMenu
      items={session.menu}
      current={current}
      onOpen={go}
      onIntent={prefetch}
      collapsed={collapsed && !TOP}
      theme={tone}
      mode={TOP ? 'horizontal' : 'inline'}
    />
  );
  const fixed = FIXED ? { maxWidth: 1200, width: '100%', marginLeft: 'auto', marginRight: 'auto' } : undefined;
  const header = (
    <HeaderBar
      userName={userName}
      collapsed={collapsed}
      onToggle={TOP ? undefined : () => setCollapsed((c) => !c)}
      path={current}
      navigate={go}
    />
  );

  return (
    <AntLayout style={{ minHeight: '100vh' }} data-layout={theme.layout} data-theme={theme.theme} data-sidebar={tone}>
      {!TOP && (
        <AntLayout.Sider width={200} collapsible collapsed={collapsed} trigger={null} theme={tone}>
          {logo}
          {menu}
        </AntLayout.Sider>
      )}
      <AntLayout>
        <AntLayout.Header
          className="shell-header"
          style={{ background: TOP && tone === 'dark' ? '#001529' : token.colorBgContainer, color: token.colorText }}
        >
          {TOP ? (
            <div className={`shell-top shell-top-${tone}`} style={fixed}>
              {logo}
              {menu}
              {header}
            </div>
          ) : (
            header
          )}
        </AntLayout.Header>
        {theme.multiTab && (
          <div style={fixed}>
            <TabBar
              items={tabs.views.map((v) => ({ path: v.path, title: title(v.path) }))}
              active={current}
              onSelect={go}
              onClose={(p) => apply(close(tabs, p))}
              onCloseOthers={(p) => apply(closeOthers(tabs, p))}
              onCloseAll={() => apply(closeAll(tabs))}
            />
          </div>
        )}
        <AntLayout.Content className="shell-content" style={fixed} data-testid="content">
          <ViewCache views={mounted} current={current} navigate={go} goBack={back} />
          {epcOpen && <EpcFrame visible={current === EPC_PATH} loginName={String(session.user?.username ?? '')} />}
        </AntLayout.Content>
        <AntLayout.Footer className="shell-footer" style={{ color: token.colorTextSecondary }}>
          © {new Date().getFullYear()} {t('footer')}
        </AntLayout.Footer>
      </AntLayout>
    </AntLayout>
  );
}
