// The core return bill's flow at the gateway (000 §7): 新增 takes its number from init (the generator)
// and save keeps it (only an issued, unused number of today: a made-up or taken one gives way to a new one);
// each step is refused in the other states (424 naming the state, docs/gateway-business.md) and for another provider's bill (404, the
// owner rule of docs/gateway.md), and a provider can neither confirm nor reject; logistics need a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const CLAIMS = '/coreReturnBill/V1.0/checkOut/claim';

describe.each(databases)('core return bill flow on %s', (kind) => {
  let gw: Gateway;
  let warehouseId = '';
  let claims: Row[] = [];
  beforeAll(async () => {
    gw = await startGateway(kind);
    warehouseId = (await gw.callAs('sp01', 'GET', '/coreReturnBill/init/V1.0')).json.data.warehouseList[0].id as string;
    claims = (await gw.callAs('sp01', 'POST', CLAIMS, { body: { module: 'BACKHAUL', size: 10, current: 1 } })).json.data
      .list as Row[];
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("the form's lines: the quote answers freight and total price; save keeps the chosen lines, the freight and the total (attackers: another provider's part, too many, a warehouse of another branch)", async () => {
    const init = (await gw.callAs('sp01', 'GET', '/coreReturnBill/init/V1.0')).json.data as Row;
    // the old-part warehouses offered are the provider's branch's only
    const offered = (
      await gw.callAs('sp01', 'POST', '/warehouse/search/V1.0', {
        body: { warehouseTypeList: ['WZ_OLD', 'CENTER'], branchId: init.branchId, size: 100, current: 1 },
      })
    ).json.data.list as Row[];
    expect(offered.length).toBeGreaterThan(0);
    expect((init.warehouseList as Row[]).map((w) => w.id).sort()).toEqual(offered.map((w) => w.id).sort());
    const claim = claims[6];
    const parts = (
      await gw.callAs('sp01', 'POST', '/claimParts/return/search/V1.0', {
        body: { claimIds: [claim.id], partsReturn: true, size: 10, current: 1 },
      })
    ).json.data.list as Row[];
    expect(parts.length).toBeGreaterThan(0);
    const first = parts[0];
    expect(first.qty).toBe(first.partsQty);
    const lines = [{ claimPartId: first.id, qty: 1 }];
    const quote = await gw.callAs('sp01', 'POST', '/v1/coreReturnBill/freight/calc', { body: { parts: lines } });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    const q = quote.json.data as Row;
    const partsAmount = Math.round(Number(first.partsUnit) * 100) / 100;
    expect(q).toMatchObject({ region: init.region, qty: 1, partsAmount });
    expect(q.freight).toBeGreaterThan(0);
    expect(q.amount).toBeCloseTo(partsAmount + Number(q.freight), 2);
    // another provider's part is unknown to sp02; more than claimed is refused
    const foreign = await gw.callAs('sp02', 'POST', '/v1/coreReturnBill/freight/calc', { body: { parts: lines } });
    expect([foreign.status, foreign.json.message]).toEqual([417, `旧件${first.id}不属于所选索赔单`]);
    const tooMany = await gw.callAs('sp01', 'POST', '/v1/coreReturnBill/freight/calc', {
      body: { parts: [{ claimPartId: first.id, qty: Number(first.partsQty) + 1 }] },
    });
    expect([tooMany.status, tooMany.json.message]).toEqual([
      417,
      `旧件${String(first.partsCode)}的回运数量不能大于索赔数量${String(first.partsQty)}`,
    ]);
    // a warehouse of another branch is refused by save
    const all = (
      await gw.callAs('admin', 'POST', '/warehouse/search/V1.0', {
        body: { warehouseTypeList: ['WZ_OLD'], size: 100, current: 1 },
      })
    ).json.data.list as Row[];
    const elsewhere = all.find((w) => w.branchId && w.branchId !== init.branchId)!;
    const wrong = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { warehouseId: elsewhere.id, claimIds: [claim.id], parts: lines },
    });
    expect([wrong.status, wrong.json.message, wrong.json.code]).toEqual([
      417,
      '旧件仓库不属于服务商所在分公司，请重新选择',
      'warehouseId',
    ]);
    // a line of a claim not on the bill
    const stray = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { warehouseId, claimIds: [claims[0].id], parts: lines },
    });
    expect([stray.status, stray.json.message]).toEqual([417, `旧件${first.id}不属于所选索赔单`]);
    const saved = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { warehouseId, claimIds: [claim.id], parts: lines },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const bill = (await gw.callAs('sp01', 'GET', `/coreReturnBill/V1.0/${saved.json.data.id}`)).json.data as Row;
    expect((bill.parts as Row[]).map((p) => [p.claimPartId, p.qty, p.claimNo])).toEqual([[first.id, 1, claim.claimNo]]);
    expect([bill.totalAmount, bill.freight, bill.amount]).toEqual([partsAmount, q.freight, q.amount]);
    expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${bill.id}`)).status).toBe(200);
  });

  it('init answers the provider, its branch and a new number that save keeps; a made-up or taken number is replaced', async () => {
    const init = (await gw.callAs('sp01', 'GET', '/coreReturnBill/init/V1.0')).json.data as Row;
    expect(init.facilitatorId).toBe('F00001');
    expect(init.branchName).not.toBe('');
    expect(String(init.billNo)).toMatch(/^HY\d{12}$/);
    const saved = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { billNo: init.billNo, warehouseId, claimIds: [claims[0].id] },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.billNo).toBe(init.billNo);
    // the same number again (taken) and a number never issued: each bill gets a new one
    const again = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { billNo: init.billNo, warehouseId, claimIds: [claims[1].id] },
    });
    expect(again.status).toBe(200);
    expect(again.json.data.billNo).not.toBe(init.billNo);
    const madeUp = `${String(init.billNo).slice(0, 10)}9999`;
    const other = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { billNo: madeUp, warehouseId, claimIds: [claims[2].id] },
    });
    expect(other.status).toBe(200);
    expect(other.json.data.billNo).not.toBe(madeUp);
    for (const b of [saved, again, other])
      expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${b.json.data.id}`)).status).toBe(200);
  });

  it('commit, ship, confirm in order; each step refused in other states (424) and for another provider (404)', async () => {
    const saved = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { warehouseId, claimIds: [claims[3].id] },
    });
    const id = saved.json.data.id as string;
    // not committed yet: no ship, confirm or reject
    const early = await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', {
      body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' },
    });
    expect([early.status, early.json.message]).toEqual([424, '旧件回运单当前状态为【已保存】，不能更新物流']);
    expect((await gw.callAs('sp02', 'POST', '/coreReturnBill/commit/V1.0', { body: { id } })).status).toBe(404);
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { id } })).status).toBe(200);
    // committed: no edit, no delete
    const edit = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { id, warehouseId, claimIds: [claims[3].id] },
    });
    expect(edit.status).toBe(424);
    expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(424);
    const noNumber = await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', {
      body: { id, logisticsCompany: '顺丰', logisticsNo: ' ' },
    });
    expect([noNumber.status, noNumber.json.message]).toEqual([417, '请输入物流单号']);
    expect(
      (
        await gw.callAs('sp02', 'POST', '/coreReturnBill/updateLogistics/V1.0', {
          body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', {
          body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' },
        })
      ).status,
    ).toBe(200);
    // the provider cannot confirm its own return
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } })).status).toBe(403);
    expect((await gw.callAs('center01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } })).status).toBe(
      200,
    );
    const twice = await gw.callAs('center01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } });
    expect(twice.status).toBe(424);
    const bill = (await gw.callAs('sp01', 'GET', `/coreReturnBill/V1.0/${id}`)).json.data as Row;
    expect([bill.status, bill.logisticsNo]).toEqual(['CONFIRMED', 'SF1']);
  });

  it('a rejected bill is edited and committed again; it can be deleted while rejected', async () => {
    const committed = await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', {
      body: { warehouseId, claimIds: [claims[4].id] },
    });
    const id = committed.json.data.id as string;
    expect(
      (await gw.callAs('sp01', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '旧件不全' } }))
        .status,
    ).toBe(403);
    expect(
      (await gw.callAs('center01', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '旧件不全' } }))
        .status,
    ).toBe(200);
    const edited = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', {
      body: { id, warehouseId, claimIds: [claims[4].id, claims[5].id] },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { id } })).status).toBe(200);
    expect(
      (await gw.callAs('center01', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '再驳回' } }))
        .status,
    ).toBe(200);
    expect((await gw.callAs('sp02', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(404);
    expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(200);
  });
});
