// Password guessing (docs/gateway.md "Password guessing and account enumeration"): password attempts are counted
// per account name (known or not) from one client address, and per client address, in `signin_failures`,
// atomically before the comparison; a growing lock refuses every password attempt, right or wrong, until it ends. The policy is a pure function (unit-tested); the clock is
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

/** The keys a password attempt counts against: the account name FROM this address (so nobody elsewhere can lock
 * the account: OWASP's lockout guidance), and the address over all names. An address holds no '|'. */
const keysOf = (s: SigninSubject): [string, ThrottleKind][] => [
  [`a:${s.address}|${s.name}`, 'account'],
  [`ip:${s.address}`, 'address'],
];

const stateOf = (
  r: { failures: number; window_start: Date; locked_until: Date | null } | undefined,
): FailureState | null =>
  r
    ? {
        failures: r.failures,
        windowStart: new Date(r.window_start).getTime(),
        lockedUntil: r.locked_until ? new Date(r.locked_until).getTime() : null,
      }
    : null;

/** English when the client asks for it (the shell sends the header `language: en_US`), else Chinese. */
export const wantsEnglish = (request: FastifyRequest): boolean => String(request.headers.language ?? '') === 'en_US';

export function lockMessage(ms: number, english: boolean): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return english
    ? `Too many failed sign-ins, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
    : `登录失败次数过多，请 ${minutes} 分钟后再试`;
}

/** Refuses (429) while the account name (from this address) or the address is locked; the same answer for known
 * and unknown names. A read only: the attempt itself is counted by `counted`, atomically. */
export async function assertNotLocked(
  db: Kysely<DB>,
  config: GatewayConfig,
  s: SigninSubject,
  english: boolean,
): Promise<void> {
  const ms = await lockedFor(db, config, s);
  if (ms > 0) throw new BusinessError(lockMessage(ms, english), { status: 429 });
}

export async function lockedFor(db: Kysely<DB>, config: GatewayConfig, s: SigninSubject): Promise<number> {
  const now = config.now();
  const rows = await db
    .selectFrom('signin_failures')
    .selectAll()
    .where(
      'key',
      'in',
      keysOf(s).map(([k]) => k),
    )
    .execute();
  return Math.max(0, ...rows.map((r) => lockRemaining(stateOf(r), now)));
}

/**
 * Check-and-count in one transaction, BEFORE the password is compared: both rows are locked (FOR UPDATE, in key
 * order), and unless one is locked the attempt is counted as a failure at once. So N parallel guesses are
 * serialised here and at most the free failures reach the comparison. Answers 0 (counted: go on) or the
 * milliseconds the lock still runs (nothing counted). Old rows are dropped by `counted` (dropStaleFailures).
 */
export async function reserveAttempt(db: Kysely<DB>, config: GatewayConfig, s: SigninSubject): Promise<number> {
  const now = config.now();
  const keys = keysOf(s).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('signin_failures')
      .values(keys.map(([key]) => ({ key, failures: 0, window_start: new Date(now), locked_until: null })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('signin_failures')
      .selectAll()
      .where(
        'key',
        'in',
        keys.map(([k]) => k),
      )
      .orderBy('key')
      .forUpdate()
      .execute();
    const ms = Math.max(0, ...rows.map((r) => lockRemaining(stateOf(r), now)));
    if (ms > 0) return ms;
    for (const [key, kind] of keys) {
      const prev = stateOf(rows.find((r) => r.key === key));
      const next = afterFailure(kind, prev && prev.failures > 0 ? prev : null, now);
      await trx
        .updateTable('signin_failures')
        .set({
          failures: next.failures,
          window_start: new Date(next.windowStart),
          locked_until: next.lockedUntil ? new Date(next.lockedUntil) : null,
        })
        .where('key', '=', key)
        .execute();
    }
    return 0;
  });
}

/** Drops the rows whose window and lock are long over (rows another attempt holds are skipped: no deadlock). */
async function dropStaleFailures(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('signin_failures')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('signin_failures')
        .select('key')
        .where('window_start', '<', new Date(now - 2 * POLICY.windowMs))
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', new Date(now))]))
        .limit(100)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}

/** A successful attempt: the account name's count (from this address) is cleared, and the attempt reserved on the
 * address is given back (a lock only that reservation caused goes with it). */
export async function recordSuccess(db: Kysely<DB>, s: SigninSubject, reserved = true): Promise<void> {
  const [[account], [address]] = keysOf(s);
  await db.deleteFrom('signin_failures').where('key', '=', account).execute();
  if (!reserved) return;
  await db
    .updateTable('signin_failures')
    .where('key', '=', address)
    .where('failures', '>', 0)
    .set((eb) => ({
      failures: eb('failures', '-', 1),
      locked_until: eb
        .case()
        .when('failures', '<=', POLICY.address.freeFailures + 1)
        .then(null)
        .else(eb.ref('locked_until'))
        .end(),
    }))
    .execute();
}

/** Runs one password comparison: counted (atomically, see reserveAttempt) before it runs, refused with 429 while
 * a lock runs; a success clears the account name's count. A request refused before this (no or a wrong check
 * code, bad input) counts nothing. */
export async function counted<T>(
  db: Kysely<DB>,
  config: GatewayConfig,
  s: SigninSubject,
  attempt: () => Promise<T>,
  english = false,
): Promise<T> {
  const ms = await reserveAttempt(db, config, s);
  // the clean-up runs beside the comparison (a bcrypt hash on the thread pool), not before it
  const cleanup = dropStaleFailures(db, config.now());
  const settled = cleanup.then(
    () => undefined,
    () => undefined,
  );
  let result: T;
  try {
    if (ms > 0) throw new BusinessError(lockMessage(ms, english), { status: 429 });
    result = await attempt();
  } catch (e) {
    await settled;
    throw e;
  }
  await recordSuccess(db, s);
  await cleanup;
  return result;
}

/** The routes a password (or an account secret) is tried on. */
export const PASSWORD_ROUTES = new Set([
  `POST ${PREFIX.login}/common/user/user/common_login`,
  `POST ${PREFIX.login}/common/user/user/login`,
  `POST ${PREFIX.login}/cas/login`,
  `PUT ${PREFIX.console}/sys/user/changePassword`,
]);

/** The check-code image: each request stores a row (docs/gateway.md "Trust model"), so it is capped too. */
export const CHECK_CODE_ROUTE = `GET ${PREFIX.login}/common/user/user/checkCode`;

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/** @fastify/rate-limit as a per-address request cap on the password routes (SIGNIN_RATE_PER_MINUTE, one count
 * over all of them) and, counted apart, on the check-code image (CHECK_CODE_RATE_PER_MINUTE). */
export async function registerSigninRateLimit(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // read per request, so a test (or an operator through the config object) may change it
    max: async (request) =>
      routeOf(request) === CHECK_CODE_ROUTE ? config.checkCodeRatePerMinute : config.signinRatePerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `${routeOf(request) === CHECK_CODE_ROUTE ? 'cc' : 'pw'}|${request.ip}`,
    allowList: (request) => !PASSWORD_ROUTES.has(routeOf(request)) && routeOf(request) !== CHECK_CODE_ROUTE,
    errorResponseBuilder: (request, ctx) =>
      new BusinessError(
        wantsEnglish(request)
          ? `Too many requests, please try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} s`
          : `请求过于频繁，请 ${Math.max(1, Math.ceil(ctx.ttl / 1000))} 秒后再试`,
        { status: 429 },
      ),
  });
}
