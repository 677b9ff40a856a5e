// Repair orders and deliveries at the gateway: a repair order goes DRAFT -> SUBMITTED -> COMPLETED and
// completing creates its claim (shown by the order and by the claim's detail, with the parts as old parts); the
// amounts come from the master data, not the request; the spec's messages (001 §5) refuse bad input; another
// provider's order answers 404, a reader's role is refused the writes (403), a stale version 424. A delivery goes
// DRAFT -> SENT -> RECEIVED over claims of the claim picker's DELIVER module; a claim is on one delivery only,
// also when two saves race (exactly one wins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const SAVE = '/repairOrder/save/V1.0';

describe.each(databases)('repair orders and deliveries on %s', (kind) => {
  let gw: Gateway;
  let device: Row;
  let item: Row;
  let hour: Row;
  let engineer: Row;
  let part: Row;
  beforeAll(async () => {
    gw = await startGateway(kind);
    const first = (r: { json: { data: unknown } }): Row => {
      const d = r.json.data as Row[] | { list?: Row[]; records?: Row[] };
      const rows = Array.isArray(d) ? d : (d.list ?? d.records ?? []);
      if (!rows[0]) throw new Error(JSON.stringify(r.json).slice(0, 300));
      return rows[0];
    };
    const claim = first(await gw.callAs('sp01', 'POST', '/claim/search/V1.0', { body: { size: 5, current: 1 } }));
    device = { vin: claim.vin, engineCode: claim.engineCode };
    item = first(await gw.callAs('sp01', 'POST', '/claim/maintainItem/search/V1.0', { body: { size: 5, current: 1 } }));
    hour = first(
      await gw.callAs('sp01', 'GET', '/price/searchHoursAndNamePage/page/V1.0', { query: { size: 5, current: 1 } }),
    );
    engineer = first(
      await gw.callAs('sp01', 'GET', '/facilitator/employee/search/V1.0', { query: { size: 5, current: 1 } }),
    );
    part = first(await gw.callAs('sp01', 'POST', '/parts/search/V1.0', { body: { size: 5, current: 1 } }));
  });
  afterAll(async () => {
    await gw?.close();
  });

  const body = () => ({
    vin: device.vin,
    engineerId: engineer.id,
    hourPriceId: hour.id,
    projects: [{ maintainItemCode: item.maintainItemCode, partsCode: item.partsCode }],
    parts: [{ partsCode: part.partsNo ?? part.id, qty: 2 }],
  });

  it('DRAFT -> SUBMITTED -> COMPLETED: amounts from the master data, the claim created and shown (order, claim detail, old parts)', async () => {
    const init = (await gw.callAs('sp01', 'GET', '/repairOrder/init/V1.0')).json.data as Row;
    const saved = await gw.callAs('sp01', 'POST', SAVE, {
      body: {
        ...body(),
        orderNo: init.orderNo,
        parts: [{ partsCode: part.partsNo ?? part.id, qty: 2, unitPrice: 0.01 }],
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.orderNo).toBe(init.orderNo);
    const id = saved.json.data.id as string;
    let order = (await gw.callAs('sp01', 'GET', `/repairOrder/V1.0/${id}`)).json.data as Row;
    expect(order).toMatchObject({
      status: 'DRAFT',
      vin: device.vin,
      engineCode: device.engineCode,
      engineerId: engineer.id,
      hourPrice: hour.price,
    });
    const project = (order.projects as Row[])[0];
    expect(project).toMatchObject({ maintainItemCode: item.maintainItemCode, hours: item.normTimeQuota });
    expect(order.labourAmount).toBeCloseTo(Number(item.normTimeQuota) * Number(hour.price), 2);
    const line = (order.parts as Row[])[0];
    expect(line.qty).toBe(2);
    expect(line.unitPrice).not.toBe(0.01);
    expect(order.totalAmount).toBeCloseTo(Number(order.labourAmount) + Number(order.partsAmount), 2);
    // a reader (service_business) may not submit; another provider does not see it
    expect(
      (
        await gw.callAs('service_business01', 'POST', '/repairOrder/submit/V1.0', {
          body: { id, version: order.version },
        })
      ).status,
    ).toBe(403);
    const foreign = await gw.callAs('sp02', 'GET', `/repairOrder/V1.0/${id}`);
    expect([foreign.status, foreign.json.message]).toEqual([404, '维修单不存在']);
    expect(
      (await gw.callAs('sp02', 'POST', SAVE, { body: { ...body(), id, version: order.version } })).json.message,
    ).toBe('维修单不存在');
    // completing a draft is refused by the state machine
    const early = await gw.callAs('sp01', 'POST', '/repairOrder/complete/V1.0', {
      body: { id, version: order.version },
    });
    expect([early.status, early.json.message]).toEqual([424, '维修单当前状态为【草稿】，不能完工']);
    // the engineer of the provider submits; a stale version is refused
    const submitted = await gw.callAs('wz01', 'POST', '/repairOrder/submit/V1.0', {
      body: { id, version: order.version },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const stale = await gw.callAs('sp01', 'POST', '/repairOrder/complete/V1.0', {
      body: { id, version: order.version },
    });
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    const done = await gw.callAs('sp01', 'POST', '/repairOrder/complete/V1.0', {
      body: { id, version: submitted.json.data.version },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    order = (await gw.callAs('service_business01', 'GET', `/repairOrder/V1.0/${id}`)).json.data as Row;
    expect(order).toMatchObject({
      status: 'COMPLETED',
      claimNo: done.json.data.claimNo,
      claimStatus: 'WAITING_TRIAL',
      claimStatusName: '待初审',
    });
    const claim = (await gw.callAs('sp01', 'GET', `/claim/detail/V1.0/${String(done.json.data.claimId)}`)).json
      .data as Row;
    expect(claim).toMatchObject({
      claimNo: done.json.data.claimNo,
      vin: device.vin,
      repairOrderNo: order.orderNo,
      claimStatusName: '待初审',
    });
    expect((claim.oldParts as Row[]).map((p) => [p.partsCode, p.partsQty, p.partsUnit])).toEqual([
      [line.partsCode, 2, line.unitPrice],
    ]);
    expect((await gw.callAs('sp02', 'GET', `/claim/detail/V1.0/${String(claim.id)}`)).json.message).toBe(
      '索赔单不存在',
    );
    const records = (await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).json.data as Row[] | { list: Row[] };
    const actions = (Array.isArray(records) ? records : records.list).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'submit', 'complete']));
  });

  it('demo data: sp01 and sp02 each have repair orders and deliveries in every state, and see only their own', async () => {
    for (const [user, provider] of [
      ['sp01', 'F00001'],
      ['sp02', 'F00003'],
    ]) {
      const o = (await gw.callAs(user, 'POST', '/repairOrder/V1.0/page', { body: { size: 50, current: 1 } })).json
        .data as Row[];
      expect(new Set(o.map((r) => r.status))).toEqual(new Set(['DRAFT', 'SUBMITTED', 'COMPLETED']));
      expect(new Set(o.map((r) => r.facilitatorId))).toEqual(new Set([provider]));
      const d = (await gw.callAs(user, 'POST', '/delivery/V1.0/page', { body: { size: 50, current: 1 } })).json
        .data as Row[];
      expect(new Set(d.map((r) => r.status))).toEqual(new Set(['DRAFT', 'SENT', 'RECEIVED']));
      expect(new Set(d.map((r) => r.facilitatorId))).toEqual(new Set([provider]));
    }
  });

  it("bad input gets the spec's messages (001 §5) and the master data's", async () => {
    const cases: [Row, string][] = [
      [{ vin: '', engineCode: '' }, '请至少输入VIN码或发动机号其中一项'],
      [{ vin: 'LZZ12' }, 'VIN码不能小于8位'],
      [{ vin: undefined, engineCode: 'E1234' }, '发动机号不能小于6位'],
      [
        { projects: [{ maintainItemCode: item.maintainItemCode, maintainItemDesc: '更换' }] },
        '必须填写配件才能填写描述',
      ],
      [{ engineerId: 'F00003E1' }, '请选择工程师'],
      [{ hourPriceId: undefined }, '请选择工时单价'],
      [{ vin: 'LZZ00000000000000' }, '车辆不存在，请通过VIN码或发动机号选择车辆'],
    ];
    for (const [change, message] of cases) {
      const r = await gw.callAs('sp01', 'POST', SAVE, { body: { ...body(), ...change } });
      expect([r.status, r.json.message], JSON.stringify(change)).toEqual([417, message]);
    }
  });

  it("替换件查询 writes: the one new part chosen replaces the order's part line (price from the catalogue, quantity kept); bad choices, roles, owners, stale versions and states refused", async () => {
    const groups = (
      await gw.callAs('sp01', 'POST', '/sbom/parts/search/V1.0', {
        body: { partsNo: 'P0000008', searchType: 2, replType: 2, size: 50, current: 1 },
      })
    ).json.data.list as Row[];
    const sellable = groups.flatMap((g) => g.newPartsList as Row[]).filter((p) => p.saleFlagT === 1);
    expect(sellable.length).toBeGreaterThan(0);
    const saved = await gw.callAs('sp01', 'POST', SAVE, {
      body: {
        ...body(),
        parts: [
          { partsCode: 'P0000008', qty: 3 },
          { partsCode: part.partsNo ?? part.id, qty: 1 },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = String(saved.json.data.id);
    const replace = (who: string, extra: Row, version = 1) =>
      gw.callAs(who, 'POST', '/repairOrder/replacePart/V1.0', {
        body: { id, version, partsCode: 'P0000008', ...extra },
      });
    const refused = async (extra: Row, status: number, message: string) => {
      const r = await replace('sp01', extra);
      expect([r.status, r.json.message], message).toEqual([status, message]);
    };
    await refused({ newParts: [] }, 417, '请选择替换的新件');
    await refused({ partsCode: '', newParts: [{ partsNo: sellable[0].partsNo }] }, 417, '请先选择配件');
    await refused({ newParts: [{ partsNo: 'P0000001' }] }, 417, '配件P0000001不是P0000008的替换件');
    const blocked = (
      await gw.callAs('sp01', 'POST', '/sbom/parts/search/V1.0', {
        body: { partsNo: 'P0000057', searchType: 2, replType: 2, size: 50, current: 1 },
      })
    ).json.data.list as Row[];
    const unsellable = blocked.flatMap((g) => g.newPartsList as Row[]).find((p) => p.saleFlagT !== 1)!;
    await refused(
      { partsCode: 'P0000057', newParts: [{ partsNo: unsellable.partsNo }] },
      417,
      `错误信息：配件${String(unsellable.partsNo)}不可销售`,
    );
    const other = blocked.flatMap((g) => g.newPartsList as Row[]).find((p) => p.saleFlagT === 1);
    if (other)
      await refused({ partsCode: 'P0000057', newParts: [{ partsNo: other.partsNo }] }, 417, '维修单中没有配件P0000057');
    if (sellable.length > 1)
      await refused(
        { newParts: sellable.slice(0, 2).map((p) => ({ partsNo: p.partsNo })) },
        417,
        '请只选择一个替换的新件',
      );
    // a reader's role has no 替换件查询; another provider does not see the order
    expect((await replace('service_business01', { newParts: [{ partsNo: sellable[0].partsNo }] })).status).toBe(403);
    expect((await replace('sp02', { newParts: [{ partsNo: sellable[0].partsNo }] })).status).toBe(404);
    const ok = await replace('sp01', { newParts: [{ partsNo: sellable[0].partsNo }] });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ version: 2, partsCode: 'P0000008', newPartsCode: sellable[0].partsNo });
    const order = (await gw.callAs('sp01', 'GET', `/repairOrder/V1.0/${id}`)).json.data as Row;
    const lines = order.parts as Row[];
    expect(lines.map((l) => l.partsCode)).toEqual([sellable[0].partsNo, part.partsNo ?? part.id]);
    const price = (
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', {
        body: { partsNo: sellable[0].partsNo, size: 5, current: 1 },
      })
    ).json.data.list as Row[];
    const unit = Number(price.find((p) => p.partsNo === sellable[0].partsNo)?.salePrice ?? 0);
    expect(lines[0]).toMatchObject({
      partsName: sellable[0].partsName,
      qty: 3,
      unitPrice: unit,
      amount: Math.round(unit * 3 * 100) / 100,
    });
    expect(order.partsAmount).toBeCloseTo(Number(lines[0].amount) + Number(lines[1].amount), 2);
    expect(order.totalAmount).toBeCloseTo(Number(order.labourAmount) + Number(order.partsAmount), 2);
    expect(ok.json.data.totalAmount).toBe(order.totalAmount);
    // the old part is gone from the order: replacing it again is refused; a stale version too
    await refused({ newParts: [{ partsNo: sellable[0].partsNo }] }, 424, '单据已被他人修改，请刷新后重试');
    const again = await replace('sp01', { newParts: [{ partsNo: sellable[0].partsNo }] }, 2);
    expect([again.status, again.json.message]).toEqual([417, '维修单中没有配件P0000008']);
    const records = (await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).json.data as Row[];
    expect(records.map((r) => r.action)).toContain('replacePart');
    // once submitted the lines are final
    expect(
      (await gw.callAs('sp01', 'POST', '/repairOrder/submit/V1.0', { body: { id, version: 2 } })).json.data.status,
    ).toBe('SUBMITTED');
    const late = await gw.callAs('sp01', 'POST', '/repairOrder/replacePart/V1.0', {
      body: { id, version: 3, partsCode: sellable[0].partsNo, newParts: [{ partsNo: 'P0000008' }] },
    });
    expect([late.status, late.json.message]).toEqual([424, '维修单当前状态为【已提交】，不能保存']);
  });

  it('deliveries: DELIVER claims only, DRAFT -> SENT -> RECEIVED, one delivery per claim (a race of two: one winner), centre receives', async () => {
    const noModule = await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
      body: { size: 10, current: 1 },
    });
    expect([noModule.status, noModule.json.message]).toEqual([417, '需要指定模块']);
    const other = await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
      body: { module: 'OTHER', size: 10, current: 1 },
    });
    expect([other.status, other.json.message]).toEqual([417, '暂不支持其他模块使用']);
    const noProvider = await gw.callAs('service_business01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
      body: { module: 'DELIVER', size: 10, current: 1 },
    });
    expect([noProvider.status, noProvider.json.message]).toEqual([403, noProvider.json.message]);
    const free = (
      await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
        body: { module: 'DELIVER', size: 50, current: 1 },
      })
    ).json.data.list as Row[];
    expect(free.length).toBeGreaterThanOrEqual(2);
    const [a, b] = free;
    // two saves of one claim at once: exactly one delivery
    const race = await Promise.all(
      [1, 2].map(() => gw.callAs('sp01', 'POST', '/delivery/save/V1.0', { body: { claimIds: [a.id] } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 424]);
    expect(race.find((r) => r.status === 424)!.json.message).toMatch(
      new RegExp(`^索赔单${String(a.claimNo)}已在发运单FY\\d{12}中，不能重复发运$`),
    );
    const id = race.find((r) => r.status === 200)!.json.data.id as string;
    const again = (
      await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
        body: { module: 'DELIVER', size: 50, current: 1 },
      })
    ).json.data.list as Row[];
    expect(again.map((c) => c.id)).not.toContain(a.id);
    // edit: both claims; another provider's claim is unknown
    let d = (await gw.callAs('sp01', 'GET', `/delivery/V1.0/${id}`)).json.data as Row;
    const foreignClaim = (
      await gw.callAs('sp02', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
        body: { module: 'DELIVER', size: 5, current: 1 },
      })
    ).json.data.list[0] as Row;
    const wrong = await gw.callAs('sp01', 'POST', '/delivery/save/V1.0', {
      body: { id, version: d.version, claimIds: [a.id, foreignClaim.id] },
    });
    expect([wrong.status, wrong.json.message]).toEqual([417, `索赔单${String(foreignClaim.id)}不存在`]);
    const edited = await gw.callAs('sp01', 'POST', '/delivery/save/V1.0', {
      body: { id, version: d.version, claimIds: [a.id, b.id] },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    d = (await gw.callAs('sp01', 'GET', `/delivery/V1.0/${id}`)).json.data as Row;
    expect((d.claims as Row[]).map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(d.claimCount).toBe(2);
    expect((await gw.callAs('sp02', 'GET', `/delivery/V1.0/${id}`)).json.message).toBe('发运单不存在');
    // send needs the logistics; the provider cannot receive; the centre receives
    const noCarrier = await gw.callAs('sp01', 'POST', '/delivery/send/V1.0', {
      body: { id, version: d.version, logisticsNo: 'SF1' },
    });
    expect([noCarrier.status, noCarrier.json.message]).toEqual([417, '请输入物流公司']);
    const sent = await gw.callAs('sp01', 'POST', '/delivery/send/V1.0', {
      body: { id, version: d.version, logisticsCompany: '顺丰速运', logisticsNo: 'SF100' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(
      (await gw.callAs('sp01', 'POST', '/delivery/receive/V1.0', { body: { id, version: sent.json.data.version } }))
        .status,
    ).toBe(403);
    const stale = await gw.callAs('center01', 'POST', '/delivery/receive/V1.0', { body: { id, version: d.version } });
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    const received = await gw.callAs('center01', 'POST', '/delivery/receive/V1.0', {
      body: { id, version: sent.json.data.version },
    });
    expect(received.status, JSON.stringify(received.json)).toBe(200);
    d = (await gw.callAs('sp01', 'GET', `/delivery/V1.0/${id}`)).json.data as Row;
    expect([d.status, d.logisticsNo, (d.claims as Row[]).map((c) => c.claimStatus)]).toEqual([
      'RECEIVED',
      'SF100',
      ['WAITING_SETTLEMENT', 'WAITING_SETTLEMENT'],
    ]);
    const del = await gw.callAs('sp01', 'DELETE', `/delivery/V1.0/${id}`);
    expect([del.status, del.json.message]).toEqual([424, '发运单当前状态为【已收货】，不能删除']);
  });
});
