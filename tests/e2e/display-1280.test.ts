// The portal at 1280x720 ("What users of such a portal expect"): the widest lists scroll horizontally
// inside their table while the page itself does not, the actions column stays fixed at the right edge and in
// view (also when the table is scrolled to either end), the search buttons are not clipped, amounts read with two
// decimals right-aligned and codes show as dictionary names; the side menu collapses. Bad input: a search that
// matches nothing leaves an empty table that still fits the page.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, signIn } from './harness';
import { answerOf, button, columnTexts, flowsSuite, openPage, rows, view } from './flows';

const flows = flowsSuite();
const WIDTH = 1280;
const HEIGHT = 720;

async function as(user: string): Promise<Page> {
  const page = await flows.browser.newPage();
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await signIn(page, flows.gw.url, user);
  return page;
}

/** Widths of the page and of a list's table box (client and scroll). */
const widths = (page: Page, scope: Locator) =>
  scope.locator('.ant-table-content').evaluate((el) => ({
    pageClient: document.documentElement.clientWidth,
    pageScroll: document.documentElement.scrollWidth,
    boxClient: el.clientWidth,
    boxScroll: el.scrollWidth,
  }));

/** The actions column's header box (x, right edge) in the viewport. */
const actionsBox = async (scope: Locator) => {
  const th = scope.locator('.ant-table-thead th.ant-table-cell-fix-right');
  const box = await th.boundingBox();
  expect(box, 'the actions column header').not.toBeNull();
  return { x: Math.round(box!.x), right: Math.round(box!.x + box!.width) };
};

const scrollTable = (scope: Locator, to: 'start' | 'end') =>
  scope.locator('.ant-table-content').evaluate((el, where) => {
    el.scrollLeft = where === 'end' ? el.scrollWidth : 0;
  }, to);

/** A wide list: the table scrolls, the page does not, the actions stay fixed and in view at both ends. */
async function checkWideList(page: Page, scope: Locator, name: string) {
  await rows(scope).first().waitFor();
  const w = await widths(page, scope);
  expect(w.pageScroll, `${name}: the page does not scroll horizontally`).toBeLessThanOrEqual(w.pageClient);
  expect(w.boxScroll, `${name}: the table scrolls horizontally`).toBeGreaterThan(w.boxClient);
  const atStart = await actionsBox(scope);
  expect(atStart.right, `${name}: the actions column is in view`).toBeLessThanOrEqual(WIDTH);
  const action = rows(scope).first().locator('td.ant-table-cell-fix-right button').first();
  await expect.poll(() => action.isVisible()).toBe(true);
  const buttonBox = (await action.boundingBox())!;
  expect(buttonBox.x + buttonBox.width, `${name}: a row action is not clipped`).toBeLessThanOrEqual(WIDTH);
  await scrollTable(scope, 'end');
  await expect.poll(() => scope.locator('.ant-table-content').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await actionsBox(scope), `${name}: the actions column does not move when the table scrolls`).toEqual(atStart);
  await scrollTable(scope, 'start');
  // the search form's buttons are in view
  for (const label of ['查询', '重置']) {
    const b = (await button(scope, label).boundingBox())!;
    expect(b.x + b.width, `${name}: ${label} is not clipped`).toBeLessThanOrEqual(WIDTH);
  }
}

const MONEY = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;

describe('wide lists at 1280x720', () => {
  it('sp01: 配件询价 and 旧件返还单 scroll in their tables with the actions fixed; amounts with two decimals, right-aligned', async () => {
    const page = await as('sp01');
    await openPage(page, flows.gw.url, '/partQuery', '/v1/partQuery/get_page_list');
    await checkWideList(page, view(page, '/partQuery'), '配件询价');
    await shot(page, 'display-1280-partQuery');

    await openPage(page, flows.gw.url, '/coreReturnBill', '/coreReturnBill/V1.0/page');
    const bills = view(page, '/coreReturnBill');
    await checkWideList(page, bills, '旧件返还单');
    const totals = await columnTexts(bills, '旧件金额');
    expect(totals.length).toBeGreaterThan(0);
    for (const t of totals) expect(t).toMatch(MONEY);
    const cell = rows(bills).first().locator('td').filter({ hasText: totals[0] }).first();
    expect(await cell.evaluate((td) => getComputedStyle(td).textAlign)).toBe('right');
    await shot(page, 'display-1280-coreReturnBill');
  });

  it('admin: 供应商配件 shows the company by name and prices with two decimals; the side menu collapses', async () => {
    const page = await as('admin');
    await openPage(page, flows.gw.url, '/supplierParts', '/supplierParts/search/V1.0');
    const sp = view(page, '/supplierParts');
    await checkWideList(page, sp, '供应商配件');
    const companies = await columnTexts(sp, '公司');
    expect(companies.length).toBeGreaterThan(0);
    for (const c of companies) expect(c, 'a company code shown as its name').not.toMatch(/^\d+$/);
    expect(companies).toContain('发动机公司');
    for (const p of await columnTexts(sp, '采购价')) expect(p).toMatch(MONEY);

    const sider = page.locator('.ant-layout-sider');
    expect(Math.round((await sider.boundingBox())!.width)).toBe(200);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(async () => Math.round((await sider.boundingBox())!.width)).toBe(80);
    await checkWideList(page, sp, '供应商配件 (menu collapsed)');
    await shot(page, 'display-1280-supplierParts-collapsed');
    await page.getByTestId('menu-toggle').click();
    await expect.poll(async () => Math.round((await sider.boundingBox())!.width)).toBe(200);
  });

  it('bad input: a search matching nothing leaves an empty table (暂无数据) that fits the page', async () => {
    const page = await as('admin');
    await openPage(page, flows.gw.url, '/supplierParts', '/supplierParts/search/V1.0');
    const sp = view(page, '/supplierParts');
    await rows(sp).first().waitFor();
    await sp.getByLabel('供应商编码').fill('ZZ-no-such-supplier');
    const r = await answerOf(page, '/supplierParts/search/V1.0', () => button(sp, '查询').click());
    expect(r.body).toMatchObject({ supplierNo: 'ZZ-no-such-supplier' });
    await sp.getByText('暂无数据').waitFor();
    expect(await rows(sp).count()).toBe(0);
    const w = await widths(page, sp);
    expect(w.pageScroll).toBeLessThanOrEqual(w.pageClient);
    expect((await actionsBox(sp)).right).toBeLessThanOrEqual(WIDTH);
  });
});
