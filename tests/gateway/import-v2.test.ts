// Supplier parts import, version 2 (POST /supplierParts/import/V2.0, 001 §2.6): row by row in one transaction; the
// answer is always the result file (导入结果.xlsx), each row 成功 or its reason; good rows are written with their
// change records, bad ones skipped; a row repeated in the file is 已存在 the second time; an empty sheet is 417.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { databases, startGateway, type Gateway } from './harness';

const HEADER = ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'];

function book(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'S');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function multipart(name: string, data: Buffer) {
  const boundary = '----impv2' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databases)('supplier parts import version 2 on %s', (kind) => {
  let gw: Gateway;
  let admin: string;
  let supplierNo: string;
  let partsNos: string[];
  const upload = (name: string, data: Buffer, token = admin) => {
    const m = multipart(name, data);
    return gw.call('gateway', 'POST', '/supplierParts/import/V2.0', { token, body: m.body, headers: m.headers });
  };
  const count = async (t: 'supplier_parts' | 'change_records') =>
    Number((await gw.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
    supplierNo = (await gw.call('gateway', 'POST', '/supplier/search/V1.0', { token: admin, body: { status: 'ENABLE', size: 1 } })).json().data.list[0].supplierNo;
    partsNos = (await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', { token: admin, body: { company: 'SILAGE', size: 4 } })).json().data.list
      .map((p: { partsNo: string }) => p.partsNo);
  });
  afterAll(async () => { await gw?.close(); });

  it('imports the good rows, skips the bad ones and answers each row\'s outcome as a file', async () => {
    const before = { parts: await count('supplier_parts'), records: await count('change_records') };
    const res = await upload('v2.xlsx', book([
      [supplierNo, 'SILAGE', partsNos[0], 5, 1, 3, ''],
      [supplierNo, 'SILAGE', 'NOPE-1', 5, 1, 3, ''],
      [supplierNo, 'SILAGE', partsNos[1], '', 1, 3, ''],
      [supplierNo, 'SILAGE', partsNos[0], 6, 1, 3, ''],
    ]));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('导入结果.xlsx');
    const wb = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]]);
    expect(rows.map((r) => r['导入结果'])).toEqual([
      '成功', '公司SILAGE下配件NOPE-1不存在', '采购价必须是不小于0的数字', `供应商${supplierNo}的配件${partsNos[0]}已存在`,
    ]);
    expect(await count('supplier_parts')).toBe(before.parts + 1);
    expect(await count('change_records')).toBe(before.records + 1);
  });

  it('an empty sheet is 417 naming the file; a provider is refused', async () => {
    const empty = await upload('empty.xlsx', book([]));
    expect(empty.statusCode).toBe(417);
    expect(empty.json().message).toContain('file');
    const refused = await upload('v2.xlsx', book([[supplierNo, 'SILAGE', partsNos[2], 5, 1, 3, '']]), await gw.tokenFor('sp01'));
    expect(refused.statusCode).toBe(403);
  });
});
