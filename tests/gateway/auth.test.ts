// Sign-in paths, tokens (expiry -> N1000, refresh, 401), signed calls and the account call.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each(databases)('sign-in and tokens on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const checkCodeOf = async (key: string) => {
    const r = await gw.call('login', 'GET', '/common/user/user/checkCode', { query: { key } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/png');
    return r.body;
  };
  // The SVG hides its text; the test reads the stored hash by trying every 4-char answer is impossible, so it
  // checks the wrong code and then the fixed code path.
  it('refuses a wrong check code, and a check code is used once', async () => {
    await checkCodeOf('k1');
    const r = await gw.call('login', 'POST', '/common/user/user/common_login', {
      body: {
        loginName: 'sp01',
        loginPwd: 'Demo@2026',
        checkCode: 'zzzz',
        checkKey: 'k1',
        providerSys: 'sp',
        loginType: 'common',
      },
    });
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ success: false, message: '验证码错误或已失效' });
  });

  it('accepts the right check code once (CHECK_CODE_FIXED) and answers the sign-in shape', async () => {
    gw.config.checkCodeFixed = 'FIX1';
    try {
      const r = await gw.call('login', 'POST', '/common/user/user/common_login', {
        body: {
          loginName: 'sp01',
          loginPwd: 'Demo@2026',
          checkCode: 'FIX1',
          checkKey: 'k2',
          providerSys: 'sp',
          loginType: 'common',
        },
      });
      expect(r.statusCode).toBe(200);
      const res = r.json().result;
      expect(res.token).toBeTruthy();
      expect(res.userInfo).toMatchObject({ username: 'sp01', providerId: 'sp' });
      expect(res.roles).toEqual([
        { roleId: 'R_provider', roleCode: 'provider' },
        { roleId: 'R_qualitFeedback', roleCode: 'qualitFeedback' },
      ]);
      expect(res.userInfo.roleIds).toEqual([{ roleId: 'R_provider', roleCode: 'provider' }]);
      expect(res.type.identity).toBe('FACILITATOR');
      const bad = await gw.call('login', 'POST', '/common/user/user/common_login', {
        body: { loginName: 'sp01', loginPwd: 'wrong-pass', checkCode: 'FIX1', checkKey: 'k3' },
      });
      expect(bad.statusCode).toBe(417);
      expect(bad.json().message).toBe('用户名或密码错误');
    } finally {
      gw.config.checkCodeFixed = undefined;
    }
  });

  it('signs in through the unified-portal page with a single-use ticket and checks X-Sign', async () => {
    // the service carries the state of the browser that started the flow (casState); the ticket is validated for it
    const service = 'http://localhost:8080/?casState=state-of-this-browser-01';
    const page = await gw.call('login', 'GET', '/cas/login', { query: { service: 'http://localhost:8080/#/' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form');
    expect(page.body).toMatch(/<img src="\/common\/user\/user\/checkCode\?key=[\w-]+"/);
    gw.config.checkCodeFixed = 'FIX1';
    const post = await gw.app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload:
        'username=admin&password=Demo%402026&checkCode=FIX1&checkKey=c1&service=' + encodeURIComponent(`${service}#/`),
    });
    expect(post.statusCode).toBe(302);
    const ticket = new URL(post.headers.location as string).searchParams.get('ticket')!;
    expect(ticket).toMatch(/^ST-/);
    const ts = String(gw.config.now());
    const bad = await gw.call('login', 'GET', '/api/cas/client/validateLogin', {
      query: { ticket, system: 'sp', service },
      headers: { 'x-timestamp': ts, 'x-sign': 'forged' },
    });
    expect(bad.statusCode).toBe(417);
    const ok = await gw.call('login', 'GET', '/api/cas/client/validateLogin', {
      query: { ticket, system: 'sp', service },
      headers: { 'x-timestamp': ts, 'x-sign': sha(ticket + ts + 'nsp-sign') },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.userInfo.username).toBe('admin');
    const again = await gw.call('login', 'GET', '/api/cas/client/validateLogin', {
      query: { ticket, system: 'sp', service },
      headers: { 'x-timestamp': ts, 'x-sign': sha(ticket + ts + 'nsp-sign') },
    });
    expect(again.statusCode).toBe(417);
    const wrongPw = await gw.app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=nope&checkCode=FIX1&checkKey=c2&service=%2F',
    });
    expect(wrongPw.statusCode).toBe(200);
    expect(wrongPw.body).toContain('用户名或密码错误');
    const foreign = await gw.app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'username=admin&password=Demo%402026&checkCode=FIX1&checkKey=c3&service=' +
        encodeURIComponent('https://evil.example/'),
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).toContain('service 地址不被允许');
    gw.config.checkCodeFixed = undefined;
    const noCode = await gw.app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=Demo%402026&service=%2F',
    });
    expect(noCode.statusCode).toBe(200);
    expect(noCode.body).toContain('验证码错误或已失效');
  });

  it('account call (trusted system): an 11-char single-use secret for login', async () => {
    gw.config.externalEntrySecret = 'shared-entry-secret';
    const r = await gw.call('gateway', 'GET', '/authorized/dp/account', {
      query: { account: 'wz01' },
      headers: { 'x-entry-secret': 'shared-entry-secret' },
    });
    gw.config.externalEntrySecret = undefined;
    expect(r.statusCode).toBe(200);
    const secret = (r.json().data as string).slice(0, 11);
    expect((r.json().data as string).length).toBeGreaterThan(11);
    const login = await gw.call('login', 'POST', '/common/user/user/login', {
      body: { userName: 'wz01', userPassword: secret, provideSys: 'sp' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().result.userInfo.username).toBe('wz01');
    const twice = await gw.call('login', 'POST', '/common/user/user/login', {
      body: { userName: 'wz01', userPassword: secret },
    });
    expect(twice.statusCode).toBe(417);
  });

  it('signed calls: timestamp required and at most 5 minutes off', async () => {
    const token = await gw.tokenFor('admin');
    const missing = await gw.call('gateway', 'GET', '/getAllRegionList', { token, unsigned: true });
    expect(missing.statusCode).toBe(417);
    expect(missing.json().message).toContain('timestamp');
    const old = await gw.call('gateway', 'GET', '/getAllRegionList', {
      token,
      unsigned: true,
      query: { timestamp: gw.config.now() - 6 * 60_000, sign: 'nsp-sign' },
    });
    expect(old.statusCode).toBe(417);
    expect(old.json()).toMatchObject({ result: 'FAILED', message: 'timestamp 已失效' });
    const ok = await gw.call('gateway', 'GET', '/getAllRegionList', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.length).toBeGreaterThan(30);
  });

  it('missing or forged token -> 401; expired -> N1000; refresh renews once; old token lives 30 s', async () => {
    expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no')).statusCode).toBe(401);
    expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token: 'forged' })).statusCode).toBe(401);
    expect(
      (await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token: 'forged' })).statusCode,
    ).toBe(401);
    gw.config.checkCodeFixed = 'FIX1';
    const signIn = await gw.call('login', 'POST', '/common/user/user/common_login', {
      body: { loginName: 'biz01', loginPwd: 'Demo@2026', checkCode: 'FIX1', checkKey: 'k9' },
    });
    gw.config.checkCodeFixed = undefined;
    const { token, refreshToken } = signIn.json().result;
    expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token })).json().data).toEqual([
      { itemValue: '1', itemText: '是', itemTextEn: 'Yes' },
      { itemValue: '0', itemText: '否', itemTextEn: 'No' },
    ]);
    gw.clock.offset = (gw.config.tokenTtlSeconds + 5) * 1000;
    try {
      const expired = await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token });
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toEqual({ result: 'FAILED', code: 'N1000', message: 'token已过期' });
      const expiredLogin = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token });
      expect(expiredLogin.json()).toMatchObject({ success: false, code: 'N1000' });
      const r = await gw.call('login', 'POST', '/common/user/user/refresh_token', { body: { refreshToken } });
      expect(r.statusCode).toBe(200);
      const fresh = r.json().result;
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token: fresh.token })).statusCode).toBe(200);
      expect(
        (await gw.call('login', 'POST', '/common/user/user/refresh_token', { body: { refreshToken } })).statusCode,
      ).toBe(401);
      // A refresh before expiry keeps the old token 30 s, then it expires.
      const r2 = (
        await gw.call('login', 'POST', '/common/user/user/refresh_token', {
          body: { refreshToken: fresh.refreshToken },
        })
      ).json().result;
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token: fresh.token })).statusCode).toBe(200);
      gw.clock.offset += 31_000;
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token: fresh.token })).json().code).toBe(
        'N1000',
      );
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token: r2.token })).statusCode).toBe(200);
    } finally {
      gw.clock.offset = 0;
    }
  });

  it('logout ends the session', async () => {
    const token = await gw.tokenFor('fin01');
    expect((await gw.call('login', 'POST', '/common/user/user/logout', { token })).statusCode).toBe(200);
    expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token })).statusCode).toBe(401);
  });

  it('a user without roles signs in and gets an empty menu', async () => {
    gw.config.checkCodeFixed = 'FIX1';
    const r = await gw.call('login', 'POST', '/common/user/user/common_login', {
      body: { loginName: 'norole01', loginPwd: 'Demo@2026', checkCode: 'FIX1', checkKey: 'k10' },
    });
    gw.config.checkCodeFixed = undefined;
    expect(r.statusCode).toBe(200);
    expect(r.json().result.roles).toEqual([]);
    const menu = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', {
      token: r.json().result.token,
    });
    expect(menu.json().result.menu).toEqual([]);
  });
});
