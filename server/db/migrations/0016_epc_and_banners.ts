// A banner may link to a published notice: banners.notice_id, chosen with the notice picker in 横幅管理;
// the home page's banner then opens the notice's detail. Nullable, no foreign key: a notice removed by another
// system leaves the banner showing (the home page answers the link only while the notice is published).
// The EPC catalogue (public/epc) reads the existing parts, sbom_parts and replacement tables; its indexes on
// sbom_parts.parts_no and replacement_parts.parts_no serve the lookups of a found part's groups and relations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table banners add column notice_id text`.execute(db);
  await sql`create index if not exists sbom_parts_parts_no_idx on sbom_parts (parts_no)`.execute(db);
  await sql`create index if not exists replacement_parts_parts_no_idx on replacement_parts (parts_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists replacement_parts_parts_no_idx`.execute(db);
  await sql`drop index if exists sbom_parts_parts_no_idx`.execute(db);
  await sql`alter table banners drop column notice_id`.execute(db);
}
