// Stock rows name an existing part and warehouse: foreign keys on stocks.parts_id and stocks.warehouse_id.
// Every stock row was written for a known part and warehouse (the seed, a parts return's receipt), and no route
// deletes parts or warehouses; the keys make that a rule the database holds, so the stock search may count its rows
// without joining parts and warehouses (10,536 joined rows per count were its cost on PostgreSQL). Additive: an
// older release writes only rows that satisfy them. A database holding a stock row of an unknown part or warehouse
// stops here with PostgreSQL's message naming the key, and keeps its data.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stocks add constraint stocks_parts_fk foreign key (parts_id) references parts (id)`.execute(db);
  await sql`alter table stocks add constraint stocks_warehouse_fk foreign key (warehouse_id) references warehouses (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stocks drop constraint if exists stocks_warehouse_fk`.execute(db);
  await sql`alter table stocks drop constraint if exists stocks_parts_fk`.execute(db);
}
