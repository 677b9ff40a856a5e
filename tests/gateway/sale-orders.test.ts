// Parts sales orders at the gateway (/WZorderThreeList): a provider's order through its states (draft,
// submitted, signed by the branch, received: its lines become returnable in the return-parts dialog) and its
// invoice (customer details, finance verifies, issues, reviews); the lines priced from the catalogue, never from
// the request; bad input with the spec's messages (请选择配件, 请先选择分公司, 错误信息：配件…不可销售); owners (another
// provider's order is 404), buttons (403), stale versions (424); and the order a parts inquiry's 下单 creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const SAVE = '/saleOrder/save/V1.0';
const get = (gw: Gateway, who: string, id: string) => gw.callAs(who, 'GET', `/saleOrder/V1.0/${id}`);

describe.each(databases)('parts sales orders on %s', (kind) => {
  let gw: Gateway;
  let init: Row;
  let parts: Row[] = [];
  let warehouseId = '';
  beforeAll(async () => {
    gw = await startGateway(kind);
    init = (await gw.callAs('sp01', 'GET', '/saleOrder/init/V1.0')).json.data as Row;
    const found = (
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', {
        body: { saleFlag: 1, status: 'ENABLE', size: 50, current: 1 },
      })
    ).json.data.list as Row[];
    parts = found.filter((p) => p.minSale === 1 && Number(p.salePrice) > 0).slice(0, 3);
    const ws = (
      await gw.callAs('sp01', 'POST', '/warehouse/search/V1.0', {
        body: { warehouseTypeList: ['WZ_NEW'], branchId: init.branchId, size: 10, current: 1 },
      })
    ).json.data.list as Row[];
    warehouseId = String(ws[0].id);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const body = (extra: Row = {}) => ({
    branchId: init.branchId,
    warehouseId,
    lines: [
      { companyPartsId: parts[0].id, qty: 2, salePrice: 0.01 },
      { companyPartsId: parts[1].id, qty: 3 },
    ],
    ...extra,
  });

  it('draft -> submitted -> signed -> received, priced from the catalogue; the lines become returnable; the invoice is asked for, verified, issued and reviewed', async () => {
    expect(init).toMatchObject({ facilitatorId: 'F00001', company: '1000' });
    expect(parts.length).toBe(3);
    const amount = Math.round((2 * Number(parts[0].salePrice) + 3 * Number(parts[1].salePrice)) * 100) / 100;
    const quote = await gw.callAs('sp01', 'POST', '/saleOrder/quote/V1.0', { body: { lines: body().lines } });
    expect(quote.json.data).toEqual({ totalQty: 5, totalAmount: amount });
    // a provider's order is its own whatever facilitatorId it names
    const saved = await gw.callAs('sp01', 'POST', SAVE, { body: body({ facilitatorId: 'F00002', remark: ' 急件 ' }) });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data).toMatchObject({ status: 'DRAFT', version: 1 });
    expect(String(saved.json.data.orderNo)).toMatch(/^XS\d{12}$/);
    const id = String(saved.json.data.id);
    let order = (await get(gw, 'sp01', id)).json.data as Row;
    expect(order).toMatchObject({
      facilitatorId: 'F00001',
      branchId: init.branchId,
      warehouseId,
      orderType: 'BRANCH',
      remark: '急件',
      totalQty: 5,
      totalAmount: amount,
      statusName: '草稿',
      invoiceStatus: 'NONE',
    });
    expect(
      (order.lines as Row[]).map((l) => [l.partsNo, l.qty, l.salePrice, l.amount, l.retailAddPrice, l.saleAddPrice]),
    ).toEqual([
      [parts[0].partsNo, 2, parts[0].salePrice, Math.round(2 * Number(parts[0].salePrice) * 100) / 100, 0, 0],
      [parts[1].partsNo, 3, parts[1].salePrice, Math.round(3 * Number(parts[1].salePrice) * 100) / 100, 0, 0],
    ]);
    // the list shows it to its provider and to the branch
    const listed = (
      await gw.callAs('sp01', 'POST', '/saleOrder/page/V1.0', {
        body: { orderNo: order.orderNo, size: 10, current: 1 },
      })
    ).json.data as Row[];
    expect(listed.map((r) => r.id)).toEqual([id]);
    const give = await gw.callAs('sp01', 'POST', '/saleOrder/give/V1.0', { body: { id, version: 1 } });
    expect(give.json.data).toMatchObject({ status: 'SUBMITTED', version: 2 });
    const sign = await gw.callAs('center01', 'POST', '/saleOrder/sign/V1.0', { body: { id, version: 2 } });
    expect(sign.status, JSON.stringify(sign.json)).toBe(200);
    expect(sign.json.data.status).toBe('SIGNED');
    // no returnable line before the goods arrive
    const before = (
      await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/parts', {
        body: { saleOrderNo: order.orderNo, size: 10, current: 1 },
      })
    ).json.data.list as Row[];
    expect(before).toEqual([]);
    const received = await gw.callAs('sp01', 'POST', '/saleOrder/inventoryStock/V1.0', { body: { id, version: 3 } });
    expect(received.json.data).toMatchObject({ status: 'RECEIVED', version: 4 });
    const returnable = (
      await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/parts', {
        body: { saleOrderNo: order.orderNo, size: 10, current: 1 },
      })
    ).json.data.list as Row[];
    const byPart = (a: unknown[], b: unknown[]) => String(a[1]).localeCompare(String(b[1]));
    expect(
      returnable
        .map((r) => [
          r.saleOrderNo,
          r.partsNo,
          r.approveQty,
          r.remainQty,
          r.returnBasePrice,
          r.warehouseId,
          r.whetherReturn,
        ])
        .sort(byPart),
    ).toEqual(
      [
        [order.orderNo, parts[0].partsNo, 2, 2, parts[0].salePrice, warehouseId, 1],
        [order.orderNo, parts[1].partsNo, 3, 3, parts[1].salePrice, warehouseId, 1],
      ].sort(byPart),
    );
    // the invoice
    const inv = (who: string, step: string, version: number, extra: Row = {}) =>
      gw.callAs(who, 'POST', '/saleOrder/invoice/V1.0', { body: { id, version, step, ...extra } });
    expect((await inv('sp01', 'cusInvoiceInfo', 4, { invoiceTitle: '济南某汽车服务有限公司' })).json.message).toBe(
      '请输入纳税人识别号',
    );
    expect((await inv('sp01', 'cusInvoiceInfo', 4, { invoiceTitle: 'x', invoiceTaxNo: 'abc' })).json.message).toBe(
      '纳税人识别号：长度不能小于15或大于20',
    );
    expect((await inv('fin01', 'invoiceVerify', 4)).json.message).toBe('订单发票当前状态为【未申请】，不能发票审核');
    const applied = await inv('sp01', 'cusInvoiceInfo', 4, {
      invoiceTitle: '济南某汽车服务有限公司',
      invoiceTaxNo: '91370100MA3C00001X',
    });
    expect(applied.json.data).toMatchObject({ invoiceStatus: 'APPLIED', version: 5 });
    expect([(await inv('sp01', 'invoiceVerify', 5)).status]).toEqual([403]);
    expect((await inv('fin01', 'invoiceReject', 5)).json.message).toBe('请输入驳回原因');
    expect((await inv('fin01', 'invoiceVerify', 5, { remark: '信息无误' })).json.data).toMatchObject({
      invoiceStatus: 'VERIFIED',
      version: 6,
    });
    expect((await inv('fin01', 'financeInvoiceInfo', 6, { invoiceNo: '04410001' })).json.message).toBe(
      '请选择开票日期',
    );
    expect(
      (await inv('fin01', 'financeInvoiceInfo', 6, { invoiceNo: '04410001', invoiceDate: '2026-11-27' })).json.data
        .invoiceStatus,
    ).toBe('INVOICED');
    expect((await inv('fin01', 'reviewInvoice', 7)).json.data.invoiceStatus).toBe('REVIEWED');
    order = (await get(gw, 'fin01', id)).json.data as Row;
    expect(order).toMatchObject({
      status: 'RECEIVED',
      invoiceStatus: 'REVIEWED',
      invoiceTitle: '济南某汽车服务有限公司',
      invoiceTaxNo: '91370100MA3C00001X',
      invoiceNo: '04410001',
      invoiceDate: '2026-11-27',
      version: 8,
    });
    const records = (await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).json.data as Row[];
    expect(records.map((r) => r.action).reverse()).toEqual([
      'create',
      'give',
      'sign',
      'inventoryStock',
      'cusInvoiceInfo',
      'invoiceVerify',
      'financeInvoiceInfo',
      'reviewInvoice',
    ]);
    // a received order is final
    expect(
      (await gw.callAs('part_business01', 'POST', '/saleOrder/sign/V1.0', { body: { id, version: 8 } })).json.message,
    ).toBe('销售订单当前状态为【已收货】，不能签收');
  });

  it("bad input: the spec's messages, nothing saved", async () => {
    const refused = async (extra: Row, message: string, code: string) => {
      const r = await gw.callAs('sp01', 'POST', SAVE, { body: body(extra) });
      expect([r.status, r.json.message, r.json.code], message).toEqual([417, message, code]);
    };
    await refused({ lines: [] }, '请选择配件', 'lines');
    await refused({ branchId: '', largeCustomerId: 'LC0001' }, '请先选择分公司', 'branchId');
    await refused({ warehouseId: '' }, '请选择发货仓库', 'warehouseId');
    const all = (
      await gw.callAs('admin', 'POST', '/warehouse/search/V1.0', {
        body: { warehouseTypeList: ['WZ_NEW'], size: 100, current: 1 },
      })
    ).json.data.list as Row[];
    const elsewhere = all.find((w) => w.branchId && w.branchId !== init.branchId)!;
    await refused({ warehouseId: elsewhere.id }, '发货仓库不属于所选分公司，请重新选择', 'warehouseId');
    const customers = (
      await gw.callAs('sp01', 'POST', '/largeCustomer/search/V1.0', { body: { size: 50, current: 1 } })
    ).json.data.list as Row[];
    await refused(
      { largeCustomerId: customers.find((c) => c.branchId !== init.branchId)!.id },
      '大客户不属于所选分公司',
      'largeCustomerId',
    );
    const unsellable = (
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', { body: { saleFlag: 0, size: 1, current: 1 } })
    ).json.data.list as Row[];
    await refused(
      { lines: [{ companyPartsId: unsellable[0].id, qty: 1 }] },
      `错误信息：配件${String(unsellable[0].partsNo)}不可销售`,
      'lines',
    );
    await refused(
      {
        lines: [
          { companyPartsId: parts[0].id, qty: 1 },
          { companyPartsId: parts[0].id, qty: 2 },
        ],
      },
      `配件${String(parts[0].partsNo)}重复`,
      'lines',
    );
    const bigMin = (
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', { body: { saleFlag: 1, size: 100, current: 1 } })
    ).json.data.list as Row[];
    const m = bigMin.find((p) => Number(p.minSale) > 1);
    if (m)
      await refused(
        { lines: [{ companyPartsId: m.id, qty: 1 }] },
        `配件${String(m.partsNo)}的订购数量不能小于最小销售量${String(m.minSale)}`,
        'lines',
      );
    const zero = await gw.callAs('sp01', 'POST', SAVE, {
      body: body({ lines: [{ companyPartsId: parts[0].id, qty: 0 }] }),
    });
    expect(zero.status).toBe(417);
    const mine = (
      await gw.callAs('sp01', 'POST', '/saleOrder/page/V1.0', {
        body: { startTime: '2026-11-01', size: 100, current: 1 },
      })
    ).json;
    expect(mine.totalCount).toBe(1); // only the order of the first test
  });

  it('owners, buttons, states and stale versions', async () => {
    const saved = (await gw.callAs('sp01', 'POST', SAVE, { body: body() })).json.data as Row;
    const id = String(saved.id);
    // another provider's order is unknown to it
    expect([(await get(gw, 'sp02', id)).status, (await get(gw, 'sp02', id)).json.message]).toEqual([
      404,
      '销售订单不存在',
    ]);
    const foreign = await gw.callAs('sp02', 'POST', '/saleOrder/give/V1.0', { body: { id, version: 1 } });
    expect([foreign.status, foreign.json.message]).toEqual([404, '销售订单不存在']);
    const theirs = (await gw.callAs('sp02', 'POST', '/saleOrder/page/V1.0', { body: { size: 100, current: 1 } })).json
      .data as Row[];
    expect(theirs.every((r) => r.facilitatorId === 'F00003')).toBe(true);
    const ours = (await gw.callAs('sp01', 'POST', '/saleOrder/page/V1.0', { body: { size: 100, current: 1 } })).json
      .data as Row[];
    expect(ours.length).toBeGreaterThan(5);
    expect(ours.every((r) => r.facilitatorId === 'F00001')).toBe(true);
    const branch = (
      await gw.callAs('part_business01', 'POST', '/saleOrder/page/V1.0', { body: { size: 100, current: 1 } })
    ).json.data as Row[];
    expect(new Set(branch.map((r) => r.facilitatorId)).size).toBeGreaterThan(1);
    // buttons: a provider neither signs nor rejects; finance and the branch place no orders; wz01 has no screen
    expect((await gw.callAs('sp01', 'POST', '/saleOrder/sign/V1.0', { body: { id, version: 1 } })).status).toBe(403);
    expect((await gw.callAs('fin01', 'POST', SAVE, { body: body() })).status).toBe(403);
    expect((await gw.callAs('center01', 'POST', SAVE, { body: body({ facilitatorId: 'F00001' }) })).status).toBe(403);
    expect((await gw.callAs('wz01', 'POST', '/saleOrder/page/V1.0', { body: { size: 10, current: 1 } })).status).toBe(
      403,
    );
    expect(
      (await gw.callAs('part_business01', 'POST', '/saleOrder/invoice/V1.0', { body: { id, step: 'invoiceVerify' } }))
        .status,
    ).toBe(403);
    // states: a draft is neither signed nor received; a signed one is not edited
    expect(
      (await gw.callAs('center01', 'POST', '/saleOrder/sign/V1.0', { body: { id, version: 1 } })).json.message,
    ).toBe('销售订单当前状态为【草稿】，不能签收');
    // stale version: an edit in between
    const edited = await gw.callAs('sp01', 'POST', SAVE, {
      body: body({ id, version: 1, lines: [{ companyPartsId: parts[2].id, qty: 4 }] }),
    });
    expect(edited.json.data).toMatchObject({ status: 'DRAFT', version: 2 });
    const stale = await gw.callAs('sp01', 'POST', '/saleOrder/give/V1.0', { body: { id, version: 1 } });
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    expect(
      (await gw.callAs('sp01', 'POST', '/saleOrder/give/V1.0', { body: { id, version: 2 } })).json.data.status,
    ).toBe('SUBMITTED');
    expect(
      (await gw.callAs('center01', 'POST', '/saleOrder/reject/V1.0', { body: { id, version: 3, remark: ' ' } })).json
        .message,
    ).toBe('请输入驳回原因');
    const rejected = await gw.callAs('center01', 'POST', '/saleOrder/reject/V1.0', {
      body: { id, version: 3, remark: '缺货' },
    });
    expect(rejected.json.data.status).toBe('REJECTED');
    expect((await get(gw, 'sp01', id)).json.data).toMatchObject({ rejectRemark: '缺货', totalQty: 4 });
    // the cost centre: the branch's detail button, not the provider's
    expect(
      (
        await gw.callAs('sp01', 'POST', '/saleOrder/costCenter/V1.0', {
          body: { id, version: 4, costCenterId: 'CC0001' },
        })
      ).status,
    ).toBe(403);
    const cc = await gw.callAs('part_business01', 'POST', '/saleOrder/costCenter/V1.0', {
      body: { id, version: 4, costCenterId: 'CC0001' },
    });
    expect(cc.json.data).toMatchObject({ version: 5 });
    expect((await gw.callAs('sp01', 'DELETE', `/saleOrder/V1.0/${id}`, { query: { version: 4 } })).status).toBe(424);
    expect((await gw.callAs('sp01', 'DELETE', `/saleOrder/V1.0/${id}`, { query: { version: 5 } })).status).toBe(200);
    expect((await get(gw, 'sp01', id)).status).toBe(404);
  });

  it('撤回: the provider takes a submitted order back to a draft before the branch signs; not another role, not a stale version, not once signed', async () => {
    const saved = (await gw.callAs('sp01', 'POST', SAVE, { body: body({ submit: true }) })).json.data as Row;
    const id = String(saved.id);
    expect(saved).toMatchObject({ status: 'SUBMITTED', version: 1 });
    const withdraw = (who: string, version: number) =>
      gw.callAs(who, 'POST', '/saleOrder/withdraw/V1.0', { body: { id, version } });
    // the branch and the centre have no 撤回 button (they reject instead); another provider does not see the order
    expect((await withdraw('part_business01', 1)).status).toBe(403);
    expect((await withdraw('center01', 1)).status).toBe(403);
    expect([(await withdraw('sp02', 1)).status]).toEqual([404]);
    // the branch changed the cost centre meanwhile: the provider's version 1 is stale
    expect(
      (
        await gw.callAs('part_business01', 'POST', '/saleOrder/costCenter/V1.0', {
          body: { id, version: 1, costCenterId: 'CC0001' },
        })
      ).json.data,
    ).toMatchObject({ version: 2 });
    const stale = await withdraw('sp01', 1);
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    expect((await get(gw, 'sp01', id)).json.data).toMatchObject({ status: 'SUBMITTED', version: 2 });
    const back = await withdraw('sp01', 2);
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect(back.json.data).toMatchObject({ status: 'DRAFT', version: 3 });
    const order = (await get(gw, 'sp01', id)).json.data as Row;
    expect(order).toMatchObject({ status: 'DRAFT', statusName: '草稿', submitTime: null, version: 3 });
    // a draft again: edited and submitted again; once signed it cannot be withdrawn
    expect((await withdraw('sp01', 3)).json.message).toBe('销售订单当前状态为【草稿】，不能撤回');
    expect(
      (await gw.callAs('sp01', 'POST', SAVE, { body: body({ id, version: 3, submit: true }) })).json.data,
    ).toMatchObject({ status: 'SUBMITTED', version: 4 });
    expect(
      (await gw.callAs('center01', 'POST', '/saleOrder/sign/V1.0', { body: { id, version: 4 } })).json.data.status,
    ).toBe('SIGNED');
    const late = await withdraw('sp01', 5);
    expect([late.status, late.json.message]).toEqual([424, '销售订单当前状态为【已签收】，不能撤回']);
    const records = (await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).json.data as Row[];
    expect(records.map((r) => r.action).reverse()).toEqual(['create', 'changeCostCenter', 'withdraw', 'give', 'sign']);
  });

  it("下单 of a replied inquiry creates a draft order with the inquiry's part and reply price, linked both ways", async () => {
    const made = (
      await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
        body: { partsNo: parts[2].partsNo, qty: 2, submit: true },
      })
    ).json.data as Row;
    const replied = await gw.callAs('part_business01', 'POST', '/v1/partQuery/reply', {
      body: {
        id: made.id,
        version: made.version,
        replyContent: '有货',
        replyPartsNo: parts[2].partsNo,
        replyPrice: 88.5,
      },
    });
    expect(replied.status, JSON.stringify(replied.json)).toBe(200);
    const q = (await gw.callAs('sp01', 'GET', `/v1/partQuery/${String(made.id)}`)).json.data as Row;
    expect(q).toMatchObject({ status: 'REPLIED', replyPrice: 88.5 });
    const ordered = await gw.callAs('sp01', 'GET', '/v1/partQuery/order', { query: { id: q.id, version: q.version } });
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(200);
    const { orderNo, orderId } = ordered.json.data as { orderNo: string; orderId: string };
    const order = (await get(gw, 'sp01', orderId)).json.data as Row;
    expect(order).toMatchObject({
      orderNo,
      status: 'DRAFT',
      sourceInquiryId: q.id,
      sourceInquiryNo: q.inquiryNo,
      facilitatorId: 'F00001',
      branchId: q.branchId,
    });
    expect((order.lines as Row[]).map((l) => [l.partsNo, l.qty, l.salePrice, l.amount])).toEqual([
      [q.replyPartsNo, 2, 88.5, 177],
    ]);
    const inquiry = (await gw.callAs('sp01', 'GET', `/v1/partQuery/${String(q.id)}`)).json.data as Row;
    expect(inquiry).toMatchObject({ status: 'ORDERED', orderNo, orderId, orderStatus: 'DRAFT' });
    const listed = (
      await gw.callAs('sp01', 'POST', '/saleOrder/page/V1.0', {
        body: { sourceInquiryNo: q.inquiryNo, size: 10, current: 1 },
      })
    ).json.data as Row[];
    expect(listed.map((r) => r.orderNo)).toEqual([orderNo]);
    // the seeded ORDERED inquiries name real orders too
    const seeded = (
      await gw.callAs('admin', 'POST', '/v1/partQuery/get_page_list', {
        body: { status: 'ORDERED', size: 50, current: 1 },
      })
    ).json.data as Row[];
    expect(seeded.length).toBeGreaterThan(0);
    for (const s of seeded) expect((await get(gw, 'admin', String(s.orderId))).json.data.orderNo).toBe(s.orderNo);
  });

  it('the WZ list is searched with systemCode sp_wz (000 §7); sp too; an unknown system code is refused with the known ones', async () => {
    const page = (systemCode?: string, headers?: Record<string, string>) =>
      gw.callAs('sp01', 'POST', '/saleOrder/page/V1.0', {
        query: systemCode === undefined ? {} : { systemCode },
        body: { size: 5, current: 1 },
        headers,
      });
    for (const code of ['sp_wz', 'sp', undefined]) {
      const ok = await page(code);
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect((ok.json.data as Row[]).length).toBeGreaterThan(0);
    }
    const bad = await page('sp_x');
    expect(bad.status).toBe(417);
    expect(bad.json).toMatchObject({ result: 'FAILED', message: '系统编码只能是 sp、sp_wz（systemCode: sp_x）' });
    const en = await page('sp_x', { language: 'en_US' });
    expect(en.json.message).toBe('The system code must be one of sp, sp_wz (systemCode: sp_x)');
    const ret = await gw.callAs('sp01', 'POST', '/returnOrder/V1.0/page', {
      query: { systemCode: 'wz' },
      body: { size: 5, current: 1 },
    });
    expect(ret.status).toBe(417);
  });
});
