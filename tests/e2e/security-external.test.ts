// The external entry in a real browser (docs/gateway.md "Trust model"): a trusted system mints a
// single-use link with the shared secret, the browser opens it and lands signed in on the repair order; the old
// takeover (/#/external?target=x&account=admin) and a reused, rebound or forged link end on /login with no session
// (expiry after 120 s: tests/gateway/security-signin.test.ts, which moves the clock).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hashPath, shot, waitPath } from './harness';
import { flowsSuite } from './flows';

const SECRET = 'e2e-external-entry-secret';
const flows = flowsSuite({ EXTERNAL_ENTRY_SECRET: SECRET });

/** The trusted system's server-to-server call (signed like every gateway call, plus X-Entry-Secret). */
async function mint(
  account: string,
  target: string,
  secret = SECRET,
): Promise<{ status: number; link?: string; entry?: string }> {
  const r = await fetch(
    `${flows.gw.url}/npsbackend-gateway/authorized/dp/entryLink?timestamp=${Date.now()}&sign=nsp-sign`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-entry-secret': secret },
      body: JSON.stringify({ account, target }),
    },
  );
  const body = (await r.json()) as { data?: { link: string; entry: string } };
  return { status: r.status, link: body.data?.link, entry: body.data?.entry };
}

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** Opens an external-entry address and expects /login with the refusal message and no session. */
async function expectRefused(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`${flows.gw.url}${path}`);
  await page.getByText('外部入口链接无效或已过期').waitFor({ timeout: 30000 });
  await waitPath(page, '/login');
  expect(await token(page)).toBeNull();
  await shot(page, name);
}

describe('external entry', () => {
  it('a link minted by the trusted system signs the browser in and opens the repair order detail', async () => {
    expect((await mint('sp01', 'RO2026001', 'wrong-secret')).status).toBe(401);
    const { status, link } = await mint('sp01', 'RO2026001');
    expect(status).toBe(200);
    expect(link).toMatch(/^\/#\/external\?target=RO2026001&account=sp01&entry=[\w-]+$/);
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}${link}`);
    await page.getByTestId('external-detail').waitFor({ timeout: 30000 });
    expect(hashPath(page)).toBe('/external/repairOrderDetail/RO2026001');
    expect(await page.getByTestId('external-detail').innerText()).toContain('RO2026001');
    expect(await token(page)).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('userInfo'))) ?? '{}').username).toBe('sp01');
    await shot(page, 'security-external-link');
  });

  it('the old takeover /#/external?target=x&account=admin ends on /login without a session', async () => {
    const page = await flows.browser.newPage();
    await expectRefused(page, '/#/external?target=x&account=admin', 'security-external-no-entry');
  });

  it('a reused entry, one used for another account, or a forged one ends on /login without a session', async () => {
    const { link } = await mint('sp01', 'RO2026002');
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}${link}`);
    await page.getByTestId('external-detail').waitFor({ timeout: 30000 });
    // the same link again, in a fresh tab: already used
    const again = await flows.browser.newPage();
    await expectRefused(again, link!, 'security-external-reused');
    // a valid entry with another account or target: bound to what it was minted for
    const other = await mint('sp01', 'RO2026003');
    await expectRefused(
      await flows.browser.newPage(),
      `/#/external?target=RO2026003&account=admin&entry=${other.entry}`,
      'security-external-other-account',
    );
    // forged
    await expectRefused(
      await flows.browser.newPage(),
      '/#/external?target=x&account=admin&entry=forged-entry-token-1234',
      'security-external-forged',
    );
  });

  it('in English the refusal reads in English', async () => {
    const page = await flows.browser.newPage();
    await page.goto(`${flows.gw.url}/#/login`);
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await page.goto('about:blank');
    await page.goto(`${flows.gw.url}/#/external?target=x&account=admin`);
    await page.getByText('The external entry link is invalid or has expired').waitFor({ timeout: 30000 });
    await waitPath(page, '/login');
    await shot(page, 'security-external-en');
    await page.evaluate(() => localStorage.removeItem('language'));
  });
});
