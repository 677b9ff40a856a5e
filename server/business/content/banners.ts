// Home-page banners (000 §7): the home page's list, banner add, edit, delete and revoke, and the banner search.
// Banner states: add -> PUBLISHED --revoke--> REVOKED; edit keeps the state; delete removes a banner in any state.
// A banner may link to a notice (noticeId, chosen with the notice picker): only a PUBLISHED one (417 otherwise);
// the home page's list answers the link only while that notice is still published.
// A banner's image is an image uploaded before (file.upload, attachmentType BANNER) by the same user or tied to it.
// The notices are in notices.ts.
import {
  BusinessError,
  defineRoutes,
  route,
  inTransaction,
  lockRow,
  list,
  newId,
  recordChange,
  insertRecorded,
  removeRecorded,
  type SessionUser,
} from '../../http/route';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { int, object, pagingProps, str, idParams } from '../../http/schema';
import { notFound, requireUser } from '../common/session';
import { toCamel } from '../common/map';
import { checkLinkUrl } from '../../http/sanitize';
import { IMAGE_SUFFIXES } from '../files/storage';
import { attachmentAnswer } from '../files/routes';
import { NOTICE_STATES, safeLink } from './notices';

export const BANNER_STATES = { PUBLISHED: '已发布', REVOKED: '已撤回' };

const bannerBody = object({
  title: str(200),
  linkUrl: str(1000),
  sort: int(0, 9999),
  noticeId: str(64),
  image: { type: 'array', maxItems: 5, items: object({ attachmentId: str(64) }) },
});
interface BannerBody {
  title?: string;
  linkUrl?: string;
  sort?: number;
  noticeId?: string;
  image?: Array<{ attachmentId?: string }>;
}

/** The refusal of a notice that is not (or no longer) published: a banner shows its notice to every user. */
export const BANNER_NOTICE_UNPUBLISHED = '只能链接已发布的公告';

/** The checked values of a banner form (417 naming the field) with its image: one image uploaded by this user
 * (not yet tied to anything) or already this banner's. */
async function bannerValues(db: Kysely<DB>, user: SessionUser, body: BannerBody, bannerId: string | null) {
  const fail = (message: string, code: string): never => {
    throw new BusinessError(message, { status: 417, code });
  };
  const title = (body.title ?? '').trim();
  if (!title) fail('请输入标题', 'title');
  const linkUrl = checkLinkUrl('linkUrl', body.linkUrl);
  const ids = (body.image ?? []).map((a) => a.attachmentId).filter((x): x is string => !!x);
  if (ids.length !== 1) fail('请上传一张图片', 'image');
  const a = await db.selectFrom('attachments').selectAll().where('attachment_id', '=', ids[0]).executeTakeFirst();
  const mine =
    a &&
    (a.ref_id === null ? a.upload_user_id === user.userId : a.attachment_type === 'BANNER' && a.ref_id === bannerId);
  if (!a || !mine || !IMAGE_SUFFIXES.includes(a.attachment_suffix)) fail('image: 图片不存在', 'image');
  const noticeId = given(body.noticeId) ? body.noticeId!.trim() : null;
  if (noticeId) {
    const n = await db.selectFrom('notices').select(['state', 'title']).where('id', '=', noticeId).executeTakeFirst();
    if (!n) fail('noticeId: 公告不存在', 'noticeId');
    if (n!.state !== 'PUBLISHED')
      fail(
        `${BANNER_NOTICE_UNPUBLISHED}（${n!.title}：${NOTICE_STATES[n!.state as keyof typeof NOTICE_STATES] ?? n!.state}）`,
        'noticeId',
      );
  }
  return {
    title,
    link_url: linkUrl,
    sort: body.sort ?? 0,
    notice_id: noticeId,
    image_url: a!.attachment_url,
    attachmentId: a!.attachment_id,
  };
}

async function tieImage(trx: Kysely<DB>, attachmentId: string, bannerId: string) {
  await trx
    .updateTable('attachments')
    .set({ attachment_type: 'BANNER', ref_id: bannerId })
    .where('attachment_id', '=', attachmentId)
    .execute();
}

export const bannerRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/banner/V1.0/:id',
    summary: '轮播图详情（编辑）',
    params: idParams(),
    async handler({ db, params }) {
      const b = await db.selectFrom('banners').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!b) throw notFound('轮播图');
      const notice = b.notice_id
        ? await db.selectFrom('notices').select('title').where('id', '=', b.notice_id).executeTakeFirst()
        : undefined;
      const image = await db
        .selectFrom('attachments')
        .selectAll()
        .where('attachment_type', '=', 'BANNER')
        .where('ref_id', '=', b.id)
        .where('attachment_url', '=', b.image_url)
        .execute();
      return {
        id: b.id,
        title: b.title,
        linkUrl: safeLink(b.link_url),
        sort: b.sort,
        status: b.status,
        noticeId: b.notice_id ?? '',
        noticeTitle: notice?.title ?? '',
        statusName: BANNER_STATES[b.status as keyof typeof BANNER_STATES] ?? b.status,
        imageUrl: safeLink(b.image_url),
        image: image.map(attachmentAnswer),
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/banner/V1.0',
    idempotent: true,
    summary: '新增轮播图（发布）',
    body: bannerBody,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const id = newId();
      const v = await bannerValues(db, u, body, null);
      await inTransaction(db, async (trx) => {
        await insertRecorded(
          trx,
          'banners',
          {
            id,
            title: v.title,
            image_url: v.image_url,
            link_url: v.link_url,
            sort: v.sort,
            notice_id: v.notice_id,
            status: 'PUBLISHED',
          },
          u.userId,
        );
        await tieImage(trx, v.attachmentId, id);
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/banner/V1.0/:id',
    summary: '编辑轮播图',
    params: idParams(),
    body: bannerBody,
    async handler({ db, user, params, body }) {
      const u = requireUser(user);
      if (!(await db.selectFrom('banners').select('id').where('id', '=', params.id).executeTakeFirst()))
        throw notFound('轮播图');
      const v = await bannerValues(db, u, body, params.id);
      await inTransaction(db, async (trx) => {
        const before = await lockRow(trx, 'banners', params.id, notFound('轮播图'));
        const after = await trx
          .updateTable('banners')
          .set({ title: v.title, image_url: v.image_url, link_url: v.link_url, sort: v.sort, notice_id: v.notice_id })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await tieImage(trx, v.attachmentId, params.id);
        await recordChange(trx, {
          table: 'banners',
          docId: params.id,
          action: 'update',
          userId: u.userId,
          before,
          after,
        });
      });
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/banner/list/V1.0',
    summary: '首页轮播图',
    async handler({ db }) {
      // noticeId only while the notice is published (a draft or revoked notice is not shown to everyone)
      const rows = await db
        .selectFrom('banners')
        .leftJoin('notices', (j) =>
          j.onRef('notices.id', '=', 'banners.notice_id').on('notices.state', '=', 'PUBLISHED'),
        )
        .select([
          'banners.id',
          'banners.title',
          'banners.image_url as imageUrl',
          'banners.link_url as linkUrl',
          'banners.status',
          'banners.sort',
          'notices.id as noticeId',
        ])
        .where('banners.status', '=', 'PUBLISHED')
        .orderBy('banners.sort')
        .orderBy('banners.id')
        .execute();
      return rows.map((r) => ({
        ...r,
        imageUrl: safeLink(r.imageUrl),
        linkUrl: safeLink(r.linkUrl),
        noticeId: r.noticeId ?? '',
      }));
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/banner/search/V1.0',
    summary: '轮播图管理查询（全部状态）',
    body: object({ ...pagingProps, title: str(200), status: str(20) }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('banners'), body, { title: ['title', 'contains'], status: ['status', 'eq'] });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select(['id', 'title', 'image_url', 'link_url', 'status', 'sort', 'create_time', 'notice_id'])
          .orderBy('sort')
          .orderBy('id'),
      );
      const noticeIds = rows.map((r) => r.notice_id).filter((x): x is string => !!x);
      const titles = new Map(
        noticeIds.length
          ? (await db.selectFrom('notices').select(['id', 'title']).where('id', 'in', noticeIds).execute()).map((n) => [
              n.id,
              n.title,
            ])
          : [],
      );
      return list(
        rows.map((r) => ({
          ...toCamel(r),
          noticeTitle: (r.notice_id && titles.get(r.notice_id)) ?? '',
          imageUrl: safeLink(r.image_url),
          linkUrl: safeLink(r.link_url),
          statusName: BANNER_STATES[r.status as keyof typeof BANNER_STATES] ?? r.status,
        })),
        total,
      );
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/banner/V1.0/:id',
    summary: '删除轮播图',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      await inTransaction(db, (trx) => removeRecorded(trx, 'banners', params.id, notFound('轮播图'), u.userId));
      return null;
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/banner/revocation/V1.0/:id',
    summary: '撤回轮播图',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockRow(trx, 'banners', params.id, notFound('轮播图'));
        if (before.status !== 'PUBLISHED')
          throw new BusinessError('轮播图当前状态为【已撤回】，不能撤回', { status: 424, code: 'STATE' });
        const after = await trx
          .updateTable('banners')
          .set({ status: 'REVOKED' })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordChange(trx, {
          table: 'banners',
          docId: params.id,
          action: 'revoke',
          userId: u.userId,
          before,
          after,
        });
      });
      return null;
    },
  }),
]);
