// Every search page of schemas/pages against the real gateway: its call (defaults, the page's literal params,
// paging) answered for the administrator in the call's answer mode, with rows, and every column key present in
// every row. Pages chosen by identity are checked with both calls (FACILITATOR as sp01).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../server/http/route';
import { databases, startGateway, type Gateway } from './harness';

interface Call {
  method: string;
  host: Host;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  send?: 'query' | 'body';
  paging?: { size: string; current: string };
  answer: string;
}
interface Page {
  id: string;
  call: string | { byIdentity: Record<string, string> };
  params?: Record<string, unknown>;
  columns: { key: string }[];
}

const root = new URL('../../schemas/', import.meta.url);
const json = (dir: string) =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(`${dir}/${f}`, root), 'utf8')));
const calls: Record<string, Call> = Object.assign({}, ...json('calls').map((d) => d.calls));
const pages: Page[] = json('pages');

/** Values for bound parameters ($form, $session, $route) the test cannot take from a screen. */
const BOUND: Record<string, Record<string, unknown>> = { branchAuthority: { branchId: 'B01' } };

const literal = (v: unknown) =>
  typeof v !== 'object' || v === null || (Array.isArray(v) && v.every((x) => typeof x !== 'object'));

describe.each(databases)('search pages against the gateway on %s', (kind) => {
  let gw: Gateway;
  let admin: string;
  let provider: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
    provider = await gw.tokenFor('sp01');
    // one user warehouse permission, so that page has a row to show
    const u = await gw.db.selectFrom('users').select('id').where('username', '=', 'center01').executeTakeFirstOrThrow();
    const w = await gw.db.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(
      (
        await gw.call('gateway', 'POST', '/userWarehouse/new/V1.0', {
          token: admin,
          body: { userId: u.id, wareHouseId: w.id },
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const cases = pages.flatMap((p) =>
    typeof p.call === 'string'
      ? [[p.id, p.call, 'admin']]
      : Object.entries(p.call.byIdentity).map(([identity, c]) => [
          p.id,
          c,
          identity === 'FACILITATOR' ? 'sp01' : 'admin',
        ]),
  );
  it.each(cases)('%s: %s answers rows with every column (%s)', async (pageId, callId, account) => {
    const page = pages.find((p) => p.id === pageId)!;
    const call = calls[callId];
    expect(call, callId).toBeDefined();
    const params: Record<string, unknown> = { ...(call.query ?? {}), ...(call.body ?? {}) };
    for (const [k, v] of Object.entries(page.params ?? {})) if (literal(v)) params[k] = v;
    Object.assign(params, BOUND[pageId] ?? {});
    if (call.paging) Object.assign(params, { [call.paging.size]: 10, [call.paging.current]: 1 });
    const inQuery = (call.send ?? (call.method === 'GET' || call.method === 'DELETE' ? 'query' : 'body')) === 'query';
    const query = inQuery
      ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]))
      : undefined;
    const res = await gw.call(call.host, call.method, call.path, {
      token: account === 'sp01' ? provider : admin,
      query,
      body: inQuery ? undefined : params,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const b = res.json();
    const rows: Record<string, unknown>[] =
      call.answer === 'list' ? b.data.list : call.answer === 'data' ? b.data : b.data.records;
    expect(Array.isArray(rows), `${callId} answer ${call.answer}`).toBe(true);
    expect(rows.length, `${pageId}: no rows`).toBeGreaterThan(0);
    const missing = page.columns.map((c) => c.key).filter((k) => rows.some((r) => !(k in r)));
    expect(missing, `${pageId} columns missing in ${callId}`).toEqual([]);
  });
});
