// The error catalogue of 000 §8 as pure functions: success detection, refresh codes, failure texts.
import { CallError } from './callError';
import { t } from '../i18n/locale';
import type { Locale } from '../i18n/texts';

export interface Envelope {
  result?: unknown;
  success?: boolean;
  code?: string | number;
  message?: string;
  data?: unknown;
}

/** A response is a success when result is SUCCEED or success is true. */
export function isSuccess(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Envelope;
  return b.result === 'SUCCEED' || b.success === true;
}

export const REFRESH_CODES = ['N1000', 'N1009', '000031'] as const;

export function needsRefresh(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const code = (body as Envelope).code;
  return code !== undefined && (REFRESH_CODES as ReadonlyArray<string>).includes(String(code));
}

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** The error of a failure envelope answered with HTTP 2xx. */
export function businessError(body: unknown): CallError {
  const b = (body && typeof body === 'object' ? body : {}) as Envelope;
  return new CallError({ kind: 'business', code: str(b.code), message: str(b.message) || t('serverException') });
}

function firstItemMessage(body: unknown): string {
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as Envelope | null)?.data)
      ? ((body as Envelope).data as unknown[])
      : [];
  const first = list[0] as { message?: unknown } | undefined;
  return str(first?.message);
}

export interface HttpFailure {
  status?: number;
  body?: unknown;
  timedOut?: boolean;
  canceled?: boolean;
}

/** The gateway's answer for a path it has no route for (server/app.ts): not a message for the user. */
const UNKNOWN_ROUTE = /^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS) \//;

/** The error of a failed exchange (no answer, timeout or an HTTP error status). */
export function httpError(f: HttpFailure, locale?: Locale): CallError {
  if (f.canceled) return new CallError({ kind: 'canceled', message: 'canceled' });
  if (f.timedOut) return new CallError({ kind: 'timeout', message: t('timeout', locale) });
  const b = (f.body && typeof f.body === 'object' ? f.body : {}) as Envelope;
  const message = str(b.message);
  const code = str(b.code);
  switch (f.status) {
    case 401:
      // a frozen account's open session is told so (code FROZEN, the gateway's 账号已冻结，请联系管理员), not "expired"
      if (code === 'FROZEN' && message) return new CallError({ kind: 'unauthorized', status: 401, code, message });
      return new CallError({ kind: 'unauthorized', status: 401, message: t('loginExpired', locale) });
    case 500:
      return new CallError({
        kind: 'server',
        status: 500,
        code: code || undefined,
        message: message ? (code ? `${code}: ${message}` : message) : t('serverInternal', locale),
      });
    case 417:
    case 424:
    case 429: // too many sign-in failures or requests: the message says how long to wait
      return new CallError({
        kind: 'expectation',
        status: f.status,
        code: code || undefined,
        message: message || firstItemMessage(f.body) || t('serverException', locale),
      });
    case 404:
      // a business not-found (工单不存在, 旧件回运单不存在: a failure envelope with its message) shows that message;
      // a bare 404 (no envelope, or the gateway's unknown route "GET /x 不存在") keeps the generic text
      if ((b.result === 'FAILED' || b.success === false) && message && !UNKNOWN_ROUTE.test(message)) {
        return new CallError({ kind: 'other', status: 404, code: code || undefined, message });
      }
      return new CallError({ kind: 'other', status: 404, message: t('serverException', locale) });
    default:
      return new CallError({ kind: 'other', status: f.status, message: t('serverException', locale) });
  }
}
