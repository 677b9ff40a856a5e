// Dead ends and stale data, wrong words, at 1366x768 as the roles that meet them: a provider's open
// return-bill detail whose bill the central warehouse confirmed meanwhile: 发运 is refused as a conflict, the message
// says the document was reloaded, the dialog closes and the detail shows 已确认收货 without 发运; the provider's
// tabs survive a reload and a pass through /404; an upload re-queries no list and a save only the lists of its group (admin); center, part_business
// and part_data accounts see a home that never asks for notices (no 403); the detail shows no 版本 row; 作废 asks to void;
// a user frozen while signed in is told the account is frozen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, signIn, waitPath } from './harness';
import {
  answerOf,
  button,
  callAsPage,
  confirmBox,
  dialog,
  errorBox,
  flowsSuite,
  row,
  rows,
  settled,
  view,
} from './flows';

const flows = flowsSuite();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function newPage(user: string): Promise<Page> {
  const page = await flows.browser.context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, flows.gw.url, user);
  return page;
}

const tabTitles = (page: Page) => page.getByTestId('tab').allInnerTexts();

describe('no dead ends, no stale screens', () => {
  it('sp01: a detail confirmed by center01 meanwhile: 发运 leads to the current state; the tabs survive a reload and a pass through /404', async () => {
    const sp = await newPage('sp01');
    const bills = await callAsPage(sp, 'POST', '/coreReturnBill/V1.0/page', {
      status: 'SHIPPED',
      size: 50,
      current: 1,
    });
    const data = bills.json.data as unknown;
    const list = (Array.isArray(data) ? data : ((data as { list?: unknown[] } | undefined)?.list ?? [])) as {
      status?: string;
    }[];
    const bill = list.find((b) => b.status === 'SHIPPED') as { id: string; billNo: string } | undefined;
    expect(bill, 'a shipped bill of sp01').toBeTruthy();
    const path = `/detail/coreReturnBill/${bill!.id}`;
    await sp.goto(`${flows.gw.url}/#/coreReturnBill`);
    await view(sp, '/coreReturnBill').locator('.ant-table-row').first().waitFor();
    await sp.goto(`${flows.gw.url}/#${path}`);
    const d = view(sp, path);
    await expect.poll(() => d.innerText()).toContain('已发运');
    expect(await d.locator('.ant-descriptions-item-label', { hasText: /^版本$/ }).count()).toBe(0);

    // center01 confirms the receipt in its own browser tab
    const center = await newPage('center01');
    const confirmed = await callAsPage(center, 'POST', '/coreReturnBill/V1.0/confirmation', { id: bill!.id });
    expect(confirmed.status).toBe(200);
    await center.close();

    // sp01's detail still offers 发运: the gateway refuses it, and the screen leads to the current state
    await sp.bringToFront();
    await button(d, '发运').click();
    const ship = dialog(sp, '发运');
    await settled(ship);
    await ship.getByLabel('物流公司').fill('顺丰速运');
    await ship.getByLabel('物流单号').fill('SF-STALE-1');
    let reloads = 0;
    const counter = (r: { url(): string }) =>
      void (r.url().includes(`/coreReturnBill/V1.0/`) && !r.url().includes('/page') && reloads++);
    sp.on('request', counter);
    const refused = await answerOf(
      sp,
      '/coreReturnBill/updateLogistics/V1.0',
      () => button(ship, '确定').click(),
      'POST',
    );
    expect(refused.status).toBe(424);
    const error = errorBox(sp);
    await settled(error);
    expect(await error.innerText()).toContain('单据已被他人修改');
    expect(await error.innerText()).toContain('已为您重新加载最新内容');
    await ship.waitFor({ state: 'hidden' });
    await expect.poll(() => d.innerText()).toContain('已确认收货');
    expect(await button(d, '发运').count()).toBe(0);
    await shot(sp, 'daily-stale-conflict');
    await button(error, '确定').click();
    sp.off('request', counter);
    expect(reloads).toBeGreaterThanOrEqual(1);

    // the list behind, kept alive, shows the new state when its tab is current again (no search pressed)
    await sp.locator('[data-testid="tab"][data-path="/coreReturnBill"]').click();
    await expect.poll(() => row(view(sp, '/coreReturnBill'), bill!.billNo).innerText()).toContain('已确认收货');

    // the tabs survive a reload of the browser tab
    const before = await tabTitles(sp);
    expect(before.length).toBeGreaterThanOrEqual(3);
    await sp.reload();
    await sp
      .getByTestId('tab')
      .nth(before.length - 1)
      .waitFor();
    expect(await tabTitles(sp)).toEqual(before);
    await shot(sp, 'daily-stale-tabs-after-reload');
    // and a pass through /404 (a path no menu has), then back to a screen
    await sp.goto(`${flows.gw.url}/#/no-such-screen`);
    await waitPath(sp, '/404');
    await sp.goto(`${flows.gw.url}/#/coreReturnBill`);
    await view(sp, '/coreReturnBill').waitFor();
    await expect.poll(() => tabTitles(sp)).toEqual(before);
    await sp.close();
  });

  it('admin: an image upload re-queries no list; a banner saved re-queries the banner list only', async () => {
    const page = await newPage('admin');
    const lists = ['/supplierParts/search/V1.0', '/coreReturnBill/V1.0/page', '/banner/search/V1.0'];
    for (const [path, call] of [
      ['/supplierParts', lists[0]],
      ['/coreReturnBill', lists[1]],
      ['/banner', lists[2]],
    ]) {
      await answerOf(page, call, () => page.goto(`${flows.gw.url}/#${path}`));
      await view(page, path).locator('.ant-table-row').first().waitFor();
    }
    const asked: string[] = [];
    page.on('request', (r) => {
      const hit = lists.find((l) => r.url().includes(l));
      if (hit) asked.push(hit);
    });
    const list = view(page, '/banner');
    await button(list, '新增').click();
    const form = dialog(page, '新增横幅');
    await settled(form);
    const up = await answerOf(page, '/file/upload/V1.0', () =>
      form.locator('input[type=file]').setInputFiles({ name: 'stale.png', mimeType: 'image/png', buffer: PNG }),
    );
    expect(up.status).toBe(200);
    await form.locator('.ant-upload-list-item').first().waitFor();
    // what a write triggers leaves within a task of its answer: one more round trip through the page lets it show
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    expect(asked).toEqual([]);
    await form.getByLabel('标题').fill('过期数据测试');
    await form.getByLabel('链接', { exact: true }).fill('/epc/index.html');
    const [added, refreshed] = await Promise.all([
      answerOf(page, '/banner/V1.0', () => button(form, '保存').click(), 'POST'),
      page.waitForResponse((r) => r.url().includes(lists[2]), { timeout: 30000 }),
    ]);
    expect(added.status).toBe(200);
    expect(refreshed.status()).toBe(200);
    await row(list, '过期数据测试').waitFor();
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    expect(asked).toEqual([lists[2]]);
    await page.close();
  });

  it("words: part_data01's 作废 asks to void, not delete; settlement01 frozen by admin is told the account is frozen", async () => {
    const parts = await newPage('part_data01');
    await answerOf(parts, '/supplierParts/search/V1.0', () => parts.goto(`${flows.gw.url}/#/supplierParts`));
    const valid = rows(view(parts, '/supplierParts')).filter({ hasText: '有效' }).first();
    await button(valid, '详情').click();
    const detail = parts.locator('[data-view^="/detail/supplierPart/"]');
    await button(detail, '作废').click();
    const box = confirmBox(parts, '确认作废么？');
    await settled(box);
    expect(await box.innerText()).not.toContain('删除');
    await button(box, '取消').click();
    await parts.close();

    const frozen = await newPage('settlement01');
    const id = await frozen.evaluate(
      () => (JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { id?: string }).id,
    );
    const admin = await newPage('admin');
    const freeze = (status: number) =>
      admin.evaluate(
        async ({ id, status }) => {
          const token = (sessionStorage.getItem('token') ?? '').replace(/^"|"$/g, '');
          const res = await fetch(
            `/console/sys/user/frozenBatch?system=sp&provider=sp&timestamp=${Date.now()}&sign=nsp-sign`,
            {
              method: 'PUT',
              headers: { 'content-type': 'application/json', 'x-access-token': token },
              body: JSON.stringify({ ids: id, status }),
            },
          );
          return res.status;
        },
        { id, status },
      );
    expect(await freeze(2)).toBe(200);
    await frozen.bringToFront();
    await frozen.getByTestId('feedback-icon').click();
    const told = frozen.locator('.ant-modal-confirm').filter({ hasText: '账号已冻结，请联系管理员' });
    await settled(told);
    expect(await told.innerText()).not.toContain('统一门户');
    await shot(frozen, 'daily-stale-frozen');
    expect(await freeze(1)).toBe(200);
    await frozen.close();
    await admin.close();
  });

  it('center01, part_business01, part_data01: home never asks for notices it may not read (no 403)', async () => {
    for (const user of ['center01', 'part_business01', 'part_data01']) {
      const page = await flows.browser.context.newPage();
      await page.setViewportSize({ width: 1366, height: 768 });
      const asked: string[] = [];
      const refused: string[] = [];
      page.on('request', (r) => r.url().includes('/notice/search') && asked.push(r.url()));
      page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
      await signIn(page, flows.gw.url, user);
      await page.getByTestId('home').waitFor();
      await page.getByTestId('home').getByText('最近访问').waitFor();
      expect(asked, user).toEqual([]);
      expect(refused, user).toEqual([]);
      expect(await page.getByTestId('home').getByText('通知公告', { exact: true }).count(), user).toBe(0);
      if (user === 'center01') await shot(page, 'daily-stale-home-center01');
      await page.close();
    }
  });
});
