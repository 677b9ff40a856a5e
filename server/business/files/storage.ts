// Attachment files on disk: DATA_DIR/files/<folder>/<id>.<suffix> (FILES_DIR overrides; an in-memory
// database keeps its files in the system temp directory).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMAGE_SUFFIXES = ['jpeg', 'png', 'jpg', 'gif', 'ico'];
export const FILE_SUFFIXES = [...IMAGE_SUFFIXES, 'bmp', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z'];

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', ico: 'image/x-icon', bmp: 'image/bmp',
  webp: 'image/webp', pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xls: 'application/vnd.ms-excel',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip', ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed',
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

export async function saveFile(folder: string, id: string, suffix: string, data: Buffer): Promise<string> {
  const dir = join(filesDir(), folder);
  await mkdir(dir, { recursive: true });
  const relative = join(folder, suffix ? `${id}.${suffix}` : id);
  await writeFile(join(filesDir(), relative), data);
  return relative;
}

export async function readStored(relative: string): Promise<Buffer> {
  return readFile(join(filesDir(), relative));
}

export async function removeStored(relative: string): Promise<void> {
  await rm(join(filesDir(), relative), { force: true });
}
