// The company-parts search filters by company, status and sale flag and by a parts-number prefix. Under a C.UTF-8
// (or any non-C) collation a plain composite index cannot serve the prefix as a range, so the count scanned
// thousands of entries; with text_pattern_ops on the last column it is one index range.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index company_parts_listing_prefix_idx on company_parts (company, status, sale_flag, parts_no text_pattern_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_parts_listing_prefix_idx`.execute(db);
}
