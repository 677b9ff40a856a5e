// Attachments remember who uploaded them (an attachment not yet tied to a document is its uploader's), and
// change records are looked up by document id alone (GET /changeRecord/V1.0/{docId}).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table attachments add column upload_user_id text`.execute(db);
  await sql`create index change_records_doc_id_idx on change_records (doc_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index change_records_doc_id_idx`.execute(db);
  await sql`alter table attachments drop column upload_user_id`.execute(db);
}
