// Sign-in security in real browsers (docs/gateway.md "Trust model"): an attacker's unified-portal ticket
// link opened in another browser does not sign it in (login CSRF: the ticket is bound to the casState of the
// browser that started the flow), 退出登录 ends the token on the server before the browser forgets it, and no
// request of a sign-in carries the token in its address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  buildIfNeeded,
  CHECK_CODE,
  hashPath,
  PASSWORD,
  shot,
  signIn,
  signInThroughForm,
  startBrowser,
  startGateway,
  waitPath,
  type Browser,
  type Gateway,
} from './harness';

let gw: Gateway;
let attacker: Browser;
let victim: Browser;

beforeAll(async () => {
  buildIfNeeded();
  gw = await startGateway();
  [attacker, victim] = await Promise.all([startBrowser(), startBrowser()]);
});

afterAll(async () => {
  await attacker?.close();
  await victim?.close();
  await gw?.stop();
});

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** From /login through the unified-portal link and form; with `capture`, the form's redirect back
 * (service?ticket=) is not followed and its address answered instead (the attacker keeps the ticket for a link). */
async function portalSignIn(page: Page, user: string, capture: boolean): Promise<string> {
  let ticketUrl = '';
  const isPost = (url: URL) => url.pathname === '/cas/login';
  if (capture) {
    await page.route(isPost, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      ticketUrl = new URL(answer.headers().location ?? '', gw.url).href;
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'ticket kept' });
    });
  }
  await page.goto(`${gw.url}/#/login`);
  await page.getByTestId('portal-sign-in').click();
  await page.locator('#username').waitFor();
  expect(new URL(page.url()).searchParams.get('service')).toMatch(/\?casState=[\w-]{16,}$/);
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#checkCode').fill(CHECK_CODE);
  await page.locator('button[type=submit]').click();
  if (capture) {
    await expect.poll(() => ticketUrl, { timeout: 15000 }).toMatch(/[?&]ticket=ST-/);
    await page.unroute(isPost);
  }
  return ticketUrl;
}

describe('login CSRF through a unified-portal ticket', () => {
  it("the attacker's ticket link, opened in the victim's browser, does not sign it in", async () => {
    const attackerPage = await attacker.newPage();
    const link = await portalSignIn(attackerPage, 'sp01', true);
    expect(link).toMatch(new RegExp(`^${gw.url}/\\?casState=[\\w-]+&ticket=ST-`));

    // a victim who never started a sign-in: refused in the browser, the ticket is not even tried
    const page = await victim.newPage();
    const validations: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/cas/client/validateLogin')) validations.push(r.url());
    });
    await page.goto(link);
    await page
      .locator('.ant-notification-notice')
      .filter({ hasText: '该登录链接不是从本浏览器发起的' })
      .waitFor({ timeout: 15000 });
    await waitPath(page, '/login');
    expect(await token(page)).toBeNull();
    expect(validations).toEqual([]);
    await shot(page, 'signin-csrf-refused');

    // a victim with a sign-in of their own under way: the gateway refuses the ticket (another browser's state)
    const link2 = await portalSignIn(attackerPage, 'sp01', true);
    const page2 = await victim.newPage();
    await page2.goto(`${gw.url}/#/login`);
    await page2.evaluate(() => sessionStorage.setItem('casState', 'victims-own-state-0123456789'));
    await page2.goto(link2);
    await page2
      .locator('.ant-notification-notice')
      .filter({ hasText: 'ticket 不属于本浏览器发起的登录' })
      .waitFor({ timeout: 15000 });
    await waitPath(page2, '/login');
    expect(await token(page2)).toBeNull();
  });

  it('the browser that started the flow signs in, and the used ticket leaves the address', async () => {
    const page = await attacker.newPage();
    await portalSignIn(page, 'admin', false);
    await page.getByTestId('side-menu').waitFor({ timeout: 30000 });
    await waitPath(page, '/home');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('casState'))).toBeNull();
  });
});

describe('logout', () => {
  it('退出登录 ends the token on the server: the old token is refused afterwards', async () => {
    const page = await victim.newPage();
    await signIn(page, gw.url, 'sp01');
    const old = await token(page);
    expect(old).toBeTruthy();
    const menu = (t: string) =>
      fetch(`${gw.url}/api/sys/permission/getSystemPermissionByToken?system=sp&providerId=sp`, {
        headers: { 'X-Access-Token': t },
      });
    expect((await menu(old!)).status).toBe(200);
    const logout = page.waitForRequest((r) => r.url().endsWith('/common/user/user/logout') && r.method() === 'POST');
    // 退出登录 sets #/login and then reloads: the token is read after the reload (before it, the read can meet the
    // page going away: "Execution context was destroyed")
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('logout').click();
    expect((await logout).headers()['x-access-token']).toBe(old);
    await reloaded;
    await waitPath(page, '/login');
    expect(await token(page)).toBeNull();
    const after = await menu(old!);
    expect(after.status).toBe(401);
  });
});

describe('tokens never in addresses', () => {
  it('no request of a sign-in (and its first screen) carries the token or the refresh token in its URL', async () => {
    const page = await victim.newPage();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await signInThroughForm(page, gw.url, 'admin');
    await waitPath(page, '/home');
    const [t, refresh] = await page.evaluate(() => [
      sessionStorage.getItem('token'),
      sessionStorage.getItem('refreshToken'),
    ]);
    expect(t).toBeTruthy();
    expect(urls.some((u) => u.includes('getSystemPermissionByToken'))).toBe(true);
    const leaking = urls.filter((u) => u.includes(t!) || (refresh && u.includes(refresh)) || /[?&]token=/.test(u));
    expect(leaking).toEqual([]);
    expect(hashPath(page)).toBe('/home');
  });
});
