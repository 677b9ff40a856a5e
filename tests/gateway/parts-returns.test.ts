// Parts return orders at the gateway (/WZreturnOrderList): the provider saves, edits, submits and deletes
// drafts of sale-order lines it bought; center / part_business approve, reject (releasing the quantities) and
// receive (the parts go back into the warehouse's stock). The returnable quantity is enforced on the server inside
// the save's transaction: more than remains is refused, and of two concurrent returns of one line's last pieces
// exactly one is saved. Bad input gets 001 §5's messages; another provider's return is 404; buttons the menu does
// not grant are 403; a stale version 424.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const PARTS = '/returnOrder/V1.0/parts';
const SAVE = '/returnOrder/V1.0/save';

describe.each(databases)('parts return orders on %s', (kind) => {
  let gw: Gateway;
  let lines: Row[] = [];
  const remainOf = async (id: unknown) => {
    const all = (await gw.callAs('sp01', 'POST', PARTS, { body: { size: 500, current: 1 } })).json.data.list as Row[];
    return Number(all.find((l) => l.id === id)!.remainQty);
  };
  const stockOf = async (warehouseId: unknown, partsId: unknown) =>
    (
      await gw.db
        .selectFrom('stocks')
        .select('qty')
        .where('warehouse_id', '=', String(warehouseId))
        .where('parts_id', '=', String(partsId))
        .executeTakeFirst()
    )?.qty ?? 0;
  beforeAll(async () => {
    gw = await startGateway(kind);
    lines = (
      (await gw.callAs('sp01', 'POST', PARTS, { body: { size: 500, current: 1 } })).json.data.list as Row[]
    ).filter((l) => l.whetherReturn === 1 && Number(l.remainQty) >= 2 && !String(l.id).startsWith('SOL9'));
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('happy path: save (lines from the sale order, 2 decimals), edit, stale 424, submit, approve, receive (stock back); the dialog shows what remains', async () => {
    const line = lines[0];
    const before = Number(line.remainQty);
    const saved = await gw.callAs('sp01', 'POST', SAVE, {
      body: { remark: ' 质量问题 ', lines: [{ saleOrderLineId: line.id, qty: 1, unitPrice: 0.01 }] },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data).toMatchObject({ status: 'DRAFT', version: 1 });
    expect(saved.json.data.returnNo).toMatch(/^TH\d{12}$/);
    const id = saved.json.data.id as string;
    expect(await remainOf(line.id)).toBe(before - 1);
    const edited = await gw.callAs('sp01', 'POST', SAVE, {
      body: { id, version: 1, lines: [{ saleOrderLineId: line.id, qty: 2 }] },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const stale = await gw.callAs('sp01', 'POST', SAVE, {
      body: { id, version: 1, lines: [{ saleOrderLineId: line.id, qty: 1 }] },
    });
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    const doc = (await gw.callAs('sp01', 'GET', `/returnOrder/V1.0/${id}`)).json.data as Row;
    const price = Math.round(Number(line.returnBasePrice) * Number(line.refundDiscount) * 100) / 100;
    expect(doc).toMatchObject({
      status: 'DRAFT',
      version: 2,
      totalQty: 2,
      totalAmount: Math.round(2 * price * 100) / 100,
      warehouseId: line.warehouseId,
    });
    expect((doc.lines as Row[]).map((l) => [l.saleOrderLineId, l.qty, l.unitPrice, l.remainQty])).toEqual([
      [line.id, 2, price, before],
    ]);
    expect(await remainOf(line.id)).toBe(before - 2);
    expect(
      (await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/submit', { body: { id, version: 2 } })).json.data.status,
    ).toBe('SUBMITTED');
    const early = await gw.callAs('center01', 'POST', '/returnOrder/V1.0/receive', { body: { id, version: 3 } });
    expect([early.status, early.json.message]).toEqual([424, '配件退货单当前状态为【已提交】，不能确认收货']);
    expect(
      (await gw.callAs('center01', 'POST', '/returnOrder/V1.0/approve', { body: { id, version: 3 } })).json.data.status,
    ).toBe('APPROVED');
    const stock = await stockOf(line.warehouseId, line.partsId);
    expect(
      (await gw.callAs('part_business01', 'POST', '/returnOrder/V1.0/receive', { body: { id, version: 4 } })).json.data
        .status,
    ).toBe('RECEIVED');
    expect(await stockOf(line.warehouseId, line.partsId)).toBe(stock + 2);
    expect(await remainOf(line.id)).toBe(before - 2);
    const records = (await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).json.data as Row[];
    expect(records.length).toBe(5);
  });

  it('the cap: more than remains is refused; of two concurrent returns of the last pieces exactly one is saved; a rejection releases them', async () => {
    const line = lines[1];
    const remain = Number(line.remainQty);
    const over = await gw.callAs('sp01', 'POST', SAVE, {
      body: { lines: [{ saleOrderLineId: line.id, qty: remain + 1 }] },
    });
    expect([over.status, over.json.message]).toEqual([417, '同一配件的退货数量不能大于可退数量！']);
    // split over two rows of one request: summed
    const split = await gw.callAs('sp01', 'POST', SAVE, {
      body: {
        lines: [
          { saleOrderLineId: line.id, qty: remain },
          { saleOrderLineId: line.id, qty: 1 },
        ],
      },
    });
    expect([split.status, split.json.message]).toEqual([417, '同一配件的退货数量不能大于可退数量！']);
    const race = await Promise.all(
      [0, 1].map(() =>
        gw.callAs('sp01', 'POST', SAVE, { body: { lines: [{ saleOrderLineId: line.id, qty: remain }] } }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 417]);
    expect(race.find((r) => r.status === 417)!.json.message).toBe('同一配件的退货数量不能大于可退数量！');
    const won = race.find((r) => r.status === 200)!.json.data as Row;
    expect(await remainOf(line.id)).toBe(0);
    const held = await gw.db
      .selectFrom('parts_return_lines')
      .select('qty')
      .where('return_id', '=', String(won.id))
      .execute();
    expect(held.map((h) => h.qty)).toEqual([remain]);
    await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/submit', { body: { id: won.id, version: 1 } });
    const noReason = await gw.callAs('center01', 'POST', '/returnOrder/V1.0/reject', {
      body: { id: won.id, version: 2 },
    });
    expect([noReason.status, noReason.json.message]).toEqual([417, '请输入驳回原因']);
    const rejected = await gw.callAs('center01', 'POST', '/returnOrder/V1.0/reject', {
      body: { id: won.id, version: 2, remark: '包装破损' },
    });
    expect(rejected.json.data.status).toBe('REJECTED');
    expect(await remainOf(line.id)).toBe(remain);
  });

  it("bad input: 001 §5's messages (no part, no quantity, two warehouses), a line not returnable, a field of the wrong type", async () => {
    const none = await gw.callAs('sp01', 'POST', SAVE, { body: { lines: [] } });
    expect([none.status, none.json.message]).toEqual([417, '请选择配件']);
    const zero = await gw.callAs('sp01', 'POST', SAVE, { body: { lines: [{ saleOrderLineId: lines[2].id, qty: 0 }] } });
    expect([zero.status, zero.json.message]).toEqual([417, '请选择配件']);
    const noQty = await gw.callAs('sp01', 'POST', SAVE, {
      body: { lines: [{ saleOrderLineId: lines[2].id, qty: null }] },
    });
    expect([noQty.status, noQty.json.message]).toEqual([417, '请输入退货数量']);
    // the seeded dialog lines: SOL900001 and SOL900003 are in two warehouses, SOL900004 is not returnable
    const two = await gw.callAs('sp01', 'POST', SAVE, {
      body: {
        lines: [
          { saleOrderLineId: 'SOL900001', qty: 1 },
          { saleOrderLineId: 'SOL900003', qty: 1 },
        ],
      },
    });
    expect([two.status, two.json.message]).toEqual([417, '请选择同一个仓库下的配件']);
    const notReturnable = await gw.callAs('sp01', 'POST', SAVE, {
      body: { lines: [{ saleOrderLineId: 'SOL900004', qty: 1 }] },
    });
    expect(notReturnable.status).toBe(417);
    expect(notReturnable.json.message).toMatch(/^配件.+（XS2025999004）不可退货$/);
    const typed = await gw.callAs('sp01', 'POST', SAVE, {
      body: { lines: [{ saleOrderLineId: lines[2].id, qty: 1.5 }] },
    });
    expect(typed.status).toBe(417);
  });

  it("owners and permissions: another provider's return is 404 and its lines unknown; steps the menu does not grant are 403; a draft only is deleted", async () => {
    const mine = await gw.callAs('sp01', 'POST', SAVE, { body: { lines: [{ saleOrderLineId: lines[3].id, qty: 1 }] } });
    const id = mine.json.data.id as string;
    const peek = await gw.callAs('sp02', 'GET', `/returnOrder/V1.0/${id}`);
    expect([peek.status, peek.json.message]).toEqual([404, '配件退货单不存在']);
    for (const [path, body] of [
      ['/returnOrder/V1.0/submit', { id, version: 1 }],
      [SAVE, { id, version: 1, lines: [{ saleOrderLineId: lines[3].id, qty: 1 }] }],
    ] as const) {
      const r = await gw.callAs('sp02', 'POST', path, { body });
      expect([path, r.status, r.json.message]).toEqual([path, 404, '配件退货单不存在']);
    }
    expect((await gw.callAs('sp02', 'DELETE', `/returnOrder/V1.0/${id}`)).status).toBe(404);
    const foreignLine = await gw.callAs('sp02', 'POST', SAVE, {
      body: { lines: [{ saleOrderLineId: lines[3].id, qty: 1 }] },
    });
    expect([foreignLine.status, foreignLine.json.message]).toEqual([417, `销售订单配件${String(lines[3].id)}不存在`]);
    const theirs = (await gw.callAs('sp02', 'POST', '/returnOrder/V1.0/page', { body: { size: 100, current: 1 } })).json
      .data as Row[];
    expect(theirs.some((r) => r.facilitatorId === 'F00001')).toBe(false);
    const own = (await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/page', { body: { size: 100, current: 1 } })).json
      .data as Row[];
    expect(own.length).toBeGreaterThan(4);
    expect(own.every((r) => r.facilitatorId === 'F00001')).toBe(true);
    const all = (await gw.callAs('center01', 'POST', '/returnOrder/V1.0/page', { body: { size: 100, current: 1 } }))
      .json.data as Row[];
    expect(new Set(all.map((r) => r.facilitatorId)).size).toBeGreaterThan(1);
    expect((await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/approve', { body: { id, version: 1 } })).status).toBe(
      403,
    );
    expect(
      (
        await gw.callAs('center01', 'POST', SAVE, {
          body: { facilitatorId: 'F00001', lines: [{ saleOrderLineId: lines[3].id, qty: 1 }] },
        })
      ).status,
    ).toBe(403);
    expect((await gw.callAs('center01', 'DELETE', `/returnOrder/V1.0/${id}`)).status).toBe(403);
    expect((await gw.callAs('fin01', 'POST', '/returnOrder/V1.0/page', { body: {} })).status).toBe(403);
    await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/submit', { body: { id, version: 1 } });
    const late = await gw.callAs('sp01', 'DELETE', `/returnOrder/V1.0/${id}`, { query: { version: 2 } });
    expect([late.status, late.json.message]).toEqual([424, '配件退货单当前状态为【已提交】，不能删除']);
    const draft = await gw.callAs('sp01', 'POST', SAVE, {
      body: { lines: [{ saleOrderLineId: lines[4].id, qty: 1 }] },
    });
    expect(
      (await gw.callAs('sp01', 'DELETE', `/returnOrder/V1.0/${draft.json.data.id}`, { query: { version: 1 } })).status,
    ).toBe(200);
    expect((await gw.callAs('sp01', 'GET', `/returnOrder/V1.0/${draft.json.data.id}`)).status).toBe(404);
  });
});
