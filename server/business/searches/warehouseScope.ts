// Warehouse data permission (000 §3 "Warehouse permission: wareHouseId, userId"): a user with rows in
// user_warehouse_permissions sees only those warehouses in the warehouse searches and the stock queries, unless
// the user's warehouse authority is ALL. A user without rows (or without a session) is not restricted.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { SessionUser } from '../../http/route';

/** The warehouse ids the user may see, or null when the user is not restricted. */
export async function permittedWarehouses(db: Kysely<DB>, user: SessionUser | null): Promise<string[] | null> {
  if (!user) return null;
  const [authority, rows] = await Promise.all([
    db.selectFrom('user_warehouse_authority').select('authority').where('user_id', '=', user.userId).executeTakeFirst(),
    db.selectFrom('user_warehouse_permissions').select('warehouse_id').where('user_id', '=', user.userId).execute(),
  ]);
  if (authority?.authority === 'ALL' || rows.length === 0) return null;
  return rows.map((r) => r.warehouse_id);
}
