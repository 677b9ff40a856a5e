// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createClient, type ClientHooks } from './client';
import { CallError } from './callError';
import { loading } from './loading';
import { expectAll } from '../../tests/wait';

function respond(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const res = { data, status, statusText: String(status), headers: {}, config } as AxiosResponse;
  if (status >= 200 && status < 300) return Promise.resolve(res);
  return Promise.reject(Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: res, config }));
}

function session(token = 'old', refreshToken = 'r1') {
  const s = { token, refreshToken };
  const hooks: ClientHooks = {
    getToken: () => s.token,
    getRefreshToken: () => s.refreshToken,
    setToken: (t, r) => {
      s.token = t;
      if (r) s.refreshToken = r;
    },
    getLocale: () => 'zh_CN',
    onUnauthorized: vi.fn(),
    onRefreshFailed: vi.fn(),
    now: () => 1700000000000,
    requestId: () => 'rid-1',
  };
  return { s, hooks };
}

// the fake network's latency (one macrotask) so that concurrent requests overlap; no condition is awaited
const tick = () => new Promise((r) => setTimeout(r, 1));

describe('http client: headers, sign and defaults', () => {
  it('adds timestamp, sign, systemCode, providerId and the headers to gateway calls', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = (c) => {
      seen.push(c);
      return respond(c, 200, { result: 'SUCCEED', code: '0', data: [1] });
    };
    const { hooks } = session('tok');
    const client = createClient(hooks, adapter);
    const body = await client.call({
      method: 'POST',
      host: 'gateway',
      path: '/supplierParts/search/V1.0',
      body: { a: 1 },
      query: { systemCode: 'sp_wz' },
    });
    expect(body).toEqual({ result: 'SUCCEED', code: '0', data: [1] });
    const c = seen[0];
    expect(c.url).toBe('/npsbackend-gateway/supplierParts/search/V1.0');
    expect(c.params).toEqual({ systemCode: 'sp_wz', providerId: 'sp', timestamp: 1700000000000, sign: 'nsp-sign' });
    expect(c.headers.Authorization).toBe('tok');
    expect(c.headers.language).toBe('zh_CN');
    expect(c.headers.issuer).toBe('SP');
    expect(c.headers['X-Request-Id']).toBe('rid-1');
  });

  it('login and console hosts take the token in X-Access-Token and no sign', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = (c) => {
      seen.push(c);
      return respond(c, 200, { success: true, result: {} });
    };
    const client = createClient(session('tok').hooks, adapter);
    await client.call({ method: 'GET', host: 'console', path: '/sys/user/list' });
    expect(seen[0].url).toBe('/console/sys/user/list');
    expect(seen[0].headers['X-Access-Token']).toBe('tok');
    expect(seen[0].params).toEqual({});
  });

  it('rejects a failure envelope with a business CallError carrying code and message', async () => {
    const adapter: AxiosAdapter = (c) => respond(c, 200, { result: 'FAILED', code: 'P01', message: '配件不存在' });
    const err = await createClient(session().hooks, adapter)
      .call({ method: 'GET', host: 'gateway', path: '/x' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(CallError);
    expect(err).toMatchObject({ kind: 'business', code: 'P01', message: '配件不存在', handled: false });
  });

  it('maps a timeout to the timeout message', async () => {
    const adapter: AxiosAdapter = (c) =>
      Promise.reject(Object.assign(new Error('timeout'), { code: 'ECONNABORTED', config: c }));
    const err = await createClient(session().hooks, adapter)
      .call({ method: 'GET', host: 'gateway', path: '/x' })
      .catch((e) => e);
    expect(err).toMatchObject({ kind: 'timeout', message: '请求超时，请检查网络' });
  });

  it('HTTP 401 calls onUnauthorized once for many failing requests', async () => {
    const adapter: AxiosAdapter = (c) => respond(c, 401, { success: false, code: 401, message: 'no' });
    const { hooks } = session();
    const client = createClient(hooks, adapter);
    const errs = await Promise.all(
      [1, 2, 3].map(() => client.call({ method: 'GET', host: 'gateway', path: '/x' }).catch((e) => e)),
    );
    expectAll(errs, (e) => e instanceof CallError && e.kind === 'unauthorized' && e.handled);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the loading counter above zero while requests are in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const adapter: AxiosAdapter = async (c) => {
      await gate;
      return respond(c, 200, { result: 'SUCCEED' });
    };
    const client = createClient(session().hooks, adapter);
    const p = Promise.all([
      client.call({ method: 'GET', host: 'gateway', path: '/a' }),
      client.call({ method: 'GET', host: 'gateway', path: '/b' }),
    ]);
    expect(loading.count()).toBe(2);
    release();
    await p;
    expect(loading.count()).toBe(0);
  });
});

describe('http client: single-flight token refresh', () => {
  it('50 concurrent requests on an expired token: one refresh, 50 retries, all resolve', async () => {
    let refreshCalls = 0;
    const retriedWith: string[] = [];
    const adapter: AxiosAdapter = async (c) => {
      await tick();
      if (c.url === '/common/user/user/refresh_token') {
        refreshCalls += 1;
        // POST with the refresh token in the body, nothing in the address
        expect(c.method).toBe('post');
        expect(c.params).toBeUndefined();
        expect(JSON.parse(String(c.data))).toEqual({ refreshToken: 'r1' });
        return respond(c, 200, { success: true, result: { token: 'new', refreshToken: 'r2' } });
      }
      const token = c.headers.Authorization;
      if (token === 'old') return respond(c, 200, { result: 'FAILED', code: 'N1000', message: 'token已过期' });
      retriedWith.push(String(token));
      return respond(c, 200, { result: 'SUCCEED', data: c.params.i });
    };
    const { s, hooks } = session();
    const client = createClient(hooks, adapter);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.call<{ data: number }>({ method: 'GET', host: 'gateway', path: '/x', query: { i } }),
      ),
    );
    expect(results.map((r) => r.data)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(refreshCalls).toBe(1);
    expect(retriedWith).toHaveLength(50);
    expect(new Set(retriedWith)).toEqual(new Set(['new']));
    expect(s).toEqual({ token: 'new', refreshToken: 'r2' });
    expect(hooks.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('requests failing after the refresh finished reuse the new token (no second refresh)', async () => {
    let refreshCalls = 0;
    let slowRelease!: () => void;
    const slow = new Promise<void>((r) => (slowRelease = r));
    const adapter: AxiosAdapter = async (c) => {
      if (c.url === '/common/user/user/refresh_token') {
        refreshCalls += 1;
        return respond(c, 200, { success: true, result: { token: 'new' } });
      }
      if (c.params.slow && c.headers.Authorization === 'old') await slow;
      if (c.headers.Authorization === 'old') return respond(c, 200, { result: 'FAILED', code: '000031' });
      return respond(c, 200, { result: 'SUCCEED' });
    };
    const client = createClient(session().hooks, adapter);
    const late = client.call({ method: 'GET', host: 'gateway', path: '/slow', query: { slow: 1 } });
    await client.call({ method: 'GET', host: 'gateway', path: '/fast' });
    slowRelease();
    await late;
    expect(refreshCalls).toBe(1);
  });

  it('a failing refresh: every request rejects, one message and one sign-out', async () => {
    let refreshCalls = 0;
    const adapter: AxiosAdapter = async (c) => {
      await tick();
      if (c.url === '/common/user/user/refresh_token') {
        refreshCalls += 1;
        return respond(c, 200, { success: false, code: 'N1009', message: 'refresh token 无效' });
      }
      return respond(c, 200, { result: 'FAILED', code: 'N1009', message: 'token无效' });
    };
    const { hooks } = session();
    const client = createClient(hooks, adapter);
    const errs = await Promise.all(
      Array.from({ length: 50 }, () => client.call({ method: 'GET', host: 'gateway', path: '/x' }).catch((e) => e)),
    );
    expectAll(errs, (e) => e instanceof CallError && e.kind === 'refreshFailed' && e.handled);
    expect(refreshCalls).toBe(1);
    expect(hooks.onRefreshFailed).toHaveBeenCalledTimes(1);
    // later failures do not tell the user again
    await client.call({ method: 'GET', host: 'gateway', path: '/x' }).catch(() => undefined);
    expect(hooks.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('retries at most once', async () => {
    let calls = 0;
    const adapter: AxiosAdapter = async (c) => {
      if (c.url === '/common/user/user/refresh_token')
        return respond(c, 200, { success: true, result: { token: 'new' } });
      calls += 1;
      return respond(c, 200, { result: 'FAILED', code: 'N1000', message: 'token已过期' });
    };
    const err = await createClient(session().hooks, adapter)
      .call({ method: 'GET', host: 'gateway', path: '/x' })
      .catch((e) => e);
    expect(calls).toBe(2);
    expect(err).toMatchObject({ kind: 'business', code: 'N1000' });
  });
});

describe('http client: Idempotency-Key', () => {
  it('a fresh key per write call, none on GET, the same key on the retry after a token refresh', async () => {
    const seen: { url?: string; method?: string; key?: string; token?: string }[] = [];
    const adapter: AxiosAdapter = async (c) => {
      if (c.url === '/common/user/user/refresh_token')
        return respond(c, 200, { success: true, result: { token: 'new' } });
      seen.push({
        url: c.url,
        method: c.method,
        key: c.headers['Idempotency-Key'] as string | undefined,
        token: String(c.headers.Authorization),
      });
      if (c.headers.Authorization === 'old')
        return respond(c, 200, { result: 'FAILED', code: 'N1000', message: 'token已过期' });
      return respond(c, 200, { result: 'SUCCEED', data: null });
    };
    let n = 0;
    const { hooks } = session('tok');
    const client = createClient({ ...hooks, idempotencyKey: () => `key-${++n}` }, adapter);
    await client.call({ method: 'POST', host: 'gateway', path: '/a', body: {} });
    await client.call({ method: 'POST', host: 'gateway', path: '/a', body: {} });
    await client.call({ method: 'PUT', host: 'console', path: '/b', body: {} });
    await client.call({ method: 'GET', host: 'gateway', path: '/c' });
    expect(seen.map((x) => x.key)).toEqual(['key-1', 'key-2', 'key-3', undefined]);

    // an expired token: the retry after the refresh repeats the action's key
    seen.length = 0;
    const { hooks: expired } = session('old');
    const retrying = createClient({ ...expired, idempotencyKey: () => `key-${++n}` }, adapter);
    await retrying.call({ method: 'POST', host: 'gateway', path: '/save', body: { x: 1 } });
    expect(seen.map((x) => [x.token, x.key])).toEqual([
      ['old', 'key-4'],
      ['new', 'key-4'],
    ]);
  });

  it('a caller repeating an action passes its own key; the default key is a UUID', async () => {
    const keys: unknown[] = [];
    const adapter: AxiosAdapter = async (c) => {
      keys.push(c.headers['Idempotency-Key']);
      return respond(c, 200, { result: 'SUCCEED', data: null });
    };
    const client = createClient(session('tok').hooks, adapter);
    await client.call({
      method: 'POST',
      host: 'gateway',
      path: '/a',
      body: {},
      headers: { 'Idempotency-Key': 'mine' },
    });
    await client.call({ method: 'POST', host: 'gateway', path: '/a', body: {} });
    expect(keys[0]).toBe('mine');
    expect(String(keys[1])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
