// The import dialog, version 2 (001 §2.6), on 供应商配件 as it_manager (admin): 批量导入 sends the file to
// POST /supplierParts/import/V2.0 (multipart, part "file"), which imports row by row and always answers the result
// file; the portal downloads it (导入结果.xlsx: each row 成功 or its reason), shows 提交成功，导入结果请下载查看,
// closes the dialog and refreshes the list, which shows the imported row. 确定 without a file: 请先选择文件！.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { downloadBytes, shot, signIn } from './harness';
import {
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
const IMPORT2 = '/supplierParts/import/V2.0';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const flows = flowsSuite();
let page: Page;
const sp = () => view(page, '/supplierParts');
const importBox = (): Locator => dialog(page, '批量导入');

beforeAll(async () => {
  page = await flows.browser.newPage();
  await page.setViewportSize({ width: 1366, height: 768 }); // the window the portal is used at (issue 23)
  await signIn(page, flows.gw.url, 'admin');
});

describe('批量导入 (import version 2) on 供应商配件 (admin)', () => {
  it("asks for a file, then imports the good row, downloads the result with each row's outcome and refreshes", async () => {
    const first = await openPage(page, flows.gw.url, '/supplierParts', SEARCH);
    const known = first.json!.data as SupplierPartRow[];
    expect(known.length).toBeGreaterThan(1);
    // a supplier of the first page with a part it does not offer yet (another row's part)
    const fresh = await freshSupplierPart(page, known);
    expect(fresh).toBeDefined();

    await button(sp(), '批量导入').click();
    await importBox().waitFor();
    // the dialog says what this import does (导入 and 批量导入 looked the same)
    expect(await importBox().getByTestId('import-hint').innerText()).toContain('逐行导入');
    let sent = 0;
    const count = (r: { url(): string }) => {
      if (r.url().includes(IMPORT2)) sent++;
    };
    page.on('request', count);
    await button(importBox(), '确定').click();
    await toast(page, '请先选择文件！').waitFor();
    page.off('request', count);
    expect(sent).toBe(0);

    const { supplierNo, company, partsNo } = fresh!;
    await importBox()
      .locator('input[type=file]')
      .setInputFiles({
        name: 'v2.xlsx',
        mimeType: XLSX_MIME,
        buffer: supplierPartsBook([
          [supplierNo, company, partsNo, 8.25, 1, 2, 'e2e v2'],
          [supplierNo, company, 'NOPE-404', 5, 1, 3, 'e2e v2 bad'],
        ]),
      });
    await expect
      .poll(() => importBox().locator('.ant-upload-list-item').filter({ hasText: 'v2.xlsx' }).count())
      .toBe(1);
    const [download, answer, refreshed] = await Promise.all([
      page.waitForEvent('download'),
      answerOf(page, IMPORT2, () => button(importBox(), '确定').click(), 'POST'),
      page.waitForResponse((r) => r.url().includes(SEARCH), { timeout: 30000 }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.url.pathname).toContain(IMPORT2);
    expect(download.suggestedFilename()).toBe('导入结果.xlsx');
    const result = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      XLSX.read(await downloadBytes(download)).Sheets.Sheet1,
    );
    expect(result.map((r) => [r['配件编号'], r['导入结果']])).toEqual([
      [partsNo, '成功'],
      ['NOPE-404', `公司${company}下配件NOPE-404不存在`],
    ]);
    // the spec's text and how many rows went in: one of two failed, so a warning
    await toast(page, '提交成功，导入结果请下载查看（成功 1 行，失败 1 行）').waitFor();
    await importBox().waitFor({ state: 'detached' });
    expect(refreshed.status()).toBe(200);
    const answered = (await refreshed.json()) as { data: SupplierPartRow[] };
    expect(answered.data.map((r) => [r.supplierNo, r.partsNo])).toEqual([[supplierNo, partsNo]]);
    await expect.poll(() => rows(sp()).count()).toBe(1);
    await shot(page, 'blocks-import2-done');
  });
});
