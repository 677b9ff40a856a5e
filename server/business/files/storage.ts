// Attachment file content lives in the database (table file_blobs, migration 0006), so every gateway replica on
// one PostgreSQL serves every file (docs/operations.md "Replicas: shared state"). Attachments stored by older
// versions keep their file on disk: DATA_DIR/files/<folder>/<id>.<suffix> (FILES_DIR overrides; an in-memory
// database used the system temp directory), read as a fallback when a row has no blob.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, normalize, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export const IMAGE_SUFFIXES = ['jpeg', 'png', 'jpg', 'gif', 'ico'];
export const FILE_SUFFIXES = [
  ...IMAGE_SUFFIXES,
  'bmp',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'zip',
  'rar',
  '7z',
];

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

/** The CSP of every file answer: a file opened directly can load nothing and run nothing. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function filesDir(): string {
  if (process.env.FILES_DIR) return resolve(process.env.FILES_DIR);
  const dataDir = process.env.DATA_DIR || './data';
  if (dataDir.startsWith('memory://')) return join(tmpdir(), 'gateway-files');
  return resolve(dataDir, 'files');
}

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function mimeOf(suffix: string): string {
  return MIME[suffix] ?? 'application/octet-stream';
}

/** Folders are a single safe path segment so a request can never write outside the files directory. */
export function safeFolder(folder: string | undefined): string {
  const f = (folder ?? '').trim();
  return /^[A-Za-z0-9_-]{1,40}$/.test(f) ? f : 'common';
}

/** Stores the content of a new attachment (inside the transaction that inserts its row). */
export async function saveBlob(db: Kysely<DB>, attachmentId: string, data: Buffer): Promise<void> {
  await db.insertInto('file_blobs').values({ attachment_id: attachmentId, data }).execute();
}

/** The content of an attachment: its blob, else (a row stored by an older version) its file on disk; null when
 * neither exists. */
export async function readContent(
  db: Kysely<DB>,
  row: { attachment_id: string; storage_path: string },
): Promise<Buffer | null> {
  const blob = await db
    .selectFrom('file_blobs')
    .select('data')
    .where('attachment_id', '=', row.attachment_id)
    .executeTakeFirst();
  if (blob) return asBuffer(blob.data);
  const file = legacyFile(row.storage_path);
  return file ? readFile(file).catch(() => null) : null;
}

/** Removes an older version's file on disk (blobs go with their rows: on delete cascade). */
export async function removeLegacyFile(storagePath: string): Promise<void> {
  const file = legacyFile(storagePath);
  if (file) await rm(file, { force: true });
}

/** The disk path of an older row's file, kept inside the files directory; null for rows stored in the database. */
function legacyFile(storagePath: string): string | null {
  const rel = normalize(storagePath || '');
  if (!storagePath || isAbsolute(rel) || rel.startsWith('..')) return null;
  return join(filesDir(), rel);
}

/** pg answers bytea as a Buffer, PGlite as a Uint8Array. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Copies the files of older versions' attachments (no blob, a storage_path) into file_blobs, so that no replica
 * needs FILES_DIR any more (scripts/move-files-to-db.ts). Files stay on disk; missing ones are counted.
 */
export async function moveLegacyFiles(
  db: Kysely<DB>,
  log: (m: string) => void = () => {},
): Promise<{ moved: number; missing: number }> {
  const rows = await db
    .selectFrom('attachments')
    .leftJoin('file_blobs', 'file_blobs.attachment_id', 'attachments.attachment_id')
    .select(['attachments.attachment_id', 'attachments.storage_path'])
    .where('file_blobs.attachment_id', 'is', null)
    .where('attachments.storage_path', '!=', '')
    .execute();
  let moved = 0;
  let missing = 0;
  for (const row of rows) {
    const file = legacyFile(row.storage_path);
    const data = file ? await readFile(file).catch(() => null) : null;
    if (!data) {
      missing++;
      log(`missing: attachment ${row.attachment_id}: ${row.storage_path}`);
      continue;
    }
    try {
      await db
        .insertInto('file_blobs')
        .values({ attachment_id: row.attachment_id, data })
        .onConflict((oc) => oc.column('attachment_id').doNothing())
        .execute();
      moved++;
    } catch (e) {
      if ((e as { code?: string }).code !== '23503') throw e; // the attachment was deleted meanwhile
    }
  }
  return { moved, missing };
}
