// Menu documents (schemas/menus/*.json, kind "menu") -> menus, permissions and their role grants. Only entries
// and buttons that are missing are inserted (with the grants the document declares), so entries changed at run
// time through the console are kept, and a new schema entry appears after a restart.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { clearAuthCaches } from '../auth/session';

export interface MenuButton { action: string; describe: string; roles?: string[] }
export interface MenuEntry {
  name: string; title: string | Record<string, string>; path: string; icon?: string; screen?: string; url?: string;
  isCache?: boolean; hidden?: boolean; roles?: string[]; buttons?: MenuButton[]; children?: MenuEntry[];
}
export interface MenuDocument { kind: 'menu'; id: string; entries: MenuEntry[] }

export function loadMenuDocuments(dir = 'schemas/menus'): MenuDocument[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as MenuDocument)
    .filter((d) => d && d.kind === 'menu' && Array.isArray(d.entries));
}

const titleText = (t: MenuEntry['title']): string =>
  typeof t === 'string' ? t : t['zh_CN'] ?? t['zh'] ?? Object.values(t)[0] ?? '';

export const menuId = (path: string) => `m:${path}`;
export const permissionId = (path: string, action: string) => `p:${path}#${action}`;

export async function syncMenus(db: Kysely<DB>, docs: MenuDocument[]): Promise<{ menus: number; buttons: number }> {
  const roles = await db.selectFrom('roles').select(['id', 'role_code']).execute();
  const roleId = new Map(roles.map((r) => [r.role_code, r.id]));
  const existingMenus = new Set((await db.selectFrom('menus').select('path').execute()).map((m) => m.path));
  const existingPerms = new Set((await db.selectFrom('permissions').select('id').execute()).map((p) => p.id));
  let menus = 0;
  let buttons = 0;
  let order = 0;
  const visit = async (e: MenuEntry, parentPath: string | null, inherited: string[]) => {
    const entryRoles = e.roles ?? inherited;
    order++;
    if (!existingMenus.has(e.path)) {
      existingMenus.add(e.path);
      await db.insertInto('menus').values({
        id: menuId(e.path), parent_id: parentPath ? menuId(parentPath) : null, name: e.name, title: titleText(e.title),
        path: e.path, screen: e.screen ?? null, url: e.url ?? null, icon: e.icon ?? null, is_cache: e.isCache ?? true,
        hidden: e.hidden ?? false, sort_no: order, source: 'schema',
      }).execute();
      const grants = entryRoles.map((c) => roleId.get(c)).filter((x): x is string => !!x);
      if (grants.length) await db.insertInto('role_menus').values(grants.map((r) => ({ role_id: r, menu_id: menuId(e.path) })))
        .onConflict((oc) => oc.doNothing()).execute();
      menus++;
    }
    for (const b of e.buttons ?? []) {
      const id = permissionId(e.path, b.action);
      if (existingPerms.has(id)) continue;
      existingPerms.add(id);
      await db.insertInto('permissions').values({ id, menu_id: menuId(e.path), action: b.action, describe: b.describe, type: '1', status: 0 }).execute();
      const grants = (b.roles ?? entryRoles).map((c) => roleId.get(c)).filter((x): x is string => !!x);
      if (grants.length) await db.insertInto('role_permissions').values(grants.map((r) => ({ role_id: r, permission_id: id })))
        .onConflict((oc) => oc.doNothing()).execute();
      buttons++;
    }
    for (const c of e.children ?? []) await visit(c, e.path, entryRoles);
  };
  for (const d of docs) for (const e of d.entries) await visit(e, null, []);
  if (menus || buttons) clearAuthCaches();
  return { menus, buttons };
}
