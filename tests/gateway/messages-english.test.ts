// Gateway messages built with values, in English for an en_US caller (header `language`, server/http/messages-en.ts):
// a step refused in the current state (424), a batch row refused (第n行：…, 417), a document not found (404). The
// Chinese texts stay exactly as they are for any other caller (they are spec texts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

const EN = { language: 'en_US' };

describe.each(databases)('gateway messages with values in English on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('a step refused in the current state: Cannot <step> the <document>: its current state is 【<state>】', async () => {
    const created = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
      body: { partsName: '机油滤清器', qty: 1, submit: true },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id } = created.json.data;
    const english = await gw.callAs('sp01', 'DELETE', `/v1/partQuery/${id}`, { headers: EN });
    expect(english.status).toBe(424);
    expect(english.json.message).toBe('Cannot delete the inquiry: its current state is 【Submitted】');
    const chinese = await gw.callAs('sp01', 'DELETE', `/v1/partQuery/${id}`, { headers: { language: 'zh_CN' } });
    expect(chinese.status).toBe(424);
    expect(chinese.json.message).toBe('询价单当前状态为【已提交】，不能删除');
  });

  it("a batch row refused: Row n: … with the row's values", async () => {
    const supplier = (
      await gw.callAs('admin', 'POST', '/supplier/search/V1.0', { body: { status: 'ENABLE', size: 1 } })
    ).json.data.list[0];
    const item = { supplierNo: supplier.supplierNo, partsNo: 'NO-SUCH-PART', company: '2000', purchasePrice: 1 };
    const english = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', { body: [item], headers: EN });
    expect(english.status).toBe(417);
    expect(english.json.message).toBe('Row 1: Part NO-SUCH-PART does not exist in company 2000');
    const chinese = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', { body: [item] });
    expect(chinese.json.message).toBe('第1行：公司2000下配件NO-SUCH-PART不存在');
    const noCompany = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', {
      body: [item, { ...item, company: ' ' }],
      headers: EN,
    });
    expect(noCompany.status).toBe(417);
    expect(noCompany.json.message).toBe('Row 2: Please enter the company');
  });

  it('a document not found: The <document> does not exist', async () => {
    const english = await gw.callAs('sp01', 'GET', '/v1/partQuery/00000000-0000-0000-0000-000000000000', {
      headers: EN,
    });
    expect(english.status).toBe(404);
    expect(english.json.message).toBe('The inquiry does not exist');
    const chinese = await gw.callAs('sp01', 'GET', '/v1/partQuery/00000000-0000-0000-0000-000000000000');
    expect(chinese.json.message).toBe('询价单不存在');
  });
});
