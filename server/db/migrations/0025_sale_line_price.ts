// The price chosen for a sales-order line in 库存价格 (000 §3 priceDtos: one of the line's price options, the part's
// sale price or the stock price of the order's shipping warehouse, checked by the gateway). Null: the line is priced
// from the catalogue (or the inquiry's agreed price) as before. Additive and nullable: an older release ignores it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sale_order_items add column if not exists chosen_price double precision`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sale_order_items drop column if exists chosen_price`.execute(db);
}
