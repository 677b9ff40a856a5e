// Repair orders (维修单, /repairOrderList): the work behind a repair ticket. A repair order names the
// vehicle, the fault, the engineer, the labour (maintenance projects x the hour price) and the parts used; its
// lines are kept in repair_order_items (kind PROJECT or PART). Completing it creates a claim (claim_id).
// Additive only: two new tables (docs/operations.md "Upgrades and rollbacks").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table repair_orders (
      id text primary key,
      order_no text not null,
      ticket_id text,
      facilitator_id text not null,
      facilitator_name text not null default '',
      branch_id text,
      vin text not null,
      engine_code text not null default '',
      engine_type text not null default '',
      fault_principal_code text not null default '',
      fault_principal_name text not null default '',
      fault_code text not null default '',
      fault_name text not null default '',
      engineer_id text,
      engineer_name text not null default '',
      hour_price_id text,
      hour_price double precision not null default 0,
      labour_hours double precision not null default 0,
      labour_amount double precision not null default 0,
      parts_amount double precision not null default 0,
      total_amount double precision not null default 0,
      supplier_id text,
      supplier_name text not null default '',
      remark text not null default '',
      status text not null,
      claim_id text,
      version integer not null default 1,
      create_user text not null,
      create_time timestamptz not null default now(),
      submit_time timestamptz,
      complete_time timestamptz,
      update_time timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index repair_orders_no_uq on repair_orders (order_no)`.execute(db);
  await sql`create index repair_orders_facilitator_idx on repair_orders (facilitator_id, status)`.execute(db);
  await sql`create unique index repair_orders_claim_uq on repair_orders (claim_id)`.execute(db);
  await sql`
    create table repair_order_items (
      id text primary key,
      order_id text not null,
      kind text not null,
      sort integer not null default 0,
      parts_code text not null default '',
      parts_name text not null default '',
      parts_drawing text not null default '',
      maintain_item_code text not null default '',
      description text not null default '',
      hours double precision not null default 0,
      qty integer not null default 0,
      unit_price double precision not null default 0,
      amount double precision not null default 0
    )`.execute(db);
  await sql`create index repair_order_items_order_idx on repair_order_items (order_id, sort)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table repair_order_items`.execute(db);
  await sql`drop table repair_orders`.execute(db);
}
