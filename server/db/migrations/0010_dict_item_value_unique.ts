// A dictionary item's value is unique within its dictionary (and branch), so concurrent adds of one value make one
// row and a dropdown shows each value once. Duplicates an older release let in are removed first, keeping
// one row of each value (the lowest id) (rows that reference an item store its value, not its id, so nothing points at
// the removed copies). The console's add checks first; the loser of a race gets 字典项值已存在 (server/http/errors.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sys_dict_items i using sys_dict_items keep
    where i.dict_code = keep.dict_code and i.item_value = keep.item_value and coalesce(i.branch_id, '') = coalesce(keep.branch_id, '')
      and keep.id < i.id`.execute(db);
  await sql`create unique index sys_dict_items_value_uq on sys_dict_items (dict_code, item_value, coalesce(branch_id, ''))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sys_dict_items_value_uq`.execute(db);
}
