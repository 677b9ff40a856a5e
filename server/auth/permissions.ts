// What a set of roles may do: menu paths and 'path#action' buttons, from role_menus / role_permissions.
// Cached per role set in the app's caches; the cache is dropped by clearAuthCaches() on any role, menu or permission write, on every
// replica (server/auth/cache-sync.ts), and not used while this replica's listener is down. Entries also age out
// after a minute, in case a notification was lost.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { cachesUsable } from './cache-sync';
import type { GatewayCaches } from './caches';
import { SUPER_ROLE_CODE } from '../seed/roles';
import { unknownGrantAction } from './actions';
import { BusinessError, type Permission, type SessionUser } from '../http/route';

/** Passes every menu and button permission: the role table's superRole (schemas/meta/roles.json). */
export const SUPER_ROLE = SUPER_ROLE_CODE;

const MAX_AGE_MS = 60_000;

/** The grants of a role set; cached in the app's caches when given (app.caches, server/auth/caches.ts). */
export function grantsOf(db: Kysely<DB>, roles: string[], caches?: GatewayCaches): Promise<Set<string>> {
  if (!caches || !cachesUsable(db)) return loadGrants(db, roles);
  const key = [...roles].sort().join(',');
  const cache = caches.grants;
  const now = Date.now();
  let hit = cache.get(key);
  if (!hit || hit.until <= now) {
    // stored before the read starts: an invalidation during the read drops it
    const entry = (hit = { grants: loadGrants(db, roles), until: now + MAX_AGE_MS });
    cache.set(key, entry);
    entry.grants.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
  }
  return hit.grants;
}

async function loadGrants(db: Kysely<DB>, roles: string[]): Promise<Set<string>> {
  const grants = new Set<string>();
  if (!roles.length) return grants;
  const menus = await db
    .selectFrom('role_menus')
    .innerJoin('roles', 'roles.id', 'role_menus.role_id')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select('menus.path')
    .where('roles.role_code', 'in', roles)
    .execute();
  for (const m of menus) grants.add(m.path);
  const buttons = await db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .innerJoin('menus', 'menus.id', 'permissions.menu_id')
    .select(['menus.path', 'permissions.action'])
    .where('roles.role_code', 'in', roles)
    .where('permissions.status', '=', 0)
    .execute();
  for (const b of buttons) grants.add(`${b.path}#${b.action}`);
  return grants;
}

/** The grants a permission asks for: a menu path or 'path#action', or any of a list of them. */
export function permissionGrants(permission: Permission): string[] {
  if (typeof permission === 'string') return permission === 'public' || permission === 'session' ? [] : [permission];
  return [...permission];
}

/** The one permission check of the gateway. */
export async function allowed(
  db: Kysely<DB>,
  roles: string[],
  permission: Permission,
  caches?: GatewayCaches,
): Promise<boolean> {
  if (permission === 'public' || permission === 'session') return true;
  if (roles.includes(SUPER_ROLE)) return true;
  const grants = await grantsOf(db, roles, caches);
  return permissionGrants(permission).some((g) => grants.has(g));
}

/** Inside a handler, for an action decided by the input (a save that also submits, a reassignment): 403 unless
 * the user has the permission. A button naming no action of schemas/meta/actions.json is the code's mistake (it
 * would refuse everyone but the super role): it fails loudly, as a route declaring one stops the gateway. */
export async function demand(
  db: Kysely<DB>,
  user: SessionUser | null,
  permission: Permission,
  caches?: GatewayCaches,
): Promise<void> {
  const unknown = unknownGrantAction(permissionGrants(permission));
  if (unknown) throw new Error(`demand: ${unknown}`);
  if (!user || !(await allowed(db, user.roles, permission, caches)))
    throw new BusinessError(NO_PERMISSION, { status: 403, code: '403' });
}

export const NO_PERMISSION = '无权限访问';
