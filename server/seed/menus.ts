// Menu documents (schemas/menus/*.json, kind "menu") -> menus, permissions and their role grants, upserted at
// every start: entries and buttons the documents add are inserted; titles, screens and flags, the entry's roles
// and its buttons (with their roles) follow the documents; entries and buttons removed from the documents are
// deleted. Only rows with source 'schema' are changed or removed; entries with another source are left as they are.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { clearAuthCaches } from '../auth/session';

export interface MenuButton {
  action: string;
  describe: string;
  roles?: string[];
}
export interface MenuEntry {
  name: string;
  title: string | Record<string, string>;
  path: string;
  icon?: string;
  screen?: string;
  url?: string;
  isCache?: boolean;
  hidden?: boolean;
  roles?: string[];
  buttons?: MenuButton[];
  children?: MenuEntry[];
}
export interface MenuDocument {
  kind: 'menu';
  id: string;
  entries: MenuEntry[];
}

export function loadMenuDocuments(dir = 'schemas/menus'): MenuDocument[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      try {
        return JSON.parse(readFileSync(join(dir, f), 'utf8')) as MenuDocument;
      } catch (e) {
        throw new Error(`${join(dir, f)}: not valid JSON (${(e as Error).message})`, { cause: e });
      }
    })
    .filter((d) => d && d.kind === 'menu' && Array.isArray(d.entries));
}

const titleText = (t: MenuEntry['title']): string =>
  typeof t === 'string' ? t : (t['zh_CN'] ?? t['zh'] ?? Object.values(t)[0] ?? '');
const titleEnglish = (t: MenuEntry['title']): string | null => (typeof t === 'string' ? null : (t['en_US'] ?? null));

export const menuId = (path: string) => `m:${path}`;
export const permissionId = (path: string, action: string) => `p:${path}#${action}`;

type Grants = Map<string, Set<string>>;

const group = (rows: { key: string; role: string }[]): Grants => {
  const out: Grants = new Map();
  for (const r of rows) out.set(r.key, (out.get(r.key) ?? new Set()).add(r.role));
  return out;
};

export interface SyncResult {
  /** entries and buttons inserted */
  menus: number;
  buttons: number;
  /** entries and buttons whose fields or grants changed (a new place in the order alone does not count) */
  changed: number;
  /** entries and buttons removed (no longer in the documents) */
  removed: number;
}

export async function syncMenus(db: Kysely<DB>, docs: MenuDocument[]): Promise<SyncResult> {
  const roles = await db.selectFrom('roles').select(['id', 'role_code']).execute();
  const roleId = new Map(roles.map((r) => [r.role_code, r.id]));
  const existingMenus = new Map((await db.selectFrom('menus').selectAll().execute()).map((m) => [m.path, m]));
  const existingPerms = new Map(
    (await db.selectFrom('permissions').select(['id', 'menu_id', 'describe']).execute()).map((p) => [p.id, p]),
  );
  const menuGrants = group(await db.selectFrom('role_menus').select(['menu_id as key', 'role_id as role']).execute());
  const permGrants = group(
    await db.selectFrom('role_permissions').select(['permission_id as key', 'role_id as role']).execute(),
  );
  const result: SyncResult = { menus: 0, buttons: 0, changed: 0, removed: 0 };
  const wantedMenus = new Set<string>();
  const wantedPerms = new Set<string>();
  const ids = (codes: string[]) => codes.map((c) => roleId.get(c)).filter((x): x is string => !!x);

  /** Makes the grants of one entry or button exactly `want`; true when something changed. */
  const setGrants = async (
    table: 'role_menus' | 'role_permissions',
    key: string,
    want: string[],
    have = new Set<string>(),
  ): Promise<boolean> => {
    const column = table === 'role_menus' ? 'menu_id' : 'permission_id';
    const add = want.filter((r) => !have.has(r));
    const drop = [...have].filter((r) => !want.includes(r));
    if (add.length) {
      await db
        .insertInto(table)
        .values(add.map((r) => ({ role_id: r, [column]: key }) as never))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (drop.length) await db.deleteFrom(table).where(column, '=', key).where('role_id', 'in', drop).execute();
    return add.length + drop.length > 0;
  };

  let order = 0;
  const visit = async (e: MenuEntry, parentPath: string | null, inherited: string[]) => {
    const entryRoles = e.roles ?? inherited;
    order++;
    wantedMenus.add(e.path);
    const fields = {
      parent_id: parentPath ? menuId(parentPath) : null,
      name: e.name,
      title: titleText(e.title),
      title_en: titleEnglish(e.title),
      screen: e.screen ?? null,
      url: e.url ?? null,
      icon: e.icon ?? null,
      is_cache: e.isCache ?? true,
      hidden: e.hidden ?? false,
      sort_no: order,
    };
    const old = existingMenus.get(e.path);
    const id = old?.id ?? menuId(e.path);
    const owned = !old || old.source === 'schema';
    if (!old) {
      await db
        .insertInto('menus')
        .values({ id, path: e.path, source: 'schema', ...fields })
        .execute();
      result.menus++;
    } else if (owned) {
      const differ = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => old[k] !== fields[k]);
      if (differ.length) await db.updateTable('menus').set(fields).where('id', '=', id).execute();
      // an entry added or removed above moves the sort order of every entry after it: that is no change of theirs
      if (differ.some((k) => k !== 'sort_no')) result.changed++;
    }
    if (owned && (await setGrants('role_menus', id, ids(entryRoles), menuGrants.get(id))) && old) result.changed++;
    for (const b of e.buttons ?? []) {
      const pid = permissionId(e.path, b.action);
      wantedPerms.add(pid);
      const oldPerm = existingPerms.get(pid);
      if (!oldPerm) {
        await db
          .insertInto('permissions')
          .values({ id: pid, menu_id: id, action: b.action, describe: b.describe, type: '1', status: 0 })
          .execute();
        result.buttons++;
      } else if (owned && oldPerm.describe !== b.describe) {
        await db.updateTable('permissions').set({ describe: b.describe }).where('id', '=', pid).execute();
        result.changed++;
      }
      if (
        (owned || !oldPerm) &&
        (await setGrants('role_permissions', pid, ids(b.roles ?? entryRoles), permGrants.get(pid))) &&
        oldPerm
      )
        result.changed++;
    }
    for (const c of e.children ?? []) await visit(c, e.path, entryRoles);
  };
  for (const d of docs) for (const e of d.entries) await visit(e, null, []);

  // Removed from the documents: schema entries (their buttons and grants go with them) and the buttons of
  // schema entries. Permission ids of the documents' buttons all start with 'p:'.
  const goneMenus = [...existingMenus.values()].filter((m) => m.source === 'schema' && !wantedMenus.has(m.path));
  const ownedIds = new Set(
    [...existingMenus.values()].filter((m) => m.source === 'schema' && wantedMenus.has(m.path)).map((m) => m.id),
  );
  const gonePerms = [...existingPerms.values()].filter(
    (p) => p.id.startsWith('p:') && ownedIds.has(p.menu_id) && !wantedPerms.has(p.id),
  );
  if (gonePerms.length)
    await db
      .deleteFrom('permissions')
      .where(
        'id',
        'in',
        gonePerms.map((p) => p.id),
      )
      .execute();
  if (goneMenus.length)
    await db
      .deleteFrom('menus')
      .where(
        'id',
        'in',
        goneMenus.map((m) => m.id),
      )
      .execute();
  result.removed = gonePerms.length + goneMenus.length;

  if (result.menus || result.buttons || result.changed || result.removed) clearAuthCaches();
  return result;
}
