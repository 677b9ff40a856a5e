// Retail orders at the gateway (/serviceRetailOrderList): a provider sells from its own stock (its service
// warehouse) to a walk-in customer. The retail-stock dialog's search shows a provider its own stock only (non-zero
// stock only for SILAGE, 001 §7); completing lowers the stock in the same transaction and refuses an order the stock
// does not cover (424 库存不足, nothing changed); of two orders that together exceed the stock exactly one completes.
// Bad input gets clear messages; another provider's order is 404; roles without the menu's buttons 403; stale 424.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const STOCK = '/stockprice/servicenew/search/V1.0/retail/stockprice';
const SAVE = '/retailOrder/V1.0/save';
const COMPLETE = '/retailOrder/V1.0/complete';

describe.each(databases)('retail orders on %s', (kind) => {
  let gw: Gateway;
  let stock: Row[] = [];
  const qtyOf = async (row: Row) =>
    (
      await gw.db
        .selectFrom('stocks')
        .select('qty')
        .where('warehouse_id', '=', String(row.warehouseId))
        .where('parts_id', '=', String(row.partsId))
        .executeTakeFirstOrThrow()
    ).qty;
  const line = (row: Row, qty: number | null) => ({ warehouseId: row.warehouseId, partsId: row.partsId, qty });
  beforeAll(async () => {
    gw = await startGateway(kind);
    stock = (
      await gw.callAs('sp01', 'POST', STOCK, {
        body: { company: '1000', orderBy: 'qty', order: 'desc', size: 50, current: 1 },
      })
    ).json.data.list as Row[];
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("the retail-stock dialog shows the provider's own stock only (its service warehouse), non-zero for SILAGE", async () => {
    expect(stock.length).toBe(12);
    expect(new Set(stock.map((s) => s.warehouseId))).toEqual(new Set(['WHS001']));
    expect(stock.map((s) => Number(s.qty))).toEqual([...stock.map((s) => Number(s.qty))].sort((a, b) => b - a));
    const theirs = (await gw.callAs('sp02', 'POST', STOCK, { body: { company: '1000', size: 50, current: 1 } })).json
      .data.list as Row[];
    expect(new Set(theirs.map((s) => s.warehouseId))).toEqual(new Set(['WHS003']));
    const nonZero = (
      await gw.callAs('sp01', 'POST', STOCK, { body: { searchNonZeroStockPrice: true, size: 50, current: 1 } })
    ).json.data.list as Row[];
    expect(nonZero.length).toBe(11);
    expect(nonZero.every((s) => Number(s.qty) > 0)).toBe(true);
  });

  it('happy path: save (price from the stock), edit, stale 424, complete lowers the stock once; the detail keeps what was sold', async () => {
    const row = stock[0];
    const before = await qtyOf(row);
    const saved = await gw.callAs('sp01', 'POST', SAVE, {
      body: { customerName: ' 王先生 ', customerPhone: '13800138000', lines: [{ ...line(row, 1), unitPrice: 0.01 }] },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.orderNo).toMatch(/^LS\d{12}$/);
    const id = saved.json.data.id as string;
    expect(
      (
        await gw.callAs('sp01', 'POST', SAVE, {
          body: { id, version: 1, customerName: '王先生', lines: [line(row, 3)] },
        })
      ).status,
    ).toBe(200);
    const stale = await gw.callAs('sp01', 'POST', COMPLETE, { body: { id, version: 1 } });
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    expect(await qtyOf(row)).toBe(before);
    const done = await gw.callAs('sp01', 'POST', COMPLETE, { body: { id, version: 2 } });
    expect(done.json.data).toMatchObject({ status: 'COMPLETED', version: 3 });
    expect(await qtyOf(row)).toBe(before - 3);
    const again = await gw.callAs('sp01', 'POST', COMPLETE, { body: { id, version: 3 } });
    expect([again.status, again.json.message]).toEqual([424, '零售单当前状态为【已完成】，不能完成']);
    expect(await qtyOf(row)).toBe(before - 3);
    const doc = (await gw.callAs('sp01', 'GET', `/retailOrder/V1.0/${id}`)).json.data as Row;
    const price = Number(row.basePrice);
    expect(doc).toMatchObject({
      status: 'COMPLETED',
      customerName: '王先生',
      customerPhone: '',
      totalQty: 3,
      totalAmount: Math.round(3 * price * 100) / 100,
    });
    expect((doc.lines as Row[]).map((l) => [l.partsId, l.qty, l.unitPrice])).toEqual([[row.partsId, 3, price]]);
  });

  it('not enough stock: 424 with the figures and nothing changed; of two orders exceeding the stock together exactly one completes', async () => {
    const row = stock[1];
    const have = await qtyOf(row);
    const tooMany = await gw.callAs('sp01', 'POST', SAVE, {
      body: { customerName: '李女士', lines: [line(row, have + 1)] },
    });
    expect([tooMany.status, tooMany.json.message]).toEqual([
      424,
      `配件${String(row.partsId)}库存不足，当前库存${have}，需要${have + 1}`,
    ]);
    const a = (await gw.callAs('sp01', 'POST', SAVE, { body: { customerName: '甲', lines: [line(row, have)] } })).json
      .data as Row;
    const b = (await gw.callAs('sp01', 'POST', SAVE, { body: { customerName: '乙', lines: [line(row, 1)] } })).json
      .data as Row;
    const race = await Promise.all(
      [a, b].map((o) => gw.callAs('sp01', 'POST', COMPLETE, { body: { id: o.id, version: 1 } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 424]);
    const lost = race.find((r) => r.status === 424)!;
    expect(lost.json.message).toMatch(new RegExp(`^配件${String(row.partsId)}库存不足，当前库存\\d+，需要\\d+$`));
    expect(await qtyOf(row)).toBe(race[0].status === 200 ? 0 : have - 1);
    const loser = race[0].status === 200 ? b : a;
    expect((await gw.callAs('sp01', 'GET', `/retailOrder/V1.0/${String(loser.id)}`)).json.data.status).toBe('DRAFT');
  });

  it('bad input: customer, phone, no part, no quantity, a part not in its own stock', async () => {
    const row = stock[2];
    const cases: [Row, string][] = [
      [{ lines: [line(row, 1)] }, '请输入客户名称'],
      [{ customerName: '  ', lines: [line(row, 1)] }, '请输入客户名称'],
      [{ customerName: '张', customerPhone: '12345', lines: [line(row, 1)] }, '请输入正确的联系电话'],
      [{ customerName: '张', lines: [] }, '请选择配件'],
      [{ customerName: '张', lines: [line(row, null)] }, '请输入销售数量'],
      [{ customerName: '张', lines: [line(row, 0)] }, '请输入销售数量'],
      [
        { customerName: '张', lines: [{ warehouseId: 'WHS003', partsId: row.partsId, qty: 1 }] },
        `配件${String(row.partsId)}不在本服务商库存中`,
      ],
    ];
    for (const [body, message] of cases) {
      const r = await gw.callAs('sp01', 'POST', SAVE, { body });
      expect([JSON.stringify(body), r.status, r.json.message]).toEqual([JSON.stringify(body), 417, message]);
    }
  });

  it("owners and permissions: another provider's order is 404; roles without the screen 403; cancel ends a draft", async () => {
    const mine = (await gw.callAs('sp01', 'POST', SAVE, { body: { customerName: '赵', lines: [line(stock[3], 1)] } }))
      .json.data as Row;
    for (const [method, path, body] of [
      ['GET', `/retailOrder/V1.0/${String(mine.id)}`, undefined],
      ['POST', COMPLETE, { id: mine.id, version: 1 }],
      ['POST', '/retailOrder/V1.0/cancel', { id: mine.id, version: 1 }],
    ] as const) {
      const r = await gw.callAs('sp02', method, path, { body });
      expect([path, r.status, r.json.message]).toEqual([path, 404, '零售单不存在']);
    }
    const theirs = (await gw.callAs('sp02', 'POST', '/retailOrder/V1.0/page', { body: { size: 100, current: 1 } })).json
      .data as Row[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.facilitatorId === 'F00003')).toBe(true);
    expect((await gw.callAs('center01', 'POST', '/retailOrder/V1.0/page', { body: {} })).status).toBe(403);
    expect((await gw.callAs('center01', 'POST', COMPLETE, { body: { id: mine.id, version: 1 } })).status).toBe(403);
    expect(
      (await gw.callAs('part_business01', 'POST', SAVE, { body: { customerName: '赵', lines: [line(stock[3], 1)] } }))
        .status,
    ).toBe(403);
    const cancelled = await gw.callAs('sp01', 'POST', '/retailOrder/V1.0/cancel', {
      body: { id: mine.id, version: 1 },
    });
    expect(cancelled.json.data.status).toBe('CANCELLED');
    const late = await gw.callAs('sp01', 'POST', COMPLETE, { body: { id: mine.id, version: 2 } });
    expect([late.status, late.json.message]).toEqual([424, '零售单当前状态为【已取消】，不能完成']);
  });
});
