// Sign-in and sessions as an attacker would try them (docs/gateway.md "Trust model" and "Password guessing
// and account enumeration"): the external entry only for a trusted system or its single-use link, password guessing
// throttled per account name and per address, check codes on every browser password route, freezing ends sessions,
// refresh in a POST body, unified-portal services on configured origins only, and no answer tells known names from
// unknown ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databases, startGateway, type Gateway } from './harness';
import { PREFIX } from '../../server/http/envelope';
import type { Host } from '../../server/http/route';
import { sha256 } from '../../server/auth/tokens';

const PASSWORD = 'Demo@2026';
const SECRET = 'test-entry-secret-0123456789';
const FIX = 'FIX1';
const MIN = 60_000;

describe.each(databases)('sign-in security on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
    gw.config.checkCodeFixed = FIX;
  });
  afterAll(async () => {
    await gw?.close();
  });

  /** A call from a given client address (each test uses its own, so address counters do not mix). */
  const from = (
    address: string,
    host: Host,
    method: string,
    path: string,
    o: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const query: Record<string, string> =
      host === 'gateway' ? { timestamp: String(gw.config.now()), sign: 'nsp-sign', ...o.query } : { ...o.query };
    return gw.app.inject({
      method: method as 'GET',
      url: PREFIX[host] + path,
      query,
      headers: o.headers ?? {},
      remoteAddress: address,
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  };
  let keyNo = 0;
  const commonLogin = (address: string, loginName: string, loginPwd: string, headers: Record<string, string> = {}) =>
    from(address, 'login', 'POST', '/common/user/user/common_login', {
      body: { loginName, loginPwd, checkCode: FIX, checkKey: `k${++keyNo}` },
      headers,
    });
  const casPost = (address: string, username: string, password: string, service = '/#/') =>
    gw.app.inject({
      method: 'POST',
      url: '/cas/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload: new URLSearchParams({ username, password, service, checkCode: FIX, checkKey: `k${++keyNo}` }).toString(),
    });
  /** status and body without the envelope's timestamp */
  const answer = (r: LightMyRequestResponse) => {
    const { timestamp: _t, ...body } = r.json() as Record<string, unknown>;
    return { status: r.statusCode, ...body };
  };
  const errText = (r: LightMyRequestResponse) => /<div class="err" role="alert">([^<]*)<\/div>/.exec(r.body)?.[1] ?? '';
  const userId = async (username: string) =>
    (await gw.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const withClock = async (offset: number, fn: () => Promise<void>) => {
    gw.clock.offset = offset;
    try {
      await fn();
    } finally {
      gw.clock.offset = 0;
    }
  };

  describe('external entry', () => {
    const account = (address: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
      from(address, 'gateway', 'GET', '/authorized/dp/account', { query, headers });
    const mint = (body: unknown, secret?: string) =>
      from('10.1.0.1', 'gateway', 'POST', '/authorized/dp/entryLink', {
        body,
        headers: secret ? { 'x-entry-secret': secret } : {},
      });

    it('the account call: anonymous 401 (known or unknown name alike), signed in 403 (provider and admin)', async () => {
      gw.config.externalEntrySecret = SECRET;
      const admin = await account('10.1.0.2', { account: 'admin' });
      const nobody = await account('10.1.0.2', { account: 'no-such-user-x' });
      expect(admin.statusCode).toBe(401);
      expect(admin.json()).toEqual({ result: 'FAILED', code: '401', message: '外部入口链接无效或已过期' });
      expect(nobody.statusCode).toBe(admin.statusCode);
      expect(nobody.body).toBe(admin.body);
      for (const user of ['sp01', 'admin']) {
        const token = await gw.tokenFor(user);
        const r = await account('10.1.0.2', { account: 'admin' }, { authorization: token });
        expect(r.statusCode, user).toBe(403);
        expect(r.json()).toMatchObject({ result: 'FAILED', code: '403', message: '无权限访问' });
      }
      // a wrong shared secret is no trusted caller; unset, nobody is
      expect((await account('10.1.0.2', { account: 'admin' }, { 'x-entry-secret': 'guess' })).statusCode).toBe(401);
      gw.config.externalEntrySecret = undefined;
      expect((await account('10.1.0.2', { account: 'admin' }, { 'x-entry-secret': SECRET })).statusCode).toBe(401);
      // and the old takeover: nothing to sign in with
      const login = await from('10.1.0.2', 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'admin', userPassword: 'AAAAAAAAAAA' },
      });
      expect(login.statusCode).toBe(417);
    });

    it('a trusted system gets the secret (X-Entry-Secret); the secret signs in once, without a check code', async () => {
      gw.config.externalEntrySecret = SECRET;
      const r = await account('10.1.0.3', { account: 'wz01' }, { 'x-entry-secret': SECRET });
      expect(r.statusCode).toBe(200);
      const secret = String(r.json().data).slice(0, 11);
      const login = await from('10.1.0.3', 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'wz01', userPassword: secret },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().result.userInfo.username).toBe('wz01');
      const again = await from('10.1.0.3', 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'wz01', userPassword: secret },
      });
      expect(again.statusCode).toBe(417);
      gw.config.externalEntrySecret = undefined;
    });

    it('an entry link: minted only with the secret, single use, bound to account and target, 120 s', async () => {
      gw.config.externalEntrySecret = SECRET;
      expect((await mint({ account: 'sp01', target: 'RO1' })).statusCode).toBe(401);
      expect((await mint({ account: 'sp01', target: 'RO1' }, 'wrong')).statusCode).toBe(401);
      const m = await mint({ account: 'sp01', target: 'RO1' }, SECRET);
      expect(m.statusCode).toBe(200);
      const { entry, link, expiresIn } = m.json().data;
      expect(expiresIn).toBe(120);
      expect(link).toBe(`/#/external?target=RO1&account=sp01&entry=${entry}`);
      // the browser (anonymous) with the link
      const ok = await account('10.1.0.4', { account: 'sp01', entry, target: 'RO1' });
      expect(ok.statusCode).toBe(200);
      const login = await from('10.1.0.4', 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'sp01', userPassword: String(ok.json().data).slice(0, 11) },
      });
      expect(login.json().result.userInfo.username).toBe('sp01');
      // used once
      expect((await account('10.1.0.4', { account: 'sp01', entry, target: 'RO1' })).statusCode).toBe(401);
      // bound to its account and its target (and taken by the failed try)
      const other = (await mint({ account: 'sp01', target: 'RO2' }, SECRET)).json().data.entry;
      expect((await account('10.1.0.4', { account: 'admin', entry: other, target: 'RO2' })).statusCode).toBe(401);
      expect((await account('10.1.0.4', { account: 'sp01', entry: other, target: 'RO2' })).statusCode).toBe(401);
      const third = (await mint({ account: 'sp01', target: 'RO3' }, SECRET)).json().data.entry;
      expect((await account('10.1.0.4', { account: 'sp01', entry: third, target: 'RO4' })).statusCode).toBe(401);
      // forged
      expect(
        (await account('10.1.0.4', { account: 'sp01', entry: 'forged-entry-token', target: 'RO1' })).statusCode,
      ).toBe(401);
      // expired after 120 s
      const late = (await mint({ account: 'sp01', target: 'RO5' }, SECRET)).json().data.entry;
      await withClock(121_000, async () => {
        expect((await account('10.1.0.4', { account: 'sp01', entry: late, target: 'RO5' })).statusCode).toBe(401);
      });
      // an unknown or frozen account gets no link
      expect((await mint({ account: 'no-such-user-x', target: 'RO1' }, SECRET)).statusCode).toBe(417);
      gw.config.externalEntrySecret = undefined;
    });
  });

  describe('password guessing', () => {
    it('30 wrong passwords, then the right one: refused (429) until the lock ends; unknown names get the same answer', async () => {
      const addr = '10.2.0.1';
      for (let i = 0; i < 30; i++) {
        const r = await commonLogin(addr, 'sp02', `wrong-${i}`);
        if (i < 5) expect(r.json().message, `attempt ${i + 1}`).toBe('用户名或密码错误');
        else expect(r.statusCode, `attempt ${i + 1}`).toBe(429);
      }
      const right = await commonLogin(addr, 'sp02', PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(answer(right)).toEqual({
        status: 429,
        success: false,
        code: 429,
        result: null,
        message: expect.stringMatching(/^登录失败次数过多，请 \d+ 分钟后再试$/),
      });
      const english = await commonLogin(addr, 'sp02', PASSWORD, { language: 'en_US' });
      expect(english.json().message).toMatch(/^Too many failed sign-ins, please try again in \d+ minutes?$/);
      // the same lock on login (password path) and the unified-portal page
      const login = await from(addr, 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'sp02', userPassword: PASSWORD, checkCode: FIX, checkKey: 'x1' },
      });
      expect(login.statusCode).toBe(429);
      const cas = await casPost(addr, 'sp02', PASSWORD);
      expect(cas.statusCode).toBe(429);
      expect(errText(cas)).toMatch(/登录失败次数过多/);
      // an unknown name, from another address: the identical sequence of answers
      for (let i = 0; i < 30; i++) {
        const [known, unknown] = [
          await commonLogin('10.2.0.2', 'sp01', `bad-${i}`),
          await commonLogin('10.2.0.3', 'ghost-user-01', `bad-${i}`),
        ];
        expect(answer(unknown), `attempt ${i + 1}`).toEqual(answer(known));
      }
      // the window passes: the right password works again and clears the count
      await withClock(16 * MIN, async () => {
        const later = await commonLogin(addr, 'sp02', PASSWORD);
        expect(later.statusCode).toBe(200);
        expect(later.json().result.userInfo.username).toBe('sp02');
        expect((await commonLogin('10.2.0.2', 'sp01', PASSWORD)).statusCode).toBe(200);
      });
    });

    it('the lock grows: 1 min after the 5th failure, then 2 min after the 6th', async () => {
      const addr = '10.2.1.1';
      for (let i = 0; i < 5; i++) await commonLogin(addr, 'center01', 'nope');
      expect((await commonLogin(addr, 'center01', PASSWORD)).statusCode).toBe(429);
      await withClock(61_000, async () => {
        expect((await commonLogin(addr, 'center01', 'nope')).json().message).toBe('用户名或密码错误'); // the 6th failure
        expect((await commonLogin(addr, 'center01', PASSWORD)).json().message).toBe(
          '登录失败次数过多，请 2 分钟后再试',
        );
      });
      await withClock(61_000 + 2 * MIN + 1000, async () => {
        expect((await commonLogin(addr, 'center01', PASSWORD)).statusCode).toBe(200);
      });
    });

    it("a success clears the account name's failures", async () => {
      const addr = '10.2.2.1';
      for (let i = 0; i < 4; i++) await commonLogin(addr, 'fin01', 'nope');
      expect((await commonLogin(addr, 'fin01', PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await commonLogin(addr, 'fin01', 'nope')).json().message).toBe('用户名或密码错误');
      expect((await commonLogin(addr, 'fin01', PASSWORD)).statusCode).toBe(200);
    });

    it('an address: 20 failures in 15 min (any names) lock it for every account for 15 min', async () => {
      const addr = '10.2.3.1';
      for (let i = 0; i < 20; i++)
        expect((await commonLogin(addr, `spray-${i}`, 'Summer2026!')).json().message).toBe('用户名或密码错误');
      const locked = await commonLogin(addr, 'qf01', PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('登录失败次数过多，请 15 分钟后再试');
      // another address is not affected
      expect((await commonLogin('10.2.3.2', 'qf01', PASSWORD)).statusCode).toBe(200);
      await withClock(15 * MIN + 1000, async () => {
        expect((await commonLogin(addr, 'qf01', PASSWORD)).statusCode).toBe(200);
      });
    });

    it('the unified-portal page counts failures too', async () => {
      const addr = '10.2.4.1';
      for (let i = 0; i < 5; i++) expect(errText(await casPost(addr, 'manager01', 'nope'))).toBe('用户名或密码错误');
      const r = await casPost(addr, 'manager01', PASSWORD);
      expect(r.statusCode).toBe(429);
      expect(errText(r)).toBe('登录失败次数过多，请 1 分钟后再试');
    });

    it('@fastify/rate-limit caps requests per address on the password routes only (SIGNIN_RATE_PER_MINUTE)', async () => {
      const addr = '10.2.5.1';
      gw.config.signinRatePerMinute = 5;
      try {
        for (let i = 0; i < 5; i++) expect((await commonLogin(addr, 'rate-x', 'nope')).statusCode).not.toBe(429);
        const capped = await commonLogin(addr, 'biz01', PASSWORD);
        expect(capped.statusCode).toBe(429);
        expect(capped.json()).toMatchObject({
          success: false,
          code: 429,
          message: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/),
        });
        expect(capped.headers['retry-after']).toBeTruthy();
        expect(
          (
            await from(addr, 'login', 'POST', '/common/user/user/login', {
              body: { userName: 'biz01', userPassword: 'x' },
            })
          ).statusCode,
        ).toBe(429);
        // other routes are not capped
        for (let i = 0; i < 7; i++)
          expect(
            (await from(addr, 'login', 'GET', '/common/user/user/checkCode', { query: { key: `rk${i}` } })).statusCode,
          ).toBe(200);
      } finally {
        gw.config.signinRatePerMinute = 60;
      }
    });
  });

  describe('check codes on every browser password route', () => {
    it('/common/user/user/login with a password needs checkCode and checkKey; a wrong code is refused', async () => {
      const addr = '10.3.0.1';
      const none = await from(addr, 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'part_data01', userPassword: PASSWORD },
      });
      expect(none.statusCode).toBe(417);
      expect(none.json().message).toBe('checkCode: 不能为空 (is required)');
      const wrong = await from(addr, 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'part_data01', userPassword: PASSWORD, checkCode: 'zzzz', checkKey: 'w1' },
      });
      expect(wrong.json().message).toBe('验证码错误或已失效');
      const ok = await from(addr, 'login', 'POST', '/common/user/user/login', {
        body: { userName: 'part_data01', userPassword: PASSWORD, checkCode: FIX, checkKey: 'w2' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('the unified-portal form carries a check-code image and refuses a wrong code', async () => {
      const page = await gw.app.inject({ method: 'GET', url: '/cas/login?service=%2F', remoteAddress: '10.3.0.2' });
      const key = /name="checkKey" value="([\w-]+)"/.exec(page.body)?.[1];
      expect(key).toBeTruthy();
      expect(page.body).toContain(`<img src="/common/user/user/checkCode?key=${key}"`);
      const img = await gw.app.inject({ method: 'GET', url: `/common/user/user/checkCode?key=${key}` });
      expect(img.headers['content-type']).toContain('image/png');
      const r = await gw.app.inject({
        method: 'POST',
        url: '/cas/login',
        remoteAddress: '10.3.0.2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: 'admin',
          password: PASSWORD,
          service: '/',
          checkKey: key!,
          checkCode: 'zzzz',
        }).toString(),
      });
      expect(r.statusCode).toBe(200);
      expect(errText(r)).toBe('验证码错误或已失效');
    });
  });

  describe('sessions', () => {
    it('freezing a user ends their sessions and refresh tokens at once', async () => {
      const signIn = await commonLogin('10.4.0.1', 'settlement01', PASSWORD);
      const { token, refreshToken } = signIn.json().result;
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token })).statusCode).toBe(200); // cached now
      const admin = await gw.tokenFor('admin');
      const id = await userId('settlement01');
      const freeze = await gw.call('console', 'PUT', '/sys/user/frozenBatch', {
        token: admin,
        body: { ids: id, status: 2 },
      });
      expect(freeze.statusCode).toBe(200);
      // the open session is told why: 401 FROZEN 账号已冻结，请联系管理员, not "sign-in expired"
      const frozen = await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token });
      expect(frozen.statusCode).toBe(401);
      expect(frozen.json()).toMatchObject({ code: 'FROZEN', message: '账号已冻结，请联系管理员' });
      expect(
        (await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token })).statusCode,
      ).toBe(401);
      expect(
        (await gw.call('login', 'POST', '/common/user/user/refresh_token', { body: { refreshToken } })).statusCode,
      ).toBe(401);
      // signing in again with the right password: frozen
      expect((await commonLogin('10.4.0.1', 'settlement01', PASSWORD)).json().message).toBe('账号已冻结，请联系管理员');
      await gw.call('console', 'PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 1 } });
      // unfrozen: the old session stays dead (dropped), the refresh token too; a new sign-in works
      expect(await gw.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(token)).execute()).toEqual(
        [],
      );
      expect((await gw.call('gateway', 'GET', '/sys_dict/V1.0/yes_no', { token })).statusCode).toBe(401);
      expect(
        (await gw.call('login', 'POST', '/common/user/user/refresh_token', { body: { refreshToken } })).statusCode,
      ).toBe(401);
      expect((await commonLogin('10.4.0.1', 'settlement01', PASSWORD)).statusCode).toBe(200);
    });

    it('the refresh token travels in a POST body; the query-string GET is gone', async () => {
      const { refreshToken } = (await commonLogin('10.4.0.2', 'service_data01', PASSWORD)).json().result;
      expect(
        (await gw.call('login', 'GET', '/common/user/user/refresh_token', { query: { refreshToken } })).statusCode,
      ).toBe(404);
      const r = await gw.call('login', 'POST', '/common/user/user/refresh_token', { body: { refreshToken } });
      expect(r.statusCode).toBe(200);
      expect(r.json().result.token).toBeTruthy();
      expect((await gw.call('login', 'POST', '/common/user/user/refresh_token', { body: {} })).statusCode).toBe(417);
    });
  });

  describe('unified-portal service', () => {
    const location = (r: LightMyRequestResponse) => String(r.headers.location ?? '');
    it('redirects only to a configured origin (exact scheme, host and port) or a relative path', async () => {
      const addr = '10.5.0.1';
      expect(gw.config.casServiceOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
      const ok = await casPost(addr, 'admin', PASSWORD, 'http://localhost:8080/#/home');
      expect(ok.statusCode).toBe(302);
      expect(location(ok)).toMatch(/^http:\/\/localhost:8080\/\?ticket=ST-[\w-]+#\/home$/);
      const rel = await casPost(addr, 'admin', PASSWORD, '/#/home');
      expect(rel.statusCode).toBe(302);
      expect(location(rel)).toMatch(/^\/\?ticket=ST-[\w-]+#\/home$/);
      for (const service of [
        'http://localhost.evil.com:8080/', // look-alike host
        'http://evil-localhost:8080/',
        'http://localhost:9090/', // another port
        'https://localhost:8080/', // https vs http
        'http://localhost:8080@evil.com/', // user info: the host is evil.com
        'http://user:pw@localhost:8080/', // user info on the right host
        '//evil.com/', // protocol-relative
        '/\\evil.com/', // a backslash browsers read as //
        'javascript:alert(1)//localhost:8080',
        'evil.com',
      ]) {
        const r = await casPost(addr, 'admin', PASSWORD, service);
        expect(r.statusCode, service).toBe(200);
        expect(errText(r), service).toBe('service 地址不被允许');
      }
      // CAS_SERVICE_ORIGINS replaces the default
      const saved = gw.config.casServiceOrigins;
      gw.config.casServiceOrigins = ['https://portal.example.com'];
      try {
        expect((await casPost(addr, 'admin', PASSWORD, 'https://portal.example.com/#/')).statusCode).toBe(302);
        expect(errText(await casPost(addr, 'admin', PASSWORD, 'https://portal.example.com.evil.com/'))).toBe(
          'service 地址不被允许',
        );
        expect(errText(await casPost(addr, 'admin', PASSWORD, 'http://localhost:8080/'))).toBe('service 地址不被允许');
      } finally {
        gw.config.casServiceOrigins = saved;
      }
    });
  });

  describe('account-name enumeration', () => {
    it('known and unknown names get the same answer on common_login, login, the portal page and the account call', async () => {
      for (const route of ['common_login', 'login', 'login without check code', 'account call']) {
        const [known, unknown] = [
          await callAs('vipPriceMaintenance01', route, 1),
          await callAs('no-such-user-y', route, 2),
        ];
        expect(answer(unknown), route).toEqual(answer(known));
      }
      const cas = [
        errText(await casPost('10.6.0.5', 'vipPriceMaintenance01', 'wrong')),
        errText(await casPost('10.6.0.6', 'no-such-user-y', 'wrong')),
      ];
      expect(cas[0]).toBe('用户名或密码错误');
      expect(cas[1]).toBe(cas[0]);
      // the check code takes no name at all: its answer is an image for any key
    });

    async function callAs(user: string, name: string, n: number): Promise<LightMyRequestResponse> {
      const addr = `10.6.1.${n}`;
      if (name === 'common_login') return commonLogin(addr, user, 'wrong');
      if (name === 'login')
        return from(addr, 'login', 'POST', '/common/user/user/login', {
          body: { userName: user, userPassword: 'wrong', checkCode: FIX, checkKey: `e${++keyNo}` },
        });
      if (name === 'login without check code')
        return from(addr, 'login', 'POST', '/common/user/user/login', {
          body: { userName: user, userPassword: 'wrong' },
        });
      return from(addr, 'gateway', 'GET', '/authorized/dp/account', { query: { account: user } });
    }

    it('no timing shortcut: a wrong password for an unknown name costs a bcrypt comparison too', async () => {
      const time = async (user: string, i: number) => {
        const t = performance.now();
        await commonLogin(`10.6.2.${i}`, user, 'wrong');
        return performance.now() - t;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++) {
        known.push(await time('part_price01', i));
        unknown.push(await time(`nobody-${i}`, 100 + i));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      console.log(
        `sign-in failure median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`,
      );
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
      expect(median(unknown)).toBeLessThan(median(known) * 2);
    });
  });
});
