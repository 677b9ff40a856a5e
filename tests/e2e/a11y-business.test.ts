// Accessibility and looks of the five business screens of the provider (/WZorderThreeList, /WZreturnOrderList,
// /serviceRetailOrderList, /repairOrderList, /deliveryList) as sp01 at 1366x768, in Chinese and in English: axe
// (as tests/e2e/a11y.test.ts: its source injected by evaluate) on each list and on its 新增 form dialog: no critical
// and no serious violation (the figures are printed per screen and language). In Chinese each screen's list, its
// 新增 dialog and its first row's detail are shot (tests/e2e/screenshots/biz-*.png), and the dialog must fit the
// 768 px window (no dialog taller than the viewport), the list must not scroll sideways. The dialogs of the details
// and the console are audited too, in both languages: 选择配件, 库存价格 and 大客户 on a sales order draft, 配件供应商 on
// a repair order's part line (sp01), 编辑字典项 of 数据字典 (admin).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { shot, signIn } from './harness';
import { saleOrderDraft } from './saleDraft';
import { answerOf, callAsPage, dialog, flowsSuite, openPage, rows, settled, view } from './flows';

const flows = flowsSuite();
const figures: string[] = [];
const failures: string[] = [];
async function check(page: Page, name: string): Promise<void> {
  const found = await audit(page);
  figures.push(`${name}: ${found.map((v) => `${v.id} ${v.impact} x${v.nodes}`).join(', ') || 'none'}`);
  for (const v of found.filter((x) => x.impact === 'critical' || x.impact === 'serious'))
    failures.push(`${name}: ${v.id} ${v.impact} x${v.nodes} ${v.first}`);
}

const SCREENS = [
  {
    path: '/WZorderThreeList',
    call: '/saleOrder/page/V1.0',
    form: { zh_CN: '新增销售订单', en_US: 'New sales order' },
    detail: '/detail/saleOrder/',
  },
  {
    path: '/WZreturnOrderList',
    call: '/returnOrder/V1.0/page',
    form: { zh_CN: '新增配件退货单', en_US: 'New parts return order' },
    detail: '/detail/partsReturn/',
  },
  {
    path: '/serviceRetailOrderList',
    call: '/retailOrder/V1.0/page',
    form: { zh_CN: '新增零售单', en_US: 'New retail order' },
    detail: '/detail/retailOrder/',
  },
  {
    path: '/repairOrderList',
    call: '/repairOrder/V1.0/page',
    form: { zh_CN: '新增维修单', en_US: 'New repair order' },
    detail: '/detail/repairOrder/',
  },
  {
    path: '/deliveryList',
    call: '/delivery/V1.0/page',
    form: { zh_CN: '新增发运单', en_US: 'New delivery' },
    detail: '/detail/delivery/',
  },
] as const;

describe.each(['zh_CN', 'en_US'] as const)('the five business screens at 1366x768 in %s', (language) => {
  it('lists and 新增 dialogs: no critical or serious axe violation; dialogs fit the window (screenshots in Chinese)', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${flows.gw.url}/#/login`);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await signIn(page, flows.gw.url, 'sp01');
    for (const s of SCREENS) {
      const name = s.path.slice(1);
      await openPage(page, flows.gw.url, s.path, s.call);
      const list = view(page, s.path);
      await rows(list).first().waitFor();
      await check(page, `${language} list ${s.path}`);
      // the list does not scroll sideways at 1366 px (its table scrolls inside)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
        `${s.path} page width`,
      ).toBe(true);
      if (language === 'zh_CN') await shot(page, `biz-${name}-list`);

      await list
        .getByRole('button', { name: language === 'zh_CN' ? /新\s*增/ : /^\s*New\s*$/ })
        .first()
        .click();
      const form = dialog(page, s.form[language]);
      await settled(form);
      await form.locator('.ant-modal-footer button').first().waitFor();
      await check(page, `${language} form ${s.form[language]}`);
      const box = await form.locator('.ant-modal-content').boundingBox();
      expect(box && box.height <= 768, `${s.form[language]} height ${box?.height}`).toBe(true);
      if (language === 'zh_CN') await shot(page, `biz-${name}-add`);
      await form.locator('.ant-modal-close').click();
      await form.waitFor({ state: 'detached' });

      if (language === 'zh_CN') {
        await rows(list)
          .first()
          .getByRole('button', { name: /详\s*情/ })
          .first()
          .click();
        await page.locator(`[data-view^="${s.detail}"]`).locator('.ant-descriptions, .ant-table').first().waitFor();
        // the tab fades in: shoot it when its motion has ended
        await page.waitForFunction(
          () =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
          undefined,
          { timeout: 10000 },
        );
        await shot(page, `biz-${name}-detail`);
      }
    }
    console.log(`axe (business screens) ${figures.splice(0).join('; ')}`);
    expect(failures.splice(0)).toEqual([]);
  });
});

/** The dialog a button opens (the last modal shown), settled; audited, then closed. */
async function auditDialog(page: Page, name: string, open: () => Promise<unknown>): Promise<void> {
  await open();
  const box = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
  await settled(box);
  await box.locator('.ant-modal-footer button, .ant-modal-body button').locator('visible=true').first().waitFor();
  await check(page, name);
  await box.locator('.ant-modal-close').click();
  await box.waitFor({ state: 'detached' });
}

describe.each(['zh_CN', 'en_US'] as const)('the detail and console dialogs at 1366x768 in %s', (language) => {
  const zh = language === 'zh_CN';
  const label = (zhText: string, en: string) => new RegExp(`^\\s*${zh ? [...zhText].join('\\s*') : en}\\s*$`);
  it('选择配件, 库存价格, 大客户, 配件供应商 (sp01) and 编辑字典项 (admin): no critical or serious axe violation', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${flows.gw.url}/#/login`);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await signIn(page, flows.gw.url, 'sp01');
    const order = await saleOrderDraft(page);
    await answerOf(
      page,
      `/saleOrder/V1.0/${order.id}`,
      () => page.goto(`${flows.gw.url}/#/detail/saleOrder/${order.id}`),
      'GET',
    );
    const d = view(page, `/detail/saleOrder/${order.id}`);
    const bar = d.locator('.rt-detail-actions');
    await bar.waitFor();
    await auditDialog(page, `${language} 选择配件`, () =>
      bar.getByRole('button', { name: label('选择配件', 'Choose parts') }).click(),
    );
    await auditDialog(page, `${language} 库存价格`, () =>
      d
        .locator('tr[data-row-key]')
        .first()
        .getByRole('button', { name: label('库存价格', 'Stock price') })
        .click(),
    );
    await auditDialog(page, `${language} 大客户`, () =>
      bar.getByRole('button', { name: label('大客户', 'Large customer') }).click(),
    );

    const claim = (await callAsPage(page, 'POST', '/claim/search/V1.0', { size: 1, current: 1 })).json.data as {
      list: { vin: string }[];
    };
    const staff = (await callAsPage(page, 'GET', '/facilitator/employee/search/V1.0?size=1&current=1')).json.data as {
      list: { id: string }[];
    };
    const repair = (
      await callAsPage(page, 'POST', '/repairOrder/save/V1.0', {
        vin: claim.list[0].vin,
        engineerId: staff.list[0].id,
        parts: [{ partsCode: 'P0000008', qty: 1 }],
      })
    ).json.data as { id: string };
    await answerOf(
      page,
      `/repairOrder/V1.0/${repair.id}`,
      () => page.goto(`${flows.gw.url}/#/detail/repairOrder/${repair.id}`),
      'GET',
    );
    const line = view(page, `/detail/repairOrder/${repair.id}`)
      .locator('tr[data-row-key]')
      .filter({ hasText: 'P0000008' })
      .first();
    await line.waitFor();
    await auditDialog(page, `${language} 配件供应商`, () =>
      line.getByRole('button', { name: label('配件供应商', 'Parts supplier') }).click(),
    );
    await page.close();

    const admin = await flows.browser.newPage();
    await admin.setViewportSize({ width: 1366, height: 768 });
    await admin.goto(`${flows.gw.url}/#/login`);
    await admin.evaluate((l) => localStorage.setItem('language', l), language);
    await signIn(admin, flows.gw.url, 'admin');
    await Promise.all([
      admin.waitForResponse((r) => r.url().includes('/sys/dictItem/list'), { timeout: 60000 }),
      admin.goto(`${flows.gw.url}/#/system/dict`),
    ]);
    const dict = view(admin, '/system/dict');
    await dict.getByLabel(zh ? '字典编码' : 'Dictionary code').fill('feedback_type');
    await dict.getByRole('button', { name: label('查询', 'Search') }).click();
    await rows(dict).first().waitFor();
    await auditDialog(admin, `${language} 编辑字典项`, () =>
      rows(dict)
        .first()
        .getByRole('button', { name: zh ? /编\s*辑/ : /Edit/ })
        .click(),
    );
    await admin.close();
    console.log(`axe (detail and console dialogs) ${figures.splice(0).join('; ')}`);
    expect(failures.splice(0)).toEqual([]);
  });
});
