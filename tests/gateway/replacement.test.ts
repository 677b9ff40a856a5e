// The replacement-parts dialog's confirm (001 §2.6, §5) on the server: new parts not sellable are refused with
// 错误信息：配件…不可销售 as on the client, no new part is 请选择替换的新件, no old part 请先选择配件 (417 naming
// the field); sellable new parts of the old part's groups are accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const CONFIRM = '/v1/partQuery/replacement/confirm';

describe.each(databases)('replacement confirm on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('refuses a new part not for sale, accepts sellable ones, names the missing field', async () => {
    const groups = (await gw.callAs('sp01', 'POST', '/sbom/parts/search/V1.0', { body: { size: 500, current: 1 } }))
      .json.data.list as Row[];
    const withBlocked = groups.find((g) => (g.newPartsList as Row[]).some((p) => p.saleFlagT === 0))!;
    const withSellable = groups.find((g) => (g.newPartsList as Row[]).some((p) => p.saleFlagT === 1))!;
    expect(withBlocked).toBeDefined();
    const blocked = (withBlocked.newPartsList as Row[]).find((p) => p.saleFlagT === 0)!;
    const refused = await gw.callAs('sp01', 'POST', CONFIRM, {
      body: { partsCode: withBlocked.partsCode, newParts: [{ partsNo: blocked.partsNo }] },
    });
    expect(refused.status).toBe(417);
    expect(refused.json.message).toBe(`错误信息：配件${blocked.partsNo}不可销售`);

    const sellable = (withSellable.newPartsList as Row[]).find((p) => p.saleFlagT === 1)!;
    const ok = await gw.callAs('sp01', 'POST', CONFIRM, {
      body: { partsCode: withSellable.partsCode, newParts: [{ partsNo: sellable.partsNo }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({
      partsCode: withSellable.partsCode,
      newParts: [{ partsNo: sellable.partsNo, partsName: sellable.partsName, partsDrawingNo: sellable.partsDrawingNo }],
    });

    const none = await gw.callAs('sp01', 'POST', CONFIRM, {
      body: { partsCode: withSellable.partsCode, newParts: [] },
    });
    expect([none.status, none.json.message]).toEqual([417, '请选择替换的新件']);
    const noOld = await gw.callAs('sp01', 'POST', CONFIRM, { body: { newParts: [{ partsNo: sellable.partsNo }] } });
    expect([noOld.status, noOld.json.message]).toEqual([417, '请先选择配件']);
    const foreign = await gw.callAs('sp01', 'POST', CONFIRM, {
      body: { partsCode: 'NOPE', newParts: [{ partsNo: sellable.partsNo }] },
    });
    expect(foreign.status).toBe(417);
  });
});
