// Copies the files uploaded by versions before migration 0006 (on disk under FILES_DIR, default DATA_DIR/files)
// into the database (file_blobs), so that gateway replicas no longer need that directory. Run it once, with the
// gateway's DATABASE_URL (or DATA_DIR, with the gateway stopped: PGlite is one process) and FILES_DIR, after the
// new version has started once (it adds the table):
//   DATABASE_URL=postgres://... FILES_DIR=/srv/portal/files node --import tsx scripts/move-files-to-db.ts
// Safe to repeat and to run while PostgreSQL replicas serve; the files stay on disk (remove them afterwards).
import { createDb } from '../server/db/create-db';
import { moveLegacyFiles } from '../server/business/files/storage';

const database = createDb();
try {
  const { moved, missing } = await moveLegacyFiles(database.db, (m) => console.warn(m));
  console.log(`moved ${moved} file(s) into the database; ${missing} missing on disk`);
  process.exitCode = missing ? 2 : 0;
} catch (e) {
  console.error(`move-files-to-db: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
