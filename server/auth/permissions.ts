// What a set of roles may do: menu paths and 'path#action' buttons, from role_menus / role_permissions.
// Cached per role set; the cache is dropped by clearAuthCaches() on any role, menu or permission write, on every
// replica (server/auth/cache-sync.ts), and not used while this replica's listener is down. Entries also age out
// after a minute, in case a notification was lost.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { cachesUsable, onInvalidate } from './cache-sync';
import { BusinessError, type Permission, type SessionUser } from '../http/route';

export const SUPER_ROLE = 'it_manager';

// Per database (tests run PGlite and PostgreSQL side by side in one process).
let caches = new WeakMap<object, Map<string, { grants: Promise<Set<string>>; until: number }>>();
const MAX_AGE_MS = 60_000;
onInvalidate((db, what) => {
  if (what.kind !== 'auth' && what.kind !== 'reset') return;
  if (db) caches.delete(db);
  else caches = new WeakMap();
});

export function grantsOf(db: Kysely<DB>, roles: string[]): Promise<Set<string>> {
  if (!cachesUsable(db)) return loadGrants(db, roles);
  const key = [...roles].sort().join(',');
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  let hit = cache.get(key);
  if (!hit || hit.until <= now) {
    // stored before the read starts: an invalidation during the read drops it
    const entry = (hit = { grants: loadGrants(db, roles), until: now + MAX_AGE_MS });
    const map = cache;
    map.set(key, entry);
    entry.grants.catch(() => { if (map.get(key) === entry) map.delete(key); });
  }
  return hit.grants;
}

async function loadGrants(db: Kysely<DB>, roles: string[]): Promise<Set<string>> {
  const grants = new Set<string>();
  if (!roles.length) return grants;
  const menus = await db.selectFrom('role_menus').innerJoin('roles', 'roles.id', 'role_menus.role_id')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id').select('menus.path')
    .where('roles.role_code', 'in', roles).execute();
  for (const m of menus) grants.add(m.path);
  const buttons = await db.selectFrom('role_permissions').innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .innerJoin('menus', 'menus.id', 'permissions.menu_id')
    .select(['menus.path', 'permissions.action']).where('roles.role_code', 'in', roles)
    .where('permissions.status', '=', 0).execute();
  for (const b of buttons) grants.add(`${b.path}#${b.action}`);
  return grants;
}

/** The grants a permission asks for: a menu path or 'path#action', or any of a list of them. */
export function permissionGrants(permission: Permission): string[] {
  if (typeof permission === 'string') return permission === 'public' || permission === 'session' ? [] : [permission];
  return [...permission];
}

/** The one permission check of the gateway. */
export async function allowed(db: Kysely<DB>, roles: string[], permission: Permission): Promise<boolean> {
  if (permission === 'public' || permission === 'session') return true;
  if (roles.includes(SUPER_ROLE)) return true;
  const grants = await grantsOf(db, roles);
  return permissionGrants(permission).some((g) => grants.has(g));
}

/** Inside a handler, for an action decided by the input (a save that also submits, a reassignment): 403 unless
 * the user has the permission. */
export async function demand(db: Kysely<DB>, user: SessionUser | null, permission: Permission): Promise<void> {
  if (!user || !(await allowed(db, user.roles, permission))) throw new BusinessError(NO_PERMISSION, { status: 403, code: '403' });
}

export const NO_PERMISSION = '无权限访问';
