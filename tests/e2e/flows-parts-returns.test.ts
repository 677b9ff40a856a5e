// Parts return orders end to end (/WZreturnOrderList): the provider (sp01) makes a return with 新增 and
// the return-parts dialog of 001 §2.6 / §5 (bad input first: 保存 with no part 请选择配件, then two warehouses
// 请选择同一个仓库下的配件 in the dialog), saves it (the lines and amounts as the gateway keeps them), submits it; the
// central warehouse (center01) approves it and confirms receipt. What is saved is read back from the gateway.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot } from './harness';
import {
  accountTabs,
  answerOf,
  button,
  callAsPage,
  confirmBox,
  dialog,
  flowsSuite,
  openPage,
  row,
  rowActions,
  settled,
  toast,
  view,
} from './flows';

const flows = flowsSuite();
const as = accountTabs(flows);
const PAGE = '/returnOrder/V1.0/page';
const list = (page: Page) => view(page, '/WZreturnOrderList');
const quantity = (box: Locator, order: string) => row(box, order).getByRole('spinbutton', { name: '退货数量' });

/** A row action with a confirmation: answers the call it makes. */
async function step(page: Page, returnNo: string, label: string, confirm: string, path: string) {
  await button(row(list(page), returnNo), label).click();
  const box = confirmBox(page, confirm);
  await settled(box);
  const answer = await answerOf(page, path, () => button(box, '确定').click(), 'POST');
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer;
}

describe('parts return order flow', () => {
  it('provider: 新增 (bad input: no part, two warehouses) -> 保存 -> 提交; center: 审核通过 -> 确认收货', async () => {
    const page = await as('sp01');
    await page.setViewportSize({ width: 1366, height: 768 });
    await openPage(page, flows.gw.url, '/WZreturnOrderList', PAGE);
    await button(list(page), '新增').click();
    const form = dialog(page, '新增配件退货单');
    await settled(form);
    await form.getByText('服务商').first().waitFor();
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/returnOrder/V1.0/save')) saves++;
    });
    await button(form, '保存').click();
    await toast(page, '请选择配件').waitFor();
    expect(saves).toBe(0);

    const offered = await answerOf(page, '/returnOrder/V1.0/parts', () => button(form, '选择配件').click(), 'POST');
    expect(offered.status).toBe(200);
    const picker = dialog(page, '选择退货配件');
    await settled(picker);
    await picker.getByLabel('销售订单号').fill('XS2025999');
    const found = await answerOf(page, '/returnOrder/V1.0/parts', () => button(picker, '查询').click(), 'POST');
    const l1 = (found.json!.data as { list: { id: string; saleOrderNo: string; realReturnBasePrice: number }[] })
      .list[0];
    await quantity(picker, 'XS2025999001').fill('2');
    await quantity(picker, 'XS2025999003').fill('1');
    await button(picker, '确定').click();
    await toast(page, '请选择同一个仓库下的配件').waitFor();
    await quantity(picker, 'XS2025999003').fill('0');
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    const amount = Math.round(2 * l1.realReturnBasePrice * 100) / 100;
    await expect.poll(() => row(form, 'XS2025999001').innerText()).toContain(amount.toFixed(2));
    await shot(page, 'flows-parts-returns-add');
    const saved = await answerOf(page, '/returnOrder/V1.0/save', () => button(form, '保存').click(), 'POST');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(
      (saved.body as { lines: { saleOrderLineId: string; qty: number }[] }).lines.map((l) => [
        l.saleOrderLineId,
        l.qty,
      ]),
    ).toEqual([[l1.id, 2]]);
    await toast(page, '保存成功').waitFor();
    const { id, returnNo } = saved.json!.data as { id: string; returnNo: string };
    const r = row(list(page), returnNo);
    await expect.poll(() => r.innerText()).toContain('草稿');
    expect(await rowActions(r)).toEqual(['详情', '编辑', '提交', '删除']);
    const doc = (await callAsPage(page, 'GET', `/returnOrder/V1.0/${id}`)).json.data as {
      totalQty: number;
      totalAmount: number;
      lines: { saleOrderNo: string; qty: number; amount: number }[];
    };
    expect([doc.totalQty, doc.totalAmount, doc.lines.map((l) => [l.saleOrderNo, l.qty, l.amount])]).toEqual([
      2,
      amount,
      [['XS2025999001', 2, amount]],
    ]);
    // a search by 退货单号 is kept in the search history of this path's type (001 §9: parts_return)
    await list(page).getByLabel('退货单号').fill(returnNo);
    const kept = await answerOf(page, '/v1/new/history', () => button(list(page), '查询').click(), 'POST');
    expect([kept.url.searchParams.get('type'), kept.url.searchParams.get('value')]).toEqual(['parts_return', returnNo]);
    await expect.poll(() => rowActions(row(list(page), returnNo))).toEqual(['详情', '编辑', '提交', '删除']);
    await step(page, returnNo, '提交', '确认提交该退货单么？', '/returnOrder/V1.0/submit');
    await expect.poll(() => row(list(page), returnNo).innerText()).toContain('已提交');
    expect(await rowActions(row(list(page), returnNo))).toEqual(['详情']);

    const center = await as('center01');
    await center.setViewportSize({ width: 1366, height: 768 });
    await openPage(center, flows.gw.url, '/WZreturnOrderList', PAGE);
    await expect.poll(() => rowActions(row(list(center), returnNo))).toEqual(['详情', '审核通过', '驳回']);
    await step(center, returnNo, '审核通过', '确认审核通过该退货单么？', '/returnOrder/V1.0/approve');
    await expect.poll(() => row(list(center), returnNo).innerText()).toContain('已审核');
    await step(center, returnNo, '确认收货', '确认已收到该退货单的配件么？', '/returnOrder/V1.0/receive');
    await expect.poll(() => row(list(center), returnNo).innerText()).toContain('已收货');
    await shot(center, 'flows-parts-returns-received');
    const after = (await callAsPage(center, 'GET', `/returnOrder/V1.0/${id}`)).json.data as {
      status: string;
      version: number;
    };
    expect([after.status, after.version]).toEqual(['RECEIVED', 4]);
  });
});
