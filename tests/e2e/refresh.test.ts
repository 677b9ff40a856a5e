// Token refresh after expiry, in a real browser: the gateway's tokens live 3 s here.
import { describe, expect, it } from 'vitest';
import { signInThroughForm } from './harness';
import { flowsSuite } from './flows';
import { until } from '../wait';

const flows = flowsSuite({ TOKEN_TTL_SECONDS: '3' });

describe('token refresh', () => {
  it('an expired token is refreshed once and the screen loads without an error', async () => {
    const page = await flows.browser.newPage();
    // through /login: a session issued in the template would not have this gateway's 3 s life
    await signInThroughForm(page, flows.gw.url, 'admin');
    const before = await page.evaluate(() => sessionStorage.getItem('token'));
    const refreshes: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/refresh_token') && refreshes.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`),
    );
    // wait until the gateway calls the token expired (N1000), asked outside the browser so nothing is refreshed
    await until(
      async () => {
        const r = await fetch(
          `${flows.gw.url}/npsbackend-gateway/sys_dict/V1.0/yes_no?timestamp=${Date.now()}&sign=nsp-sign`,
          { headers: { authorization: String(before) } },
        );
        return ((await r.json()) as { code?: string }).code === 'N1000';
      },
      { timeoutMs: 15000, intervalMs: 200, what: 'the token to expire' },
    );
    await page.goto(`${flows.gw.url}/#/supplierParts`);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 20000 });
    expect(refreshes.length).toBe(1);
    // a POST with the refresh token in the body, nothing in the address
    expect(refreshes[0]).toMatch(
      /^POST http:\/\/[^?\s]+\/common\/user\/user\/refresh_token \{"refreshToken":"[\w-]+"\}$/,
    );
    expect(await page.locator('.ant-modal-confirm-error').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBe(before);
  });
});
