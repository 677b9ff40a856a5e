// Actions that move files (001 §2.6) on 供应商配件 as it_manager (admin): 模板下载 saves the server's
// file under its Content-Disposition name; 导入 refuses other types (请先选择文件！ without a file), imports a good
// .xlsx (导入成功, the list refreshes and shows the row) and, for a bad one, downloads the failure list
// (导入失败，失败清单及原因已自动下载) and clears the chosen file.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { downloadBytes, shot, signIn } from './harness';
import {
  SUPPLIER_PARTS_HEADER,
  answerOf,
  button,
  dialog,
  freshSupplierPart,
  openPage,
  rows,
  flowsSuite,
  supplierPartsBook,
  toast,
  view,
  type SupplierPartRow,
} from './flows';

const SEARCH = '/supplierParts/search/V1.0';
const IMPORT = '/supplierParts/import/V1.0';

const flows = flowsSuite();
let page: Page;
const sp = () => view(page, '/supplierParts');
const importBox = (): Locator => dialog(page, '导入');

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const choose = (name: string, buffer: Buffer, mimeType = XLSX_MIME) =>
  importBox().locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

beforeAll(async () => {
  page = await flows.browser.newPage();
  await signIn(page, flows.gw.url, 'admin');
});

describe('file actions on 供应商配件 (admin, it_manager)', () => {
  let known: SupplierPartRow[] = [];
  let fresh: SupplierPartRow | undefined;

  it("模板下载 saves the template under the server's file name", async () => {
    const first = await openPage(page, flows.gw.url, '/supplierParts', SEARCH);
    known = first.json!.data as SupplierPartRow[];
    expect(known.length).toBeGreaterThan(1);
    const [download] = await Promise.all([page.waitForEvent('download'), button(sp(), '模板下载').click()]);
    expect(download.suggestedFilename()).toBe('供应商配件导入模板.xlsx');
    const saved = await downloadBytes(download);
    const sheet = XLSX.read(saved).Sheets.Sheet1;
    expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0]).toEqual(SUPPLIER_PARTS_HEADER);
    // a supplier of the first page with a part it does not offer yet (another row's part); the filters stay
    // on that pair, so the refresh after the import shows the imported row
    fresh = await freshSupplierPart(page, known);
    expect(fresh).toBeDefined();
    expect(await rows(sp()).count()).toBe(0);
  });

  it('导入 refuses another type and asks for a file: 请先选择文件！', async () => {
    await button(sp(), '导入').click();
    await importBox().waitFor();
    await choose('parts.csv', Buffer.from(`${SUPPLIER_PARTS_HEADER.join(',')}\n`), 'text/csv');
    await toast(page, '只能选择 .xlsx, .xls 文件').waitFor();
    expect(await importBox().locator('.ant-upload-list-item').count()).toBe(0);
    let imports = 0;
    const count = (r: { url(): string }) => {
      if (r.url().includes(IMPORT)) imports++;
    };
    page.on('request', count);
    await button(importBox(), '确定').click();
    await toast(page, '请先选择文件！').waitFor();
    page.off('request', count);
    expect(imports).toBe(0);
    await shot(page, 'blocks-files-import-empty');
  });

  it('a bad file: the failure list is downloaded, 导入失败，失败清单及原因已自动下载, the file cleared', async () => {
    const s = known[0];
    await choose('bad.xlsx', supplierPartsBook([[s.supplierNo, s.company, 'NOPE-404', 5, 1, 3, 'e2e bad']]));
    await expect
      .poll(() => importBox().locator('.ant-upload-list-item').filter({ hasText: 'bad.xlsx' }).count())
      .toBe(1);
    const [download, answer] = await Promise.all([
      page.waitForEvent('download'),
      answerOf(page, IMPORT, () => button(importBox(), '确定').click()),
    ]);
    expect(answer.status).toBe(200);
    expect(download.suggestedFilename()).toBe('导入失败清单.xlsx');
    const list = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      XLSX.read(await downloadBytes(download)).Sheets.Sheet1,
    );
    expect(String(list[0]['失败原因'])).toContain('NOPE-404');
    await toast(page, '导入失败，失败清单及原因已自动下载').waitFor();
    await expect.poll(() => importBox().locator('.ant-upload-list-item').count()).toBe(0);
    await shot(page, 'blocks-files-import-failed');
  });

  it('a good file: 导入成功, the dialog closes and the list refreshes with the new row', async () => {
    const { supplierNo, company, partsNo } = fresh!;
    await choose('good.xlsx', supplierPartsBook([[supplierNo, company, partsNo, 9.5, 2, 4, 'e2e 导入']]));
    const [, refreshed] = await Promise.all([
      answerOf(page, IMPORT, () => button(importBox(), '确定').click()),
      page.waitForResponse((r) => r.url().includes(SEARCH), { timeout: 30000 }),
    ]);
    expect(refreshed.status()).toBe(200);
    await toast(page, '导入成功').waitFor();
    await importBox().waitFor({ state: 'detached' });
    const answered = (await refreshed.json()) as { data: SupplierPartRow[] };
    expect(answered.data.map((r) => [r.supplierNo, r.partsNo])).toEqual([[supplierNo, partsNo]]);
    await expect.poll(() => rows(sp()).count()).toBe(1);
    await shot(page, 'blocks-files-import-ok');
  });
});

describe('file actions as sp01 (provider)', () => {
  it('shows neither 导入 nor 模板下载 (no such button permission)', async () => {
    page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await openPage(page, flows.gw.url, '/supplierParts', SEARCH);
    await rows(sp()).first().waitFor();
    expect(await button(sp(), '查询').count()).toBe(1);
    expect(await button(sp(), '导入').count()).toBe(0);
    expect(await button(sp(), '模板下载').count()).toBe(0);
  });
});
