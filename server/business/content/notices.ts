// Notices (000 §7): notice init, add, publish, read and search.
// Notice states: add -> DRAFT --publish--> PUBLISHED (REVOKED from other systems). Who may add notices (/notices#add)
// searches and reads every state; everyone else only PUBLISHED (a draft is 404 to them). A notice's file is an
// attachment (NOTICE) tied to it: downloaded by the users of /notices (docs/gateway.md "Owners").
import type { FastifyRequest } from 'fastify';
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
  type SessionUser,
} from '../../http/route';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { chinaRangeOf, dateRangeSchema } from '../../dates';
import { object, pagingProps, str, idParams } from '../../http/schema';
import { notFound, requireUser } from '../common/session';
import { toCamel } from '../common/map';
import { stateOptions } from '../common/states';
import { dictItems } from '../../core/dict/cache';
import { isSafeLinkUrl, sanitizeHtml } from '../../http/sanitize';
import { allowed } from '../../auth/permissions';
import { attachmentAnswer } from '../files/routes';

/** A stored link is answered only when it is http(s) or a path on this site (rows written by other systems too). */
export const safeLink = (url: string | null | undefined) => (url && isSafeLinkUrl(url) ? url.trim() : '');
export const NOTICE_STATES = { DRAFT: '草稿', PUBLISHED: '已发布', REVOKED: '已撤回' };
export const PUBLISH_MODES = { SYSTEM: '系统公告', POPUP: '弹窗公告', FILE: '文件公告' };

/** May the user add and publish notices (and so see drafts)? The app's grant cache answers (no query per search). */
const noticeManager = (db: Kysely<DB>, user: SessionUser, request: FastifyRequest) =>
  allowed(db, user.roles, '/notices#add', request.server.caches);

const noticeBody = object({
  title: str(200),
  content: str(100_000),
  publishMode: str(20),
  file: { type: 'array', maxItems: 5, items: object({ attachmentId: str(64) }) },
});

export const noticeRoutes = defineRoutes([
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
        await insertRecorded(
          trx,
          'notices',
          {
            id,
            title,
            content,
            publish_mode: mode,
            publish_mode_name: PUBLISH_MODES[mode as keyof typeof PUBLISH_MODES],
            state: 'DRAFT',
            url: file?.attachment_url ?? '',
            file_name: file?.name ?? '',
          },
          u.userId,
        );
        if (file)
          await trx
            .updateTable('attachments')
            .set({ attachment_type: 'NOTICE', ref_id: id })
            .where('attachment_id', '=', file.attachment_id)
            .execute();
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
        const before = await lockRow(trx, 'notices', params.id, notFound('公告'));
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
