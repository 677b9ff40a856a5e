// 角色身份: the role_identity dictionary gets the maker identity {product} (000 §3: identity containing
// {product} denotes manufacturer staff), so the 角色身份 list and its 身份 dropdown name it (厂家) instead of showing
// the code. Data, not schema: a database seeded by an older release gets the item here; a fresh database, whose
// dictionaries the seed writes after the migrations, gets it from the seed (server/seed/dicts.ts), which skips an
// item already there. Additive and idempotent; an older release ignores the extra item.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into sys_dict_items (id, dict_code, item_value, item_text, item_text_en, branch_id, sort_no, status)
    select 'di:role_identity:{product}:', 'role_identity', '{product}', '厂家', 'Maker', null, 3, 1
    where exists (select 1 from sys_dict where dict_code = 'role_identity')
      and not exists (select 1 from sys_dict_items where dict_code = 'role_identity' and item_value = '{product}' and branch_id is null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sys_dict_items where id = 'di:role_identity:{product}:'`.execute(db);
}
