// Sign-in security, more attacks (docs/gateway.md "Trust model"): the unified-portal page is no open
// redirect (dot segments, backslashes, encodings), a ticket is exchanged only for the flow of the browser that
// started it (casState), the password lock holds under a parallel burst (check-and-count is atomic, before the
// comparison), a request refused before the comparison counts nothing and the lock is per name AND address, the
// check-code image is capped per address, the change-password route counts and locks like a sign-in, and logout
// ends the token on the server.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databases, startGateway, type Gateway } from './harness';
import { PREFIX } from '../../server/http/envelope';
import type { Host } from '../../server/http/route';

const PASSWORD = 'Demo@2026';
const FIX = 'FIX1';
const MIN = 60_000;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each(databases)('sign-in security, second round, on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
    gw.config.checkCodeFixed = FIX;
  });
  afterAll(async () => {
    await gw?.close();
  });

  let keyNo = 0;
  const from = (
    address: string,
    host: Host,
    method: string,
    path: string,
    o: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) =>
    gw.app.inject({
      method: method as 'GET',
      url: PREFIX[host] + path,
      query: o.query ?? {},
      headers: o.headers ?? {},
      remoteAddress: address,
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  const commonLogin = (address: string, loginName: string, loginPwd: string) =>
    from(address, 'login', 'POST', '/common/user/user/common_login', {
      body: { loginName, loginPwd, checkCode: FIX, checkKey: `b${++keyNo}` },
    });
  const casPost = (address: string, username: string, password: string, service: string) =>
    gw.app.inject({
      method: 'POST',
      url: '/cas/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload: new URLSearchParams({ username, password, service, checkCode: FIX, checkKey: `b${++keyNo}` }).toString(),
    });
  const errText = (r: LightMyRequestResponse) => /<div class="err" role="alert">([^<]*)<\/div>/.exec(r.body)?.[1] ?? '';
  const validate = (ticket: string, service?: string) => {
    const ts = String(gw.config.now());
    return gw.call('login', 'GET', '/api/cas/client/validateLogin', {
      query: { ticket, system: 'sp', ...(service !== undefined ? { service } : {}) },
      headers: { 'x-timestamp': ts, 'x-sign': sha(ticket + ts + 'nsp-sign') },
    });
  };

  describe('unified-portal service: no open redirect', () => {
    const ALLOWED = ['http://localhost:8080', 'http://127.0.0.1:8080'];
    // what a browser on the gateway's page does with the Location header
    const landing = (r: LightMyRequestResponse) =>
      new URL(String(r.headers.location), 'http://localhost:8080/cas/login').origin;
    const OFF_SITE = [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/\\evil.example',
      '/./\\evil.example',
      '/x/..//evil.example',
      '/x/../..//evil.example',
      '/%2e%2e/%2e%2e//evil.example',
      '/.//evil.example/#/home',
      '/\t/evil.example',
      '/\n/evil.example',
      '/./%2e//evil.example',
      '/.\\/evil.example',
      '//evil.example',
      '///evil.example',
      '\\\\evil.example',
      ' //evil.example',
      'http:evil.example',
      'https:/evil.example',
      'http://localhost:8080@evil.example/',
      'http://evil.example\\@localhost:8080/',
      'javascript:alert(1)//localhost:8080',
      'data:text/html,<script>alert(1)</script>',
      'http://localhost:8080.evil.example/',
      '/.//evil.example?x=1',
    ];

    it(`${OFF_SITE.length} services that normalise to another host: the page stays with a message, no ticket leaves`, async () => {
      expect(OFF_SITE).toHaveLength(26);
      const offSite: string[] = [];
      for (const [i, service] of OFF_SITE.entries()) {
        const r = await casPost(`10.20.0.${i + 1}`, 'admin', PASSWORD, service);
        if (r.statusCode === 302 && !ALLOWED.includes(landing(r)))
          offSite.push(`${service} -> ${String(r.headers.location)}`);
        expect(r.statusCode, service).toBe(200);
        expect(errText(r), service).toBe('service 地址不被允许');
        // the GET page says so at once, too
        const page = await gw.app.inject({
          method: 'GET',
          url: `/cas/login?service=${encodeURIComponent(service)}`,
          remoteAddress: '10.20.1.1',
        });
        expect(errText(page), service).toBe('service 地址不被允许');
      }
      expect(offSite).toEqual([]);
      // no ticket was issued for any of them
      expect(await gw.db.selectFrom('one_time_codes').select('id').where('kind', '=', 'ticket').execute()).toEqual([]);
    });

    it('same-site services still work: relative paths and the configured origins', async () => {
      for (const service of [
        '/',
        '/#/home',
        '/?a=1#/x',
        '/%2e/x',
        'http://localhost:8080/#/',
        'http://127.0.0.1:8080/?casState=abc',
      ]) {
        const r = await casPost('10.20.2.1', 'admin', PASSWORD, service);
        expect(r.statusCode, service).toBe(302);
        expect(ALLOWED, service).toContain(landing(r));
        expect(String(r.headers.location), service).toMatch(/[?&]ticket=ST-/);
      }
      await gw.db.deleteFrom('one_time_codes').where('kind', '=', 'ticket').execute();
    });
  });

  describe('login CSRF: a ticket belongs to the flow that started it', () => {
    const stateA = 'stateOfBrowserA-0123456789';
    const stateB = 'stateOfBrowserB-9876543210';
    const service = (state: string) => `http://127.0.0.1:8080/?casState=${state}`;
    const ticketFor = async (address: string, user: string, svc: string) => {
      const r = await casPost(address, user, PASSWORD, svc);
      expect(r.statusCode, String(r.body).slice(0, 200)).toBe(302);
      return new URL(String(r.headers.location), 'http://127.0.0.1:8080/').searchParams.get('ticket')!;
    };

    it("the attacker's ticket (their state) does not sign in a browser with another state or none; it is burnt", async () => {
      const ticket = await ticketFor('10.21.0.1', 'sp01', service(stateA));
      const victim = await validate(ticket, service(stateB));
      expect(victim.statusCode).toBe(417);
      expect(victim.json().message).toMatch(/^ticket 不属于本浏览器发起的登录/);
      expect(victim.json().result).toBeNull();
      // single use: tried once in the wrong browser, it is gone for the right one too
      expect((await validate(ticket, service(stateA))).json().message).toBe('ticket 无效或已使用');
      // no service at all (the old shell) and a service without a state: refused
      const t2 = await ticketFor('10.21.0.1', 'sp01', service(stateA));
      expect((await validate(t2)).statusCode).toBe(417);
      const t3 = await ticketFor('10.21.0.1', 'sp01', 'http://127.0.0.1:8080/');
      expect((await validate(t3, 'http://127.0.0.1:8080/')).json().message).toMatch(/^ticket 不属于本浏览器发起的登录/);
    });

    it('the browser that started the flow signs in (absolute or relative service)', async () => {
      const ticket = await ticketFor('10.21.0.2', 'sp01', service(stateA));
      const ok = await validate(ticket, service(stateA));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().result.userInfo.username).toBe('sp01');
      const rel = await ticketFor('10.21.0.2', 'sp01', `/?casState=${stateB}`);
      expect((await validate(rel, `http://127.0.0.1:8080/?casState=${stateB}`)).statusCode).toBe(200);
    });
  });

  describe('the password lock under a parallel burst', () => {
    it('39 wrong and 1 right sent at once: at most the 5 free attempts are compared, the right one does not get in', async () => {
      const addr = '10.22.0.1';
      const wrong = Array.from({ length: 39 }, (_, i) => commonLogin(addr, 'manager01', `wrong-${i}`));
      const right = commonLogin(addr, 'manager01', PASSWORD);
      const answers = await Promise.all([...wrong, right]);
      const evaluated = answers.filter((r) => r.statusCode === 200 || r.json().message === '用户名或密码错误').length;
      const refused = answers.filter((r) => r.statusCode === 429).length;
      const rightStatus = answers[39].statusCode;
      console.log(
        `parallel burst on ${kind}: ${evaluated} of 40 compared, ${refused} refused (429), the right password: ${rightStatus}`,
      );
      expect(evaluated).toBeLessThanOrEqual(5);
      expect(evaluated + refused).toBe(40);
      expect(rightStatus).toBe(429);
      // the count in the table is the compared attempts, nothing more
      const row = await gw.db
        .selectFrom('signin_failures')
        .select('failures')
        .where('key', '=', `a:${addr}|manager01`)
        .executeTakeFirstOrThrow();
      expect(row.failures).toBe(evaluated);
    });

    it('60 wrong guesses at once, over three password routes: 5 compared', async () => {
      const addr = '10.22.0.2';
      const calls = Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? commonLogin(addr, 'center01', `w${i}`)
          : i % 3 === 1
            ? from(addr, 'login', 'POST', '/common/user/user/login', {
                body: { userName: 'center01', userPassword: `w${i}`, checkCode: FIX, checkKey: `p${i}` },
              })
            : casPost(addr, 'center01', `w${i}`, '/'),
      );
      const answers = await Promise.all(calls);
      const compared = answers.filter((r) => r.body.includes('用户名或密码错误')).length;
      console.log(`60 parallel guesses on ${kind}: ${compared} compared`);
      expect(compared).toBe(5);
    });
  });

  describe('no lockout by a third party', () => {
    it('five bare /login calls (no check code) count nothing; the user signs in from anywhere', async () => {
      const attacker = '10.23.0.1';
      for (let i = 0; i < 5; i++) {
        const r = await from(attacker, 'login', 'POST', '/common/user/user/login', {
          body: { userName: 'admin', userPassword: `x${i}` },
        });
        expect(r.statusCode).toBe(417);
        expect(r.json().message).toBe('checkCode: 不能为空 (is required)');
      }
      // a wrong check code is refused before the comparison too
      for (let i = 0; i < 5; i++) {
        const r = await from(attacker, 'login', 'POST', '/common/user/user/login', {
          body: { userName: 'admin', userPassword: `x${i}`, checkCode: 'zzzz', checkKey: `z${i}` },
        });
        expect(r.json().message).toBe('验证码错误或已失效');
      }
      expect(await gw.db.selectFrom('signin_failures').select('key').where('key', 'like', '%admin').execute()).toEqual(
        [],
      );
      expect((await commonLogin('10.23.0.2', 'admin', PASSWORD)).statusCode).toBe(200);
      expect((await commonLogin(attacker, 'admin', PASSWORD)).statusCode).toBe(200);
    });

    it('real wrong passwords from one address lock that address only: the user elsewhere signs in', async () => {
      const attacker = '10.23.1.1';
      for (let i = 0; i < 8; i++) await commonLogin(attacker, 'fin01', `guess-${i}`);
      expect((await commonLogin(attacker, 'fin01', PASSWORD)).statusCode).toBe(429);
      expect((await commonLogin('10.23.1.2', 'fin01', PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('the check-code image', () => {
    const image = (address: string, key: string) =>
      from(address, 'login', 'GET', '/common/user/user/checkCode', { query: { key } });
    const codes = async () =>
      Number(
        (
          await gw.db
            .selectFrom('one_time_codes')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', 'checkCode')
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('a flood from one address is capped (CHECK_CODE_RATE_PER_MINUTE) and writes no more rows; unused codes expire', async () => {
      const before = await codes();
      const answers: number[] = [];
      for (let i = 0; i < 300; i++) answers.push((await image('10.24.0.1', `flood-${i}`)).statusCode);
      const served = answers.filter((s) => s === 200).length;
      console.log(
        `check-code flood on ${kind}: ${served} of 300 served, ${answers.filter((s) => s === 429).length} refused`,
      );
      expect(served).toBe(gw.config.checkCodeRatePerMinute);
      expect(answers.filter((s) => s === 429)).toHaveLength(300 - served);
      expect((await codes()) - before).toBeLessThanOrEqual(gw.config.checkCodeRatePerMinute);
      const capped = await image('10.24.0.1', 'flood-x');
      expect(capped.json()).toMatchObject({
        success: false,
        code: 429,
        message: expect.stringMatching(/^请求过于频繁/),
      });
      // another address is not affected; the password routes have their own count
      expect((await image('10.24.0.2', 'other')).statusCode).toBe(200);
      expect((await commonLogin('10.24.0.1', 'qf01', PASSWORD)).statusCode).toBe(200);
      // unused codes expire (5 min) and are removed as new ones come in
      gw.clock.offset = 7 * MIN;
      try {
        expect((await image('10.24.0.3', 'later')).statusCode).toBe(200);
        expect(await codes()).toBe(1);
      } finally {
        gw.clock.offset = 0;
      }
    });
  });

  describe('change password', () => {
    it('a stolen token cannot guess the old password without limit: counted and locked like a sign-in', async () => {
      const token = await gw.tokenFor('sp02');
      const change = (oldpassword: string) =>
        gw.app.inject({
          method: 'PUT',
          url: '/console/sys/user/changePassword',
          remoteAddress: '10.25.0.1',
          headers: { 'x-access-token': token },
          payload: { username: 'sp02', oldpassword, password: 'NewPass2026x', confirmpassword: 'NewPass2026x' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const r = await change(`guess-${i}`);
        statuses.push(r.statusCode);
        if (i < 5) expect(r.json().message, `guess ${i + 1}`).toBe('oldpassword: 旧密码错误');
        else expect(r.statusCode, `guess ${i + 1}`).toBe(429);
      }
      const right = await change(PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^登录失败次数过多/);
      // the password is unchanged
      expect((await commonLogin('10.25.0.2', 'sp02', PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('logout', () => {
    it('ends the token and its refresh token on the server', async () => {
      const signedIn = (await commonLogin('10.26.0.1', 'biz01', PASSWORD)).json().result;
      expect(
        (await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token: signedIn.token }))
          .statusCode,
      ).toBe(200);
      expect((await gw.call('login', 'POST', '/common/user/user/logout', { token: signedIn.token })).statusCode).toBe(
        200,
      );
      expect(
        (await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token: signedIn.token }))
          .statusCode,
      ).toBe(401);
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token: signedIn.token })).statusCode).toBe(
        401,
      );
      expect(
        (
          await gw.call('login', 'POST', '/common/user/user/refresh_token', {
            body: { refreshToken: signedIn.refreshToken },
          })
        ).statusCode,
      ).toBe(401);
    });
  });
});
