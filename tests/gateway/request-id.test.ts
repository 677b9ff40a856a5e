// The gateway honours the client's X-Request-Id: the answer carries it back, success or failure, and
// the gateway's Fastify logger writes it on the request's log lines (reqId); a missing or odd id is replaced by a
// UUID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { PREFIX } from '../../server/http/envelope';
import { oneDatabase, startGateway, type Gateway } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// one database: the request id is the HTTP layer's (Fastify's genReqId and the reply hook), no database in it
describe.each(oneDatabase)('X-Request-Id on %s', (kind) => {
  let gw: Gateway;
  let token: string;
  let logged: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    gw = await startGateway(kind);
    token = await gw.tokenFor('admin');
    logged = await buildApp({
      db: gw.db,
      config: gw.config,
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          },
        },
      },
    });
    await logged.ready();
  });
  afterAll(async () => {
    await logged?.close();
    await gw?.close();
  });

  const search = (headers: Record<string, string>, body: unknown = { size: 1 }) =>
    gw.call('gateway', 'POST', '/notice/search/V1.0', { token, body, headers });

  it("answers the client's id back, on a success and on a refusal", async () => {
    const ok = await search({ 'x-request-id': 'rid-ok-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe('rid-ok-1');
    const bad = await search({ 'x-request-id': 'rid-bad-1' }, { publishedTime: ['2026-02-30', null] });
    expect(bad.statusCode).toBe(417);
    expect(bad.headers['x-request-id']).toBe('rid-bad-1');
    const unsigned = await gw.call('gateway', 'POST', '/notice/search/V1.0', {
      body: {},
      headers: { 'x-request-id': 'rid-401' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['x-request-id']).toBe('rid-401');
  });

  it('makes a UUID when the client sends none or an odd one', async () => {
    expect(String((await search({})).headers['x-request-id'])).toMatch(UUID);
    expect(String((await search({ 'x-request-id': 'a b<script>' })).headers['x-request-id'])).toMatch(UUID);
    expect(String((await search({ 'x-request-id': 'x'.repeat(200) })).headers['x-request-id'])).toMatch(UUID);
  });

  it("logs the request through the Fastify logger with the client's id", async () => {
    const res = await logged.inject({
      method: 'POST',
      url: `${PREFIX.gateway}/notice/search/V1.0`,
      query: { timestamp: String(gw.config.now()), sign: 'nsp-sign' },
      headers: { authorization: token, 'x-request-id': 'rid-log-1' },
      payload: { size: 1 },
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => l.reqId === 'rid-log-1');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((l) => l.msg === 'request completed')).toBe(true);
  });
});
