// Upload sizes by purpose and per-user quotas (so no user, with a role or without, fills the database with files).
// Each purpose has a largest file and a quota per user over the last 24 hours (files and bytes), counted from the
// attachments the user stored for that purpose; the check runs in the storing transaction with the user's row
// locked, so parallel uploads of one user cannot pass it together. docs/gateway.md "Uploads".
// The supplier parts import keeps its own workbook limit (server/business/imports: 5 MB, not stored).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError } from '../../http/route';
import { formatBytes } from '../../http/errors';

export interface UploadPurpose {
  /** what the user uploads, in the refusal message */
  label: string;
  maxFileBytes: number;
  perDay: { files: number; bytes: number };
  /** the attachment types this purpose counts */
  counts: 'FEEDBACK' | 'other';
}

const MB = 1024 * 1024;

export const UPLOAD_PURPOSES = {
  /** images in feedback rich text: public by their random link (an <img> sends no token) */
  feedbackImage: { label: '反馈图片', maxFileBytes: 5 * MB, perDay: { files: 30, bytes: 50 * MB }, counts: 'FEEDBACK' },
  /** attachments of documents (claims, returns, notices...): downloads need a session and read access */
  attachment: { label: '附件', maxFileBytes: 10 * MB, perDay: { files: 200, bytes: 500 * MB }, counts: 'other' },
} as const satisfies Record<string, UploadPurpose>;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Refuses (417, naming the limit) an upload of `bytes` that would take the user over the purpose's quota for the
 * last 24 hours. Call inside the transaction that stores the file.
 */
export async function checkUploadQuota(
  trx: Kysely<DB>,
  userId: string,
  purpose: UploadPurpose,
  bytes: number,
  now = Date.now(),
): Promise<void> {
  // one upload of a user at a time past this point (the row lock is released with the transaction)
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  let q = trx
    .selectFrom('attachments')
    .select([(eb) => eb.fn.countAll<string>().as('files'), sql<string>`coalesce(sum(size), 0)`.as('bytes')])
    .where('upload_user_id', '=', userId)
    .where('upload_date', '>', new Date(now - DAY_MS));
  q =
    purpose.counts === 'FEEDBACK'
      ? q.where('attachment_type', '=', 'FEEDBACK')
      : q.where('attachment_type', '<>', 'FEEDBACK');
  const used = await q.executeTakeFirstOrThrow();
  const files = Number(used.files);
  const total = Number(used.bytes);
  const { files: maxFiles, bytes: maxBytes } = purpose.perDay;
  if (files + 1 > maxFiles || total + bytes > maxBytes) {
    const limit = `${maxFiles} 个${purpose.label}、共 ${formatBytes(maxBytes)}`;
    throw new BusinessError(
      `上传已达上限：每人每 24 小时最多 ${limit}（已用 ${files} 个、${formatBytes(total)}）(upload quota reached: ${maxFiles} files / ${formatBytes(maxBytes)} per user per 24 hours)`,
      { status: 417, code: 'file' },
    );
  }
}
