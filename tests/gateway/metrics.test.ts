// Watching the gateway (server/http/metrics.ts, server/http/outage.ts, the not-found handler in
// server/app.ts): GET /metrics after a few requests counts them and times them in a histogram by route PATTERN and
// status (never the raw URL or its query), shows the pool on PostgreSQL, and is readable only from loopback without
// forwarding headers or with METRICS_TOKEN; every request leaves one access line at the default level; a database
// outage logs one warning, not one per 503, and is counted; an unknown path that is not a browser navigation is 404
// with the envelope and the security headers, while a navigation still gets the portal's page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/create-db';
import { databases, startGateway, type Gateway } from './harness';

const logStream = () => {
  let text = '';
  const stream = new Writable({
    write(c, _e, cb) {
      text += c.toString();
      cb();
    },
  });
  return {
    stream,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
};

/** the value of one sample line of the exposition text (undefined when absent) */
const sample = (text: string, line: string): number | undefined => {
  const l = text.split('\n').find((x) => x.startsWith(`${line} `));
  return l === undefined ? undefined : Number(l.slice(line.length + 1));
};

describe.each(databases)('metrics, access lines and unknown paths (%s)', (kind) => {
  let gw: Gateway;
  const apps: FastifyInstance[] = [];
  const dist = mkdtempSync(join(tmpdir(), 'gw-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await gw?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('counts requests and times them by route pattern and status; the pool on PostgreSQL', async () => {
    for (let i = 0; i < 3; i++)
      expect((await gw.app.inject({ method: 'GET', url: '/healthz/live?user=alice-secret' })).statusCode).toBe(200);
    expect((await gw.callAs('admin', 'GET', '/sys_dict/V1.0/yes_no')).status).toBe(200);
    expect((await gw.callAs('admin', 'GET', '/sys_dict/V1.0/no_such_key_zz')).status).toBe(200);
    expect((await gw.app.inject({ method: 'GET', url: '/no/such/path-bob' })).statusCode).toBe(404);
    const r = await gw.app.inject({ method: 'GET', url: '/metrics' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.headers['cache-control']).toBe('no-store');
    const m = r.body;
    expect(sample(m, 'gateway_http_requests_total{method="GET",route="/healthz/live",status="200"}')).toBe(3);
    expect(
      sample(m, 'gateway_http_request_duration_seconds_count{method="GET",route="/healthz/live",status="200"}'),
    ).toBe(3);
    expect(
      sample(
        m,
        'gateway_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz/live",status="200"}',
      ),
    ).toBe(3);
    expect(
      sample(
        m,
        'gateway_http_request_duration_seconds_bucket{le="10",method="GET",route="/healthz/live",status="200"}',
      ),
    ).toBe(3);
    expect(m).toMatch(
      /^gateway_http_request_duration_seconds_sum\{method="GET",route="\/healthz\/live",status="200"\} [0-9.e-]+$/m,
    );
    // two dictionary keys, one route pattern
    expect(
      sample(
        m,
        'gateway_http_requests_total{method="GET",route="/npsbackend-gateway/sys_dict/V1.0/:key",status="200"}',
      ),
    ).toBe(2);
    expect(sample(m, 'gateway_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    // no raw URL, query value or dictionary key in any label
    expect(m).not.toMatch(/alice-secret|bob|yes_no|no_such_key/);
    expect(sample(m, 'gateway_unavailable_total{reason="database"}')).toBe(0);
    expect(sample(m, 'gateway_unavailable_total{reason="busy"}')).toBe(0);
    expect(sample(m, 'gateway_database_unavailable')).toBe(0);
    expect(m).toContain('nodejs_eventloop_lag_seconds');
    expect(m).toContain('nodejs_eventloop_lag_p99_seconds');
    if (kind === 'postgres') {
      expect(sample(m, 'gateway_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(m, 'gateway_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(m, 'gateway_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(m, 'gateway_db_pool_max')).toBe(10);
    } else {
      expect(m).not.toContain('gateway_db_pool');
    }
  });

  it('only loopback without forwarding headers, or METRICS_TOKEN, reads /metrics', async () => {
    const remote = await gw.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ success: false, code: 403 });
    expect(remote.body).not.toContain('gateway_http');
    const relayed = await gw.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(403);
    const token = 'metrics-token-0123456789';
    const app = await buildApp({ db: gw.db, config: { ...gw.config, metricsToken: token } });
    apps.push(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '10.1.2.3',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '10.1.2.3',
          headers: { authorization: `Bearer ${token}x` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('logs one access line per request at the default level (method, route, status, ms, request id)', async () => {
    const log = logStream();
    const app = await buildApp({ db: gw.db, config: gw.config, logger: { level: 'warn', stream: log.stream } });
    apps.push(app);
    const token = await gw.tokenFor('admin');
    const a = await app.inject({
      method: 'GET',
      url: '/npsbackend-gateway/sys_dict/V1.0/yes_no',
      query: { timestamp: String(gw.config.now()), sign: 'nsp-sign' },
      headers: { authorization: token, 'x-request-id': 'req-metrics-1' },
    });
    expect(a.statusCode).toBe(200);
    const b = await app.inject({ method: 'POST', url: '/nowhere?token=abc' });
    expect(b.statusCode).toBe(404);
    const access = log.lines().filter((l) => l.part === 'access');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      reqId: 'req-metrics-1',
      method: 'GET',
      route: '/npsbackend-gateway/sys_dict/V1.0/:key',
      status: 200,
      msg: 'access',
    });
    expect(typeof access[0].ms).toBe('number');
    expect(access[1]).toMatchObject({
      reqId: b.headers['x-request-id'],
      method: 'POST',
      route: 'unmatched',
      status: 404,
    });
    expect(JSON.stringify(access)).not.toContain(token);
  });

  it('an unknown path that is not a navigation is 404 with the envelope and headers; a navigation gets the page', async () => {
    const app = await buildApp({ db: gw.db, config: { ...gw.config, distDir: dist } });
    apps.push(app);
    for (const url of ['/health', '/readyz', '/livez', '/metricz', '/users/list']) {
      for (const accept of [undefined, '*/*', 'application/json']) {
        const r = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(r.statusCode, `${url} ${accept}`).toBe(404);
        expect(r.headers['content-type']).toContain('application/json');
        expect(r.json()).toMatchObject({ success: false, code: 404, message: `GET ${url} 不存在` });
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['content-security-policy']).toBeTruthy();
        expect(r.headers['x-request-id']).toBeTruthy();
      }
    }
    expect(
      (await app.inject({ method: 'POST', url: '/users/list', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    const page = await app.inject({
      method: 'GET',
      url: '/users/list',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>portal</title>');
    // the real health routes and the metrics still answer
    expect((await app.inject({ method: 'GET', url: '/healthz/live' })).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'GET', url: '/healthz/ready' })).json()).toEqual({ ok: true, database: 'up' });
    expect(
      (await app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html' } })).headers['content-type'],
    ).toContain('text/plain');
  });
});

describe('a database outage', () => {
  it('logs one warning for many 503s, counts them, and shows the outage in the metrics', async () => {
    // a PostgreSQL pool to a port nothing listens on: every query is refused (ECONNREFUSED)
    const database = createDb({ databaseUrl: 'postgres://postgres:postgres@127.0.0.1:1/none', warn: () => {} });
    const log = logStream();
    const { configFromEnv } = await import('../../server/config');
    const app = await buildApp({
      db: database.db,
      config: { ...configFromEnv({}), distDir: undefined },
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      for (let i = 0; i < 6; i++) {
        const r = await app.inject({
          method: 'POST',
          url: '/common/user/user/common_login',
          payload: { loginName: 'admin', loginPwd: 'x', checkCode: 'x', checkKey: 'x' },
        });
        expect(r.statusCode).toBe(503);
        expect(r.headers['retry-after']).toBe('5');
      }
      const warnings = log.lines().filter((l) => String(l.msg).startsWith('database unavailable'));
      expect(warnings, JSON.stringify(log.lines())).toHaveLength(1);
      expect(warnings[0].dbError).toBe('ECONNREFUSED');
      expect(log.lines().filter((l) => l.part === 'access' && l.status === 503)).toHaveLength(6);
      const m = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(m, 'gateway_unavailable_total{reason="database"}')).toBe(6);
      expect(sample(m, 'gateway_database_unavailable')).toBe(1);
      expect(
        sample(m, 'gateway_http_requests_total{method="POST",route="/common/user/user/common_login",status="503"}'),
      ).toBe(6);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
