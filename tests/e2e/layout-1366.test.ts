// The portal at 1366x768 and 1280x720: the return-parts picker's editable 回运数量 column shows without
// scrolling sideways; admin's 配件询价 and 旧件返还单 rows are one line each and every column can be scrolled clear
// of the fixed actions; 供应商配件 shows 状态 at once; the tall dialogs (新增旧件返还单, the feedback form) keep
// their buttons in the window and scroll their body; the search form has 4 columns at a 1280 px window (001 §2.6,
// 000 §9: the window's width decides); 首页 is not in the side menu (000 §2); every theme setting applies (sidebar
// tone, top menu, fixed or fluid width, dark); after switching to English, kept-alive tabs whose search form was
// used, and the home page's recent visits, are in English.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, signIn } from './harness';
import { button, dialog, flowsSuite, openPage, rows, settled, view } from './flows';

const flows = flowsSuite();

async function as(user: string, width = 1366, height = 768): Promise<Page> {
  const page = await flows.browser.newPage();
  await page.setViewportSize({ width, height });
  await signIn(page, flows.gw.url, user);
  return page;
}

/** Text nodes of the rows that wrap onto more than one line (a wrapped text node has several client rects). */
const wrappedCells = (scope: Locator) =>
  scope.locator('.ant-table-tbody').evaluate((body) => {
    const out: string[] = [];
    const walk = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const r = document.createRange();
      r.selectNodeContents(n);
      if (new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size > 1) out.push(n.textContent ?? '');
    }
    return out;
  });

/** Headers (title, left, right) and the fixed actions column's left edge, in the viewport. */
const headers = (scope: Locator) =>
  scope
    .locator('.ant-table')
    .first()
    .evaluate((t) => {
      const fixed = t.querySelector('th.ant-table-cell-fix-right')?.getBoundingClientRect();
      const ths = [...t.querySelectorAll('.ant-table-thead th:not(.ant-table-cell-fix-right)')].map((th) => {
        const b = th.getBoundingClientRect();
        return { title: (th.textContent ?? '').trim(), left: b.left, right: b.right };
      });
      return { ths, actionsLeft: fixed ? fixed.left : Infinity };
    });

const scrollTo = (scope: Locator, end: boolean) =>
  scope
    .locator('.ant-table-content')
    .first()
    .evaluate((el, e) => {
      el.scrollLeft = e ? el.scrollWidth : 0;
    }, end);

describe('layout at 1366x768 and 1280x720', () => {
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
  ] as const) {
    it(`${width}: sp01's return-parts picker shows 回运数量 without scrolling; 新增旧件返还单 and the feedback form keep their buttons in view`, async () => {
      const page = await as('sp01', width, height);
      const inView = async (box: Locator, name: string) => {
        const footer = (await box.locator('.ant-modal-footer').boundingBox())!;
        expect(footer.y + footer.height, `${name}: its buttons are in the window`).toBeLessThanOrEqual(height);
        expect(
          await box.locator('.ant-modal-body').evaluate((b) => getComputedStyle(b).overflowY),
          `${name}: its body scrolls`,
        ).toBe('auto');
      };
      await page.getByTestId('feedback-icon').click();
      const feedback = page
        .locator('.ant-modal')
        .filter({ has: page.locator('.ant-modal-footer') })
        .last();
      await feedback.locator('.ant-modal-footer').waitFor();
      await inView(feedback, 'feedback');
      // closed by its ✕ (an Escape is lost when focus is not inside the dialog yet: seen at 1280 in CI)
      await feedback.locator('.ant-modal-close').click();
      await feedback.waitFor({ state: 'hidden' });

      await openPage(page, flows.gw.url, '/coreReturnBill', '/coreReturnBill/V1.0/page');
      await button(view(page, '/coreReturnBill'), '新增').click();
      const form = dialog(page, '新增旧件返还单');
      await settled(form);
      await inView(form, '新增旧件返还单');
      await button(form, '选择索赔单').click();
      const claims = dialog(page, '选择索赔单');
      await rows(claims).first().waitFor();
      await rows(claims).first().locator('input[type="checkbox"]').check();
      await button(claims, '确定').click();
      await claims.waitFor({ state: 'hidden' });
      await button(form, '选择旧件').click();
      const picker = dialog(page, '选择回运旧件');
      await rows(picker).first().waitFor();
      const box = (await picker.locator('.ant-table-content').boundingBox())!;
      const qty = picker.locator('.ant-table-thead th').filter({ hasText: '回运数量' });
      const q = (await qty.boundingBox())!;
      expect(await picker.locator('.ant-table-content').evaluate((el) => el.scrollLeft)).toBe(0);
      expect(q.x + q.width, '回运数量 is inside the table box without scrolling').toBeLessThanOrEqual(
        box.x + box.width + 1,
      );
      const input = rows(picker).first().locator('.ant-input-number input');
      const i = (await input.boundingBox())!;
      expect(i.x + i.width, 'its input is in view').toBeLessThanOrEqual(box.x + box.width + 1);
      await shot(page, `layout-${width}-returnParts`);
    });
  }

  it("1366: admin's 配件询价 and 旧件返还单 rows are one line and every column scrolls clear of the actions; 供应商配件 shows 状态 at once; 首页 is not in the side menu", async () => {
    const page = await as('admin');
    expect(await page.getByTestId('side-menu').locator('.ant-menu-title-content').allInnerTexts()).not.toContain(
      '首页',
    );
    expect((await page.getByTestId('tab').allInnerTexts())[0]).toBe('首页');
    for (const [path, call] of [
      ['/partQuery', '/v1/partQuery/get_page_list'],
      ['/coreReturnBill', '/coreReturnBill/V1.0/page'],
    ]) {
      await openPage(page, flows.gw.url, path, call);
      const v = view(page, path);
      await rows(v).first().waitFor();
      expect(await wrappedCells(v), `${path}: no cell wraps`).toEqual([]);
      await scrollTo(v, true);
      const end = await headers(v);
      for (const h of end.ths)
        expect(h.right, `${path}: ${h.title} clear of the actions when scrolled to the end`).toBeLessThanOrEqual(
          end.actionsLeft + 1,
        );
      await scrollTo(v, false);
      await shot(page, `layout-1366-admin${path.replace('/', '-')}`);
    }
    await openPage(page, flows.gw.url, '/supplierParts', '/supplierParts/search/V1.0');
    const sp = view(page, '/supplierParts');
    await rows(sp).first().waitFor();
    const start = await headers(sp);
    const status = start.ths.find((h) => h.title === '状态');
    expect(status && status.right, '供应商配件: 状态 shows without scrolling').toBeLessThanOrEqual(start.actionsLeft);
  });

  it('1280: the search form has 4 columns (the window is 1200 or wider) and shows 7 of 7 filters collapsed', async () => {
    const page = await as('admin', 1280, 720);
    await openPage(page, flows.gw.url, '/supplierParts', '/supplierParts/search/V1.0');
    const form = view(page, '/supplierParts').locator('.rt-search-form');
    await rows(view(page, '/supplierParts')).first().waitFor();
    const tops = await form
      .locator('label')
      .evaluateAll((ls) => ls.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0]).length, 'filters on the first row').toBe(4);
    expect(tops.length).toBe(7);
    await shot(page, 'layout-1280-search-form');
  });

  it('theme settings apply: a light sidebar lights the menu too, the top menu with a fixed or fluid width, the dark theme', async () => {
    const page = await as('admin');
    const apply = async (settings: object) => {
      await page.evaluate((s) => localStorage.setItem('themeSettings', JSON.stringify(s)), settings);
      await page.reload();
      await page.getByTestId('side-menu').waitFor();
    };
    const bg = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
    await apply({ sidebarType: 'light' });
    expect(await bg(page.locator('.ant-layout-sider'))).toBe('rgb(255, 255, 255)');
    expect(await bg(page.getByTestId('side-menu'))).toBe('rgb(255, 255, 255)');
    await apply({ layout: 'topmenu', contentWidth: 'Fixed' });
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await page.getByTestId('side-menu').getAttribute('class')).toContain('ant-menu-horizontal');
    expect(
      await page.locator('.ant-layout-header [data-testid="side-menu"]').count(),
      'the menu is in the header',
    ).toBe(1);
    const fixed = (await page.getByTestId('content').boundingBox())!;
    expect(Math.round(fixed.width)).toBe(1200);
    expect(Math.round(fixed.x)).toBe(Math.round((1366 - 1200) / 2));
    await shot(page, 'layout-1366-topmenu-fixed');
    await apply({ layout: 'topmenu', contentWidth: 'Fluid' });
    expect((await page.getByTestId('content').boundingBox())!.width).toBeGreaterThan(1300);
    await apply({ theme: 'dark' });
    const layoutBg = await bg(page.locator('.ant-layout').first());
    expect(layoutBg, 'a dark layout background').toBe('rgb(0, 0, 0)');
    await shot(page, 'layout-1366-dark');
    await page.evaluate(() => localStorage.removeItem('themeSettings'));
  });

  it('English: kept-alive tabs whose search form was used, and the recent visits, follow the switch', async () => {
    const page = await as('admin');
    const pages = [
      ['/partQuery', '/v1/partQuery/get_page_list'],
      ['/coreReturnBill', '/coreReturnBill/V1.0/page'],
      ['/supplierParts', '/supplierParts/search/V1.0'],
    ];
    for (const [path, call] of pages) {
      await openPage(page, flows.gw.url, path, call);
      const v = view(page, path);
      await rows(v).first().waitFor();
      if (path === '/supplierParts') continue;
      // the form is used: its filters become Formily fields, then a search runs
      const first = v.locator('.rt-search-form input').first();
      await first.click();
      await first.fill('x');
      await first.fill('');
      await button(v, '查询').click();
    }
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByTestId('tab').first().innerText()).toBe('Home');
    const CJK = /[\u4e00-\u9fff]/;
    for (const [path] of pages) {
      await page
        .getByTestId('tab')
        .nth(pages.findIndex(([p]) => p === path) + 1)
        .click();
      const labels = await view(page, path).locator('.rt-search-form label').allInnerTexts();
      expect(labels.length).toBeGreaterThan(0);
      for (const l of labels) expect(l, `${path}: filter label in English`).not.toMatch(CJK);
    }
    await page.getByTestId('tab').first().click();
    const recent = page.locator('.ant-card').filter({ hasText: 'Recent' }).locator('.home-list-item');
    await recent.first().waitFor();
    for (const r of await recent.allInnerTexts()) expect(r, 'a recent visit in English').not.toMatch(CJK);
    await shot(page, 'layout-1366-english-home');
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByTestId('tab').first().innerText()).toBe('首页');
  });
});
