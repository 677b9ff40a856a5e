// Banners and notices (000 §7): home-page banners, banner add, edit, delete and revoke, notice init and search.
// Banner states: add -> PUBLISHED --revoke--> REVOKED; edit keeps the state; delete removes a banner in any state.
// A banner may link to a notice (noticeId, chosen with the notice picker): only a PUBLISHED one (417 otherwise);
// the home page's list answers the link only while that notice is still published.
// A banner's image is an image uploaded before (file.upload, attachmentType BANNER) by the same user or tied to it.
// Notice states: add -> DRAFT --publish--> PUBLISHED (REVOKED from other systems). Who may add notices (/notices#add)
// searches and reads every state; everyone else only PUBLISHED (a draft is 404 to them). A notice's file is an
// attachment (NOTICE) tied to it: downloaded by the users of /notices (docs/gateway.md "Owners").
import type { FastifyRequest } from 'fastify';
import {
  BusinessError,
  defineRoutes,
  route,
  inTransaction,
  list,
  newId,
  recordChange,
  type SessionUser,
} from '../../http/route';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { chinaRangeOf, dateRangeSchema } from '../../dates';
import { int, object, pagingProps, str, idParams } from '../../http/schema';
import { notFound, requireUser } from '../common/session';
import { toCamel } from '../common/map';
import { stateOptions } from '../common/states';
import { dictItems } from '../../core/dict/cache';
import { checkLinkUrl, isSafeLinkUrl, sanitizeHtml } from '../../http/sanitize';
import { allowed } from '../../auth/permissions';
import { attachmentAnswer } from '../files/routes';
import { IMAGE_SUFFIXES } from '../files/storage';

/** A stored link is answered only when it is http(s) or a path on this site (rows written by other systems too). */
const safeLink = (url: string | null | undefined) => (url && isSafeLinkUrl(url) ? url.trim() : '');
export const BANNER_STATES = { PUBLISHED: '已发布', REVOKED: '已撤回' };
export const NOTICE_STATES = { DRAFT: '草稿', PUBLISHED: '已发布', REVOKED: '已撤回' };
export const PUBLISH_MODES = { SYSTEM: '系统公告', POPUP: '弹窗公告', FILE: '文件公告' };

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

/** May the user add and publish notices (and so see drafts)? The app's grant cache answers (no query per search). */
const noticeManager = (db: Kysely<DB>, user: SessionUser, request: FastifyRequest) =>
  allowed(db, user.roles, '/notices#add', request.server.caches);

const noticeBody = object({
  title: str(200),
  content: str(100_000),
  publishMode: str(20),
  file: { type: 'array', maxItems: 5, items: object({ attachmentId: str(64) }) },
});

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
        const after = await trx
          .insertInto('banners')
          .values({
            id,
            title: v.title,
            image_url: v.image_url,
            link_url: v.link_url,
            sort: v.sort,
            notice_id: v.notice_id,
            status: 'PUBLISHED',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tieImage(trx, v.attachmentId, id);
        await recordChange(trx, {
          table: 'banners',
          docId: id,
          action: 'create',
          userId: u.userId,
          before: null,
          after,
        });
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
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('轮播图');
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
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('轮播图');
        await trx.deleteFrom('banners').where('id', '=', params.id).execute();
        await recordChange(trx, {
          table: 'banners',
          docId: params.id,
          action: 'delete',
          userId: u.userId,
          before,
          after: null,
        });
      });
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
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('轮播图');
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
  route({
    method: 'GET',
    host: 'gateway',
    path: '/notice/init/V1.0',
    summary: '公告初始化（状态、发布方式）',
    async handler({ db, request }) {
      // as the dictionaries have them (seeded from these names), English names included
      const [states, modes] = await Promise.all([
        dictItems(db, 'notice_state', request.server.caches),
        dictItems(db, 'notice_publish_mode', request.server.caches),
      ]);
      return {
        stateList: states.length ? states : stateOptions(NOTICE_STATES),
        publishModeList: modes.length ? modes : stateOptions(PUBLISH_MODES),
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/notice/V1.0',
    idempotent: true,
    summary: '新增公告（草稿）',
    body: noticeBody,
    async handler({ db, user, body, config }) {
      const u = requireUser(user);
      const fail = (message: string, code: string): never => {
        throw new BusinessError(message, { status: 417, code });
      };
      const title = (body.title ?? '').trim();
      if (!title) fail('请输入公告标题', 'title');
      const mode = body.publishMode ?? '';
      if (!Object.hasOwn(PUBLISH_MODES, mode)) fail('请选择发布方式', 'publishMode');
      const content = given(body.content)
        ? await sanitizeHtml(body.content!, { timeMs: config.sanitizeTimeLimitMs })
        : '';
      const ids = (body.file ?? []).map((a) => a.attachmentId).filter((x): x is string => !!x);
      if (ids.length > 1) fail('file: 只能上传一个附件', 'file');
      if (content.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(content) && ids.length === 0)
        fail('请输入公告内容', 'content');
      const file = ids.length
        ? await db.selectFrom('attachments').selectAll().where('attachment_id', '=', ids[0]).executeTakeFirst()
        : undefined;
      if (ids.length && (!file || file.ref_id !== null || file.upload_user_id !== u.userId))
        fail('file: 附件不存在', 'file');
      const id = newId();
      await inTransaction(db, async (trx) => {
        const after = await trx
          .insertInto('notices')
          .values({
            id,
            title,
            content,
            publish_mode: mode,
            publish_mode_name: PUBLISH_MODES[mode as keyof typeof PUBLISH_MODES],
            state: 'DRAFT',
            url: file?.attachment_url ?? '',
            file_name: file?.name ?? '',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (file)
          await trx
            .updateTable('attachments')
            .set({ attachment_type: 'NOTICE', ref_id: id })
            .where('attachment_id', '=', file.attachment_id)
            .execute();
        await recordChange(trx, {
          table: 'notices',
          docId: id,
          action: 'create',
          userId: u.userId,
          before: null,
          after,
        });
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/notice/publish/V1.0/:id',
    summary: '发布公告',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('notices')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('公告');
        if (before.state !== 'DRAFT') {
          throw new BusinessError(
            `公告当前状态为【${NOTICE_STATES[before.state as keyof typeof NOTICE_STATES] ?? before.state}】，不能发布`,
            { status: 424, code: 'STATE' },
          );
        }
        const after = await trx
          .updateTable('notices')
          .set({ state: 'PUBLISHED', published_time: new Date() })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordChange(trx, {
          table: 'notices',
          docId: params.id,
          action: 'publish',
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
    path: '/notice/V1.0/:id',
    summary: '公告详情（阅读）',
    params: idParams(),
    async handler({ db, user, params, request }) {
      const u = requireUser(user);
      const n = await db.selectFrom('notices').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!n || (n.state !== 'PUBLISHED' && !(await noticeManager(db, u, request)))) throw notFound('公告');
      const file = await db
        .selectFrom('attachments')
        .selectAll()
        .where('attachment_type', '=', 'NOTICE')
        .where('ref_id', '=', n.id)
        .orderBy('upload_date')
        .executeTakeFirst();
      return {
        ...toCamel(n),
        url: safeLink(n.url),
        stateName: NOTICE_STATES[n.state as keyof typeof NOTICE_STATES] ?? n.state,
        attachmentId: file?.attachment_id ?? null,
        file: file ? [attachmentAnswer(file)] : [],
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/notice/search/V1.0',
    summary: '公告查询',
    body: object({
      ...pagingProps,
      state: str(20),
      title: str(200),
      publishMode: str(20),
      id: str(64),
      publishedTime: dateRangeSchema,
    }),
    async handler({ db, user, body, request }) {
      // only who may add notices sees other states than PUBLISHED (every state when none is asked)
      const manager = !!user && (await noticeManager(db, user, request));
      const state = manager ? (given(body.state) ? body.state! : null) : 'PUBLISHED';
      const [from, to] = chinaRangeOf(body.publishedTime, 'publishedTime');
      const q = filtered(
        db.selectFrom('notices'),
        { ...body, state: state ?? undefined, from, to },
        {
          state: ['state', 'eq'],
          title: ['title', 'contains'],
          publishMode: ['publish_mode', 'eq'],
          id: ['id', 'eq'],
          from: ['published_time', 'from'],
          to: ['published_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'id',
            'title',
            'publish_mode',
            'publish_mode_name',
            'state',
            'create_time',
            'published_time',
            'url',
            'file_name',
          ])
          // drafts (no published time) first, newest first
          .orderBy('published_time', 'desc')
          .orderBy('create_time', 'desc')
          .orderBy('id'),
      );
      const ids = rows.map((r) => r.id);
      const files = ids.length
        ? await db
            .selectFrom('attachments')
            .select(['attachment_id', 'ref_id'])
            .where('attachment_type', '=', 'NOTICE')
            .where('ref_id', 'in', ids)
            .execute()
        : [];
      return list(
        rows.map((r) => ({
          ...toCamel(r),
          url: safeLink(r.url),
          noticeId: r.id,
          stateName: NOTICE_STATES[r.state as keyof typeof NOTICE_STATES] ?? r.state,
          attachmentId: files.find((f) => f.ref_id === r.id)?.attachment_id ?? null,
        })),
        total,
      );
    },
  }),
]);
