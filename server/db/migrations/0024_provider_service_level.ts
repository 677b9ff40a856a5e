// A service provider's service level (服务等级): a value of the branch dictionary service_level (its items are per
// branch, sys_dict_items.branch_id), chosen in 服务商维护 from the provider's branch's items (the dictionary select's
// branch version, 001 §2.7). Additive with a default: an older release neither reads nor writes it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table facilitators add column if not exists service_level varchar(16) not null default ''`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table facilitators drop column if exists service_level`.execute(db);
}
