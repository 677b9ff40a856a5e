// Business invariants held by the database, idempotency keys and the trigram index of the parts-name search
// (docs/operations.md "Invariants, idempotency and load"):
// - a supplier part is VALID once per (supplier, part, company): a unique partial index. Duplicates an older
//   version let in (concurrent creations) are invalidated first, the newest kept;
// - a claim's old part is on one core return bill at most: a unique index on the bill lines' claim_part_id.
//   Lines whose claim is linked to another bill (left by concurrent saves before this migration) are dropped
//   first: the claim's return_bill_id is the link that counts;
// - idempotency_keys: the first answer of a create call per (user, route, Idempotency-Key), kept 24 h;
// - pg_trgm and a GIN trigram index on company_parts.parts_name, so `parts_name like '%x%'` is an index scan.
//   The extension goes into the public schema (it is per database; tests run in their own schemas), and the
//   operator class is named with the schema it actually lives in.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update supplier_parts s set status = 'INVALID', version = version + 1, update_by = 'migration-0007', update_time = now()
    where s.status = 'VALID' and exists (
      select 1 from supplier_parts o
      where o.status = 'VALID' and o.supplier_id = s.supplier_id and o.parts_id = s.parts_id and o.company = s.company
        and (o.create_time > s.create_time or (o.create_time = s.create_time and o.id > s.id)))`.execute(db);
  await sql`create unique index supplier_parts_valid_uq on supplier_parts (supplier_id, parts_id, company) where status = 'VALID'`.execute(
    db,
  );

  await sql`
    delete from core_return_bill_items i
    where not exists (select 1 from claims c where c.id = i.claim_id and c.return_bill_id = i.bill_id)`.execute(db);
  await sql`create unique index core_return_bill_items_claim_part_uq on core_return_bill_items (claim_part_id)`.execute(
    db,
  );

  await sql`
    create table idempotency_keys (
      user_id text not null,
      route text not null,
      key text not null,
      request_hash text not null,
      status integer,
      headers text,
      body text,
      body_base64 boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (user_id, route, key)
    )`.execute(db);
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);

  // test schemas migrate in parallel on one database: creating the (per-database) extension is serialised
  await sql`select pg_advisory_xact_lock(8008007)`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  );
  const opclass = sql.raw(`${quoteIdent(rows[0]?.schema ?? 'public')}.gin_trgm_ops`);
  await sql`create index company_parts_name_trgm_idx on company_parts using gin (parts_name ${opclass})`.execute(db);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_parts_name_trgm_idx`.execute(db);
  await sql`drop table idempotency_keys`.execute(db);
  await sql`drop index core_return_bill_items_claim_part_uq`.execute(db);
  await sql`drop index supplier_parts_valid_uq`.execute(db);
}
