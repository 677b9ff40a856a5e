// Uploaded file content in the database (docs/operations.md "Replicas: shared state"): every gateway
// replica on one PostgreSQL serves every file. Rows stored before this migration keep their file on disk
// (attachments.storage_path under FILES_DIR / DATA_DIR/files), read as a fallback when an attachment has no blob.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table file_blobs (
      attachment_id text primary key references attachments (attachment_id) on delete cascade,
      data bytea not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table file_blobs`.execute(db);
}
