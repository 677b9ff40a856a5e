// The gateway side of the detail blocks: the confirmation's optional approval remark kept in the change
// record, the reject remark required, and the retail-stock search's ordering and searchNonZeroStockPrice (001 §7),
// with bad input refused with 417 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, expectAll, startGateway, type Gateway, type Row } from './harness';

const RETAIL = '/stockprice/servicenew/search/V1.0/retail/stockprice';

describe.each(databases)('detail blocks on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const bill = async (status: string): Promise<Row> => {
    const r = await gw.callAs('admin', 'POST', '/coreReturnBill/V1.0/page', { body: { size: 50, current: 1, status } });
    expect(r.status).toBe(200);
    expect(r.json.data.length, `a ${status} bill in the demo data`).toBeGreaterThan(0);
    return r.json.data[0] as Row;
  };

  it('a confirmation with a remark keeps it in the change record; a remark too long is 417 naming remark', async () => {
    const shipped = await bill('SHIPPED');
    const long = await gw.callAs('admin', 'POST', '/coreReturnBill/V1.0/confirmation', {
      body: { id: shipped.id, version: shipped.version, remark: 'x'.repeat(501) },
    });
    expect(long.status).toBe(417);
    expect(long.json.message).toContain('remark');
    const ok = await gw.callAs('admin', 'POST', '/coreReturnBill/V1.0/confirmation', {
      body: { id: shipped.id, version: shipped.version, remark: '  旧件已收到  ' },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const records = await gw.callAs('admin', 'GET', `/changeRecord/V1.0/${shipped.id}`);
    expect(records.status).toBe(200);
    const [last] = records.json.data as Row[];
    expect(last.action).toBe('confirm');
    expect((last.after as Row).approval_remark).toBe('旧件已收到');
    expect((last.after as Row).status).toBe('CONFIRMED');
    expect((last.before as Row).status).toBe('SHIPPED');
  });

  it('a confirmation without a remark records no approval remark', async () => {
    const r = await gw.callAs('admin', 'POST', '/coreReturnBill/V1.0/page', {
      body: { size: 50, current: 1, status: 'CONFIRMED' },
    });
    const seeded = (r.json.data as Row[]).find((b) => b.version === 1);
    expect(seeded, 'a seeded confirmed bill').toBeDefined();
    const records = await gw.callAs('admin', 'GET', `/changeRecord/V1.0/${seeded!.id}`);
    expect(records.json.data).toEqual([]); // seeded, never changed: the viewer's empty state
  });

  it('a reject without a remark is 417 naming remark and changes nothing', async () => {
    const committed = await bill('COMMITTED');
    const r = await gw.callAs('admin', 'POST', `/coreReturnBill/rejected/V1.0/${committed.id}`, {
      query: { remark: '  ', version: committed.version },
    });
    expect(r.status).toBe(417);
    expect(r.json.message).toBe('请输入驳回原因');
    const again = await gw.callAs('admin', 'GET', `/coreReturnBill/V1.0/${committed.id}`);
    expect(again.json.data.status).toBe('COMMITTED');
  });

  it('retail stock: ordered by stock quantity descending, searchNonZeroStockPrice keeps rows with stock and a price, rows carry an id', async () => {
    const all = await gw.callAs('admin', 'POST', RETAIL, {
      body: { size: 200, current: 1, company: '1000', orderBy: 'qty', order: 'desc' },
    });
    expect(all.status).toBe(200);
    const rows = all.json.data.list as Row[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((r) => r.qty)).toEqual([...rows.map((r) => Number(r.qty))].sort((a, b) => b - a));
    expectAll(rows, (r) => r.id === `${r.warehouseId}:${r.partsId}`, 'id = warehouse:part');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const asc = await gw.callAs('admin', 'POST', RETAIL, {
      body: { size: 200, current: 1, company: '1000', orderBy: 'qty', order: 'asc' },
    });
    const ascQty = (asc.json.data.list as Row[]).map((r) => Number(r.qty));
    expect(ascQty).toEqual([...ascQty].sort((a, b) => a - b));
    const nonZero = await gw.callAs('admin', 'POST', RETAIL, {
      body: { size: 200, current: 1, company: '1000', searchNonZeroStockPrice: true },
    });
    expectAll(
      nonZero.json.data.list as Row[],
      (r) => Number(r.qty) > 0 && Number(r.basePrice) > 0,
      'stock and a price',
    );
    expect(nonZero.json.data.totalCount).toBeLessThanOrEqual(all.json.data.totalCount);
  });

  it('retail stock: an unknown ordering or a flag that is no boolean is 417 naming the field', async () => {
    const order = await gw.callAs('admin', 'POST', RETAIL, { body: { size: 10, current: 1, orderBy: 'name' } });
    expect(order.status).toBe(417);
    expect(order.json.message).toContain('orderBy');
    const flag = await gw.callAs('admin', 'POST', RETAIL, {
      body: { size: 10, current: 1, searchNonZeroStockPrice: 'yes' },
    });
    expect(flag.status).toBe(417);
    expect(flag.json.message).toContain('searchNonZeroStockPrice');
  });
});
