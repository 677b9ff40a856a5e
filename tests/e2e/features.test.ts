// The commonLogin switch of 000 §1 off (FEATURES_OFF=commonLogin,onlineOrder; server/auth/features.ts), at 1366x768:
// the login page shows no name, password or check-code field, says why and offers only 统一门户登录 (and the
// language link); a password sign-in sent anyway is refused by the gateway with the same words. The other
// switches' menus and routes: tests/gateway/features.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, type Gateway } from './harness';
import { flowsSuite } from './flows';

const suite = flowsSuite({ FEATURES_OFF: 'commonLogin,onlineOrder' });
let gw: Gateway;
let page: Page;
beforeAll(async () => {
  gw = suite.gw;
  page = await suite.browser.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
});
afterAll(async () => {
  await page?.close();
});

describe('commonLogin switched off', () => {
  it('the login page offers only the unified portal and says why; a password sign-in is refused by the gateway', async () => {
    await page.goto(`${gw.url}/#/login`);
    const note = page.getByTestId('common-login-off');
    await note.waitFor();
    expect(await note.innerText()).toBe('账号密码登录未开启，请从统一门户登录');
    expect(await page.locator('#loginName, #loginPwd, #checkCode, [data-testid="check-code"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /登\s*录/ }).count()).toBe(0);
    await page.getByTestId('portal-sign-in').waitFor();
    await shot(page, 'features-common-login-off');
    const refused = await page.evaluate(async () => {
      const res = await fetch('/common/user/user/common_login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginName: 'admin', loginPwd: 'Demo@2026', checkCode: '1234', checkKey: 'k' }),
      });
      return { status: res.status, message: ((await res.json()) as { message?: string }).message };
    });
    expect(refused).toEqual({ status: 403, message: '账号密码登录未开启，请从统一门户登录' });
    // the language link switches the note too
    await page.getByText('English', { exact: true }).click();
    await expect
      .poll(() => note.innerText())
      .toBe('Sign-in by name and password is switched off; please sign in through the unified portal');
  });
});
