// The shell's calls (000 §7): version history, support contacts, feedback sources and feedback.
import { BusinessError, defineRoutes, route, inTransaction, newId, insertRecorded } from '../../http/route';
import { object, str } from '../../http/schema';
import { given } from '../../db/query';
import { requireUser } from '../common/session';
import { sanitizeHtml } from '../../http/sanitize';

/** 000 §5: an 11-digit mobile (1, then 3-9) or a landline of 7-8 digits with an optional 3-4 digit area code. */
export const PHONE = /^(1[3-9]\d{9}|(\d{3,4}-)?\d{7,8})$/;
const FEEDBACK_TYPES = ['0', '1', '2'] as const;

interface FeedbackBody {
  type?: string;
  title?: string;
  content?: string;
  phone?: string;
  sourceCode?: string;
  clientId?: string;
  clientName?: string;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

export function checkFeedback(body: FeedbackBody, userId: string | undefined): void {
  const fail = (message: string, code: string) => {
    throw new BusinessError(message, { status: 417, code });
  };
  if (!given(userId)) fail('获取用户信息失败，请重新登陆后重试', 'userId');
  if (!given(body.type) || !(FEEDBACK_TYPES as readonly string[]).includes(body.type!)) fail('请选择类型', 'type');
  if (!given(body.title)) fail('请输入反馈标题', 'title');
  if (!given(body.content) || (plainText(body.content!) === '' && !/<img/i.test(body.content!)))
    fail('请输入反馈内容', 'content');
  if (!given(body.phone) || body.phone!.length > 11 || !PHONE.test(body.phone!.trim()))
    fail('请输入正确的手机号或座机号', 'phone');
}

export const shellRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/vehicle/info/version/info/get/version/list',
    summary: '版本历史',
    query: object({ platform: str(20) }),
    async handler({ db, query }) {
      const rows = await db
        .selectFrom('app_versions')
        .selectAll()
        .where('platform', '=', query.platform || 'sp')
        .orderBy('version_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({
        version: r.version,
        versionInfo: r.version_info.split('\n'),
        versionDate: r.version_date,
      }));
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/supportContact/list/V1.0',
    summary: '支持联系人',
    async handler({ db }) {
      return db
        .selectFrom('support_contacts')
        .select(['id', 'category', 'contact_person as contactPerson', 'phone'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/vehicle/business/business_feedback/listSource',
    summary: '反馈来源',
    async handler({ db }) {
      return db
        .selectFrom('feedback_sources')
        .select(['source_code as sourceCode', 'source_name as sourceName'])
        .orderBy('source_code')
        .execute();
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/vehicle/business/business_feedback/add',
    idempotent: true,
    summary: '新增反馈',
    query: object({ userId: str(64) }),
    // the rules a client can read in /openapi.json, with the spec's messages (checkFeedback adds what JSON Schema
    // cannot say: a text that is only spaces, rich text that is empty once cleaned, the user)
    body: object(
      {
        type: { type: 'string', enum: FEEDBACK_TYPES, 'x-message': '请选择类型' },
        title: { type: 'string', minLength: 1, maxLength: 200, 'x-message': '请输入反馈标题' },
        content: { type: 'string', minLength: 1, maxLength: 100_000, 'x-message': '请输入反馈内容' },
        phone: { type: 'string', maxLength: 11, pattern: PHONE.source, 'x-message': '请输入正确的手机号或座机号' },
        sourceCode: str(20),
        clientId: str(64),
        clientName: str(100),
      },
      ['type', 'title', 'content', 'phone'],
    ),
    async handler({ db, user, query, body, config }) {
      const u = requireUser(user);
      // rich text is stored only after the allowlist has cleaned it (the empty check runs on what is left)
      const content = given(body.content)
        ? await sanitizeHtml(body.content!, { timeMs: config.sanitizeTimeLimitMs })
        : body.content;
      checkFeedback({ ...body, content }, query.userId || body.clientId);
      await inTransaction(db, async (trx) => {
        const source = await trx
          .selectFrom('feedback_sources')
          .select('source_code')
          .where('source_code', '=', body.sourceCode || 'nsp')
          .executeTakeFirst();
        if (!source) throw new BusinessError('sourceCode: 反馈来源不存在', { status: 417, code: 'sourceCode' });
        await insertRecorded(
          trx,
          'feedbacks',
          {
            id: newId(),
            type: body.type!,
            title: body.title!.trim(),
            content: content!,
            phone: body.phone!.trim(),
            source_code: source.source_code,
            client_id: body.clientId || query.userId || u.userId,
            client_name: body.clientName || u.realname,
            user_id: u.userId,
          },
          u.userId,
        );
      });
      return null;
    },
  }),
]);
