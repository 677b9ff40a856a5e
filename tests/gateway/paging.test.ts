// Paging is one rule for every list route, core and business (server/http/schema.ts, docs/gateway-business.md
// "Conventions"): the schema carries no default page, so the page a caller leaves out is decided where the route
// pages (10 rows, page 1), a caller's size/current or pageSize/pageNo is honoured the same way on every route, and
// the same limits hold everywhere (size 1-500, current 1-100000: 417 naming the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const PARTS = '/partsCompany/search/V1.0'; // a business search
const PROVIDERS = '/facilitator'; // a core search

describe.each(databases)('paging on %s', (kind) => {
  let gw: Gateway;
  const ids = async (path: string, body: Record<string, unknown>): Promise<string[]> => {
    const r = await gw.callAs('admin', 'POST', path, { body });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return r.json.data.list.map((x: Row) => String(x.id));
  };
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('a search without paging answers the first 10 rows, core and business alike', async () => {
    expect(await ids(PARTS, {})).toHaveLength(10);
    expect(await ids(PROVIDERS, {})).toHaveLength(10);
  });

  it('a business search honours pageSize/pageNo as a core search does (no schema default overrides them)', async () => {
    const third = (await ids(PARTS, { size: 4, current: 1 }))[2];
    const page2 = await ids(PARTS, { size: 3, current: 2 });
    expect(await ids(PARTS, { pageSize: 3, pageNo: 2 })).toEqual(page2);
    expect(page2).toHaveLength(3);
    expect(page2[0]).not.toBe(third);
    expect(await ids(PROVIDERS, { pageSize: 3, pageNo: 2 })).toEqual(await ids(PROVIDERS, { size: 3, current: 2 }));
  });

  it('the same limits on every list: a page past 100000 or a size over 500 is 417 naming the field', async () => {
    for (const path of [PARTS, PROVIDERS]) {
      const far = await gw.callAs('admin', 'POST', path, { body: { current: 100_001 } });
      expect(far.status, path).toBe(417);
      expect(far.json.message).toContain('current');
      const big = await gw.callAs('admin', 'POST', path, { body: { size: 501 } });
      expect(big.status, path).toBe(417);
      expect(big.json.message).toContain('size');
    }
    const consolePage = await gw.call('console', 'GET', '/sys/branch/list', {
      token: await gw.tokenFor('admin'),
      query: { system: 'sp', provider: 'sp', pageNo: 100_001 },
    });
    expect(consolePage.statusCode).toBe(417);
    expect(consolePage.body).toContain('pageNo');
  });
});
