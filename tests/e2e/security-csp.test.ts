// The portal under its Content-Security-Policy (docs/gateway.md "Headers and content"): sign-in, a search page, a
// picker dialog, the feedback form (rich text editor, submit), the EPC frame and the unified-portal sign-in page
// run with ZERO CSP violations. Violations are collected in every frame by a 'securitypolicyviolation' listener
// installed before any page script, and from console messages that mention the Content Security Policy.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHECK_CODE, PASSWORD, shot, signIn, signInThroughForm } from './harness';
import { answerOf, button, dialog, openPage, row, rows, flowsSuite, toast, view } from './flows';

const flows = flowsSuite();
const consoleReports: string[] = [];

/** Installs the listeners on a fresh tab; every frame reports into the top window's list. */
async function watched(): Promise<Page> {
  const page = await flows.browser.newPage();
  await page.addInitScript(() => {
    const sink = (): string[] => {
      const w = (() => {
        try {
          return window.top ?? window;
        } catch {
          return window;
        }
      })() as unknown as { __csp?: string[] };
      return (w.__csp ??= []);
    };
    sink();
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        sink().push(
          `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} in ${location.pathname}`,
        );
      },
      true,
    );
  });
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy/i.test(m.text())) consoleReports.push(`${m.type()}: ${m.text()}`);
  });
  return page;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

async function expectClean(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
  expect(consoleReports).toEqual([]);
}

describe('the portal under its CSP', () => {
  it('the portal is served with the policy (script-src self, no unsafe-eval)', async () => {
    const page = await watched();
    const res = await page.goto(`${flows.gw.url}/#/login`);
    const policy = res!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(res!.headers()['x-content-type-options']).toBe('nosniff');
    await page.locator('#loginName').waitFor();
    await expectClean(page);
    // the detector works: an inline script added to the page is refused and reported
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.appendChild(s); // an inline script runs at once when appended, or never if refused
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
    await expect.poll(() => consoleReports.length).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
    });
    consoleReports.length = 0;
  });

  it('sign-in, a search page, a picker and the feedback form: zero violations', async () => {
    const page = await watched();
    await page.goto(`${flows.gw.url}/#/login`);
    await page.getByTestId('check-code').waitFor();
    await shot(page, 'csp-login');
    await signInThroughForm(page, flows.gw.url, 'center01');
    await shot(page, 'csp-home');
    await expectClean(page);

    // a search page and its warehouse picker
    const STOCK = '/stockQuery/V1.0/search/parts';
    await openPage(page, flows.gw.url, '/stockQuery', STOCK);
    const sq = view(page, '/stockQuery');
    await rows(sq).first().waitFor();
    await shot(page, 'csp-search');
    const opened = answerOf(page, '/warehouse/search/V1.0', () => sq.getByLabel('仓库').click());
    const picker = dialog(page, '选择仓库');
    const first = await opened;
    const chosen = (first.json!.data as { list: { name: string }[] }).list[0];
    await row(picker, chosen.name).first().click();
    await shot(page, 'csp-picker');
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => sq.getByLabel('仓库').inputValue()).toBe(chosen.name);
    await answerOf(page, STOCK, () => button(sq, '查询').click());
    await expectClean(page);

    // the feedback form: the header's question-mark icon, the rich text editor, submit
    await page.getByTestId('feedback-icon').click();
    const fb = page.locator('.ant-modal').filter({ hasText: '意见反馈' });
    await fb.waitFor();
    await fb.locator('.ant-form-item').filter({ hasText: '类型' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '问题反馈' }).click();
    await fb.getByLabel('反馈标题').fill('CSP 检查');
    await fb.locator('[contenteditable=true]').click();
    await page.keyboard.type('页面在内容安全策略下正常');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('加粗');
    await fb.locator('input[maxlength="11"]').fill('13812345678');
    await shot(page, 'csp-feedback');
    const sent = await answerOf(page, '/vehicle/business/business_feedback/add', () =>
      fb.getByRole('button', { name: /提\s*交/ }).click(),
    );
    expect(sent.json).toMatchObject({ result: 'SUCCEED' });
    await toast(page, '新增成功').waitFor();
    await expectClean(page);
  });

  it('the EPC frame loads its script and gets its message: zero violations in the frame', async () => {
    const page = await watched();
    await signIn(page, flows.gw.url, 'sp01');
    await page.goto(`${flows.gw.url}/#/epc`);
    const frame = page.frameLocator('[data-testid=epc-frame]');
    await frame.locator('body[data-received=yes]').waitFor();
    await shot(page, 'csp-epc');
    await expectClean(page);
  });

  it('the unified-portal sign-in page posts its form and is redirected to the service under form-action', async () => {
    const page = await watched();
    // from /login's link, which keeps the tab's casState (the ticket is bound to it)
    await page.goto(`${flows.gw.url}/#/login`);
    await page.getByTestId('portal-sign-in').click();
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(PASSWORD);
    if (await page.locator('#checkCode').count()) await page.locator('#checkCode').fill(CHECK_CODE);
    await shot(page, 'csp-cas');
    await expectClean(page);
    await page.locator('button[type=submit]').click();
    await page.getByTestId('side-menu').waitFor({ timeout: 30000 });
    await expectClean(page);
  });
});
