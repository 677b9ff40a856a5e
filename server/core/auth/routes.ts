// Login host: check code, common login, login by account secret, ticket validation, refresh, logout; and the
// gateway's account call (the external entry's short-lived secret).
import svgCaptcha from 'svg-captcha';
import { defineRoutes, BusinessError } from '../../http/route';
import { endSession, refreshSession } from '../../auth/session';
import { randomAlnum, sha256 } from '../../auth/tokens';
import { tokenOf } from '../../http/register';
import {
  checkCodeId, checkPassword, findUserByName, signInAnswer, storeOneTime, takeOneTime, verifyCheckCode, BAD_CREDENTIALS,
} from './signin';

const str = (max = 128) => ({ type: 'string', minLength: 1, maxLength: max });

export const authRoutes = defineRoutes([
  {
    method: 'GET', host: 'login', path: '/common/user/user/checkCode', permission: 'public', raw: true,
    summary: 'check-code image (SVG) for one sign-in attempt',
    query: { type: 'object', required: ['key'], properties: { key: str(64) } },
    async handler({ db, query, reply, config }) {
      const cap = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
      await storeOneTime(db, config, {
        kind: 'checkCode', id: checkCodeId(query.key), secret: `${query.key}:${cap.text.toLowerCase()}`, ttlSeconds: 300,
      });
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(cap.data);
    },
  },
  {
    method: 'POST', host: 'login', path: '/common/user/user/common_login', permission: 'public',
    summary: 'sign in with user name, password and check code',
    body: {
      type: 'object', required: ['loginName', 'loginPwd', 'checkCode', 'checkKey'],
      properties: {
        loginName: str(64), loginPwd: str(128), checkCode: str(16), checkKey: str(64),
        providerSys: { type: 'string' }, loginType: { type: 'string' },
      },
    },
    async handler({ db, body, config }) {
      await verifyCheckCode(db, config, body.checkKey, body.checkCode);
      const userId = await checkPassword(db, body.loginName, body.loginPwd);
      return signInAnswer(db, config, userId);
    },
  },
  {
    method: 'POST', host: 'login', path: '/common/user/user/login', permission: 'public',
    summary: 'sign in with user name and password or the account call secret (external entry)',
    body: {
      type: 'object', required: ['userName', 'userPassword'],
      properties: { userName: str(64), userPassword: str(128), provideSys: { type: 'string' } },
    },
    async handler({ db, body, config }) {
      const u = await findUserByName(db, body.userName);
      if (u && (await takeOneTime(db, config, 'account', body.userPassword, u.id))) return signInAnswer(db, config, u.id);
      const userId = await checkPassword(db, body.userName, body.userPassword);
      return signInAnswer(db, config, userId);
    },
  },
  {
    method: 'GET', host: 'login', path: '/api/cas/client/validateLogin', permission: 'public',
    summary: 'validate a unified-portal ticket (headers X-Sign = sha256(ticket + X-TIMESTAMP + "nsp-sign"), X-TIMESTAMP)',
    query: {
      type: 'object', required: ['ticket'],
      properties: { ticket: str(256), service: { type: 'string' }, system: { type: 'string' } },
    },
    async handler({ db, query, request, config }) {
      const ts = String(request.headers['x-timestamp'] ?? '');
      const sign = String(request.headers['x-sign'] ?? '');
      if (!ts) throw new BusinessError('X-TIMESTAMP: 不能为空 (is required)');
      if (!Number.isFinite(Number(ts)) || Math.abs(config.now() - Number(ts)) > 5 * 60 * 1000) throw new BusinessError('X-TIMESTAMP 已失效');
      if (sign.toLowerCase() !== sha256(query.ticket + ts + 'nsp-sign')) throw new BusinessError('X-Sign 签名无效');
      const row = await takeOneTime(db, config, 'ticket', query.ticket);
      if (!row?.user_id) throw new BusinessError('ticket 无效或已使用');
      return signInAnswer(db, config, row.user_id);
    },
  },
  {
    method: 'GET', host: 'login', path: '/common/user/user/refresh_token', permission: 'public',
    summary: 'exchange a refresh token (single use) for a new token pair; the old token stays valid 30 s',
    query: { type: 'object', required: ['refreshToken'], properties: { refreshToken: str(256) } },
    async handler({ db, query, config }) {
      const issued = await refreshSession(db, config, query.refreshToken);
      if (!issued) throw new BusinessError('refreshToken 无效或已使用，请重新登录', { status: 401 });
      return { token: issued.token, refreshToken: issued.refreshToken, expiresIn: config.tokenTtlSeconds };
    },
  },
  {
    method: 'POST', host: 'login', path: '/common/user/user/logout', permission: 'session',
    summary: 'end the session of the X-Access-Token',
    async handler({ db, request, config }) {
      const token = tokenOf(request, 'login');
      if (token) await endSession(db, token);
      return null;
    },
  },
  {
    method: 'GET', host: 'gateway', path: '/authorized/dp/account', permission: 'public',
    summary: 'external entry: an encoded string whose first 11 characters are a single-use sign-in secret (60 s)',
    query: { type: 'object', required: ['account'], properties: { account: str(64) } },
    async handler({ db, query, config }) {
      const u = await findUserByName(db, query.account);
      if (!u || u.status !== 1) throw new BusinessError(BAD_CREDENTIALS);
      const secret = randomAlnum(11);
      await storeOneTime(db, config, { kind: 'account', secret, userId: u.id, ttlSeconds: 60 });
      return secret + randomAlnum(21);
    },
  },
]);
