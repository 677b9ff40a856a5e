// Accessibility and looks of the five business screens of the provider (/WZorderThreeList, /WZreturnOrderList,
// /serviceRetailOrderList, /repairOrderList, /deliveryList) as sp01 at 1366x768, in Chinese and in English: axe
// (as tests/e2e/a11y.test.ts: its source injected by evaluate) on each list and on its 新增 form dialog: no critical
// and no serious violation (the figures are printed per screen and language). In Chinese each screen's list, its
// 新增 dialog and its first row's detail are shot (tests/e2e/screenshots/biz-*.png), and the dialog must fit the
// 768 px window (no dialog taller than the viewport), the list must not scroll sideways.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { shot, signIn } from './harness';
import { dialog, flowsSuite, openPage, rows, settled, view } from './flows';

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
