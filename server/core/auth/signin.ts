// The sign-in answer shared by common_login, login and validateLogin (docs/contracts.md), and the password and
// one-time-code checks behind them.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { GatewayConfig } from '../../config';
import { BusinessError, newId } from '../../http/route';
import { ACCOUNT_FROZEN, issueSession, loadSessionRows } from '../../auth/session';
import { randomAlnum, sameSecret, sha256 } from '../../auth/tokens';
import { verifyPassword } from '../../auth/password';
import { FEEDBACK_ROLE_CODE } from '../../seed/roles';

export const BAD_CREDENTIALS = '用户名或密码错误';
export const CHECK_CODE_BAD = '验证码错误或已失效';
/** The account call without a trusted caller or a valid entry link (anonymous; 401). */
export const ENTRY_REFUSED = '外部入口链接无效或已过期';

/** A trusted system: it sends the shared secret EXTERNAL_ENTRY_SECRET as X-Entry-Secret (unset: nobody is). */
export function trustedSystem(request: FastifyRequest, config: GatewayConfig): boolean {
  const expected = config.externalEntrySecret;
  const given = request.headers['x-entry-secret'];
  if (!expected || typeof given !== 'string' || !given) return false;
  return sameSecret(given, expected);
}

/** What a sign-in answer reads about the user: the session user with its roles, and the feedback role. */
type AnswerReads = Awaited<ReturnType<typeof answerReads>>;

async function answerReads(db: Kysely<DB>, userId: string) {
  const [loaded, feedbackRole] = await Promise.all([
    loadSessionRows(db, userId),
    db
      .selectFrom('roles')
      .select(['id as roleId', 'role_code as roleCode'])
      .where('role_code', '=', FEEDBACK_ROLE_CODE)
      .executeTakeFirst(),
  ]);
  return { loaded, feedbackRole };
}

/** The sign-in answer of a user whose credentials were checked; `reads` when they were started beforehand (during
 * the password comparison: checkPassword). */
export async function signInAnswer(
  db: Kysely<DB>,
  config: GatewayConfig,
  userId: string,
  reads?: Promise<AnswerReads>,
) {
  const { loaded, feedbackRole } = await (reads ?? answerReads(db, userId));
  if (!loaded) throw new BusinessError(BAD_CREDENTIALS);
  const { user } = loaded;
  if (user.status !== 1) throw new BusinessError(ACCOUNT_FROZEN);
  const roles = loaded.roles.map((r) => ({ roleId: r.id, roleCode: r.role_code }));
  // the answer's roles (000 §3: "the role 'qualitFeedback' supplies the feedback role id"): the user's own, then the
  // feedback role when the user holds any role, so the shell knows its id (用户管理's 质量反馈人员 filters by it)
  const feedback = roles.length && !roles.some((r) => r.roleCode === FEEDBACK_ROLE_CODE) ? feedbackRole : undefined;
  const issued = await issueSession(db, config, userId);
  return {
    token: issued.token,
    refreshToken: issued.refreshToken,
    secret: randomAlnum(16),
    expiresIn: config.tokenTtlSeconds,
    userInfo: {
      id: user.userId,
      realname: user.realname,
      username: user.username,
      providerId: user.providerId,
      workNo: user.workNo,
      company: user.company,
      branchId: user.branchId,
      facilitatorId: user.facilitatorId,
      roleIds: roles,
    },
    roles: feedback ? [...roles, feedback] : roles,
    type: { identity: user.identity.join(',') },
  };
}

export async function findUserByName(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status'])
    .where('username', '=', username)
    .executeTakeFirst();
}

/** A checked password: the user's id, and the sign-in answer's reads, started while the hash was compared. */
export interface CheckedPassword {
  userId: string;
  /** when asked for (`forAnswer`): the sign-in answer's reads, for signInAnswer */
  reads?: Promise<AnswerReads>;
}

/**
 * Compares the password with the user's bcrypt hash (on the thread pool: server/auth/password.ts). With
 * `forAnswer`, the reads of the sign-in answer run beside the comparison on the database, so they add nothing
 * after it; a wrong password does not wait for them (its answer takes the comparison's time, known name or not).
 */
export async function checkPassword(
  db: Kysely<DB>,
  username: string,
  password: string,
  forAnswer = false,
): Promise<CheckedPassword> {
  const u = await findUserByName(db, username);
  const reads = u && forAnswer ? answerReads(db, u.id) : undefined;
  reads?.catch(() => undefined); // awaited by signInAnswer, which reports a failure
  // Compare against a dummy hash for unknown users so timing does not tell which names exist.
  const ok = await verifyPassword(password, u?.password_hash ?? DUMMY_HASH);
  if (!u || !ok) throw new BusinessError(BAD_CREDENTIALS);
  return { userId: u.id, reads };
}
const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.jvX2y0f8Zb9vK5lJx1d5u6e0lq5y';

type OneTimeKind = 'checkCode' | 'ticket' | 'account' | 'entry';

export async function storeOneTime(
  db: Kysely<DB>,
  config: GatewayConfig,
  o: {
    kind: OneTimeKind;
    id?: string;
    secret: string;
    userId?: string | null;
    service?: string | null;
    ttlSeconds: number;
  },
): Promise<void> {
  const id = o.id ?? newId();
  if (o.id) await db.deleteFrom('one_time_codes').where('id', '=', id).execute();
  await db
    .insertInto('one_time_codes')
    .values({
      id,
      kind: o.kind,
      code_hash: sha256(o.secret),
      user_id: o.userId ?? null,
      service: o.service ?? null,
      expires_at: new Date(config.now() + o.ttlSeconds * 1000),
    })
    .execute();
  await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<', new Date(config.now() - 60_000))
    .execute();
}

/** Takes (deletes) a one-time code; answers its row when it matched and had not expired. */
export async function takeOneTime(
  db: Kysely<DB>,
  config: GatewayConfig,
  kind: OneTimeKind,
  secret: string,
  userId?: string,
) {
  let q = db
    .deleteFrom('one_time_codes')
    .where('kind', '=', kind)
    .where('code_hash', '=', sha256(secret))
    .where('expires_at', '>', new Date(config.now()));
  if (userId) q = q.where('user_id', '=', userId);
  return q.returning(['id', 'user_id', 'service']).executeTakeFirst();
}

export const checkCodeId = (key: string) => `cc:${sha256(key)}`;

/** Check codes are verified once: the stored code is removed whatever the answer. */
export async function verifyCheckCode(db: Kysely<DB>, config: GatewayConfig, key: string, code: string): Promise<void> {
  const row = await db
    .deleteFrom('one_time_codes')
    .where('id', '=', checkCodeId(key))
    .where('kind', '=', 'checkCode')
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst();
  if (config.checkCodeFixed && code === config.checkCodeFixed) return;
  const ok =
    row &&
    new Date(row.expires_at).getTime() > config.now() &&
    row.code_hash === sha256(`${key}:${code.toLowerCase()}`);
  if (!ok) throw new BusinessError(CHECK_CODE_BAD);
}
