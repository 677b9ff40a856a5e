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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<D>(db: Kysely<D>): Promise<string[]> {
  // Kysely looks for its own tables across all schemas; name ours, or another schema's copy (a parallel test
  // run's, say) makes it skip creating them here.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Unordered: 0006 (file blobs) was added after 0007 existed; a database already at 0007 still gets 0006.
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public', allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
