// English mode: as admin (it_manager) the portal is switched to English and each kind of screen is
// opened — home, a search page with rows and its date picker, a form dialog with its picker, the form's own
// messages for an empty submit, a detail page, the console, the playground, the gallery, and a refusal of the
// gateway for a bad input — and no CJK character is visible outside data: row cells of tables (not the action
// column), detail values, schema sources (the playground's editor, the gallery's source) and the signed-in
// user's name. The language switch itself reads 中文 (the way back). Screenshots: tests/e2e/screenshots/english-*.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hashPath, shot, signIn } from './harness';
import { button, columnTexts, dialog, flowsSuite, rows, settled, view } from './flows';

const flows = flowsSuite();

/** Where visible text is data, not the portal's: excluded from the check. */
const DATA = [
  '.ant-table-tbody td:not(:has(.ant-btn))', // a table row's data cells (the action column is checked)
  '.ant-descriptions-item-content', // a detail's values
  '.rt-detail-value', // a detail's values (the runtime's own layout)
  '.cm-editor', // the playground's schema source
  '[data-testid=gallery-source]', // the gallery's schema source
  '[data-testid=user-name]', // the signed-in user's name
  '.home-notice-title', // the home page's notices (titles written by their authors)
  '[data-testid=home] .ant-carousel', // the home page's banners (titles written by their authors)
  '[data-testid=language-switch]', // 中文: the switch back to Chinese
];

/** Visible texts holding a CJK character outside data, each with the element it is in. */
async function cjkOutsideData(page: Page): Promise<string[]> {
  return page.evaluate((data) => {
    const cjk = /[\u3400-\u9fff]/;
    const skip = data.join(',');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const el = n.parentElement;
      if (!el || !cjk.test(text)) continue;
      if (el.closest(skip)) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const where = el.closest('[data-testid], [data-view], .ant-modal, .ant-message, .ant-picker-dropdown');
      const name = where
        ? (where.getAttribute('data-testid') ?? where.getAttribute('data-view') ?? where.className.split(' ')[0])
        : el.tagName;
      out.push(`${text.trim()}  <${el.tagName.toLowerCase()}.${el.className}> in ${name}`);
    }
    // placeholders, titles and labels read by the user too
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [title], [aria-label]')) {
      if (el.closest(skip) || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      for (const a of ['placeholder', 'title', 'aria-label']) {
        const v = el.getAttribute(a);
        if (v && cjk.test(v)) out.push(`${a}="${v}" <${el.tagName.toLowerCase()}.${el.className}>`);
      }
    }
    return out;
  }, DATA);
}

/** The screen shows no CJK outside data; a screenshot of it is kept. */
async function expectEnglish(page: Page, name: string): Promise<void> {
  await shot(page, `english-${name}`);
  expect.soft(await cjkOutsideData(page), `CJK text on ${name}`).toEqual([]);
}

/** Opens a route by its address and waits for its view. */
async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(`${flows.gw.url}/#${path}`);
  await expect.poll(() => hashPath(page), { timeout: 30000 }).toBe(path);
  const v = view(page, path);
  await v.waitFor();
  return v;
}

describe('English mode as admin', () => {
  it('every kind of screen shows no CJK text except data', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, flows.gw.url, 'admin');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('logout').getByText('Sign out').waitFor();

    // home
    await page.getByTestId('side-menu').waitFor();
    await page.waitForLoadState('networkidle');
    await expectEnglish(page, 'home');

    // a search page with rows; statuses are dictionary names in English
    const claims = await open(page, '/claimList');
    await rows(claims).first().waitFor({ timeout: 30000 });
    await expectEnglish(page, 'search-page');
    // statuses are data cells, but a dictionary's: shown by their English names
    const statuses = await columnTexts(claims, 'Claim status');
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => !/^[A-Za-z][A-Za-z -]*$/.test(s))).toEqual([]);

    // a date range picker follows the language
    const notices = await open(page, '/notices');
    await rows(notices).first().waitFor({ timeout: 30000 });
    await notices.locator('.ant-picker-range').first().click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-content').first().waitFor();
    await expectEnglish(page, 'date-picker');
    await page.keyboard.press('Escape');

    // a form dialog, its picker, and its own messages for an empty submit
    const warehouses = await open(page, '/admin/userWarehouse');
    await button(warehouses, 'Add').click();
    const form = dialog(page, 'Add user warehouse permission');
    await settled(form);
    await expectEnglish(page, 'form-dialog');
    await button(form, 'OK').click();
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    await expectEnglish(page, 'form-messages');
    await form.locator('.ant-form-item').filter({ hasText: 'User' }).locator('input, .ant-input').first().click();
    const picker = dialog(page, 'Select a user');
    await settled(picker);
    await rows(picker).first().waitFor({ timeout: 30000 });
    await expectEnglish(page, 'picker');
    await button(picker, 'Cancel').click();
    await button(form, 'Cancel').click();

    // a detail page, opened from its list
    const parts = await open(page, '/supplierParts');
    await rows(parts).first().waitFor({ timeout: 30000 });
    // a bill's state is a dictionary's too (supplier_part_status): Valid / Voided, not 有效 / 作废
    await expect
      .poll(async () => (await columnTexts(parts, 'Status')).filter((s) => !/^[A-Za-z][A-Za-z -]*$/.test(s)))
      .toEqual([]);
    expect((await columnTexts(parts, 'Status')).length).toBeGreaterThan(0);
    await rows(parts).first().getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => hashPath(page), { timeout: 30000 }).toMatch(/^\/detail\/supplierPart\//);
    await view(page, hashPath(page)).locator('.rt-detail, .ant-descriptions').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectEnglish(page, 'detail');

    // the console
    const users = await open(page, '/system/user');
    await rows(users).first().waitFor({ timeout: 30000 });
    await expectEnglish(page, 'console');

    // the gateway's refusal of a bad input, in English
    const dict = await open(page, '/system/dict');
    await rows(dict).first().waitFor({ timeout: 30000 });
    await button(dict, 'Add').click();
    const add = dialog(page, 'Add dictionary item');
    await settled(add);
    await add.getByLabel('Dictionary code').fill('no_such_dict');
    await add.getByLabel('Item value').fill('1');
    await add.getByLabel('Item name').fill('x');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/console/sys/dictItem/add'), { timeout: 30000 }),
      button(add, 'OK').click(),
    ]);
    expect(refused.request().headers().language).toBe('en_US');
    expect(((await refused.json()) as { message?: string }).message).toBe(
      'dictCode: dictionary no_such_dict does not exist',
    );
    const error = page
      .locator('.ant-modal-confirm')
      .filter({ hasText: 'dictCode: dictionary no_such_dict does not exist' });
    await settled(error);
    await expectEnglish(page, 'server-message');
    await button(error, 'OK').click();
    await button(add, 'Cancel').click();
    await add.waitFor({ state: 'hidden' });

    // the playground and the gallery
    await open(page, '/playground');
    await view(page, '/playground').locator('.cm-content').waitFor();
    await expectEnglish(page, 'playground');
    const gallery = await open(page, '/gallery');
    await gallery.getByTestId('gallery').waitFor();
    await page.waitForLoadState('networkidle');
    await expectEnglish(page, 'gallery');
  });

  it('back in Chinese the same screens show Chinese again (the check can fail)', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    // the language is kept in local storage: switch back when the first test left it in English
    if (await page.getByTestId('logout').getByText('Sign out').isVisible())
      await page.getByTestId('language-switch').click();
    await page.getByTestId('logout').getByText('退出登录').waitFor();
    const claims = await open(page, '/claimList');
    await rows(claims).first().waitFor({ timeout: 30000 });
    expect((await cjkOutsideData(page)).length).toBeGreaterThan(0);
  });
});
