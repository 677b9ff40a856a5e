// Supplier parts import, version 2 (POST /supplierParts/import/V2.0, 001 §2.6): row by row in one transaction; the
// answer is always the result file (导入结果.xlsx), each row 成功 or its reason; good rows are written with their
// change records, bad ones skipped; a row repeated in the file is 已存在 the second time; an empty sheet is 417.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { databases, importBook as book, importSetup, startGateway, type Gateway, type ImportSetup } from './harness';

describe.each(databases)('supplier parts import version 2 on %s', (kind) => {
  let gw: Gateway;
  let supplierNo: string;
  let partsNos: string[];
  let upload: ImportSetup['upload'];
  let counts: ImportSetup['counts'];

  beforeAll(async () => {
    gw = await startGateway(kind);
    ({ supplierNo, partsNos, upload, counts } = await importSetup(gw, 'V2.0'));
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("imports the good rows, skips the bad ones and answers each row's outcome as a file", async () => {
    const before = await counts();
    const res = await upload(
      'v2.xlsx',
      book([
        [supplierNo, 'SILAGE', partsNos[0], 5, 1, 3, ''],
        [supplierNo, 'SILAGE', 'NOPE-1', 5, 1, 3, ''],
        [supplierNo, 'SILAGE', partsNos[1], '', 1, 3, ''],
        [supplierNo, 'SILAGE', partsNos[0], 6, 1, 3, ''],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('导入结果.xlsx');
    // the counts beside the file, for the portal's message
    expect(res.headers['x-import-summary']).toBe('succeeded=1; failed=3');
    const wb = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]]);
    expect(rows.map((r) => r['导入结果'])).toEqual([
      '成功',
      '公司SILAGE下配件NOPE-1不存在',
      '采购价必须是不小于0的数字',
      `供应商${supplierNo}的配件${partsNos[0]}已存在`,
    ]);
    expect(await counts()).toEqual({ parts: before.parts + 1, records: before.records + 1 });
  });

  it('an empty sheet is 417 naming the file; a provider is refused', async () => {
    const empty = await upload('empty.xlsx', book([]));
    expect(empty.statusCode).toBe(417);
    expect(empty.json().message).toContain('file');
    const refused = await upload(
      'v2.xlsx',
      book([[supplierNo, 'SILAGE', partsNos[2], 5, 1, 3, '']]),
      await gw.tokenFor('sp01'),
    );
    expect(refused.statusCode).toBe(403);
  });
});
