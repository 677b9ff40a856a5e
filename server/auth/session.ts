// Sessions: tokens stored hashed with an expiry; lookups cached briefly in the app's caches (server/auth/caches.ts),
// dropped on every account, role or permission write through clearAuthCaches(), on every replica
// (server/auth/cache-sync.ts).
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { GatewayConfig } from '../config';
import type { SessionUser } from '../http/route';
import { newId } from '../http/route';
import { randomToken, sha256 } from './tokens';
import { cacheGeneration, cachesUsable, invalidate } from './cache-sync';
import type { GatewayCaches } from './caches';

const CACHE_MS = 10_000;

/** frozen: the session of a user frozen since it began (freezeUserSessions): refused with 账号已冻结. */
export type Lookup =
  | { status: 'ok'; user: SessionUser; sessionId: string }
  | { status: 'expired' }
  | { status: 'invalid' }
  | { status: 'frozen' };

/** The message a frozen user's open session is answered with (HTTP 401, code FROZEN); the sign-in's own text. */
export const ACCOUNT_FROZEN = '账号已冻结，请联系管理员';

/** Drops the session and grant caches of this process and (PostgreSQL) of every other replica: call after the
 * write has committed. */
export function clearAuthCaches(): void {
  void invalidate({ kind: 'auth' });
}

export async function loadSessionUser(
  db: Kysely<DB>,
  userId: string,
): Promise<(SessionUser & { status: number }) | null> {
  return (await loadSessionRows(db, userId))?.user ?? null;
}

/** The session user and the rows of its roles (id and code, ordered by code; the sign-in answer lists them). */
export async function loadSessionRows(
  db: Kysely<DB>,
  userId: string,
): Promise<{ user: SessionUser & { status: number }; roles: { id: string; role_code: string }[] } | null> {
  // side by side: on PostgreSQL two pooled connections answer at once (PGlite runs them one after the other)
  const [u, roles] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.role_code'])
      .where('user_roles.user_id', '=', userId)
      .orderBy('roles.role_code')
      .execute(),
  ]);
  if (!u) return null;
  const roleIdent = roles.length
    ? await db
        .selectFrom('role_identities')
        .select('identity')
        .where(
          'role_id',
          'in',
          roles.map((r) => r.id),
        )
        .execute()
    : [];
  const identity = [
    ...new Set([...u.identity.split(','), ...roleIdent.map((r) => r.identity)].map((s) => s.trim()).filter(Boolean)),
  ];
  const user = {
    userId: u.id,
    username: u.username,
    realname: u.realname,
    providerId: u.provider_id,
    roles: roles.map((r) => r.role_code),
    identity,
    company: u.company,
    branchId: u.branch_id,
    facilitatorId: u.facilitator_id,
    workNo: u.work_no,
    status: u.status,
  };
  return { user, roles };
}

/** The session of a token; cached briefly in the app's caches when given (app.caches). */
export async function lookupToken(
  db: Kysely<DB>,
  config: GatewayConfig,
  token: string,
  caches?: GatewayCaches,
): Promise<Lookup> {
  const hash = sha256(token);
  const now = config.now();
  const usable = !!caches && cachesUsable(db);
  const generation = cacheGeneration();
  const hit = usable ? caches.sessions.get(hash) : undefined;
  if (hit && hit.until > now) {
    return hit.expiresAt > now ? { status: 'ok', user: hit.user, sessionId: hit.sessionId } : { status: 'expired' };
  }
  const s = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!s) return { status: 'invalid' };
  const expiresAt = new Date(s.expires_at).getTime();
  if (expiresAt <= now) {
    // a frozen user's session (ended by freezeUserSessions) says so: no refresh could renew it
    const owner = await db.selectFrom('users').select('status').where('id', '=', s.user_id).executeTakeFirst();
    return owner && owner.status !== 1 ? { status: 'frozen' } : { status: 'expired' };
  }
  const user = await loadSessionUser(db, s.user_id);
  if (!user) return { status: 'invalid' };
  if (user.status !== 1) return { status: 'frozen' };
  const { status: _status, ...sessionUser } = user;
  // not when an invalidation came in while reading: what was read may be older than it
  if (usable && generation === cacheGeneration())
    caches.sessions.set(hash, { user: sessionUser, sessionId: s.id, expiresAt, until: now + CACHE_MS });
  return { status: 'ok', user: sessionUser, sessionId: s.id };
}

export interface Issued {
  token: string;
  refreshToken: string;
  expiresAt: Date;
}

export async function issueSession(db: Kysely<DB>, config: GatewayConfig, userId: string): Promise<Issued> {
  const token = randomToken();
  const refreshToken = randomToken();
  const now = config.now();
  const expiresAt = new Date(now + config.tokenTtlSeconds * 1000);
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(token),
      refresh_hash: sha256(refreshToken),
      expires_at: expiresAt,
      refresh_expires_at: new Date(now + config.refreshTtlSeconds * 1000),
      refresh_used_at: null,
    })
    .execute();
  // Expired sessions are cleaned up as new ones are issued.
  await db.deleteFrom('sessions').where('refresh_expires_at', '<', new Date(now)).execute();
  return { token, refreshToken, expiresAt };
}

/** Single-use refresh: issues a new pair; the old token stays valid 30 s more so requests in flight finish. */
export async function refreshSession(
  db: Kysely<DB>,
  config: GatewayConfig,
  refreshToken: string,
): Promise<Issued | null> {
  const now = config.now();
  const hash = sha256(refreshToken);
  const claimed = await db
    .updateTable('sessions')
    .set({ refresh_used_at: new Date(now) })
    .where('refresh_hash', '=', hash)
    .where('refresh_used_at', 'is', null)
    .where('refresh_expires_at', '>', new Date(now))
    .returning(['id', 'user_id', 'expires_at', 'token_hash'])
    .executeTakeFirst();
  if (!claimed) return null;
  // A frozen (or deleted) user gets no new pair (freezing also deletes the sessions: endUserSessions).
  const owner = await db.selectFrom('users').select('status').where('id', '=', claimed.user_id).executeTakeFirst();
  if (owner?.status !== 1) return null;
  const grace = new Date(Math.min(new Date(claimed.expires_at).getTime(), now + 30_000));
  await db.updateTable('sessions').set({ expires_at: grace }).where('id', '=', claimed.id).execute();
  await invalidate({ kind: 'session', hash: claimed.token_hash }, db);
  return issueSession(db, config, claimed.user_id);
}

export async function endSession(db: Kysely<DB>, token: string): Promise<void> {
  const hash = sha256(token);
  await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  // after the delete: a replica that reads again now finds no session
  await invalidate({ kind: 'session', hash }, db);
}

/**
 * Freezing: ends every session of these users at once (token expired, refresh token used) but keeps the rows until
 * their refresh life ends, so an open browser tab of the user is told 账号已冻结 instead of "sign-in expired"
 * (lookupToken: frozen). Call inside the write's transaction, then clearAuthCaches() once it has committed.
 */
export async function freezeUserSessions(db: Kysely<DB>, userIds: string[], now: Date): Promise<void> {
  if (userIds.length)
    await db
      .updateTable('sessions')
      .set({ expires_at: now, refresh_used_at: now })
      .where('user_id', 'in', userIds)
      .execute();
}

/** Ends every session (tokens and refresh tokens) of these users: call inside the write's transaction, then
 * clearAuthCaches() once it has committed. */
export async function endUserSessions(db: Kysely<DB>, userIds: string[]): Promise<void> {
  if (userIds.length) await db.deleteFrom('sessions').where('user_id', 'in', userIds).execute();
}
