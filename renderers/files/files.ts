// Actions that move files (000 §7, 001 §2.6), the pure parts: the download name (the declared one, else the
// server's Content-Disposition name, else 1111.xlsx), the import dialog's accept check, and what an import
// answer means (a JSON answer is success, a file answer the failure list or, in version 2, the result).
// Saving goes through an <a download> on an object URL; nothing here imports the shell.

export const DEFAULT_FILE_NAME = '1111.xlsx';

/** The file name of a Content-Disposition header (filename* first, then filename), else the fallback. */
export function fileNameOf(disposition: string | undefined | null, fallback = DEFAULT_FILE_NAME): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? decodeURIComponent(plain[1].trim()) : fallback;
}

/** The name a downloaded answer is saved under: the declared name, else the server's (a File's name), else 1111.xlsx. */
export function downloadName(body: unknown, declared?: string): string {
  if (declared) return declared;
  if (typeof File !== 'undefined' && body instanceof File && body.name) return body.name;
  return DEFAULT_FILE_NAME;
}

/** The import dialog's types when none are declared. */
export const IMPORT_ACCEPT = ['.xlsx', '.xls'] as const;

/** True when the file name ends with one of the accepted extensions (case-insensitive; with or without the dot). */
export function acceptsFile(name: string, accept: readonly string[] = IMPORT_ACCEPT): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const ext = name.slice(dot + 1).toLowerCase();
  return accept.some((a) => a.replace(/^\./, '').toLowerCase() === ext);
}

export interface ImportSummary {
  succeeded: number;
  failed: number;
}

// the row counts the gateway sends beside an import's result file (header x-import-summary), by the file
const summaries = new WeakMap<Blob, ImportSummary>();

/** Keeps the counts of an `x-import-summary: succeeded=n; failed=m` header with the answered file (the shell's client calls it). */
export function noteImportSummary(file: Blob, header: string | undefined | null): void {
  const m = header ? /succeeded=(\d+);\s*failed=(\d+)/.exec(header) : null;
  if (m) summaries.set(file, { succeeded: Number(m[1]), failed: Number(m[2]) });
}

/** The row counts answered with an import's result file, when the gateway sent them. */
export const importSummaryOf = (file: Blob): ImportSummary | undefined => summaries.get(file);

export type AnswerKind = 'file' | 'json';

/** A Blob answer is a file (the transport gives successful JSON envelopes as objects). */
export const answerKind = (body: unknown): AnswerKind =>
  typeof Blob !== 'undefined' && body instanceof Blob ? 'file' : 'json';

export type ImportOutcome =
  | { kind: 'success'; message: 'importOk' }
  | { kind: 'failed'; message: 'importFailed'; file: Blob }
  | { kind: 'result'; message: 'importSubmitted'; file: Blob };

/**
 * What an import answer means (001 §2.6). Version 1: JSON is 导入成功 (the callback runs), a file is the
 * failure list (导入失败，失败清单及原因已自动下载, downloaded). Version 2: the answer is the result file
 * (提交成功，导入结果请下载查看, downloaded); a JSON answer there is a success as in version 1.
 */
export function importOutcome(version: 1 | 2, body: unknown): ImportOutcome {
  if (answerKind(body) === 'json') return { kind: 'success', message: 'importOk' };
  const file = body as Blob;
  return version === 2
    ? { kind: 'result', message: 'importSubmitted', file }
    : { kind: 'failed', message: 'importFailed', file };
}

/** Saves a blob under a name (an <a download> on an object URL, revoked a second later). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens a downloaded blob in a new browser tab. */
export function openBlob(blob: Blob): void {
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}
