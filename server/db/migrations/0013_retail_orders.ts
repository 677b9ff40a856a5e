// Retail orders (零售单, /serviceRetailOrderList): a provider sells parts from its own stock (the stocks of
// its service warehouse, warehouses.warehouse_type SERVICE with owner_no = the provider's id) to a walk-in customer.
// Completing an order lowers those stocks in the same transaction (server/business/retailOrder/store.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table retail_orders (
      id text primary key,
      order_no text not null,
      facilitator_id text not null,
      facilitator_name text not null default '',
      customer_name text not null,
      customer_phone text not null default '',
      status text not null,
      remark text not null default '',
      total_qty integer not null default 0,
      total_amount double precision not null default 0,
      version integer not null default 1,
      create_user text not null,
      create_time timestamptz not null default now(),
      complete_time timestamptz,
      cancel_time timestamptz,
      update_time timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index retail_orders_no_uq on retail_orders (order_no)`.execute(db);
  await sql`create index retail_orders_facilitator_idx on retail_orders (facilitator_id, status)`.execute(db);
  await sql`
    create table retail_order_lines (
      id text primary key,
      order_id text not null,
      warehouse_id text not null,
      warehouse_name text not null default '',
      parts_id text not null,
      parts_name text not null default '',
      parts_drawing_no text not null default '',
      qty integer not null,
      unit_price double precision not null default 0,
      amount double precision not null default 0
    )`.execute(db);
  await sql`create index retail_order_lines_order_idx on retail_order_lines (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table retail_order_lines`.execute(db);
  await sql`drop table retail_orders`.execute(db);
}
