// The supplier of a repair order's part line: the parts-supplier dialog (001 §2.5, with its SBOM tab)
// chooses who supplied the part used on that line, beside the order's own supplier. Additive: an older release
// ignores the two columns.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table repair_order_items add column supplier_id text`.execute(db);
  await sql`alter table repair_order_items add column supplier_name text not null default ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table repair_order_items drop column supplier_name`.execute(db);
  await sql`alter table repair_order_items drop column supplier_id`.execute(db);
}
