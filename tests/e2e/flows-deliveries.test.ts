// Deliveries end to end (/deliveryList): the provider (sp01) makes one with 新增 over claims chosen in
// the claim picker's DELIVER module (claims with no send bill yet), ships it (发运 needs the tracking number:
// 请输入物流单号), and the centre (center01) confirms receipt; the claims are then no longer offered.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './harness';
import {
  answerOf,
  button,
  confirmBox,
  dialog,
  flowsSuite,
  row,
  rowActions,
  settled,
  toast,
  view,
  signInAndOpen,
} from './flows';

const flows = flowsSuite();
const list = (page: Page) => view(page, '/deliveryList');
const PAGE = '/delivery/V1.0/page';
const CLAIMS = '/coreReturnBill/V1.0/checkOut/claim';

describe('delivery flows', () => {
  it('provider: 新增 (claim picker DELIVER) -> 发运; center: 确认收货 (bad input: no tracking number)', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAndOpen(page, flows.gw.url, 'sp01', '/deliveryList', PAGE);
    await shot(page, 'flows-deliveries-list');
    await answerOf(page, '/delivery/init/V1.0', () => button(list(page), '新增').click(), 'GET');
    const form = dialog(page, '新增发运单');
    await settled(form);
    const offered = await answerOf(page, CLAIMS, () => button(form, '选择索赔单').click(), 'POST');
    expect(offered.body).toMatchObject({ module: 'DELIVER', facilitatorId: 'F00001' });
    const picker = dialog(page, '选择索赔单');
    await settled(picker);
    const claim = (offered.json!.data as { list: { id: string; claimNo: string }[] }).list[0];
    await row(picker, claim.claimNo).locator('input[type="checkbox"]').check();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    await row(form, claim.claimNo).waitFor();
    await shot(page, 'flows-deliveries-add');
    const saved = await answerOf(page, '/delivery/save/V1.0', () => button(form, '保存').click(), 'POST');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.body).toMatchObject({ claimIds: [claim.id] });
    const { deliveryNo, id } = saved.json!.data as { deliveryNo: string; id: string };
    await toast(page, '保存成功').waitFor();
    const r = () => row(list(page), deliveryNo);
    await expect.poll(() => r().innerText()).toContain('草稿');
    expect(await rowActions(r())).toEqual(expect.arrayContaining(['编辑', '发运', '删除']));

    // 发运: the tracking number is required
    await button(r(), '发运').click();
    const ship = dialog(page, '发运');
    await settled(ship);
    await ship.getByLabel('物流公司').fill('顺丰速运');
    await button(ship, '确定').click();
    await ship.getByText('请输入物流单号').waitFor();
    await ship.getByLabel('物流单号').fill('SF20261128001');
    const sent = await answerOf(page, '/delivery/send/V1.0', () => button(ship, '确定').click(), 'POST');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id, logisticsCompany: '顺丰速运', logisticsNo: 'SF20261128001' });
    await expect.poll(() => r().innerText()).toContain('已发运');

    const center = await flows.browser.newPage();
    await center.setViewportSize({ width: 1366, height: 768 });
    await signInAndOpen(center, flows.gw.url, 'center01', '/deliveryList', PAGE);
    const cr = row(list(center), deliveryNo);
    await expect.poll(() => rowActions(cr)).toContain('确认收货');
    expect(await rowActions(cr)).not.toContain('发运');
    await button(cr, '确认收货').click();
    const box = confirmBox(center, '确认已收到该发运单的旧件么？');
    await settled(box);
    expect((await answerOf(center, '/delivery/receive/V1.0', () => button(box, '确定').click(), 'POST')).status).toBe(
      200,
    );
    await expect.poll(() => row(list(center), deliveryNo).innerText()).toContain('已收货');
    await answerOf(center, `/delivery/V1.0/${id}`, () => button(row(list(center), deliveryNo), '详情').click(), 'GET');
    await center
      .locator('[data-view^="/detail/delivery/"]')
      .getByText(claim.claimNo, { exact: true })
      .first()
      .waitFor(); // 索赔单 and 旧件明细
    await shot(center, 'flows-deliveries-detail');
  });
});
