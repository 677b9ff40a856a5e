// Branch administration in the console (000 §6): a branch is edited with its version (a stale edit
// answers 424 like every other console write) and carries an English name beside the Chinese one (name_en; the
// runtime shows it in English mode, as itemTextEn for dictionaries). Both additive: an older release ignores them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table branches add column version integer not null default 1`.execute(db);
  await sql`alter table branches add column name_en text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table branches drop column name_en`.execute(db);
  await sql`alter table branches drop column version`.execute(db);
}
