// Menu entries get an English title (the side menu and the tabs switch with the language). The permission
// menu answers it as meta.titleEn beside the spec's meta.title (Chinese); schema menus fill it from their
// { zh_CN, en_US } titles (server/seed/menus.ts); an entry made in the console has none (its title shows in both).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table menus add column title_en text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table menus drop column title_en`.execute(db);
}
