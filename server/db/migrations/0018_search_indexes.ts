// Indexes for the screen searches (measured with `npm run bench:gateway` and EXPLAIN ANALYZE on both
// databases): the claim lists page newest first (create_time desc, id), alone or for one provider, and sorted all
// of a provider's claims per request; the supplier parts list pages by update_time desc, id; the stock list pages by
// warehouse code, then part, and sorted all 10,000 stock rows; a company parts count over one status scanned the
// table. Names of one or two characters (`机油`) have no trigram, so `parts_name like '%机油%'` scanned every
// company part: parts_name_grams() gives a name's single characters and pairs, and a GIN index over it finds them
// (the parts search adds `parts_name_grams(parts_name) @> array[term]` for such terms). All additive: an older
// release ignores them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists claims_time_idx on claims (create_time desc, id)`.execute(db);
  await sql`create index if not exists claims_facilitator_time_idx on claims (facilitator_id, create_time desc, id)`.execute(
    db,
  );
  await sql`create index if not exists supplier_parts_time_idx on supplier_parts (update_time desc, id)`.execute(db);
  await sql`create index if not exists warehouses_code_idx on warehouses (code)`.execute(db);
  await sql`create index if not exists company_parts_status_idx on company_parts (status)`.execute(db);
  // only built-in functions inside: the same answer whatever the search_path (index maintenance runs with pg_catalog)
  await sql`create or replace function parts_name_grams(t text) returns text[] language sql immutable strict parallel safe as $$
    select coalesce(array_agg(distinct g), '{}') from (
      select substr(t, i, 1) as g from generate_series(1, length(t)) as i
      union all select substr(t, i, 2) from generate_series(1, length(t) - 1) as i
    ) as grams $$`.execute(db);
  await sql`create index if not exists company_parts_name_grams_idx on company_parts using gin (parts_name_grams(parts_name))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'company_parts_name_grams_idx',
    'company_parts_status_idx',
    'warehouses_code_idx',
    'supplier_parts_time_idx',
    'claims_facilitator_time_idx',
    'claims_time_idx',
  ]) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`drop function if exists parts_name_grams(text)`.execute(db);
}
