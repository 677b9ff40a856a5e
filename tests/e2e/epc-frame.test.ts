// The parts catalogue at /epc (000 §2, the EPC and SBOM frames) at 1280x720, as sp01: opened from its
// menu entry (配件管理 > 配件目录), it is sent the gateway's encrypted key once after it loads, posted to the
// frame's own origin; switching to another tab and back neither reloads the frame (the demo page counts its loads
// in sessionStorage: data-loads) nor posts again (data-messages). Bad input: a message with a tampered key is
// refused by the gateway's verification (密钥无效), a message from another origin is ignored.
// The catalogue: with the verified key it searches the parts by number (P0000001, the old part of the
// first replacement group) and shows its structure group 发动机 with the replacement relation; English switches the
// headings, the group name and the part names; after a refused key the search is gone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSubmenu, shot, signIn } from './harness';
import { flowsSuite, rows, view } from './flows';

const flows = flowsSuite();

async function as(user: string): Promise<Page> {
  const page = await flows.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, flows.gw.url, user);
  return page;
}

async function openEntry(page: Page, root: string, title: string): Promise<void> {
  const item = page.getByTestId('side-menu').getByText(title, { exact: true });
  if (!(await item.isVisible()))
    await openSubmenu(page.getByTestId('side-menu').locator('.ant-menu-submenu-title').filter({ hasText: root }));
  await item.click();
}

const path = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0]);

describe('配件目录 (/epc) as sp01', () => {
  it('opens from the menu, gets the key once, and is kept alive (not reloaded) across tab switches', async () => {
    const page = await as('sp01');
    await openEntry(page, '配件管理', '配件目录');
    await expect.poll(() => path(page)).toBe('/epc');
    await page.getByTestId('tab').filter({ hasText: '配件目录' }).waitFor();
    const frame = page.frameLocator('[data-testid=epc-frame]');
    const body = frame.locator('body[data-received=yes]');
    await body.waitFor({ timeout: 20000 });
    expect(await frame.locator('#status').innerText()).toContain('sp01');
    expect(await body.getAttribute('data-loads')).toBe('1');
    expect(await body.getAttribute('data-messages')).toBe('1');
    // the catalogue: the first parts at once, then a search by part number with its group and replacements
    await frame.locator('body[data-results="20"]').waitFor({ timeout: 20000 });
    await frame.locator('#q').fill('P0000001');
    await frame.locator('#go').click();
    await frame.locator('body[data-results="1"]').waitFor();
    await frame.locator('#parts tr[data-part=P0000001]').waitFor();
    const group = frame.locator('section[data-group=ENG]');
    expect(await group.locator('h3').innerText()).toBe('ENG 发动机');
    expect(await group.locator('[data-replacement=RG00001]').innerText()).toMatch(/旧件: P0000001 .* → 新件: P\d{7}/);
    await shot(page, 'epc-frame');
    await frame.locator('button[data-lang=en_US]').click();
    await frame.locator('body[data-lang=en_US]').waitFor();
    await expect.poll(() => group.locator('h3').innerText()).toBe('ENG Engine');
    expect(await frame.locator('#parts th').first().innerText()).toBe('Part no.');
    expect(await group.locator('[data-replacement=RG00001]').innerText()).toMatch(/Old: P0000001 [A-Za-z]/);
    await shot(page, 'epc-frame-en');
    await frame.locator('button[data-lang=zh_CN]').click();
    await expect.poll(() => group.locator('h3').innerText()).toBe('ENG 发动机');

    // another tab: the frame is hidden, not removed
    await openEntry(page, '配件管理', '供应商配件');
    await expect.poll(() => path(page)).toBe('/supplierParts');
    await rows(view(page, '/supplierParts')).first().waitFor();
    await expect.poll(() => page.getByTestId('epc-frame').isVisible()).toBe(false);
    expect(await page.getByTestId('epc-frame').count()).toBe(1);

    // back by its tab: the same document (one load, one message)
    await page.getByTestId('tab').filter({ hasText: '配件目录' }).click();
    await expect.poll(() => path(page)).toBe('/epc');
    await expect.poll(() => page.getByTestId('epc-frame').isVisible()).toBe(true);
    expect(await body.getAttribute('data-loads')).toBe('1');
    expect(await body.getAttribute('data-messages')).toBe('1');
    expect(await frame.locator('#status').innerText()).toContain('sp01');

    // and once more through the menu entry: still the kept-alive frame
    await openEntry(page, '配件管理', '供应商配件');
    await openEntry(page, '配件管理', '配件目录');
    await expect.poll(() => page.getByTestId('epc-frame').isVisible()).toBe(true);
    expect(await body.getAttribute('data-loads')).toBe('1');
  });

  it('bad input: a tampered key is refused by the gateway (密钥无效); a message from another origin is ignored', async () => {
    const page = await as('sp01');
    await page.goto(`${flows.gw.url}/#/epc`);
    const frame = page.frameLocator('[data-testid=epc-frame]');
    await frame.locator('body[data-received=yes]').waitFor({ timeout: 20000 });
    const handle = await page.getByTestId('epc-frame').elementHandle();
    const child = (await handle!.contentFrame())!;
    // a message the frame did not get from its own origin: dispatched as if from elsewhere, it changes nothing
    await child.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { key: 'x', token: 't', issuer: 'sp', sap_code: 'evil' },
        }),
      ),
    );
    expect(await frame.locator('body').getAttribute('data-messages')).toBe('1');
    // the real key with one character changed: the GCM tag fails at the gateway
    await page.evaluate(() => {
      const f = document.querySelector<HTMLIFrameElement>('[data-testid=epc-frame]')!;
      f.contentWindow!.postMessage(
        {
          key: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          token: 'tok',
          issuer: 'sp',
          sap_code: 'sp01',
        },
        window.location.origin,
      );
    });
    await frame.locator('body[data-received=no]').waitFor({ timeout: 20000 });
    expect(await frame.locator('#status').innerText()).toContain('密钥无效');
    expect(await frame.locator('body').getAttribute('data-messages')).toBe('2');
    expect(await frame.locator('#search').isVisible()).toBe(false);
  });
});
