// The shell in a real browser against the real gateway: sign-in (check code, ticket, external entry), the route
// guard, menus by role, tabs, feedback, version badge, EPC frame, 401 and logout.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHECK_CODE, PASSWORD, openSubmenu, shot, signIn, signInThroughForm, submitSignIn } from './harness';
import { flowsSuite } from './flows';

const flows = flowsSuite();

const hashPath = (page: Page): string => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
const waitPath = (page: Page, path: string) =>
  page.waitForFunction((p) => window.location.hash.replace(/^#/, '').split('?')[0] === p, path, { timeout: 15000 });
const menuText = async (page: Page): Promise<string> => {
  // open every root so that all entries are in the DOM
  const roots = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
  const texts: string[] = [];
  for (let i = 0; i < (await roots.count()); i++) {
    await openSubmenu(roots.nth(i));
    texts.push(await page.getByTestId('side-menu').innerText());
  }
  return texts.join('\n');
};
/** Clicks a menu entry, opening its root first (one root is open at a time). */
async function openEntry(page: Page, title: string): Promise<void> {
  const item = page.getByTestId('side-menu').getByText(title, { exact: true });
  const roots = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
  for (let i = 0; i < (await roots.count()) && !(await item.isVisible()); i++) await openSubmenu(roots.nth(i));
  await item.click();
}
const tabs = (page: Page) => page.getByTestId('tab').allInnerTexts();

/**
 * Right-clicks a tab and chooses an item of its menu. The menu is opened again when it closed under the click: a
 * click during the menu's slide-in can land on the layout, which closes it (seen on a loaded machine).
 */
async function tabMenu(page: Page, tab: string, item: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.getByTestId('tab').filter({ hasText: tab }).click({ button: 'right' });
        return page
          .getByRole('menuitem', { name: item })
          .click({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 30000 },
    )
    .toBe(true);
}

describe('sign-in', () => {
  it('signs in with user name, password and the check code', async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/#/login`);
    const img = page.getByTestId('check-code');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const first = await img.getAttribute('src');
    await img.click();
    expect(await img.getAttribute('src')).not.toBe(first); // renewed on click
    await shot(page, 'login');
    await signInThroughForm(page, flows.gw.url, 'sp01');
    await waitPath(page, '/home');
    expect(await page.getByTestId('user-name').innerText()).toContain('演示服务商');
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      identity: sessionStorage.getItem('identity'),
      roles: sessionStorage.getItem('frontRoles'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.identity!)).toEqual(['FACILITATOR']);
    expect(JSON.parse(stored.roles!)).toEqual(['SP']);
    expect(await page.evaluate(() => document.cookie)).toContain('tokenExpire=');
  });

  it('a wrong check code shows the error dialog and stays on /login', async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/#/login`);
    await page.locator('#loginName').fill('sp01');
    await page.locator('#loginPwd').fill(PASSWORD);
    await page.locator('#checkCode').fill('9999');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.locator('.ant-modal-confirm-error').waitFor();
    expect(hashPath(page)).toBe('/login');
  });

  it('an account without roles gets 请先为账号配置角色', async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/#/login`);
    await page.locator('#loginName').fill('norole01');
    await page.locator('#loginPwd').fill(PASSWORD);
    await page.locator('#checkCode').fill(CHECK_CODE);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('请先为账号配置角色').waitFor();
    expect(hashPath(page)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  it('signs in with a ticket from the unified portal', async () => {
    const page = await flows.browser.newPage();
    // started from /login: the link keeps this tab's casState, which the ticket is bound to (login CSRF)
    await page.goto(`${flows.gw.url}/#/login`);
    await page.getByTestId('portal-sign-in').click();
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#checkCode').fill(CHECK_CODE);
    await page.locator('button[type=submit]').click();
    await page.getByTestId('side-menu').waitFor({ timeout: 30000 });
    await waitPath(page, '/home');
    expect(new URL(page.url()).search).toBe(''); // the used ticket is dropped from the address
  });

  it('a bad ticket: a notification titled 通知 for 3 s, then /login', async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/?ticket=ST-forged#/`);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '通知' });
    await notice.waitFor();
    const shownAt = Date.now();
    await waitPath(page, '/login');
    await notice.waitFor({ state: 'detached', timeout: 10000 });
    const shownMs = Date.now() - shownAt;
    expect(shownMs).toBeGreaterThan(2500);
    expect(shownMs).toBeLessThan(6000);
  });

  it('a failed menu load: a dialog titled 登录失败 with 获取菜单失败, no session', async () => {
    const page = await flows.browser.newPage();
    await page.route('**/api/sys/permission/getSystemPermissionByToken**', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"code":500,"message":""}' }),
    );
    await submitSignIn(page, flows.gw.url, 'sp01');
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '登录失败' });
    await dialog.getByText('获取菜单失败').waitFor();
    expect(hashPath(page)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.unroute('**/api/sys/permission/getSystemPermissionByToken**');
  });

  for (const kind of ['js', 'css'] as const) {
    it(`a ${kind === 'js' ? 'script (ChunkLoadError)' : 'stylesheet (CSS_CHUNK_LOAD_FAILED)'} chunk that fails to load reloads the page once`, async () => {
      const page = await flows.browser.newPage();
      // every request for the layout chunk fails until the page reloads (the preload link and the import both ask)
      let failed = 0;
      let blocking = true;
      await page.route(`**/assets/Layout-*.${kind}`, (r) => (blocking ? (failed++, r.abort('failed')) : r.continue()));
      await page.goto(`${flows.gw.url}/#/login`);
      const reloaded = page.waitForEvent('load').then(() => (blocking = false));
      await page.locator('#loginName').fill('sp01');
      await page.locator('#loginPwd').fill(PASSWORD);
      await page.locator('#checkCode').fill(CHECK_CODE);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await reloaded;
      expect(failed).toBeGreaterThan(0);
      expect(await page.evaluate(() => sessionStorage.getItem('chunkReloaded'))).toBeTruthy();
      // after the reload the chunk loads and the user gets in (already signed in when the answer beat the reload)
      await page.locator('[data-testid=side-menu], #loginName').first().waitFor({ timeout: 30000 });
      if (await page.locator('#loginName').isVisible()) await signIn(page, flows.gw.url, 'sp01');
      await page.getByTestId('side-menu').waitFor();
      await page.unroute(`**/assets/Layout-*.${kind}`);
    });
  }

  it('the external entry without a link minted by a trusted system goes to /login (security-external.test.ts: the link)', async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/#/external?target=RO2026001&account=sp01`);
    await page.getByText('外部入口链接无效或已过期').waitFor({ timeout: 30000 });
    expect(hashPath(page)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

describe('route guard', () => {
  it('without the cookie every path goes to /login', async () => {
    const page = await flows.browser.newPage();
    for (const path of ['/home', '/notices', '/404']) {
      await page.goto(`${flows.gw.url}/#${path}`);
      await waitPath(page, '/login');
    }
  });

  it('with the cookie but no token only /login, /401 and /404 open', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    // a new tab shares the cookie but not session storage: no token
    const other = await flows.browser.context.newPage();
    for (const path of ['/401', '/404', '/login']) {
      await other.goto(`${flows.gw.url}/#${path}`);
      // the screen of the path is shown (the guard decides before it renders one; /404 shows the 500 page)
      await other
        .locator(
          { '/login': '#loginName', '/401': '[data-testid="error-401"]', '/404': '[data-testid="error-500"]' }[path]!,
        )
        .waitFor();
      expect(hashPath(other)).toBe(path);
    }
    await other.goto(`${flows.gw.url}/#/500`);
    await waitPath(other, '/login');
    await other.goto(`${flows.gw.url}/#/home`);
    await waitPath(other, '/login');
    await other.close();
  });

  it('signed in: /login goes home, unknown paths and routes outside the menu are refused', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.goto(`${flows.gw.url}/#/login`);
    await waitPath(page, '/home');
    await page.goto(`${flows.gw.url}/#/no/such/page`);
    await waitPath(page, '/404');
    await page.getByTestId('error-500').waitFor(); // 404 shows the 500 page
    await page.goto(`${flows.gw.url}/#/warehouses`); // admin and center only
    await waitPath(page, '/404');
  });
});

describe('layout', () => {
  it('layout: menu 200 wide and collapsible, header items, footer with the year, support contacts on hover', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    const sider = page.locator('.ant-layout-sider');
    expect((await sider.boundingBox())?.width).toBe(200);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(200);
    const header = page.locator('.shell-header');
    await header.getByText('售后服务及配件管理平台').waitFor();
    for (const id of ['feedback-icon', 'version-badge', 'user-name'])
      expect(await page.getByTestId(id).isVisible()).toBe(true);
    expect(await page.getByTestId('logout').innerText()).toContain('退出登录');
    expect(await page.locator('.shell-footer').innerText()).toContain(String(new Date().getFullYear()));
    expect(await page.getByTestId('support-contacts').isVisible()).toBe(false);
    await page.getByTestId('support-trigger').hover();
    const contacts = page.getByTestId('support-contacts');
    await contacts.waitFor();
    for (const head of ['类别', '联系人', '电话']) await contacts.getByText(head, { exact: true }).waitFor();
    expect(await contacts.locator('tbody tr').count()).toBeGreaterThan(0);
    // /401 and /500 are pages of their own, also when signed in
    await page.goto(`${flows.gw.url}/#/500`);
    await page.getByTestId('error-500').waitFor();
  });

  it('reduced motion (prefers-reduced-motion: reduce, as the tests run): a sub-menu and the version dialog open and close without animating; with no preference they animate', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    // every animating class rc-motion (or LightModal) puts on an element: ant-zoom-appear-active,
    // ant-motion-collapse-enter-active, ... (the prepare step before them measures, it does not animate)
    await page.evaluate(() => {
      const w = window as unknown as { motions: string[] };
      w.motions = [];
      // every class value the element had: each record's old value and the value now (a class added and taken off
      // again before the observer runs shows only in the old values)
      const take = (classes: string) => {
        for (const c of classes.split(/\s+/)) if (/-(appear|enter|leave)-active$/.test(c)) w.motions.push(c);
      };
      new MutationObserver((records) => {
        for (const r of records) {
          take(r.oldValue ?? '');
          take((r.target as Element).getAttribute('class') ?? '');
        }
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['class'],
      });
    });
    const motions = () => page.evaluate(() => [...new Set((window as unknown as { motions: string[] }).motions)]);
    const move = async () => {
      const root = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
      await root.first().click(); // open or close: either moves
      await page.getByTestId('version-trigger').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('version-entry').first().waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await move();
    expect(await motions()).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await move();
    // the dialog's mask fades in and out and the dialog zooms out; its zoom in is not asked for: on a quiet machine
    // rc-motion skipped it in 2 of 3 runs at ad1573c too, for a dialog first opened while motion was off (a
    // preference changed in the middle of a session; the mask's fade in still ran)
    expect(await motions()).toEqual(
      expect.arrayContaining(['ant-fade-enter-active', 'ant-fade-leave-active', 'ant-zoom-leave-active']),
    );
  });

  it('menus differ by role (sp01 against admin)', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    const sp = await menuText(page);
    await flows.browser.newPage().then(async (p) => {
      await signIn(p, flows.gw.url, 'admin');
      const admin = await menuText(p);
      expect(admin).toContain('仓库查询');
      expect(admin).toContain('服务门户');
      expect(sp).not.toContain('仓库查询');
      expect(sp).not.toContain('服务门户');
      expect(sp).toContain('供应商配件');
    });
  });

  it('opens three views, then close others and close all from the right-click menu', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    for (const title of ['公告查询', '供应商配件', '仓库查询']) {
      await openEntry(page, title);
      await page.getByTestId('tab').filter({ hasText: title }).waitFor();
    }
    await page.locator('[data-view="/warehouses"] .ant-table-row').first().waitFor({ timeout: 20000 });
    // one root open at a time
    expect(await page.getByTestId('side-menu').locator('.ant-menu-submenu-open').count()).toBe(1);
    expect(await tabs(page)).toEqual(['首页', '公告查询', '供应商配件', '仓库查询']);
    await shot(page, 'layout-tabs');
    // keep-alive: the first view is still mounted (hidden) after switching
    expect(await page.locator('[data-view="/notices"]').count()).toBe(1);

    await tabMenu(page, '供应商配件', '关闭其他');
    await expect.poll(() => tabs(page)).toEqual(['首页', '供应商配件']);
    await waitPath(page, '/supplierParts');
    await shot(page, 'search-page');

    await tabMenu(page, '供应商配件', '关闭所有');
    await expect.poll(() => tabs(page)).toEqual(['首页']);
    await waitPath(page, '/home');
  });

  it('a menu entry with a url opens it in a new browser tab', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const popup = page.context().waitForEvent('page');
    await openEntry(page, '服务门户');
    const opened = await popup;
    expect(await page.getByTestId('tab').allInnerTexts()).toEqual(['首页']);
    await opened.close();
  });

  it('closing the current tab opens the last visited view', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    await page.goto(`${flows.gw.url}/#/notices`);
    await page.goto(`${flows.gw.url}/#/warehouses`);
    await page.goto(`${flows.gw.url}/#/supplierParts`);
    await page.getByTestId('tab').filter({ hasText: '供应商配件' }).waitFor();
    await tabMenu(page, '供应商配件', '关闭当前');
    await waitPath(page, '/warehouses');
    // the home view lists the recent views
    await page.getByTestId('tab').filter({ hasText: '首页' }).click();
    await page.getByTestId('home').getByText('仓库查询').waitFor();
  });

  it('the feedback form: the phone message, then 新增成功', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.getByTestId('feedback-icon').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '意见反馈' });
    await dialog.waitFor();
    await dialog.locator('.ant-form-item').filter({ hasText: '类型' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '问题反馈' }).click();
    await dialog.getByLabel('反馈标题').fill('配件查询很慢');
    await dialog.locator('[contenteditable=true]').click();
    await page.keyboard.type('打开供应商配件需要等很久');
    const phone = dialog.locator('input[maxlength="11"]');
    await phone.fill('12345');
    await phone.blur();
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await dialog.getByText('请输入正确的手机号或座机号').waitFor();
    await shot(page, 'feedback-dialog');
    await phone.fill('13812345678');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('新增成功').waitFor();
  });

  it("the version badge shows 'new' until the version dialog is opened", async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/#/login`);
    await page.evaluate(() => localStorage.removeItem('sp_last_version'));
    await signIn(page, flows.gw.url, 'sp01');
    const badge = page.getByTestId('version-badge');
    await badge.getByText('new').waitFor();
    await page.getByTestId('version-trigger').click();
    await page.getByTestId('version-entry').first().waitFor();
    await expect.poll(() => badge.getByText('new').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('sp_last_version'))).toBeTruthy();
    const versions = page.waitForResponse((r) => r.url().includes('/get/version/list'));
    await page.reload();
    await page.getByTestId('version-trigger').waitFor();
    // the badge is decided when the version list arrives: wait for it and one frame to render it
    await versions;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await badge.getByText('new').count()).toBe(0);
  });

  it("the EPC frame gets the key, token, issuer and sap_code after loading; the key verifies to the user's work number", async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.goto(`${flows.gw.url}/#/epc`);
    const frame = page.frameLocator('[data-testid=epc-frame]');
    await frame.locator('body[data-received=yes]').waitFor();
    expect(await frame.locator('#status').innerText()).toContain('sp01');
    const workNo = await page.evaluate(() =>
      String((JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { workNo?: string }).workNo ?? ''),
    );
    expect(workNo).toBeTruthy();
    expect(await frame.locator('body').getAttribute('data-work-no')).toBe(workNo);
    // kept alive beside the content: switching away hides it, it is not unloaded
    await page.goto(`${flows.gw.url}/#/home`);
    expect(await page.getByTestId('epc-frame').count()).toBe(1);
  });

  it('switches the language to English and back', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('logout').getByText('Sign out').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('logout').getByText('退出登录').waitFor();
  });
});

describe('leaving', () => {
  it('HTTP 401 clears the session and asks to sign in from the unified portal; OK reloads to /login', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.evaluate(() => sessionStorage.setItem('token', 'forged-token'));
    await page.goto(`${flows.gw.url}/#/notices`);
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '登录已过期，请重新从统一门户登录' });
    await dialog.waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await dialog.getByRole('button').click();
    await waitPath(page, '/login');
  });

  it('退出登录 clears session storage and reloads to /login', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.getByTestId('logout').click();
    await waitPath(page, '/login');
    await page.locator('#loginName').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
