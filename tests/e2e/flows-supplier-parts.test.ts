// 供应商配件 (/supplierParts) through the real gateway: search with a trimmed filter, paging, collapse/expand, the
// detail page, edit, delete (cancel and confirm), 新增 with its two pickers, a stale edit refused by the gateway,
// and the provider's view (read only: no 新增 / 编辑 / 删除).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  answerOf,
  button,
  columnTexts,
  confirmBox,
  dialog,
  duplicateTab,
  errorBox,
  openPage,
  row,
  rowActions,
  rows,
  toast,
  view,
  settled,
  flowsSuite,
  signInAndOpen,
} from './flows';

const flows = flowsSuite();
let page: Page;

const SEARCH = '/supplierParts/search/V1.0';
const sp = () => view(page, '/supplierParts');

beforeAll(async () => {
  page = await flows.browser.newPage();
  await signIn(page, flows.gw.url, 'admin');
});

describe('供应商配件 as admin', () => {
  it('searches with a trimmed filter and shows only the matching rows', async () => {
    const first = await openPage(page, flows.gw.url, '/supplierParts', SEARCH);
    expect(first.body).toEqual({ size: 10, current: 1 });
    await rows(sp()).first().waitFor();
    await sp().getByLabel('供应商编码').fill('  GYS00002  ');
    const r = await answerOf(page, SEARCH, () => button(sp(), '查询').click());
    expect(r.body).toEqual({ supplierNo: 'GYS00002', size: 10, current: 1 });
    const answered = (r.json!.data as { supplierNo: string }[]).length;
    expect(answered).toBeGreaterThan(0);
    await expect.poll(() => rows(sp()).count()).toBe(answered);
    expect(new Set(await columnTexts(sp(), '供应商编码'))).toEqual(new Set(['GYS00002']));
    await shot(page, 'flows-supplierParts-search');
  });

  it('pages through the results and changes the page size', async () => {
    const reset = await answerOf(page, SEARCH, () => button(sp(), '重置').click());
    expect(reset.body).toEqual({ size: 10, current: 1 });
    await sp()
      .getByText(/共 \d+ 条/)
      .waitFor();
    const total = Number(
      (
        await sp()
          .getByText(/共 \d+ 条/)
          .innerText()
      ).replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(10);
    const page1 = await columnTexts(sp(), '配件编码');
    const p2 = await answerOf(page, SEARCH, () => sp().locator('.ant-pagination-item-2').click());
    expect(p2.body).toEqual({ size: 10, current: 2 });
    await expect.poll(() => columnTexts(sp(), '配件编码')).not.toEqual(page1);
    expect(await sp().locator('.ant-pagination-item-active').innerText()).toBe('2');
    await sp().locator('.ant-pagination-options .ant-select').click();
    const p20 = await answerOf(page, SEARCH, () =>
      page.locator('.ant-select-item-option').filter({ hasText: '20 条/页' }).click(),
    );
    expect(p20.body).toEqual({ size: 20, current: 1 });
    await expect.poll(() => rows(sp()).count()).toBe(Math.min(20, total));
    // back to 10 a page for the next tests
    await sp().locator('.ant-pagination-options .ant-select').click();
    await answerOf(page, SEARCH, () => page.locator('.ant-select-item-option').filter({ hasText: '10 条/页' }).click());
  });

  it('collapses and expands the search form; a collapsed value is still sent', async () => {
    await page.setViewportSize({ width: 1000, height: 900 }); // a window under 1080: two columns, 3 fields shown collapsed (001 §2.6)
    try {
      const expand = button(sp(), '展开');
      await expand.waitFor();
      expect(await sp().locator('.rt-search-form label').allInnerTexts()).toEqual([
        '供应商编码',
        '供应商名称',
        '配件编码',
      ]);
      await expand.click();
      await button(sp(), '收起').waitFor();
      expect(await sp().locator('.rt-search-form label').allInnerTexts()).toEqual([
        '供应商编码',
        '供应商名称',
        '配件编码',
        '配件名称',
        '配件图号',
        '公司',
        '状态',
      ]);
      // 公司 is chosen by its name from the company dictionary; the search sends the code
      await sp().getByRole('combobox', { name: '公司' }).click({ force: true });
      await page
        .locator('.ant-select-dropdown .ant-select-item-option[title="发动机公司"]')
        .locator('visible=true')
        .click();
      await shot(page, 'flows-supplierParts-expanded');
      await button(sp(), '收起').click();
      await expand.waitFor();
      expect(await sp().getByLabel('公司').count()).toBe(0);
      const r = await answerOf(page, SEARCH, () => button(sp(), '查询').click());
      expect(r.body).toEqual({ company: '1000', size: 10, current: 1 });
      await answerOf(page, SEARCH, () => button(sp(), '重置').click());
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await expect.poll(() => button(sp(), '展开').count()).toBe(0); // four columns: all seven fit
  });

  it('详情 opens the detail page with its sections', async () => {
    const target = rows(sp()).filter({ hasText: '有效' }).first();
    const partsNo = (await target.locator('td').nth(2).innerText()).trim();
    const r = await answerOf(page, '/supplierParts/V1.0/', () => button(target, '详情').click(), 'GET');
    const id = r.url.pathname.split('/').pop()!;
    await page.waitForFunction((p) => window.location.hash === `#${p}`, `/detail/supplierPart/${id}`);
    const detail = view(page, `/detail/supplierPart/${id}`);
    expect(await detail.locator('.ant-descriptions-title').allInnerTexts()).toEqual([
      '基本信息',
      '采购信息',
      '操作记录',
    ]);
    const cell = (label: string) =>
      detail.locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::td[1]');
    expect(await cell('配件编码').innerText()).toBe(partsNo);
    expect(await cell('状态').innerText()).toBe('有效');
    // the version is the gateway's concurrency counter, not shown to users
    expect(await detail.locator('.ant-descriptions-item-label', { hasText: '版本' }).count()).toBe(0);
    await page.getByTestId('tab').filter({ hasText: '供应商配件详情' }).waitFor();
    expect(await button(detail, '编辑').count()).toBe(1);
    await shot(page, 'flows-supplierPart-detail');
    await button(detail, '返回').click();
    await page.waitForFunction(() => window.location.hash === '#/supplierParts');
  });

  it('编辑 loads the row, saves a new price and the table shows it', async () => {
    const target = rows(sp()).filter({ hasText: '有效' }).first();
    const partsNo = (await target.locator('td').nth(2).innerText()).trim();
    const load = await answerOf(page, '/supplierParts/V1.0/', () => button(target, '编辑').click(), 'GET');
    const loaded = load.json!.data as { id: string; purchasePrice: number; version: number; partsName: string };
    const form = dialog(page, '编辑供应商配件');
    await expect.poll(() => form.getByLabel('采购价').inputValue()).toBe(loaded.purchasePrice.toFixed(2));
    await expect(form.getByText(loaded.partsName, { exact: true }).count()).resolves.toBe(1);
    await form.getByLabel('采购价').fill('1234.5');
    await form.getByLabel('备注').fill('e2e 调价');
    await shot(page, 'flows-supplierPart-edit');
    const saved = await answerOf(page, '/supplierParts/V1.0', () => button(form, '确定').click(), 'PUT');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: loaded.id,
      version: loaded.version,
      purchasePrice: 1234.5,
      remark: 'e2e 调价',
    });
    await toast(page, '修改成功').waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => (await row(sp(), partsNo).first().innerText()).includes('1,234.5')).toBe(true);
  });

  it('删除 asks 删除后将不可恢复，确认删除么？: cancel keeps the row, confirm invalidates it', async () => {
    const target = rows(sp()).filter({ hasText: '有效' }).nth(1);
    const supplierNo = (await target.locator('td').nth(0).innerText()).trim();
    const partsNo = (await target.locator('td').nth(2).innerText()).trim();
    const mine = rows(sp()).filter({ hasText: supplierNo }).filter({ hasText: partsNo });
    const calls: string[] = [];
    const onReq = (r: { url(): string }) => r.url().includes('/supplierParts/V1.0/invalid') && calls.push(r.url());
    page.on('request', onReq);
    await button(mine, '删除').click();
    const box = confirmBox(page, '删除后将不可恢复，确认删除么？');
    await settled(box);
    await shot(page, 'flows-supplierParts-delete-confirm');
    await button(box, '取消').click();
    await box.waitFor({ state: 'detached' });
    expect(calls).toEqual([]);
    expect(await rowActions(mine)).toEqual(['详情', '编辑', '删除']);

    await button(mine, '删除').click();
    await settled(box);
    const [invalid, refreshed] = await Promise.all([
      answerOf(page, '/supplierParts/V1.0/invalid', () => button(box, '确定').click()),
      page.waitForResponse((r) => r.url().includes(SEARCH)),
    ]);
    page.off('request', onReq);
    expect(invalid.status).toBe(200);
    expect((invalid.body as { ids: string[] }).ids).toHaveLength(1);
    await toast(page, '删除成功').waitFor();
    expect(refreshed.ok()).toBe(true);
    await expect.poll(() => mine.innerText()).toContain('作废');
    expect(await rowActions(mine)).toEqual(['详情']);
  });

  it('新增: both pickers (请选择... when nothing is chosen), then the new row is listed', async () => {
    await button(sp(), '新增').click();
    const form = dialog(page, '新增供应商配件');
    await form.waitFor();
    await button(form, '确定').click();
    await form.getByText('请选择供应商').waitFor();
    await form.getByText('请选择配件').waitFor();

    // supplier picker: 确定 without a row warns, then choose one
    const firstSuppliers = answerOf(page, '/supplier/search/V1.0', () => form.getByLabel('供应商').click());
    const supplierPicker = dialog(page, '选择供应商');
    await supplierPicker.waitFor();
    await firstSuppliers;
    await button(supplierPicker, '确定').click();
    await toast(page, '请选择供应商').waitFor();
    const supplierRow = rows(supplierPicker).first();
    const supplierName = (await supplierRow.locator('td').nth(2).innerText()).trim();
    await supplierRow.click();
    await button(supplierPicker, '确定').click();
    await supplierPicker.waitFor({ state: 'detached' });
    await expect.poll(() => form.getByLabel('供应商').inputValue()).toBe(supplierName);

    // parts picker: search by code, choose the row
    await form.getByRole('button', { name: 'search' }).nth(1).click();
    const partsPicker = dialog(page, '选择配件');
    await partsPicker.waitFor();
    await partsPicker.getByLabel('配件编码').fill(' P0000399 ');
    const found = await answerOf(page, '/parts/search/V1.0', () => button(partsPicker, '查询').click());
    expect(found.body).toEqual({ id: 'P0000399', size: 10, current: 1 }); // parts dialogs page 10 (001 §9)
    await expect.poll(() => rows(partsPicker).count()).toBeGreaterThan(0);
    const partRow = rows(partsPicker).first();
    const partName = (await partRow.locator('td').nth(2).innerText()).trim();
    await shot(page, 'flows-supplierParts-parts-picker');
    await button(partsPicker, '确定').click();
    await toast(page, '请选择配件').waitFor();
    await partRow.click();
    await button(partsPicker, '确定').click();
    await partsPicker.waitFor({ state: 'detached' });
    await expect.poll(() => form.getByLabel('配件', { exact: true }).inputValue()).toBe(partName);

    await form.getByRole('combobox', { name: '公司' }).click({ force: true });
    await page
      .locator('.ant-select-dropdown .ant-select-item-option[title="发动机公司"]')
      .locator('visible=true')
      .click();
    await form.getByLabel('采购价').fill('88.8');
    await form.getByLabel('最小采购量').fill('5');
    await form.getByLabel('供货周期(天)').fill('12');
    await shot(page, 'flows-supplierParts-add');
    const added = await answerOf(page, '/supplierParts/V1.0/batch', () => button(form, '确定').click());
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const sent = (added.body as { list: Record<string, unknown>[] }).list;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      partsId: 'P0000399',
      partsNo: 'P0000399',
      company: '1000',
      purchasePrice: 88.8,
      minPurchaseQty: 5,
      leadDays: 12,
    });
    await toast(page, '新增成功').waitFor();
    await form.waitFor({ state: 'detached' });

    await sp().getByLabel('配件编码').fill('P0000399');
    const r = await answerOf(page, SEARCH, () => button(sp(), '查询').click());
    expect(r.body).toMatchObject({ partsNo: 'P0000399' });
    const mine = row(sp(), supplierName);
    await mine.waitFor();
    expect(await mine.innerText()).toContain('88.8');
    await answerOf(page, SEARCH, () => button(sp(), '重置').click());
  });

  it('a stale edit (the same part saved in a duplicated tab) shows the gateway message and keeps the form', async () => {
    const target = rows(sp()).filter({ hasText: '有效' }).nth(2);
    const supplierNo = (await target.locator('td').nth(0).innerText()).trim();
    const partsNo = (await target.locator('td').nth(2).innerText()).trim();
    await answerOf(page, '/supplierParts/V1.0/', () => button(target, '编辑').click(), 'GET');
    const form = dialog(page, '编辑供应商配件');
    await form.getByLabel('采购价').fill('77.7');
    await form.getByLabel('备注').fill('第一个标签页的修改');

    // the same user saves the same part in a duplicated tab first
    const other = await duplicateTab(page, `${flows.gw.url}/#/supplierParts`);
    try {
      const otherView = view(other, '/supplierParts');
      const mineThere = rows(otherView).filter({ hasText: supplierNo }).filter({ hasText: partsNo });
      await mineThere.waitFor({ timeout: 30000 });
      await answerOf(other, '/supplierParts/V1.0/', () => button(mineThere, '编辑').click(), 'GET');
      const otherForm = dialog(other, '编辑供应商配件');
      await expect.poll(() => otherForm.getByLabel('采购价').inputValue()).not.toBe('');
      await otherForm.getByLabel('最小采购量').fill('9');
      const ok = await answerOf(other, '/supplierParts/V1.0', () => button(otherForm, '确定').click(), 'PUT');
      expect(ok.status).toBe(200);
      await toast(other, '修改成功').waitFor();
    } finally {
      await other.close();
    }

    const refused = await answerOf(page, '/supplierParts/V1.0', () => button(form, '确定').click(), 'PUT');
    expect(refused.status).toBe(424);
    expect(refused.json?.message).toBe('单据已被他人修改，请刷新后重试');
    await errorBox(page).getByText('单据已被他人修改，请刷新后重试').waitFor();
    await shot(page, 'flows-supplierPart-stale');
    await button(errorBox(page), '确定').click();
    await errorBox(page).waitFor({ state: 'detached' });
    // nothing typed is lost: the dialog is still open with the user's values
    expect(await form.getByLabel('采购价').inputValue()).toBe('77.70');
    expect(await form.getByLabel('备注').inputValue()).toBe('第一个标签页的修改');
    await button(form, '取消').click();
    await form.waitFor({ state: 'detached' });
  });
});

describe('供应商配件 as sp01 (provider)', () => {
  it("shows the list read only: no 新增, 编辑 or 删除 (supplier parts and their prices are the maker's)", async () => {
    page = await flows.browser.newPage();
    const first = await signInAndOpen(page, flows.gw.url, 'sp01', '/supplierParts', SEARCH);
    expect(first.status).toBe(200);
    await rows(sp()).first().waitFor();
    await shot(page, 'flows-supplierParts-provider');
    expect(await button(sp(), '新增').count()).toBe(0);
    expect(await button(sp(), '模板下载').count()).toBe(0);
    expect(
      await sp()
        .getByRole('button', { name: /删\s*除/ })
        .count(),
    ).toBe(0);
    const valid = rows(sp()).filter({ hasText: '有效' }).first();
    expect(await rowActions(valid)).toEqual(['详情']);
  });
});

describe('供应商配件 批量新增 as part_business01', () => {
  it('refuses an empty batch and a line without a price on the screen, then adds two parts; the list shows them at once', async () => {
    page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'part_business01', '/supplierParts', SEARCH);
    await rows(sp()).first().waitFor();
    let batches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/supplierParts/V1.0/batch')) batches += 1;
    });

    await button(sp(), '批量新增').click();
    const form = dialog(page, '批量新增供应商配件');
    await settled(form);
    await button(form, '确定').click();
    await form.getByText('请选择供应商').waitFor();
    await form.getByText('请选择配件').waitFor();
    expect(batches).toBe(0);

    await answerOf(page, '/supplier/search/V1.0', () => form.getByLabel('供应商').click());
    const supplierPicker = dialog(page, '选择供应商');
    const supplierRow = rows(supplierPicker).first();
    await supplierRow.waitFor();
    const supplierName = (await supplierRow.locator('td').nth(2).innerText()).trim();
    await supplierRow.click();
    await button(supplierPicker, '确定').click();
    await supplierPicker.waitFor({ state: 'detached' });

    const lines = form.locator('.ant-table-tbody tr.ant-table-row');
    for (const code of ['P0000398', 'P0000397']) {
      await button(form, '添加配件').click();
      const picker = dialog(page, '选择配件');
      await settled(picker);
      await picker.getByLabel('配件编码').fill(code);
      await answerOf(page, '/parts/search/V1.0', () => button(picker, '查询').click());
      await rows(picker).filter({ hasText: code }).first().click();
      await button(picker, '确定').click();
      await picker.waitFor({ state: 'detached' });
      await lines.filter({ hasText: code }).waitFor();
    }
    expect(await lines.count()).toBe(2);
    await lines.filter({ hasText: 'P0000398' }).locator('input').first().fill('66.6');
    await button(form, '确定').click();
    await form.getByText('请输入采购价').first().waitFor(); // P0000397 has no price
    expect(batches).toBe(0);
    await lines.filter({ hasText: 'P0000397' }).locator('input').first().fill('12');
    await shot(page, 'flows-supplierParts-batch');
    const added = await answerOf(page, '/supplierParts/V1.0/batch', () => button(form, '确定').click());
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.body).toMatchObject({
      company: '1000',
      list: [
        expect.objectContaining({ partsNo: 'P0000398', purchasePrice: 66.6 }),
        expect.objectContaining({ partsNo: 'P0000397', purchasePrice: 12 }),
      ],
    });
    await toast(page, '新增成功').waitFor();
    await form.waitFor({ state: 'detached' });
    // the list read again by itself: the newest rows first
    await rows(sp()).filter({ hasText: 'P0000398' }).filter({ hasText: supplierName }).first().waitFor();
    await rows(sp()).filter({ hasText: 'P0000397' }).filter({ hasText: supplierName }).first().waitFor();
  });
});
