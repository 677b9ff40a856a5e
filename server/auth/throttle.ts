// Password guessing (docs/gateway.md "Password guessing and account enumeration"): failed sign-ins are counted
// per account name (known or not) and per client address in `signin_failures`, and a growing lock refuses every
// password attempt, right or wrong, until it ends. The policy is a pure function (unit-tested); the clock is
// config.now(). The per-address request cap (@fastify/rate-limit) is registered in registerSigninRateLimit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { GatewayConfig } from '../config';
import { BusinessError } from '../http/route';
import { PREFIX } from '../http/envelope';

export type ThrottleKind = 'account' | 'address';

export interface FailureState {
  failures: number;
  /** ms: the first failure of the current window */
  windowStart: number;
  /** ms, or null: refused until then */
  lockedUntil: number | null;
}

const MINUTE = 60_000;
export const POLICY = {
  /** failures are counted within this window from the first one */
  windowMs: 15 * MINUTE,
  account: { freeFailures: 4, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE },
  address: { freeFailures: 19, firstLockMs: 15 * MINUTE, maxLockMs: 15 * MINUTE },
} as const;

/** The state after one more failure at `now`: from the (freeFailures + 1)th failure in the window the key is
 * locked, first for firstLockMs, doubling with each further failure up to maxLockMs. */
export function afterFailure(kind: ThrottleKind, prev: FailureState | null, now: number): FailureState {
  const p = POLICY[kind];
  const fresh = !prev || now - prev.windowStart >= POLICY.windowMs;
  const failures = (fresh ? 0 : prev.failures) + 1;
  const windowStart = fresh ? now : prev.windowStart;
  const over = failures - p.freeFailures;
  if (over <= 0) return { failures, windowStart, lockedUntil: null };
  const lockMs = Math.min(p.firstLockMs * 2 ** Math.min(over - 1, 30), p.maxLockMs);
  return { failures, windowStart, lockedUntil: now + lockMs };
}

/** Milliseconds the key stays locked (0: not locked). */
export function lockRemaining(state: FailureState | null, now: number): number {
  return state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

export interface SigninSubject {
  /** the account name as typed (known or not) */
  name: string;
  /** the client address */
  address: string;
}

const keysOf = (s: SigninSubject): [string, ThrottleKind][] => [[`a:${s.name}`, 'account'], [`ip:${s.address}`, 'address']];

const stateOf = (r: { failures: number; window_start: Date; locked_until: Date | null } | undefined): FailureState | null =>
  r ? { failures: r.failures, windowStart: new Date(r.window_start).getTime(), lockedUntil: r.locked_until ? new Date(r.locked_until).getTime() : null } : null;

/** English when the client asks for it (the shell sends the header `language: en_US`), else Chinese. */
export const wantsEnglish = (request: FastifyRequest): boolean => String(request.headers.language ?? '') === 'en_US';

export function lockMessage(ms: number, english: boolean): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return english
    ? `Too many failed sign-ins, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
    : `登录失败次数过多，请 ${minutes} 分钟后再试`;
}

/** Refuses (429) while the account name or the address is locked; the same answer for known and unknown names. */
export async function assertNotLocked(db: Kysely<DB>, config: GatewayConfig, s: SigninSubject, english: boolean): Promise<void> {
  const ms = await lockedFor(db, config, s);
  if (ms > 0) throw new BusinessError(lockMessage(ms, english), { status: 429 });
}

export async function lockedFor(db: Kysely<DB>, config: GatewayConfig, s: SigninSubject): Promise<number> {
  const now = config.now();
  const rows = await db.selectFrom('signin_failures').selectAll().where('key', 'in', keysOf(s).map(([k]) => k)).execute();
  return Math.max(0, ...rows.map((r) => lockRemaining(stateOf(r), now)));
}

/** Counts one failure for the account name and the address (row locked while it is updated). */
export async function recordFailure(db: Kysely<DB>, config: GatewayConfig, s: SigninSubject): Promise<void> {
  const now = config.now();
  await db.transaction().execute(async (trx) => {
    for (const [key, kind] of keysOf(s)) {
      await trx.insertInto('signin_failures').values({ key, failures: 0, window_start: new Date(now), locked_until: null })
        .onConflict((oc) => oc.column('key').doNothing()).execute();
      const row = await trx.selectFrom('signin_failures').selectAll().where('key', '=', key).forUpdate().executeTakeFirst();
      const prev = stateOf(row);
      const next = afterFailure(kind, prev && prev.failures > 0 ? prev : null, now);
      await trx.updateTable('signin_failures').set({
        failures: next.failures, window_start: new Date(next.windowStart), locked_until: next.lockedUntil ? new Date(next.lockedUntil) : null,
      }).where('key', '=', key).execute();
    }
    // Rows whose window and lock are long over are dropped as new failures come in.
    await trx.deleteFrom('signin_failures').where('window_start', '<', new Date(now - 2 * POLICY.windowMs))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now))])).execute();
  });
}

/** A successful sign-in clears the account name's failures (the address keeps its count). */
export async function recordSuccess(db: Kysely<DB>, s: SigninSubject): Promise<void> {
  await db.deleteFrom('signin_failures').where('key', '=', `a:${s.name}`).execute();
}

/** Runs one password check: a failure is counted for the account name and the address, a success clears the
 * account name's count. Call assertNotLocked first. */
export async function counted<T>(db: Kysely<DB>, config: GatewayConfig, s: SigninSubject, attempt: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await attempt();
  } catch (e) {
    await recordFailure(db, config, s);
    throw e;
  }
  await recordSuccess(db, s);
  return result;
}

/** The routes a password (or an account secret) is tried on. */
export const PASSWORD_ROUTES = new Set([
  `POST ${PREFIX.login}/common/user/user/common_login`,
  `POST ${PREFIX.login}/common/user/user/login`,
  `POST ${PREFIX.login}/cas/login`,
]);

/** @fastify/rate-limit as a per-address request cap (SIGNIN_RATE_PER_MINUTE) on the password routes only. */
export async function registerSigninRateLimit(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // read per request, so a test (or an operator through the config object) may change it
    max: async () => config.signinRatePerMinute,
    timeWindow: MINUTE,
    allowList: (request) => !PASSWORD_ROUTES.has(`${request.method} ${request.routeOptions.url}`),
    errorResponseBuilder: (request, ctx) => new BusinessError(wantsEnglish(request)
      ? `Too many requests, please try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} s`
      : `请求过于频繁，请 ${Math.max(1, Math.ceil(ctx.ttl / 1000))} 秒后再试`, { status: 429 }),
  });
}
