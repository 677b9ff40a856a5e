// Every demo account of README.md signs in through /login and gets exactly the side menu
// written in tests/e2e/fixtures/menus.json (not computed by the shell's buildMenu, so a bug there fails the test);
// sp01, admin and center01 then open two entries,
// close a tab, send feedback, see the version history and sign out. norole01 gets the no-role message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, hashPath, openSubmenu, signIn, signInThroughForm, submitSignIn, waitPath } from './harness';
import { flowsSuite } from './flows';

const flows = flowsSuite();

/** The accounts of README.md's "Demo accounts" table. */
function demoAccounts(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Demo accounts$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| ([\w.-]+) \|/gm)].map((m) => m[1]).filter((a) => a !== 'account');
}

/** A side menu as written in the fixture: an entry's title, or a group {title: entries}. */
type FixtureEntry = string | Record<string, FixtureEntry[]>;
const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/e2e/fixtures/menus.json'), 'utf8')) as {
  external: string[];
  accounts: Record<string, FixtureEntry[]>;
};
const flatTitles = (items: ReadonlyArray<FixtureEntry>): string[] =>
  items.flatMap((i) =>
    typeof i === 'string' ? [i] : Object.entries(i).flatMap(([title, children]) => [title, ...flatTitles(children)]),
  );
const leaves = (items: ReadonlyArray<FixtureEntry>): string[] =>
  items.flatMap((i) => (typeof i === 'string' ? [i] : Object.values(i).flatMap(leaves)));

/** The side menu this demo account must see, from the fixture (fails when the fixture does not know it). */
function expectedMenu(account: string): FixtureEntry[] {
  const menu = fixture.accounts[account];
  expect(menu, `tests/e2e/fixtures/menus.json has no menu for ${account}`).toBeDefined();
  return menu;
}

/** Every title in the side menu: each sub-menu is opened once so that its entries are rendered. */
async function sideMenuTitles(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  for (let round = 0; round < 5; round++) {
    // sub-menus whose list was never rendered (antd renders an inline list on first open and keeps it)
    const closed = menu.locator('li.ant-menu-submenu:not(:has(> ul.ant-menu-sub)) > .ant-menu-submenu-title');
    const n = await closed.count();
    if (n === 0) break;
    for (let i = n - 1; i >= 0; i--) {
      const title = closed.nth(i);
      if (!(await title.isVisible())) continue;
      const before = await closed.count();
      await title.click();
      // its list is rendered (it stays in the DOM once rendered), so it leaves the closed ones
      await expect.poll(() => closed.count()).toBeLessThan(before);
    }
  }
  return menu.locator('.ant-menu-title-content').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
}

/** Clicks a menu entry, opening its root first (one root is open at a time). */
async function openEntry(page: Page, title: string): Promise<void> {
  const item = page.getByTestId('side-menu').locator('.ant-menu-item').filter({ hasText: title }).first();
  const roots = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
  for (let i = 0; i < (await roots.count()) && !(await item.isVisible()); i++) await openSubmenu(roots.nth(i));
  await item.click();
}

const tabs = (page: Page) => page.getByTestId('tab').allInnerTexts();

describe('every demo account', () => {
  const accounts = demoAccounts();

  it('README lists the demo accounts', () => {
    expect(accounts.length).toBeGreaterThan(15);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'sp01', 'center01', 'norole01']));
    expect(accounts.filter((a) => a !== 'norole01').sort()).toEqual(Object.keys(fixture.accounts).sort());
  });

  it('each signs in through /login and gets exactly the side menu of its permission menu', async () => {
    const page = await flows.browser.newPage();
    const failures: string[] = [];
    for (const account of accounts.filter((a) => a !== 'norole01')) {
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      await signInThroughForm(page, flows.gw.url, account);
      await waitPath(page, '/home');
      const expected = flatTitles(expectedMenu(account)); // 首页 is hidden from the menu (000 §2), its tab is first
      const shown = await sideMenuTitles(page);
      if (JSON.stringify(shown) !== JSON.stringify(expected))
        failures.push(`${account}: shown ${JSON.stringify(shown)} expected ${JSON.stringify(expected)}`);
      // 退出登录 sets #/login and then reloads: wait for the reload's load, or the next goto is interrupted by it.
      await Promise.all([page.waitForEvent('load'), page.getByTestId('logout').click()]);
      await waitPath(page, '/login');
    }
    expect(failures).toEqual([]);
  });

  it('norole01 gets 请先为账号配置角色 and stays on /login', async () => {
    const page = await flows.browser.newPage();
    await submitSignIn(page, flows.gw.url, 'norole01');
    await page.getByText('请先为账号配置角色').waitFor();
    expect(hashPath(page)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

describe('a new user works through the shell', () => {
  for (const account of ['sp01', 'admin', 'center01']) {
    it(`${account}: opens two entries, closes a tab, sends feedback, sees the version history and signs out`, async () => {
      const page = await flows.browser.newPage();
      await signIn(page, flows.gw.url, account);
      const entries = leaves(expectedMenu(account))
        .filter((e) => !fixture.external.includes(e))
        .slice(0, 2);
      expect(entries).toHaveLength(2);
      for (const title of entries) {
        await openEntry(page, title);
        await page.getByTestId('tab').filter({ hasText: title }).waitFor();
      }
      expect(await tabs(page)).toEqual(['首页', ...entries]);

      // close the current tab with its close button: the last visited view opens
      await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
      await expect.poll(() => tabs(page)).toEqual(['首页', entries[0]]);
      await expect.poll(() => page.locator('.ant-tabs-tab-active').innerText()).toBe(entries[0]);

      // feedback
      await page.getByTestId('feedback-icon').click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '意见反馈' });
      await dialog.waitFor();
      // the form's first field is 来源 (read-only, from the source list); 类型 and 反馈标题 by their labels
      await dialog.locator('.ant-form-item').filter({ hasText: '类型' }).locator('.ant-select').click();
      await page.locator('.ant-select-item-option').filter({ hasText: '问题反馈' }).click();
      await dialog.getByLabel('反馈标题').fill(`${account} 的反馈`);
      await dialog.locator('[contenteditable=true]').click();
      await page.keyboard.type('页面打开较慢');
      await dialog.locator('input[maxlength="11"]').fill('13812345678');
      await dialog.getByRole('button', { name: /提\s*交/ }).click();
      await page.getByText('新增成功').waitFor();

      // version history
      await page.getByTestId('version-trigger').click();
      const versions = page.locator('.ant-modal').filter({ has: page.getByTestId('version-entry') });
      await versions.waitFor();
      expect(await versions.getByTestId('version-entry').count()).toBeGreaterThan(0);
      await versions.locator('.ant-modal-close').click();

      // 退出登录 sets #/login and then reloads: wait for the reload's load, or the next goto is interrupted by it.
      await Promise.all([page.waitForEvent('load'), page.getByTestId('logout').click()]);
      await waitPath(page, '/login');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });
  }
});
