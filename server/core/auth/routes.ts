// Login host: check code, common login, login by account secret, ticket validation, refresh, logout; and the
// gateway's account call (the external entry's short-lived secret).
import { defineRoutes, route, BusinessError } from '../../http/route';
import { endSession, refreshSession } from '../../auth/session';
import { randomAlnum, randomToken, sha256 } from '../../auth/tokens';
import { assertNotLocked, counted, recordSuccess, wantsEnglish } from '../../auth/throttle';
import { NO_PERMISSION } from '../../auth/permissions';
import { tokenOf } from '../../http/register';
import {
  checkCodeId,
  checkPassword,
  findUserByName,
  signInAnswer,
  storeOneTime,
  takeOneTime,
  trustedSystem,
  verifyCheckCode,
  BAD_CREDENTIALS,
  ENTRY_REFUSED,
} from './signin';
import { sameFlow, TICKET_NOT_BOUND } from './cas';
import { createCaptcha } from './captcha';
import type { GatewayConfig } from '../../config';
import { object } from '../../http/schema';

const str = (max = 128) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
/** An external entry link lives 120 s and is used once (docs/gateway.md "Trust model"). */
const ENTRY_TTL_SECONDS = 120;
/** takeOneTime for an unknown name still runs its query (no timing shortcut). */
const NO_USER = '-';

/** commonLogin switched off (FEATURES_OFF, 000 §1): no password sign-in; the unified portal's ticket and the
 * external entry's account secret remain. */
function refuseCommonLoginOff(config: GatewayConfig) {
  if (!config.features.commonLogin)
    throw new BusinessError('账号密码登录未开启，请从统一门户登录', { status: 403, code: '403' });
}

export const authRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'login',
    path: '/api/features',
    summary:
      'the feature switches of 000 §1 (serviceActivity, onlineOrder, car, commonLogin: true when on); the login page reads commonLogin',
    async handler({ config }) {
      return { ...config.features };
    },
  }),
  route({
    method: 'GET',
    host: 'login',
    path: '/common/user/user/checkCode',
    raw: true,
    summary: 'check-code image (PNG: rotated, distorted glyphs with noise) for one sign-in attempt; capped per address',
    query: object({ key: str(64) }, ['key']),
    async handler({ db, query, reply, config }) {
      const cap = createCaptcha();
      await storeOneTime(db, config, {
        kind: 'checkCode',
        id: checkCodeId(query.key),
        secret: `${query.key}:${cap.text.toLowerCase()}`,
        ttlSeconds: 300,
      });
      return reply.header('cache-control', 'no-store').type('image/png').send(cap.png);
    },
  }),
  route({
    method: 'POST',
    host: 'login',
    path: '/common/user/user/common_login',
    summary: 'sign in with user name, password and check code',
    body: object(
      {
        loginName: str(64),
        loginPwd: str(128),
        checkCode: str(16),
        checkKey: str(64),
        providerSys: { type: 'string' },
        loginType: { type: 'string' },
      },
      ['loginName', 'loginPwd', 'checkCode', 'checkKey'],
    ),
    async handler({ db, body, request, config }) {
      refuseCommonLoginOff(config);
      const subject = { name: body.loginName, address: request.ip };
      await assertNotLocked(db, config, subject, wantsEnglish(request));
      await verifyCheckCode(db, config, body.checkKey, body.checkCode);
      const checked = await counted(
        db,
        config,
        subject,
        () => checkPassword(db, body.loginName, body.loginPwd, true),
        wantsEnglish(request),
      );
      return signInAnswer(db, config, checked.userId, checked.reads);
    },
  }),
  route({
    method: 'POST',
    host: 'login',
    path: '/common/user/user/login',
    summary: 'sign in with the account call secret (external entry), or user name, password and check code',
    body: object(
      {
        userName: str(64),
        userPassword: str(128),
        provideSys: { type: 'string' },
        checkCode: { type: 'string', maxLength: 16 },
        checkKey: { type: 'string', maxLength: 64 },
      },
      ['userName', 'userPassword'],
    ),
    async handler({ db, body, request, config }) {
      const subject = { name: body.userName, address: request.ip };
      const u = await findUserByName(db, body.userName);
      // The account secret (single use, 60 s, issued only to a trusted caller) needs no check code and passes a lock.
      if (await takeOneTime(db, config, 'account', body.userPassword, u?.id ?? NO_USER)) {
        await recordSuccess(db, subject, false);
        return signInAnswer(db, config, u!.id);
      }
      refuseCommonLoginOff(config);
      await assertNotLocked(db, config, subject, wantsEnglish(request));
      if (!body.checkCode || !body.checkKey) {
        // not the account secret, and a password needs a check code: refused before any comparison, so it counts
        // nothing (else anyone could lock any account without solving a check code)
        throw new BusinessError(`${body.checkCode ? 'checkKey' : 'checkCode'}: 不能为空 (is required)`);
      }
      await verifyCheckCode(db, config, body.checkKey, body.checkCode);
      const checked = await counted(
        db,
        config,
        subject,
        () => checkPassword(db, body.userName, body.userPassword, true),
        wantsEnglish(request),
      );
      return signInAnswer(db, config, checked.userId, checked.reads);
    },
  }),
  route({
    method: 'GET',
    host: 'login',
    path: '/api/cas/client/validateLogin',
    summary:
      'validate a unified-portal ticket (headers X-Sign = sha256(ticket + X-TIMESTAMP + "nsp-sign"), X-TIMESTAMP) for the service ' +
      'it was issued to, whose casState binds it to the browser that started the sign-in',
    query: object({ ticket: str(256), service: { type: 'string' }, system: { type: 'string' } }, ['ticket']),
    async handler({ db, query, request, config }) {
      const ts = String(request.headers['x-timestamp'] ?? '');
      const sign = String(request.headers['x-sign'] ?? '');
      if (!ts) throw new BusinessError('X-TIMESTAMP: 不能为空 (is required)');
      if (!Number.isFinite(Number(ts)) || Math.abs(config.now() - Number(ts)) > 5 * 60 * 1000)
        throw new BusinessError('X-TIMESTAMP 已失效');
      if (sign.toLowerCase() !== sha256(query.ticket + ts + 'nsp-sign')) throw new BusinessError('X-Sign 签名无效');
      // taken (single use) before the binding is checked: a ticket tried in the wrong browser is burnt
      const row = await takeOneTime(db, config, 'ticket', query.ticket);
      if (!row?.user_id) throw new BusinessError('ticket 无效或已使用');
      if (!sameFlow(row.service, query.service)) throw new BusinessError(TICKET_NOT_BOUND);
      return signInAnswer(db, config, row.user_id);
    },
  }),
  route({
    method: 'POST',
    host: 'login',
    path: '/common/user/user/refresh_token',
    summary: 'exchange a refresh token (single use, in the body) for a new token pair; the old token stays valid 30 s',
    body: object({ refreshToken: str(256) }, ['refreshToken']),
    async handler({ db, body, config }) {
      const issued = await refreshSession(db, config, body.refreshToken);
      if (!issued) throw new BusinessError('refreshToken 无效或已使用，请重新登录', { status: 401 });
      return { token: issued.token, refreshToken: issued.refreshToken, expiresIn: config.tokenTtlSeconds };
    },
  }),
  route({
    method: 'POST',
    host: 'login',
    path: '/common/user/user/logout',
    summary: 'end the session of the X-Access-Token',
    async handler({ db, request }) {
      const token = tokenOf(request, 'login');
      if (token) await endSession(db, token);
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/authorized/dp/account',
    summary:
      'external entry: an encoded string whose first 11 characters are a single-use sign-in secret (60 s); only for ' +
      'a trusted system (header X-Entry-Secret) or a browser with an entry link (entry, target) minted by one',
    query: object(
      {
        account: str(64),
        entry: { type: 'string', maxLength: 128 },
        target: { type: 'string', maxLength: 128 },
      },
      ['account'],
    ),
    async handler({ db, query, request, user, config }) {
      let userId: string;
      if (trustedSystem(request, config)) {
        const u = await findUserByName(db, query.account);
        if (!u || u.status !== 1) throw new BusinessError(BAD_CREDENTIALS);
        userId = u.id;
      } else if (query.entry && config.externalEntrySecret) {
        // single use: the link is taken (deleted) whatever follows; bound to its account and target
        const row = await takeOneTime(db, config, 'entry', query.entry);
        const u = row?.user_id
          ? await db
              .selectFrom('users')
              .select(['id', 'username', 'status'])
              .where('id', '=', row.user_id)
              .executeTakeFirst()
          : undefined;
        if (!row || !u || u.status !== 1 || u.username !== query.account || row.service !== (query.target ?? '')) {
          throw new BusinessError(ENTRY_REFUSED, { status: 401 });
        }
        userId = u.id;
      } else if (user) {
        throw new BusinessError(NO_PERMISSION, { status: 403, code: '403' });
      } else {
        // anonymous: refused before any lookup, so the answer says nothing about the name
        throw new BusinessError(ENTRY_REFUSED, { status: 401 });
      }
      const secret = randomAlnum(11);
      await storeOneTime(db, config, { kind: 'account', secret, userId, ttlSeconds: 60 });
      return secret + randomAlnum(21);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/authorized/dp/entryLink',
    permission: 'public',
    summary:
      'external entry, server to server (header X-Entry-Secret): a single-use link (120 s) that signs the browser ' +
      'in as account and opens the repair order target',
    body: object({ account: str(64), target: str(128) }, ['account', 'target']),
    async handler({ db, body, request, config }) {
      // 'public' for the session check: the caller is a system, authenticated by the shared secret here.
      if (!trustedSystem(request, config)) throw new BusinessError(ENTRY_REFUSED, { status: 401 });
      const u = await findUserByName(db, body.account);
      if (!u || u.status !== 1) throw new BusinessError('账号不存在或已停用');
      const entry = randomToken(24);
      await storeOneTime(db, config, {
        kind: 'entry',
        secret: entry,
        userId: u.id,
        service: body.target,
        ttlSeconds: ENTRY_TTL_SECONDS,
      });
      const q = new URLSearchParams({ target: body.target, account: body.account, entry });
      return { entry, expiresIn: ENTRY_TTL_SECONDS, link: `/#/external?${q.toString()}` };
    },
  }),
]);
