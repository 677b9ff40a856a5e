// Excel import of supplier parts: a real .xls (BIFF8, Excel 97-2003) as well as .xlsx, all or nothing; a file that
// is not a spreadsheet gets a clear 417 and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import {
  IMPORT_HEADER,
  databases,
  importBook as book,
  importSetup,
  startGateway,
  type Gateway,
  type ImportSetup,
} from './harness';

describe.each(databases)('supplier parts import on %s', (kind) => {
  let gw: Gateway;
  let supplierNo: string;
  let partsNos: string[];
  let upload: ImportSetup['upload'];
  let counts: ImportSetup['counts'];

  beforeAll(async () => {
    gw = await startGateway(kind);
    ({ supplierNo, partsNos, upload, counts } = await importSetup(gw, 'V1.0'));
    expect(partsNos.length).toBe(4);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('.xls (BIFF8) with a bad row: the failure list comes back and nothing is written', async () => {
    const before = await counts();
    const res = await upload(
      '供应商配件.xls',
      book(
        [
          [supplierNo, 'SILAGE', partsNos[0], 5, 1, 3, ''],
          [supplierNo, 'SILAGE', 'NOPE-1', 5, 1, 3, ''],
        ],
        'biff8',
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]]);
    expect(rows).toHaveLength(2);
    expect(rows[0]['失败原因'] ?? '').toBe('');
    expect(String(rows[1]['失败原因'])).toContain('NOPE-1');
    expect(await counts()).toEqual(before);
  });

  it('.xls (BIFF8) and .xlsx that are right are imported, each row recorded', async () => {
    for (const [i, bookType, name] of [
      [1, 'biff8', 'a.xls'],
      [2, 'xlsx', 'b.xlsx'],
    ] as const) {
      const before = await counts();
      const res = await upload(name, book([[supplierNo, 'SILAGE', partsNos[i], 7.25, 2, 5, `导入${name}`]], bookType));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ result: 'SUCCEED', data: { count: 1 } });
      const after = await counts();
      expect(after.parts).toBe(before.parts + 1);
      expect(after.records).toBe(before.records + 1);
      const row = await gw.db
        .selectFrom('supplier_parts')
        .selectAll()
        .where('remark', '=', `导入${name}`)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ purchase_price: 7.25 });
    }
  });

  it('a file that is not a spreadsheet: 417 with a clear message, nothing written', async () => {
    const before = await counts();
    const notSheets: [string, Buffer][] = [
      ['text.xlsx', Buffer.from(`${IMPORT_HEADER.join(',')}\n${supplierNo},SILAGE,${partsNos[3]},5,1,3,\n`)], // CSV text renamed
      ['scan.xls', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
      [
        'image.xlsx',
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      ],
      ['empty.xls', Buffer.alloc(0)],
    ];
    for (const [name, data] of notSheets) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBe(417);
      expect(res.json(), name).toMatchObject({ result: 'FAILED' });
      expect(res.json().message, name).toMatch(/^file: /);
    }
    expect((await upload('text.xlsx', notSheets[0][1])).json().message).toBe(
      'file: 文件不是 Excel 工作簿（.xlsx 或 .xls），请使用导入模板',
    );
    const csv = await upload('parts.csv', notSheets[0][1]);
    expect(csv.statusCode).toBe(417);
    expect(csv.json().message).toBe('file: 只能导入 .xlsx 或 .xls 文件');
    expect(await counts()).toEqual(before);
  });
});
