// Deliveries (发运单, /deliveryList): send bills for claims' old parts. A claim is on one delivery at
// most: claims.send_bill_id links it, and delivery_claims.claim_id is unique, so the database holds the rule
// even if two saves race (the routes lock the claims first). Additive only: two new tables.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deliveries (
      id text primary key,
      delivery_no text not null,
      facilitator_id text not null,
      facilitator_name text not null default '',
      branch_id text,
      branch_name text not null default '',
      status text not null,
      logistics_company text not null default '',
      logistics_no text not null default '',
      remark text not null default '',
      receive_remark text not null default '',
      claim_count integer not null default 0,
      parts_qty integer not null default 0,
      version integer not null default 1,
      create_user text not null,
      create_time timestamptz not null default now(),
      send_time timestamptz,
      receive_time timestamptz,
      update_time timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index deliveries_no_uq on deliveries (delivery_no)`.execute(db);
  await sql`create index deliveries_facilitator_idx on deliveries (facilitator_id, status)`.execute(db);
  await sql`
    create table delivery_claims (
      id text primary key,
      delivery_id text not null,
      claim_id text not null,
      claim_no text not null
    )`.execute(db);
  await sql`create unique index delivery_claims_claim_uq on delivery_claims (claim_id)`.execute(db);
  await sql`create index delivery_claims_delivery_idx on delivery_claims (delivery_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table delivery_claims`.execute(db);
  await sql`drop table deliveries`.execute(db);
}
