// The order steps the last four blocks of 001 serve, at the gateway on both databases: on a draft sales
// order 选择配件 (the multi-select parts dialog: saleOrder.addParts), 库存价格 (a line's stock price panel:
// saleOrder.lineQty) and 大客户 (the branch-first block: saleOrder.largeCustomer); on a draft repair order's part
// line 配件供应商 (the parts-supplier dialog: repairOrder.partSupplier). Each: the saved result read back, a change
// record, 403 for a role without the button, 404 for another provider's order, 424 for a stale version and for an
// order no longer a draft, 417 with a clear message for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const rowsOf = (r: { json: { data: unknown } }): Row[] => {
  const d = r.json.data as Row[] | { list?: Row[] };
  return Array.isArray(d) ? d : (d.list ?? []);
};

describe.each(databases)('sales and repair order steps on %s', (kind) => {
  let gw: Gateway;
  let init: Row;
  let sellable: Row[] = [];
  let unsellable: Row;
  let warehouseId = '';
  beforeAll(async () => {
    gw = await startGateway(kind);
    init = (await gw.callAs('sp01', 'GET', '/saleOrder/init/V1.0')).json.data as Row;
    const search = (saleFlag: number) =>
      gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', {
        body: { saleFlag, status: 'ENABLE', size: 50, current: 1 },
      });
    sellable = rowsOf(await search(1))
      .filter((p) => Number(p.salePrice) > 0 && Number(p.minSale) >= 1)
      .slice(0, 3);
    unsellable = rowsOf(await search(0))[0];
    const ws = rowsOf(
      await gw.callAs('sp01', 'POST', '/warehouse/search/V1.0', {
        body: { warehouseTypeList: ['WZ_NEW'], branchId: init.branchId, size: 10, current: 1 },
      }),
    );
    warehouseId = String(ws[0].id);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const draft = async () => {
    const saved = await gw.callAs('sp01', 'POST', '/saleOrder/save/V1.0', {
      body: {
        branchId: init.branchId,
        warehouseId,
        lines: [{ companyPartsId: sellable[0].id, qty: Number(sellable[0].minSale) }],
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    return String(saved.json.data.id);
  };
  const order = async (id: string) => (await gw.callAs('sp01', 'GET', `/saleOrder/V1.0/${id}`)).json.data as Row;
  const records = async (id: string) =>
    rowsOf(await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).map((r) => r.action);
  const refused = (r: { status: number; json: { message?: string } }) => [r.status, r.json.message];

  it('选择配件 adds the chosen parts as priced lines at their minimum sale; bad input, owner, button, version and state refused', async () => {
    const id = await draft();
    const add = (who: string, body: Row) =>
      gw.callAs(who, 'POST', '/saleOrder/addParts/V1.0', { body: { id, ...body } });
    const wanted = sellable.slice(1).map((p) => String(p.partsId));
    expect(refused(await add('sp01', { version: 1, partsIds: ['NO-SUCH-PART'] }))).toEqual([
      417,
      '配件NO-SUCH-PART不在本公司的配件目录中',
    ]);
    expect(refused(await add('sp01', { version: 1, partsIds: [String(sellable[0].partsId)] }))).toEqual([
      417,
      `配件${sellable[0].partsId}已在订单中`,
    ]);
    expect(refused(await add('sp01', { version: 1, partsIds: [String(unsellable.partsId)] }))).toEqual([
      417,
      `错误信息：配件${unsellable.partsNo}不可销售`,
    ]);
    expect((await add('sp01', { version: 1, partsIds: [] })).status).toBe(417);
    expect((await add('center01', { version: 1, partsIds: wanted })).status).toBe(403);
    expect(refused(await add('sp02', { version: 1, partsIds: wanted }))).toEqual([404, '销售订单不存在']);
    const ok = await add('sp01', { version: 1, partsIds: wanted });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ version: 2, status: 'DRAFT' });
    expect(refused(await add('sp01', { version: 1, partsIds: wanted }))).toEqual([
      424,
      '单据已被他人修改，请刷新后重试',
    ]);
    const saved = await order(id);
    const lines = saved.lines as Row[];
    expect(lines.map((l) => [l.partsNo, l.qty, l.salePrice])).toEqual(
      sellable.map((p) => [p.partsNo, Number(p.minSale), p.salePrice]),
    );
    const total = Math.round(sellable.reduce((s, p) => s + Number(p.minSale) * Number(p.salePrice), 0) * 100) / 100;
    expect(saved.totalAmount).toBeCloseTo(total, 2);
    expect(await records(id)).toContain('addPart');
    // once submitted the order takes no parts
    expect((await gw.callAs('sp01', 'POST', '/saleOrder/give/V1.0', { body: { id, version: 2 } })).status).toBe(200);
    expect(refused(await add('sp01', { version: 3, partsIds: ['X'] }))).toEqual([
      424,
      '销售订单当前状态为【已提交】，不能修改',
    ]);
  });

  it('库存价格 sets a line quantity (the line names its order, version, state and warehouse); below the minimum sale refused', async () => {
    const id = await draft();
    const line = ((await order(id)).lines as Row[])[0];
    expect(line).toMatchObject({ orderId: id, orderVersion: 1, orderStatus: 'DRAFT', warehouseId });
    const set = (who: string, body: Row) =>
      gw.callAs(who, 'POST', '/saleOrder/lineQty/V1.0', { body: { id, lineId: line.id, ...body } });
    expect(refused(await set('sp01', { version: 1 }))).toEqual([417, '请输入订购数量']);
    expect(refused(await set('sp01', { version: 1, qty: 0 }))).toEqual([
      417,
      `配件${line.partsNo}的订购数量不能小于最小销售量${line.minSale}`,
    ]);
    expect(refused(await set('sp01', { version: 1, qty: 5, lineId: 'nope' }))).toEqual([417, '销售订单中没有该订单行']);
    expect((await set('part_business01', { version: 1, qty: 5 })).status).toBe(403);
    expect(refused(await set('sp02', { version: 1, qty: 5 }))).toEqual([404, '销售订单不存在']);
    const qty = Number(line.minSale) + 4;
    const ok = await set('sp01', { version: 1, qty });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(refused(await set('sp01', { version: 1, qty }))).toEqual([424, '单据已被他人修改，请刷新后重试']);
    const saved = await order(id);
    expect((saved.lines as Row[])[0]).toMatchObject({
      qty,
      amount: Math.round(qty * Number(line.salePrice) * 100) / 100,
    });
    expect(saved).toMatchObject({ totalQty: qty, version: 2 });
    expect(await records(id)).toContain('lineQty');
  });

  it("大客户: branch first, a large customer of the order's branch saved on the order; another branch's customer refused", async () => {
    const id = await draft();
    const customers = rowsOf(
      await gw.callAs('sp01', 'POST', '/largeCustomer/search/V1.0', { body: { size: 100, current: 1 } }),
    );
    const own = customers.find((c) => c.branchId === init.branchId)!;
    const other = customers.find((c) => c.branchId !== init.branchId)!;
    const set = (who: string, body: Row) =>
      gw.callAs(who, 'POST', '/saleOrder/largeCustomer/V1.0', { body: { id, ...body } });
    expect(refused(await set('sp01', { version: 1, largeCustomerId: own.id }))).toEqual([417, '请先选择分公司']);
    expect(refused(await set('sp01', { version: 1, branchId: init.branchId }))).toEqual([417, '请选择大客户']);
    expect(refused(await set('sp01', { version: 1, branchId: other.branchId, largeCustomerId: other.id }))).toEqual([
      417,
      `订单的分公司为【${init.branchName}】，请选择该分公司`,
    ]);
    expect(refused(await set('sp01', { version: 1, branchId: init.branchId, largeCustomerId: other.id }))).toEqual([
      417,
      '大客户不属于所选分公司',
    ]);
    expect(
      refused(
        await set('sp01', { version: 1, branchId: init.branchId, facilitatorId: 'F00002', largeCustomerId: own.id }),
      )[0],
    ).toBe(417);
    expect((await set('center01', { version: 1, branchId: init.branchId, largeCustomerId: own.id })).status).toBe(403);
    expect(refused(await set('sp02', { version: 1, branchId: init.branchId, largeCustomerId: own.id }))).toEqual([
      404,
      '销售订单不存在',
    ]);
    const ok = await set('sp01', {
      version: 1,
      branchId: init.branchId,
      facilitatorId: init.facilitatorId,
      largeCustomerId: own.id,
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(refused(await set('sp01', { version: 1, branchId: init.branchId, largeCustomerId: own.id }))).toEqual([
      424,
      '单据已被他人修改，请刷新后重试',
    ]);
    expect(await order(id)).toMatchObject({ largeCustomerId: own.id, largeCustomerName: own.name, version: 2 });
    expect(await records(id)).toContain('largeCustomer');
  });

  it("配件供应商 stores a supplier on a repair order's part line, kept when the order is saved again", async () => {
    const first = async (r: Promise<{ json: { data: unknown } }>) => rowsOf(await r)[0];
    const claim = await first(gw.callAs('sp01', 'POST', '/claim/search/V1.0', { body: { size: 5, current: 1 } }));
    const engineer = await first(
      gw.callAs('sp01', 'GET', '/facilitator/employee/search/V1.0', { query: { size: 5, current: 1 } }),
    );
    const parts = rowsOf(
      await gw.callAs('sp01', 'POST', '/parts/search/V1.0', { body: { size: 5, current: 1 } }),
    ).slice(0, 2);
    const suppliers = rowsOf(
      await gw.callAs('sp01', 'POST', '/ticket/part/supplier/search/V1.0', { body: { size: 50, current: 1 } }),
    );
    const supplier = suppliers.find((s) => s.company === '1000')!;
    const foreignCompany = suppliers.find((s) => s.company !== '1000')!;
    const body = { vin: claim.vin, engineerId: engineer.id, parts: parts.map((p) => ({ partsCode: p.id, qty: 1 })) };
    const saved = await gw.callAs('sp01', 'POST', '/repairOrder/save/V1.0', { body });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = String(saved.json.data.id);
    const read = async () => (await gw.callAs('sp01', 'GET', `/repairOrder/V1.0/${id}`)).json.data as Row;
    const line = ((await read()).parts as Row[])[1];
    expect(line).toMatchObject({ orderId: id, orderVersion: 1, orderStatus: 'DRAFT' });
    const set = (who: string, b: Row) =>
      gw.callAs(who, 'POST', '/repairOrder/partSupplier/V1.0', { body: { id, partId: line.id, ...b } });
    expect(refused(await set('sp01', { version: 1 }))).toEqual([417, '请选择供应商']);
    expect(refused(await set('sp01', { version: 1, supplierId: foreignCompany.id }))).toEqual([
      417,
      `供应商${foreignCompany.id}不存在或已停用`,
    ]);
    expect(refused(await set('sp01', { version: 1, supplierId: supplier.id, partId: 'nope' }))).toEqual([
      417,
      '维修单中没有该配件行',
    ]);
    expect((await set('service_business01', { version: 1, supplierId: supplier.id })).status).toBe(403);
    expect(refused(await set('sp02', { version: 1, supplierId: supplier.id }))).toEqual([404, '维修单不存在']);
    const ok = await set('wz01', { version: 1, supplierId: supplier.id });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ version: 2, supplierName: supplier.supplierName, partsCode: parts[1].id });
    expect(refused(await set('sp01', { version: 1, supplierId: supplier.id }))).toEqual([
      424,
      '单据已被他人修改，请刷新后重试',
    ]);
    let order = await read();
    expect((order.parts as Row[]).map((p) => p.supplierName)).toEqual(['', supplier.supplierName]);
    expect(await records(id)).toContain('partSupplier');
    // saved again (edit): the line keeps its supplier
    expect(
      (await gw.callAs('sp01', 'POST', '/repairOrder/save/V1.0', { body: { ...body, id, version: 2 } })).status,
    ).toBe(200);
    order = await read();
    expect((order.parts as Row[]).map((p) => [p.partsCode, p.supplierId])).toEqual([
      [parts[0].id, null],
      [parts[1].id, supplier.id],
    ]);
    // submitted: no longer a draft
    expect((await gw.callAs('sp01', 'POST', '/repairOrder/submit/V1.0', { body: { id, version: 3 } })).status).toBe(
      200,
    );
    const late = await gw.callAs('sp01', 'POST', '/repairOrder/partSupplier/V1.0', {
      body: { id, version: 4, partId: (order.parts as Row[])[0].id, supplierId: supplier.id },
    });
    expect(late.status).toBe(424);
  });
});
