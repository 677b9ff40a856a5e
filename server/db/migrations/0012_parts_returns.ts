// Parts return orders (配件退货单, /WZreturnOrderList): a provider returns parts bought on sales orders.
// Each line names the sale_order_lines row it returns (the table of migration 0002, read as it is: its columns are
// not changed); the quantity still returnable on a sale-order line is approve_qty - returned_qty minus what the
// lines of returns not REJECTED hold (server/business/partsReturn/store.ts checks it inside the save's transaction).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table parts_returns (
      id text primary key,
      return_no text not null,
      facilitator_id text not null,
      facilitator_name text not null default '',
      branch_id text,
      branch_name text not null default '',
      warehouse_id text not null,
      warehouse_name text not null default '',
      status text not null,
      remark text not null default '',
      reject_remark text not null default '',
      total_qty integer not null default 0,
      total_amount double precision not null default 0,
      version integer not null default 1,
      create_user text not null,
      create_time timestamptz not null default now(),
      submit_time timestamptz,
      approve_time timestamptz,
      receive_time timestamptz,
      update_time timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index parts_returns_no_uq on parts_returns (return_no)`.execute(db);
  await sql`create index parts_returns_facilitator_idx on parts_returns (facilitator_id, status)`.execute(db);
  await sql`
    create table parts_return_lines (
      id text primary key,
      return_id text not null,
      sale_order_line_id text not null,
      sale_order_no text not null,
      parts_id text not null,
      parts_name text not null default '',
      parts_drawing_no text not null default '',
      unit text not null default '',
      qty integer not null,
      unit_price double precision not null default 0,
      amount double precision not null default 0
    )`.execute(db);
  await sql`create index parts_return_lines_return_idx on parts_return_lines (return_id)`.execute(db);
  await sql`create index parts_return_lines_sale_line_idx on parts_return_lines (sale_order_line_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table parts_return_lines`.execute(db);
  await sql`drop table parts_returns`.execute(db);
}
