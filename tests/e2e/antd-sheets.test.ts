// antd's build-time sheets per group of components in the real shell, as admin at 1366x768: a search
// page without date filters (仓库查询) loads no stylesheet with the date pickers' rules; a page with a date filter
// (配件询价) loads the date group's sheet with its document, before it renders; and on both pages, with the date
// range panel open, antd inserts no <style> at run time beyond the ones /login made before any sheet existed
// (every style the screens use is found in the loaded sheets' cache-path maps). Before that, on the home screen,
// opening a submenu of the side menu starts the screen host's chunks (runtime, Formily), so a menu click does not wait for
// them; the entries of an opened submenu load their documents and a hovered entry its dictionaries, so the click on
// 仓库查询 asks the gateway only for its rows. Fails on the code before: one screens sheet with every component's rules, date
// pickers' included, loaded with the first search page; the screen host loaded only on the click; 仓库查询's document
// and its 公司 dictionary asked only after the click (session 16: the document, /schemas and the dictionary).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInSuite, view, rows, openPage } from './flows';
import { SCREENSHOTS } from './harness';

const suite = signedInSuite('admin');

/** The stylesheets in the document that hold the date pickers' rules (by file name). */
const pickerSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .filter((sh) => [...sh.cssRules].some((r) => r.cssText.includes('.ant-picker-dropdown')))
      .map((sh) => (sh.href ?? 'inline').split('/').pop() ?? ''),
  );
const runtimeStyles = (page: Page) => page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);

describe('antd sheets per group of components', () => {
  it('opening a submenu of the side menu loads the screen host (runtime, Formily) before an entry is clicked', async () => {
    const page = suite.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (r) => r.url().endsWith('.js') && scripts.push(r.url().split('/').pop() ?? ''));
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/ScreenHost-[^/]*\.js$/.test(e.name)));
    expect(await loaded(), 'the first screen does not carry the screen host').toBe(false);
    await page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title').first().click();
    await expect
      .poll(() => scripts.filter((n) => /^(ScreenHost|runtime|formily)-/.test(n)).length, { timeout: 30000 })
      .toBe(3);
    await page.waitForLoadState('networkidle');
  });

  it('a search page without date filters loads no date-picker styles; one with a date filter loads them with its document; no runtime <style>', async () => {
    const page = suite.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForLoadState('networkidle');
    const atHome = await runtimeStyles(page);

    await openPage(page, suite.gw.url, '/warehouses', '/warehouse');
    await expect.poll(() => rows(view(page, '/warehouses')).count(), { timeout: 30000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await pickerSheets(page)).toEqual([]);
    expect(await runtimeStyles(page)).toBe(atHome);

    await openPage(page, suite.gw.url, '/partQuery', '/v1/partQuery/get_page_list');
    const pq = view(page, '/partQuery');
    await expect.poll(() => rows(pq).count(), { timeout: 30000 }).toBeGreaterThan(0);
    await pq.locator('.ant-picker-range').first().click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await panel.waitFor();
    // styled by the sheet: the panel floats (position absolute) with the theme's shadow
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(
      await panel.locator('.ant-picker-panel-container').evaluate((el) => getComputedStyle(el).boxShadow),
    ).not.toBe('none');
    await page.waitForLoadState('networkidle');
    const withPickers = await pickerSheets(page);
    expect(withPickers).toHaveLength(1);
    expect(withPickers[0]).toMatch(/antd-sheet-date/);
    expect(await runtimeStyles(page)).toBe(atHome);
    await page.screenshot({ path: `${SCREENSHOTS}/antd-sheets-date-panel.png` });
    await page.keyboard.press('Escape');
  });

  it("an opened submenu loads its entries' documents, a hovered entry its dictionaries: the click on 仓库查询 asks only for its rows", async () => {
    const page = suite.page;
    await page.goto(`${suite.gw.url}/#/`);
    await page.getByTestId('home').waitFor();
    // a fresh runtime with no document or dictionary loaded yet: no tab of the tests before restored
    await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('tabViews:'))
        .forEach((k) => sessionStorage.removeItem(k)),
    );
    await page.reload();
    await page.getByTestId('home').waitFor();
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const menu = page.getByTestId('side-menu');
    const item = menu.getByText('仓库查询', { exact: true });
    const roots = menu.locator(':scope > .ant-menu-submenu');
    for (let i = 0; i < (await roots.count()) && !(await item.isVisible()); i++) {
      await roots.nth(i).locator(':scope > .ant-menu-submenu-title').click();
      await roots.nth(i).locator(':scope > .ant-menu-sub').waitFor();
    }
    // shown: its document's chunk (the dictionaries follow on hover: an entry the pointer rests on after a submenu
    // closed above it counts, hence no check of their absence here)
    await expect.poll(() => asked.some((p) => /\/warehouses-[^/]*\.js$/.test(p)), { timeout: 30000 }).toBe(true);
    // hovered: the dictionary of its 公司 filter
    await item.hover();
    await expect.poll(() => asked.some((p) => p.endsWith('/company')), { timeout: 30000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const before = asked.length;
    await item.click();
    await expect.poll(() => rows(view(page, '/warehouses')).count(), { timeout: 30000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(asked.slice(before).filter((p) => !p.endsWith('.svg'))).toEqual([
      '/npsbackend-gateway/warehouse/search/V1.0',
    ]);
  });
});
