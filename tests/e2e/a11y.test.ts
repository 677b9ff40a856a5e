// Accessibility: axe-core (its source injected into the page by evaluate: no network, and the portal's
// CSP refuses inline script tags) audits /login, home, a search page (配件询价), a form dialog (新增询价单) and a picker
// (选择配件 from its 配件编码) as sp01 at 1366x768, in Chinese and in English, in the light theme and in the dark theme
// of the theme settings (000 §2): no critical and no serious violation.
// Before the theme's tokens: login 1 serious (primary button 3.24:1), home 1 serious on 15 elements (menu, badge,
// header links 4.1:1), the search page, the form and the picker 1 serious each, the picker also 1 critical (10
// unnamed row radios). The figures are printed per page and language.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { CHECK_CODE, PASSWORD, gotoSettled, shot } from './harness';
import { button, dialog, flowsSuite, openPage, rows, view } from './flows';

const flows = flowsSuite();
const figures: string[] = [];
async function check(page: Page, name: string): Promise<void> {
  const found = await audit(page);
  figures.push(`${name}: ${found.map((v) => `${v.id} ${v.impact} x${v.nodes}`).join(', ') || 'none'}`);
  const bad = found.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad, `${name}: critical or serious axe violations`).toEqual([]);
}

const ZH = { login: /登\s*录/, add: /新\s*增/, form: '新增询价单', part: '配件编码', picker: '选择配件' } as const;
const EN = {
  login: /Sign in/,
  add: /^\s*Add\s*$/,
  form: 'Add inquiry',
  part: 'Part code',
  picker: 'Select parts',
} as const;
describe.each([
  ['zh_CN', 'light', ZH],
  ['en_US', 'light', EN],
  ['zh_CN', 'dark', ZH],
  ['en_US', 'dark', EN],
] as const)('axe at 1366x768 in %s, %s theme', (language, theme, words) => {
  it('login, home, 配件询价, its 新增 form and the part picker have no critical or serious violation', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await gotoSettled(page, `${flows.gw.url}/#/login`);
    await page.evaluate(
      ([l, t]) => {
        localStorage.setItem('language', l);
        // the theme settings (000 §2) as the settings drawer stores them: only the theme differs from the defaults
        localStorage.setItem('themeSettings', JSON.stringify({ theme: t }));
      },
      [language, theme],
    );
    await page.reload();
    await page.locator('#loginName').waitFor();
    await check(page, `${language} login`);

    await page.locator('#loginName').fill('sp01');
    await page.locator('#loginPwd').fill(PASSWORD);
    await page.locator('#checkCode').fill(CHECK_CODE);
    await page.getByRole('button', { name: words.login }).click();
    await page.getByTestId('side-menu').waitFor({ timeout: 30000 });
    await page.locator('.ant-card').first().waitFor();
    await check(page, `${language} home`);

    await openPage(page, flows.gw.url, '/partQuery', '/v1/partQuery/get_page_list');
    const pq = view(page, '/partQuery');
    await rows(pq).first().waitFor();
    await check(page, `${language} search page /partQuery`);

    await pq.getByRole('button', { name: words.add }).first().click();
    const form = dialog(page, words.form);
    await form.getByLabel(words.part).waitFor();
    await check(page, `${language} form dialog ${words.form}`);

    await form.getByLabel(words.part).click();
    const picker = dialog(page, words.picker);
    await rows(picker).first().waitFor();
    // every row's radio is named after the row it selects
    expect(await rows(picker).first().locator('input[type="radio"]').getAttribute('aria-label')).toMatch(
      /^(选择|Select) \S+/,
    );
    await check(page, `${language} picker ${words.picker}`);
    await shot(page, `a11y-picker-${language}${theme === 'dark' ? '-dark' : ''}`);
    await button(picker, language === 'zh_CN' ? '取消' : 'Cancel').click();
    console.log(`axe (${theme}) ${figures.splice(0).join('; ')}`);
  });
});
