// antd's build-time sheets per group of components (issue 28) in the real shell, as admin at 1366x768: a search
// page without date filters (仓库查询) loads no stylesheet with the date pickers' rules; a page with a date filter
// (配件询价) loads the date group's sheet with its document, before it renders; and on both pages, with the date
// range panel open, antd inserts no <style> at run time beyond the ones /login made before any sheet existed
// (every style the screens use is found in the loaded sheets' cache-path maps). Fails on the code before: one
// screens sheet with every component's rules, date pickers' included, loaded with the first search page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInSuite, view, rows, openPage } from './flows';
import { SCREENSHOTS } from './harness';

const suite = signedInSuite('admin');

/** The stylesheets the page fetches from now on, with their text. */
function recordSheets(page: Page): { name: string; text: Promise<string> }[] {
  const seen: { name: string; text: Promise<string> }[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.css')) seen.push({ name: r.url().split('/').pop() ?? '', text: r.text() });
  });
  return seen;
}
const runtimeStyles = (page: Page) => page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);

describe('antd sheets per group of components', () => {
  it('a search page without date filters loads no date-picker styles; one with a date filter loads them with its document; no runtime <style>', async () => {
    const page = suite.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForLoadState('networkidle');
    const atHome = await runtimeStyles(page);
    const sheets = recordSheets(page);

    await openPage(page, suite.gw.url, '/warehouses', '/warehouse');
    await expect.poll(() => rows(view(page, '/warehouses')).count(), { timeout: 30000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const onSearch = await Promise.all(sheets.splice(0).map(async (s) => ({ name: s.name, text: await s.text })));
    expect(onSearch.length, 'the screens base sheet loads with the first search page').toBeGreaterThan(0);
    for (const s of onSearch) expect(s.text.includes('.ant-picker-dropdown'), `${s.name} holds the date pickers' rules`).toBe(false);
    expect(await runtimeStyles(page)).toBe(atHome);

    await openPage(page, suite.gw.url, '/partQuery', '/v1/partQuery/get_page_list');
    const pq = view(page, '/partQuery');
    await expect.poll(() => rows(pq).count(), { timeout: 30000 }).toBeGreaterThan(0);
    await pq.locator('.ant-picker-range').first().click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await panel.waitFor();
    // styled by the sheet: the panel floats (position absolute) with the theme's shadow
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(await panel.locator('.ant-picker-panel-container').evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.waitForLoadState('networkidle');
    const onDates = await Promise.all(sheets.splice(0).map(async (s) => ({ name: s.name, text: await s.text })));
    expect(onDates.map((s) => s.name).filter((n) => /antd-sheet-date/.test(n))).toHaveLength(1);
    expect(onDates.some((s) => s.text.includes('.ant-picker-dropdown'))).toBe(true);
    expect(await runtimeStyles(page)).toBe(atHome);
    await page.screenshot({ path: `${SCREENSHOTS}/antd-sheets-date-panel.png` });
    await page.keyboard.press('Escape');
  });
});
