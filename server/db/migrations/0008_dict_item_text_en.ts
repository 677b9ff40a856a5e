// Dictionary items get an English name (English mode shows statuses and flags in English). The spec's
// dictionaries hold only Chinese (item_text); item_text_en is ours, null when an item has no English name yet
// (the portal then shows item_text in both languages). The seed fills it (server/seed/dict-en.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sys_dict_items add column item_text_en text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sys_dict_items drop column item_text_en`.execute(db);
}
