// Screen-search throughput fixes against the real gateway on both databases: a parts name of one or two
// characters is found through the grams index of migration 0018 (same answer as LIKE, the index in the plan), and on
// PGlite a repeated search's count comes from the count cache until any write (a route's, a raw statement's, a
// transaction's), after which the next search counts again and answers the new total.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCacheStats } from '../../server/db/count-cache';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('screen search counts on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const search = async (partsName: string) =>
    (await gw.callAs('admin', 'POST', '/partsCompany/search/V1.0', { body: { size: 10, current: 1, partsName } })).json
      .data;
  const likeCount = async (term: string) =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from company_parts where status = 'ENABLE' and parts_name like ${`%${term}%`}`.execute(
          gw.db,
        )
      ).rows[0].n,
    );

  it('a one- or two-character parts name answers what LIKE finds, through the grams index', async () => {
    const { parts_name: name } = await gw.db
      .selectFrom('company_parts')
      .select('parts_name')
      .where('status', '=', 'ENABLE')
      .orderBy('parts_no')
      .executeTakeFirstOrThrow();
    for (const term of [[...name].slice(0, 2).join(''), [...name].slice(1, 3).join(''), [...name][0]]) {
      const data = await search(term);
      expect(data.totalCount, term).toBe(await likeCount(term));
      expect(data.totalCount, term).toBeGreaterThan(0);
      for (const row of data.list) expect(row.partsName).toContain(term);
    }
    expect((await search('㐀㐁')).totalCount).toBe(0);
    const plan = await gw.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return (
        await sql<
          Record<string, string>
        >`explain select count(*) from company_parts where parts_name like '%机油%' and parts_name_grams(parts_name) @> array['机油']::text[]`.execute(
          trx,
        )
      ).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('company_parts_name_grams_idx');
  });

  it('a repeated search counts once until a write, then answers the new total', async () => {
    const cached = kind === 'pglite';
    const supplier = (
      await gw.callAs('admin', 'POST', '/supplier/search/V1.0', { body: { status: 'ENABLE', size: 1 } })
    ).json.data.list[0];
    const list = async () =>
      (
        await gw.callAs('admin', 'POST', '/supplierParts/search/V1.0', {
          body: { size: 10, current: 1, supplierNo: supplier.supplierNo },
        })
      ).json.totalCount as number;
    const before = await list();
    const stats0 = { ...countCacheStats(gw.db) };
    expect(await list()).toBe(before);
    expect(countCacheStats(gw.db).hits - stats0.hits).toBe(cached ? 1 : 0);

    // a route's write
    const parts = (
      await gw.callAs('admin', 'POST', '/partsCompany/search/V1.0', {
        body: { company: 'SILAGE', size: 3, current: 3 },
      })
    ).json.data.list;
    const added = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', {
      body: [{ supplierNo: supplier.supplierNo, partsNo: parts[0].partsNo, company: 'SILAGE', purchasePrice: 5 }],
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(await list()).toBe(before + 1);

    // a raw statement outside the routes, then one inside a transaction
    await sql`delete from supplier_parts where id = ${added.json.data.ids[0]}`.execute(gw.db);
    expect(await list()).toBe(before);
    await gw.db.transaction().execute(async (trx) => {
      await sql`update supplier_parts set supplier_no = 'moved' where id = (select id from supplier_parts where supplier_no = ${supplier.supplierNo} order by id limit 1)`.execute(
        trx,
      );
    });
    expect(await list()).toBe(before - 1);
    expect(await list()).toBe(before - 1);
    expect(countCacheStats(gw.db).hits - stats0.hits).toBe(cached ? 2 : 0);
  });
});
