// The inquiry number shown before the first save: 新增询价单 shows the number GET /generator/inquiry/V1.0
// issued when it opened, and POST /v1/partQuery/new keeps it when it was issued today and no inquiry has it, as the
// return bill and the repair order keep theirs. A made-up number, one not issued yet, another day's or one already
// taken gives way to a new number: a provider cannot choose or steal a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('inquiry number before the first save on %s', (kind) => {
  let gw: Gateway;
  let partsNo: string;
  const save = async (inquiryNo?: string) => {
    const r = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
      body: { partsNo, qty: 1, description: '单号', ...(inquiryNo ? { inquiryNo } : {}) },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return (r.json.data as { inquiryNo: string }).inquiryNo;
  };
  const issue = async () => {
    const r = await gw.callAs('sp01', 'GET', '/generator/inquiry/V1.0');
    expect(r.status).toBe(200);
    return r.json.data as string;
  };
  beforeAll(async () => {
    gw = await startGateway(kind);
    partsNo = (
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', { body: { company: '1000', saleFlag: 1, size: 1 } })
    ).json.data.list[0].partsNo;
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("keeps the number the form showed; a taken, made-up, unissued or other day's number gives way to a new one", async () => {
    const shown = await issue();
    expect(shown).toMatch(/^XJ\d{12}$/);
    expect(await save(shown)).toBe(shown);
    // the same number again (a second tab, a replay): already taken
    const again = await save(shown);
    expect(again).not.toBe(shown);
    expect(again).toMatch(/^XJ\d{12}$/);
    const day = shown.slice(2, 10);
    for (const made of ['XJ1', `XJ${day}9999`, 'XJ200001010001', 'HY' + shown.slice(2)]) {
      const kept = await save(made);
      expect(kept, made).not.toBe(made);
      expect(kept).toMatch(new RegExp(`^XJ${day}\\d{4}$`));
    }
    const numbers = await gw.db
      .selectFrom('part_queries')
      .select('inquiry_no')
      .where('description', '=', '单号')
      .execute();
    expect(new Set(numbers.map((n) => n.inquiry_no)).size).toBe(numbers.length);
  });
});
