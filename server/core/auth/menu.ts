// The permission menu of the signed-in user (login host): menu tree from the user's roles, the user's buttons
// (auth) and all buttons (allAuth; status '0' for the user's own, '1' otherwise).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { defineRoutes, route, type SessionUser } from '../../http/route';
import { grantsOf, SUPER_ROLE } from '../../auth/permissions';
import type { GatewayCaches } from '../../auth/caches';
import { offPaths, type Features } from '../../auth/features';
import { object } from '../../http/schema';

interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden?: boolean;
  meta: {
    title: string;
    titleEn?: string;
    icon?: string;
    url?: string;
    isCache?: boolean;
    permissionList: { action: string; describe: string; type: string }[];
  };
  children?: MenuNode[];
}

export async function buildMenu(db: Kysely<DB>, user: SessionUser, caches?: GatewayCaches, features?: Features) {
  const all = user.roles.includes(SUPER_ROLE);
  const grants = await grantsOf(db, user.roles, caches);
  const menus = await db.selectFrom('menus').selectAll().orderBy('sort_no').orderBy('path').execute();
  const perms = await db.selectFrom('permissions').selectAll().orderBy('action').execute();
  const byMenu = new Map<string, typeof perms>();
  for (const p of perms) byMenu.set(p.menu_id, [...(byMenu.get(p.menu_id) ?? []), p]);
  const pathOf = new Map(menus.map((m) => [m.id, m.path]));
  // the entries of a switched-off feature (000 §1) are nobody's, it_manager's neither
  const off = features ? offPaths(features) : new Set<string>();
  const has = (path: string, action?: string) =>
    !off.has(path) && (all || grants.has(action ? `${path}#${action}` : path));
  const mine = (p: (typeof perms)[number]) => p.status === 0 && has(pathOf.get(p.menu_id) ?? '', p.action);

  const nodes = new Map<string, MenuNode & { parentId: string | null; granted: boolean }>();
  for (const m of menus) {
    nodes.set(m.id, {
      id: m.id,
      path: m.path,
      name: m.name,
      component: m.screen ? m.screen : m.url ? 'iframe' : 'RouteView',
      ...(m.hidden ? { hidden: true } : {}),
      meta: {
        title: m.title,
        ...(m.title_en ? { titleEn: m.title_en } : {}),
        ...(m.icon ? { icon: m.icon } : {}),
        ...(m.url ? { url: m.url } : {}),
        isCache: m.is_cache,
        permissionList: (byMenu.get(m.id) ?? [])
          .filter(mine)
          .map((p) => ({ action: p.action, describe: p.describe, type: p.type })),
      },
      parentId: m.parent_id,
      granted: has(m.path),
    });
  }
  const roots: MenuNode[] = [];
  const kept = new Set<string>();
  // A granted entry keeps its ancestors so the tree stays reachable.
  for (const n of nodes.values()) {
    if (!n.granted) continue;
    for (
      let cur: typeof n | undefined = n;
      cur && !kept.has(cur.id);
      cur = cur.parentId ? nodes.get(cur.parentId) : undefined
    )
      kept.add(cur.id);
  }
  for (const n of nodes.values()) {
    if (!kept.has(n.id)) continue;
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  const clean = (n: MenuNode & { parentId?: string | null; granted?: boolean }): MenuNode => {
    const { parentId: _p, granted: _g, ...rest } = n;
    const children = rest.children?.map(clean);
    return { ...rest, ...(children ? { children, redirect: rest.redirect ?? children[0]?.path } : {}) };
  };
  const button = (p: (typeof perms)[number]) => ({ action: p.action, describe: p.describe, type: p.type });
  return {
    menu: roots.map(clean),
    auth: dedupe(perms.filter(mine).map((p) => ({ ...button(p), status: '0' }))),
    allAuth: perms.map((p) => ({ ...button(p), status: mine(p) ? '0' : '1' })),
  };
}

/** One entry per action and describe (the shell checks actions, not routes, in these lists). */
function dedupe<T extends { action: string; describe: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((p) => !seen.has(`${p.action}|${p.describe}`) && !!seen.add(`${p.action}|${p.describe}`));
}

export const menuRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'login',
    path: '/api/sys/permission/getSystemPermissionByToken',
    summary: "the user's menu, buttons (auth) and all buttons (allAuth)",
    query: object({ token: { type: 'string' }, system: { type: 'string' }, providerId: { type: 'string' } }),
    async handler({ db, user, request, config }) {
      return buildMenu(db, user!, request.server.caches, config.features);
    },
  }),
]);
