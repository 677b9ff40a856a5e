// The gateway side of the chained-dialog blocks (001 §5, §7): the claim picker's list refuses a missing
// or other module and a missing provider with 417 and the spec's message naming the field (code), and answers
// the claims of a provider not yet on a return bill (BACKHAUL); the old parts of a claim (partsReturn true).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const CLAIMS = '/coreReturnBill/V1.0/checkOut/claim';

describe.each(databases)('claim picker calls on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("refuses a missing module, another module and a missing provider with 417 and the spec's messages", async () => {
    const none = await gw.callAs('admin', 'POST', CLAIMS, { body: { facilitatorId: 'F00001' } });
    expect([none.status, none.json.message, none.json.code]).toEqual([417, '需要指定模块', 'module']);
    const other = await gw.callAs('admin', 'POST', CLAIMS, { body: { module: 'SALE', facilitatorId: 'F00001' } });
    expect([other.status, other.json.message, other.json.code]).toEqual([417, '暂不支持其他模块使用', 'module']);
    const noProvider = await gw.callAs('admin', 'POST', CLAIMS, { body: { module: 'BACKHAUL' } });
    expect([noProvider.status, noProvider.json.message, noProvider.json.code]).toEqual([
      417,
      '服务商编码不能为空',
      'facilitatorId',
    ]);
  });

  it("BACKHAUL lists the provider's claims waiting for backhaul; the old parts of one are its returnable parts", async () => {
    const r = await gw.callAs('admin', 'POST', CLAIMS, {
      body: { module: 'BACKHAUL', facilitatorId: 'F00001', size: 5, current: 1 },
    });
    expect(r.status).toBe(200);
    const list = r.json.data.list as Row[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.claimStatus === 'WAITING_BACKHAUL')).toBe(true);
    const parts = await gw.callAs('admin', 'POST', '/claimParts/return/search/V1.0', {
      body: { claimId: list[0].id, partsReturn: true, size: 5, current: 1 },
    });
    expect(parts.status).toBe(200);
    expect((parts.json.data.list as Row[]).every((p) => p.claimId === list[0].id)).toBe(true);
  });
});
