// 供应商配件 批量新增 (POST /supplierParts/V1.0/batch as the batch form sends it): one supplier and company for every
// line, the lines' parts and prices; a line's own supplier or company wins. Refusals: no company (417 naming the
// line), an unknown part (417, nothing stored), a provider (403 whatever its grants), no line (417).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('supplier parts batch add on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });
  const BATCH = '/supplierParts/V1.0/batch';
  const stored = (supplierId: string) =>
    gw.db
      .selectFrom('supplier_parts')
      .select(['parts_no', 'company', 'purchase_price'])
      .where('supplier_id', '=', supplierId)
      .where('status', '=', 'VALID')
      .execute();

  it('adds the lines under the batch supplier and company; the search answers them', async () => {
    const supplier = await gw.db
      .selectFrom('suppliers')
      .select(['id', 'supplier_no'])
      .where('status', '=', 'ENABLE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const taken = new Set((await stored(supplier.id)).map((r) => r.parts_no));
    const parts = (
      await gw.db
        .selectFrom('company_parts')
        .select('parts_no')
        .where('company', '=', '1000')
        .orderBy('parts_no')
        .limit(40)
        .execute()
    )
      .map((p) => p.parts_no)
      .filter((p) => !taken.has(p))
      .slice(0, 2);
    const before = (await stored(supplier.id)).length;
    const r = await gw.callAs('part_business01', 'POST', BATCH, {
      body: {
        supplierId: supplier.id,
        supplierNo: supplier.id,
        company: '1000',
        list: [
          { partsNo: parts[0], purchasePrice: 12.345 },
          { partsNo: parts[1], purchasePrice: 8, minPurchaseQty: 5, leadDays: 7 },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.data.count).toBe(2);
    const after = await stored(supplier.id);
    expect(after.length).toBe(before + 2);
    expect(
      after
        .filter((a) => parts.includes(a.parts_no))
        .map((a) => [a.parts_no, a.company, Number(a.purchase_price)])
        .sort(),
    ).toEqual(
      [
        [parts[0], '1000', 12.35],
        [parts[1], '1000', 8],
      ].sort(),
    );
    const found = await gw.callAs('part_business01', 'POST', '/supplierParts/search/V1.0', {
      body: { supplierNo: supplier.supplier_no, partsNo: parts[1], size: 10, current: 1 },
    });
    expect(found.json.data[0]).toMatchObject({ partsNo: parts[1], minPurchaseQty: 5, leadDays: 7 });
  });

  it('refuses: no company (417 naming the line), an unknown part, no line, a provider (403); nothing is stored', async () => {
    const supplier = await gw.db
      .selectFrom('suppliers')
      .select('id')
      .where('status', '=', 'ENABLE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const part = await gw.db
      .selectFrom('company_parts')
      .select('parts_no')
      .where('company', '=', '1000')
      .orderBy('parts_no', 'desc')
      .executeTakeFirstOrThrow();
    const before = (await stored(supplier.id)).length;
    const noCompany = await gw.callAs('part_business01', 'POST', BATCH, {
      body: { supplierId: supplier.id, list: [{ partsNo: part.parts_no, purchasePrice: 1 }] },
    });
    expect(noCompany.status).toBe(417);
    expect(noCompany.json.message).toBe('第1行：请输入公司');
    const unknown = await gw.callAs('part_business01', 'POST', BATCH, {
      body: {
        supplierId: supplier.id,
        company: '1000',
        list: [
          { partsNo: part.parts_no, purchasePrice: 1 },
          { partsNo: 'NO-SUCH', purchasePrice: 1 },
        ],
      },
    });
    expect(unknown.status).toBe(417);
    expect(unknown.json.message).toBe('第2行：公司1000下配件NO-SUCH不存在');
    expect(
      (
        await gw.callAs('part_business01', 'POST', BATCH, {
          body: { supplierId: supplier.id, company: '1000', list: [] },
        })
      ).status,
    ).toBe(417);
    const provider = await gw.callAs('sp01', 'POST', BATCH, {
      body: { supplierId: supplier.id, company: '1000', list: [{ partsNo: part.parts_no, purchasePrice: 1 }] },
    });
    expect(provider.status).toBe(403);
    expect((await stored(supplier.id)).length).toBe(before);
  });
});
