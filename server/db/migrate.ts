// Migrations run through Kysely's Migrator with a static list (no directory scanning, works under tsx and vitest).
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as core from './migrations/0001_core';
import * as business from './migrations/0002_business';
import * as partsPrefix from './migrations/0003_parts_prefix_index';
import * as signinThrottle from './migrations/0004_signin_throttle';
import * as attachmentOwner from './migrations/0005_attachment_owner';
import * as fileBlobs from './migrations/0006_file_blobs';
import * as invariantsIdempotency from './migrations/0007_invariants_idempotency';
import * as dictItemTextEn from './migrations/0008_dict_item_text_en';
import * as menuTitleEn from './migrations/0009_menu_title_en';
import * as dictItemValueUnique from './migrations/0010_dict_item_value_unique';
import * as saleOrders from './migrations/0011_sale_orders';
import * as partsReturns from './migrations/0012_parts_returns';
import * as retailOrders from './migrations/0013_retail_orders';
import * as repairOrders from './migrations/0014_repair_orders';
import * as deliveries from './migrations/0015_deliveries';
import * as epcAndBanners from './migrations/0016_epc_and_banners';
import * as searchIndexes from './migrations/0018_search_indexes';
import * as branchAdmin from './migrations/0019_branch_admin';
import * as repairItemSupplier from './migrations/0020_repair_item_supplier';
import * as roleIdentityProduct from './migrations/0021_role_identity_product';
import * as stockReferences from './migrations/0022_stock_references';
import * as providerServiceLevel from './migrations/0024_provider_service_level';
import * as saleLinePrice from './migrations/0025_sale_line_price';

const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_business': business,
  '0003_parts_prefix_index': partsPrefix,
  '0004_signin_throttle': signinThrottle,
  '0005_attachment_owner': attachmentOwner,
  '0006_file_blobs': fileBlobs,
  '0007_invariants_idempotency': invariantsIdempotency,
  '0008_dict_item_text_en': dictItemTextEn,
  '0009_menu_title_en': menuTitleEn,
  '0010_dict_item_value_unique': dictItemValueUnique,
  '0011_sale_orders': saleOrders,
  '0012_parts_returns': partsReturns,
  '0013_retail_orders': retailOrders,
  '0014_repair_orders': repairOrders,
  '0015_deliveries': deliveries,
  '0016_epc_and_banners': epcAndBanners,
  '0018_search_indexes': searchIndexes,
  '0019_branch_admin': branchAdmin,
  '0020_repair_item_supplier': repairItemSupplier,
  '0021_role_identity_product': roleIdentityProduct,
  '0022_stock_references': stockReferences,
  '0024_provider_service_level': providerServiceLevel,
  '0025_sale_line_price': saleLinePrice,
};

/**
 * Rolling upgrades and rollbacks (docs/operations.md "Upgrades"): a newer release's migrations are additive (new
 * tables, nullable or defaulted columns, indexes), so an older release runs on a database that has them. Kysely
 * refuses a database with executed migrations it does not know ("corrupted migrations"); the provider therefore
 * lists those too, as markers that never run, and the start logs them. Destructive changes ship in a later
 * release than the one that stops using what they remove (scripts/migrations-check: the test that enforces it).
 */
async function executedMigrations<D>(db: Kysely<D>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`
    .execute(db)
    .catch(() => ({ rows: [] }));
  return rows.map((r) => r.name);
}

const newerMarker: Migration = {
  up: async () => {
    throw new Error("a newer release's migration marker never runs");
  },
};

/** The migrations the database has that this release does not know (a newer release applied them). */
export const newerThanThisRelease = (executed: string[]): string[] => executed.filter((n) => !(n in migrations));

/** Applies this release's pending migrations; `onNewer` hears of those a newer release applied (kept, tolerated). */
export async function migrateToLatest<D>(db: Kysely<D>, onNewer?: (names: string[]) => void): Promise<string[]> {
  // Kysely looks for its own tables across all schemas; name ours, or another schema's copy (a parallel test
  // run's, say) makes it skip creating them here.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Unordered: 0006 (file blobs) was added after 0007 existed; a database already at 0007 still gets 0006.
  const schema = rows[0]?.schema ?? 'public';
  const executed = await executedMigrations(db, schema);
  const newer = newerThanThisRelease(executed);
  if (newer.length) onNewer?.(newer);
  // every migration of this release applied (every start after the first): nothing for the Migrator to do, whose
  // checks of its own tables read the catalogue several times (seconds of CPU on PGlite)
  const applied = new Set(executed);
  if (Object.keys(migrations).every((n) => applied.has(n))) return [];
  const all = { ...migrations, ...Object.fromEntries(newer.map((n) => [n, newerMarker])) };
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
