// The core return bill's flow at the gateway (issue 10, 000 §7): 新增 takes its number from init (the generator)
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
    claims = (await gw.callAs('sp01', 'POST', CLAIMS, { body: { module: 'BACKHAUL', size: 10, current: 1 } })).json.data.list as Row[];
  });
  afterAll(async () => { await gw?.close(); });

  it('init answers the provider, its branch and a new number that save keeps; a made-up or taken number is replaced', async () => {
    const init = (await gw.callAs('sp01', 'GET', '/coreReturnBill/init/V1.0')).json.data as Row;
    expect(init.facilitatorId).toBe('F00001');
    expect(init.branchName).not.toBe('');
    expect(String(init.billNo)).toMatch(/^HY\d{12}$/);
    const saved = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { billNo: init.billNo, warehouseId, claimIds: [claims[0].id] } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.billNo).toBe(init.billNo);
    // the same number again (taken) and a number never issued: each bill gets a new one
    const again = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { billNo: init.billNo, warehouseId, claimIds: [claims[1].id] } });
    expect(again.status).toBe(200);
    expect(again.json.data.billNo).not.toBe(init.billNo);
    const madeUp = `${String(init.billNo).slice(0, 10)}9999`;
    const other = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { billNo: madeUp, warehouseId, claimIds: [claims[2].id] } });
    expect(other.status).toBe(200);
    expect(other.json.data.billNo).not.toBe(madeUp);
    for (const b of [saved, again, other]) expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${b.json.data.id}`)).status).toBe(200);
  });

  it('commit, ship, confirm in order; each step refused in other states (424) and for another provider (404)', async () => {
    const saved = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { warehouseId, claimIds: [claims[3].id] } });
    const id = saved.json.data.id as string;
    // not committed yet: no ship, confirm or reject
    const early = await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', { body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' } });
    expect([early.status, early.json.message]).toEqual([424, '旧件回运单当前状态为【已保存】，不能更新物流']);
    expect((await gw.callAs('sp02', 'POST', '/coreReturnBill/commit/V1.0', { body: { id } })).status).toBe(404);
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { id } })).status).toBe(200);
    // committed: no edit, no delete
    const edit = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { id, warehouseId, claimIds: [claims[3].id] } });
    expect(edit.status).toBe(424);
    expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(424);
    const noNumber = await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', { body: { id, logisticsCompany: '顺丰', logisticsNo: ' ' } });
    expect([noNumber.status, noNumber.json.message]).toEqual([417, '请输入物流单号']);
    expect((await gw.callAs('sp02', 'POST', '/coreReturnBill/updateLogistics/V1.0', { body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' } })).status).toBe(404);
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', { body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' } })).status).toBe(200);
    // the provider cannot confirm its own return
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } })).status).toBe(403);
    expect((await gw.callAs('center01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } })).status).toBe(200);
    const twice = await gw.callAs('center01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } });
    expect(twice.status).toBe(424);
    const bill = (await gw.callAs('sp01', 'GET', `/coreReturnBill/V1.0/${id}`)).json.data as Row;
    expect([bill.status, bill.logisticsNo]).toEqual(['CONFIRMED', 'SF1']);
  });

  it('a rejected bill is edited and committed again; it can be deleted while rejected', async () => {
    const committed = await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { warehouseId, claimIds: [claims[4].id] } });
    const id = committed.json.data.id as string;
    expect((await gw.callAs('sp01', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '旧件不全' } })).status).toBe(403);
    expect((await gw.callAs('center01', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '旧件不全' } })).status).toBe(200);
    const edited = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { id, warehouseId, claimIds: [claims[4].id, claims[5].id] } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { id } })).status).toBe(200);
    expect((await gw.callAs('center01', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '再驳回' } })).status).toBe(200);
    expect((await gw.callAs('sp02', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(404);
    expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(200);
  });
});
