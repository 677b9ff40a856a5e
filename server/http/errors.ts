// Every failure becomes { status, code, message }: bad input and constraint violations 417, dependent-document
// failures 424, the database unreachable 503 (a retry later succeeds), never 500 (unknown errors are logged and
// answered 424). A body over the size limit is 413 and a media type no parser takes 415, each naming the limit.
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from './route';

export interface Failure {
  status: number;
  code: string;
  message: string;
}

/** A role's grants changed between their load and this save (saveRolePermission's lastpermissionIds differ). */
export const PERMISSIONS_CHANGED = '角色权限已被他人修改，请刷新后重试';

interface AjvError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
}

/**
 * A route's own words for a field it refuses: "x-message" on the field's schema (the spec's text, such as
 * 请输入正确的手机号或座机号), published in /openapi.json with the constraint it explains. For a missing field, the
 * message of that field's schema.
 */
function ownMessage(e: AjvError): string | undefined {
  const schema =
    e.keyword === 'required'
      ? (e.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined)?.[
          String(e.params?.missingProperty)
        ]
      : e.parentSchema;
  const m = schema?.['x-message'];
  return typeof m === 'string' ? m : undefined;
}

function fieldOf(e: AjvError): string {
  const path = (e.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');
  const extra = (e.params?.missingProperty ?? e.params?.additionalProperty) as string | undefined;
  if (extra) return path ? `${path}.${extra}` : extra;
  return path;
}

export function validationMessage(errors: AjvError[], context?: string): string {
  const e = errors[0] ?? {};
  const own = ownMessage(e);
  if (own) return own;
  const field = fieldOf(e) || context || 'body';
  if (e.keyword === 'required') return `${field}: 不能为空 (is required)`;
  if (e.keyword === 'additionalProperties') return `${field}: 不允许的字段 (must not be present)`;
  if (e.keyword === 'enum') return `${field}: must be one of ${JSON.stringify(e.params?.allowedValues ?? [])}`;
  return `${field}: ${e.message ?? 'is invalid'}`;
}

const DB_INPUT: Record<string, string> = {
  '23505': '数据重复',
  '23503': '关联数据不存在',
  '23502': '必填数据缺失',
  '23514': '数据不满足约束',
  '22001': '输入过长',
  '22003': '数值超出范围',
  '22P02': '输入格式错误',
  '22007': '日期格式错误',
  '22008': '日期超出范围',
  '22023': '参数值无效',
  '2201B': '正则表达式无效',
  '22025': '转义字符无效',
  '22021': '字符编码无效',
};

/**
 * A unique violation (23505) said in words by its constraint (the loser of a race past the route's own check):
 * never the database's text (its detail names tables, columns and values). Unknown constraints get 数据重复.
 */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_username_key: 'username: 用户名已存在',
  roles_role_code_key: 'roleCode: 角色编码已存在',
  sys_dict_dict_code_key: 'dictCode: 字典编码已存在',
  sys_dict_items_value_uq: 'itemValue: 字典项值已存在',
  role_menus_pk: PERMISSIONS_CHANGED,
  role_permissions_pk: PERMISSIONS_CHANGED,
  core_return_bills_no_idx: '单据号已被使用，请重新生成单据号',
  part_queries_no_idx: '单据号已被使用，请重新生成单据号',
  supplier_parts_valid_uq: '该供应商的此配件已存在有效记录',
  core_return_bill_items_claim_part_uq: '旧件已在其他返还单中',
};

// Lost or refused connections: socket errors, the server shutting down or not yet accepting (57P01-57P03), too
// many connections (53300), SQLSTATE class 08 (connection exception), and pg / pg-pool's own messages.
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const DB_DOWN_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|not queryable/i;

/** True when the error says the database cannot be reached (answered 503), not that a query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (DB_DOWN_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && DB_DOWN_MESSAGE.test(e.message)) return true;
  // Node's happy-eyeballs connect (localhost = ::1 and 127.0.0.1) fails with an AggregateError of both refusals
  if (Array.isArray(e.errors) && e.errors.length && e.errors.every(isDatabaseUnavailable)) return true;
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause);
}

export const DATABASE_UNAVAILABLE: Failure = { status: 503, code: '503', message: '数据库暂不可用，请稍后重试' };

/** What the request said that a framework error's message names (the body limit, the media type sent). */
export interface FailureContext {
  bodyLimit?: number;
  contentType?: string;
  /** told of a 503 for an unreachable database instead of a warning per request (server/http/outage.ts) */
  databaseDown?: (dbError: string | undefined) => void;
}

/** Bytes as the limits are stated: "20 MB", "512 KB". */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}

/** Fastify's own errors of the body: a body over the limit (413) and a media type no parser takes (415). */
function bodyFailure(code: string | undefined, ctx: FailureContext): Failure | undefined {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' && ctx.bodyLimit) {
    const limit = formatBytes(ctx.bodyLimit);
    return { status: 413, code: '413', message: `请求体过大（上限 ${limit}）(request body over the ${limit} limit)` };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = (ctx.contentType ?? '').split(';')[0].trim().slice(0, 100) || '(none)';
    return {
      status: 415,
      code: '415',
      message: `不支持的内容类型 ${type}（支持 application/json、multipart/form-data、application/x-www-form-urlencoded）(unsupported media type)`,
    };
  }
  return undefined;
}

export function toFailure(err: unknown, log?: FastifyBaseLogger, ctx: FailureContext = {}): Failure {
  if (err instanceof BusinessError) return { status: err.status, code: err.code, message: err.message };
  const framework = bodyFailure((err as { code?: string } | null)?.code, ctx);
  if (framework) return framework;
  if (isDatabaseUnavailable(err)) {
    // the app's outage watch logs one line per outage; without one, one short line per request (no stack)
    const e = err as { code?: string; message?: string };
    if (ctx.databaseDown) ctx.databaseDown(e.code ?? e.message);
    else log?.warn({ dbError: e.code ?? e.message }, 'database unavailable: answered 503');
    return DATABASE_UNAVAILABLE;
  }
  const e = err as {
    validation?: AjvError[];
    validationContext?: string;
    statusCode?: number;
    code?: string;
    message?: string;
    column?: string;
    detail?: string;
    constraint?: string;
  };
  if (Array.isArray(e?.validation))
    return { status: 417, code: '417', message: validationMessage(e.validation, e.validationContext) };
  if (e?.code && DB_INPUT[e.code]) {
    // the database's own words (detail, column, constraint) go to the log only
    log?.warn({ err }, 'database refused input');
    const unique = e.code === '23505' && e.constraint ? UNIQUE_MESSAGES[e.constraint] : undefined;
    return { status: 417, code: '417', message: unique ?? DB_INPUT[e.code] };
  }
  if (e?.code === '40001' || e?.code === '40P01') return { status: 424, code: '424', message: '并发冲突，请重试' };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 404) return { status: 404, code: '404', message: e.message ?? 'not found' };
    return { status: 417, code: '417', message: e.message ?? '请求无效' };
  }
  log?.error({ err }, 'unexpected error');
  return { status: 424, code: '424', message: '服务处理失败，请稍后重试' };
}
