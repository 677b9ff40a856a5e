// Parts sales orders (配件销售订单, /WZorderThreeList): the orders a service provider places with a branch
// or the central warehouse, their lines, and the link between an order and the parts inquiry it came from.
// Additive only (docs/operations.md "Upgrades"): two new tables, nullable columns on sale_order_lines (the
// returnable lines the return-parts dialog reads: an order's lines are written there when the provider receives the
// goods, with the order and line they come from) and on part_queries (the order an inquiry became).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sale_orders (
      id text primary key,
      order_no text not null,
      facilitator_id text not null,
      facilitator_name text not null default '',
      branch_id text not null,
      branch_name text not null default '',
      company text not null default '',
      order_type text not null default 'BRANCH',
      warehouse_id text not null,
      warehouse_name text not null default '',
      center_id text,
      center_name text not null default '',
      large_customer_id text,
      large_customer_name text not null default '',
      handler_id text,
      handler_name text not null default '',
      cost_center_id text,
      cost_center_name text not null default '',
      source_inquiry_id text,
      source_inquiry_no text not null default '',
      remark text not null default '',
      reject_remark text not null default '',
      total_qty integer not null default 0,
      total_amount double precision not null default 0,
      status text not null,
      invoice_status text not null default 'NONE',
      invoice_title text not null default '',
      invoice_tax_no text not null default '',
      invoice_no text not null default '',
      invoice_date text not null default '',
      invoice_remark text not null default '',
      version integer not null default 1,
      create_user text not null,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now(),
      submit_time timestamptz,
      sign_time timestamptz,
      receive_time timestamptz
    )`.execute(db);
  await sql`create unique index sale_orders_no_uq on sale_orders (order_no)`.execute(db);
  await sql`create index sale_orders_facilitator_idx on sale_orders (facilitator_id, status)`.execute(db);
  await sql`create index sale_orders_time_idx on sale_orders (create_time)`.execute(db);
  await sql`
    create table sale_order_items (
      id text primary key,
      order_id text not null,
      line_no integer not null,
      company_parts_id text not null,
      company text not null,
      company_name text not null default '',
      parts_id text not null,
      parts_name text not null,
      drawing_no text not null default '',
      unit text not null default '',
      logistics_flag text not null default '',
      min_sale integer not null default 1,
      qty integer not null,
      sale_price double precision not null default 0,
      purchase_price double precision not null default 0,
      retail_add_price double precision not null default 0,
      retail_price double precision not null default 0,
      sale_add_price double precision not null default 0,
      amount double precision not null default 0
    )`.execute(db);
  await sql`create index sale_order_items_order_idx on sale_order_items (order_id, line_no)`.execute(db);
  // the returnable lines of a received order name it (older, seeded lines have none)
  await sql`alter table sale_order_lines add column order_id text`.execute(db);
  await sql`alter table sale_order_lines add column order_item_id text`.execute(db);
  await sql`create index sale_order_lines_order_idx on sale_order_lines (order_id)`.execute(db);
  // the order an inquiry became (its number stays in order_no as before)
  await sql`alter table part_queries add column order_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table part_queries drop column order_id`.execute(db);
  await sql`drop index sale_order_lines_order_idx`.execute(db);
  await sql`alter table sale_order_lines drop column order_item_id`.execute(db);
  await sql`alter table sale_order_lines drop column order_id`.execute(db);
  await sql`drop table sale_order_items`.execute(db);
  await sql`drop table sale_orders`.execute(db);
}
