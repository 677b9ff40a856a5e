// Attachments (001 §7): upload with type and size checks, delete, batch delete, download; the feedback
// image upload (000 §7). Images are served by a public link keyed by the random attachment id so rich text
// and <img> previews show them; other files need a session. Sizes by purpose and per-user quotas: ./quota.ts.
import {
  BusinessError,
  defineRoutes,
  route,
  inTransaction,
  newId,
  recordChange,
  type InputOf,
  type SessionUser,
} from '../../http/route';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types';
import type { AttachmentTable } from '../../db/schema-business';
import { idList, object, str } from '../../http/schema';
import { notFound, requireUser, type Ctx } from '../common/session';
import { DOCUMENTS, attachmentTable, mayAccess, mayAccessAttachment } from '../common/owned';
import { formatTime } from '../../dates';
import { PREFIX } from '../../http/envelope';
import { readUpload, type Upload } from './multipart';
import { INLINE_IMAGE_SUFFIXES, contentMatches, mismatchMessage } from './content';
import { UPLOAD_PURPOSES, checkUploadQuota, type UploadPurpose } from './quota';
import {
  FILE_CSP,
  FILE_SUFFIXES,
  IMAGE_SUFFIXES,
  mimeOf,
  readContent,
  removeLegacyFile,
  safeFolder,
  saveBlob,
  suffixOf,
} from './storage';

type Attachment = Selectable<AttachmentTable>;

export function attachmentAnswer(a: Attachment) {
  return {
    attachmentId: a.attachment_id,
    attachmentUrl: a.attachment_url,
    name: a.name,
    attachmentSuffix: a.attachment_suffix,
    attachmentType: a.attachment_type,
    refId: a.ref_id,
    uploadUser: a.upload_user,
    uploadDate: formatTime(a.upload_date),
    size: a.size,
  };
}

async function store(
  db: Kysely<DB>,
  user: SessionUser,
  upload: Upload,
  purpose: UploadPurpose,
  meta: { attachmentType: string; folder: string; refId: string | null },
) {
  const suffix = suffixOf(upload.filename);
  const id = newId();
  const folder = safeFolder(meta.folder);
  const url = IMAGE_SUFFIXES.includes(suffix)
    ? `${PREFIX.gateway}/file/image/V1.0/${id}`
    : `${PREFIX.gateway}/file/download/V1.0/${id}`;
  return inTransaction(db, async (trx) => {
    await checkUploadQuota(trx, user.userId, purpose, upload.data.length);
    const row = await trx
      .insertInto('attachments')
      .values({
        attachment_id: id,
        attachment_url: url,
        name: upload.filename,
        attachment_suffix: suffix,
        attachment_type: meta.attachmentType,
        folder,
        ref_id: meta.refId,
        mime_type: mimeOf(suffix),
        size: upload.data.length,
        // the content is in file_blobs (every replica serves it); storage_path is only for rows of older versions
        storage_path: '',
        upload_user: user.realname || user.username,
        upload_user_id: user.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveBlob(trx, id, upload.data);
    await recordChange(trx, {
      table: 'attachments',
      docId: id,
      action: 'create',
      userId: user.userId,
      before: null,
      after: row,
    });
    return row;
  });
}

async function remove(db: Kysely<DB>, user: SessionUser, ids: string[]) {
  const removed = await inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('attachments')
      .selectAll()
      .where('attachment_id', 'in', ids)
      .forUpdate()
      .execute();
    for (const id of ids) {
      const row = rows.find((r) => r.attachment_id === id);
      // Only users who may change the attachment's document (or, untied, its uploader): others as if missing.
      if (!row || !(await mayAccessAttachment(trx, user, row, 'change'))) throw notFound('附件');
    }
    await trx.deleteFrom('attachments').where('attachment_id', 'in', ids).execute();
    for (const row of rows) {
      await recordChange(trx, {
        table: 'attachments',
        docId: row.attachment_id,
        action: 'delete',
        userId: user.userId,
        before: row,
        after: null,
      });
    }
    return rows;
  });
  // Blobs went with their rows (on delete cascade); files of older versions go only after the rows are gone for good.
  await Promise.all(removed.map((r) => removeLegacyFile(r.storage_path)));
}

async function sendFile(
  { db, user, params, reply }: Ctx<unknown, unknown, InputOf<typeof attachmentIdParams>>,
  imagesOnly: boolean,
) {
  const row = await db
    .selectFrom('attachments')
    .selectAll()
    .where('attachment_id', '=', params.attachmentId)
    .executeTakeFirst();
  if (!row || (imagesOnly && !IMAGE_SUFFIXES.includes(row.attachment_suffix))) throw notFound('附件');
  // A download only for users who may read the attachment's document (docs/gateway.md "Owners"); the image link
  // stays public: its id is random and rich text and <img> cannot send a token.
  if (!imagesOnly && !(await mayAccessAttachment(db, requireUser(user), row, 'read'))) throw notFound('附件');
  const data = await readContent(db, row);
  if (!data) throw notFound('附件文件');
  // Only raster images whose content was verified at upload are shown inline (never SVG); everything else is a
  // download, sniffing is off and a sandboxing CSP keeps a file opened directly from running anything.
  // (checked again here: rows stored before the upload check existed were never verified)
  const inline =
    imagesOnly &&
    INLINE_IMAGE_SUFFIXES.includes(row.attachment_suffix) &&
    (await contentMatches(row.attachment_suffix, data));
  return reply
    .header('content-type', row.mime_type)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', imagesOnly ? 'private, max-age=3600' : 'no-store')
    .send(data);
}

/** Uploading to a document (a known attachmentType with a refId) needs the right to change it: 404 otherwise. */
async function checkAttachmentTarget(db: Kysely<DB>, user: SessionUser, attachmentType: string, refId: string | null) {
  const table = attachmentTable(attachmentType);
  if (table && refId && !(await mayAccess(db, user, table, refId, 'change'))) throw notFound(DOCUMENTS[table].document);
}

const attachmentIdParams = object({ attachmentId: { type: 'string', minLength: 1, maxLength: 64 } }, ['attachmentId']);

export const fileRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/file/upload/V1.0',
    idempotent: true,
    multipart: true,
    summary: '上传附件（multipart: file, attachmentType, folder, refId）',
    async handler({ db, user, request }) {
      const u = requireUser(user);
      const upload = await readUpload(request, UPLOAD_PURPOSES.attachment.maxFileBytes);
      const suffix = suffixOf(upload.filename);
      if (!FILE_SUFFIXES.includes(suffix)) {
        throw new BusinessError(`${upload.filename}上传失败。不支持的文件类型，仅支持${FILE_SUFFIXES.join('、')}`, {
          status: 417,
          code: 'file',
        });
      }
      if (!(await contentMatches(suffix, upload.data)))
        throw new BusinessError(mismatchMessage(upload.filename), { status: 417, code: 'file' });
      const attachmentType = (upload.fields.attachmentType ?? '').trim();
      if (!attachmentType || attachmentType.length > 50)
        throw new BusinessError('attachmentType: 不能为空 (is required)', { status: 417, code: 'attachmentType' });
      const refId = (upload.fields.refId ?? '').trim().slice(0, 64) || null;
      await checkAttachmentTarget(db, u, attachmentType, refId);
      return attachmentAnswer(
        await store(db, u, upload, UPLOAD_PURPOSES.attachment, {
          attachmentType,
          folder: upload.fields.folder ?? '',
          refId,
        }),
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/vehicle/discovery/helptipst/tmmedia/upload',
    idempotent: true,
    multipart: true,
    summary: '反馈图片上传（仅图片）',
    async handler({ db, user, request }) {
      const u = requireUser(user);
      // a refusal says what is wrong (the size names the limit: 5 MB); a file that is no image stays 上传失败
      const upload = await readUpload(request, UPLOAD_PURPOSES.feedbackImage.maxFileBytes);
      const suffix = suffixOf(upload.filename);
      if (!IMAGE_SUFFIXES.includes(suffix) || !upload.mimetype.startsWith('image/')) {
        throw new BusinessError('上传失败', { status: 417, code: 'file' });
      }
      if (!(await contentMatches(suffix, upload.data)))
        throw new BusinessError(mismatchMessage(upload.filename), { status: 417, code: 'file' });
      const row = await store(db, u, upload, UPLOAD_PURPOSES.feedbackImage, {
        attachmentType: 'FEEDBACK',
        folder: 'feedback',
        refId: null,
      });
      return { url: row.attachment_url, attachmentId: row.attachment_id, name: row.name };
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/file/delete/V1.0',
    summary: '删除附件',
    query: object({ attachmentId: { type: 'string', minLength: 1, maxLength: 64 } }, ['attachmentId']),
    async handler({ db, user, query }) {
      await remove(db, requireUser(user), [query.attachmentId]);
      return null;
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/file/batch/delete/V1.0',
    summary: '批量删除附件（attachmentIds 逗号分隔或重复参数）',
    query: object({ attachmentIds: { anyOf: [idList(100), str(6500)] } }, ['attachmentIds']),
    async handler({ db, user, query }) {
      const ids = (Array.isArray(query.attachmentIds) ? query.attachmentIds : [query.attachmentIds])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      if (ids.length === 0)
        throw new BusinessError('attachmentIds: 不能为空 (is required)', { status: 417, code: 'attachmentIds' });
      await remove(db, requireUser(user), [...new Set(ids)]);
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/file/download/V1.0/:attachmentId',
    raw: true,
    unsigned: true,
    summary: '下载附件',
    params: attachmentIdParams,
    handler: (ctx) => sendFile(ctx, false),
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/file/image/V1.0/:attachmentId',
    raw: true,
    unsigned: true,
    summary: '图片（公开链接，按随机附件号）',
    params: attachmentIdParams,
    handler: (ctx) => sendFile(ctx, true),
  }),
]);
