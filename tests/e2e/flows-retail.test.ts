// Retail orders end to end (/serviceRetailOrderList): the provider (sp01) sells parts from its own stock to
// a walk-in customer. Bad input first: 保存 without a customer (请输入客户名称); then 新增 with the retail-stock dialog
// (001 §7: the provider's own stock, by stock quantity descending), a quantity per line, 保存 (what the gateway keeps
// is read back), 完成 lowers the stock in the same transaction; the order is then final.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  answerOf,
  button,
  callAsPage,
  confirmBox,
  dialog,
  flowsSuite,
  openPage,
  row,
  rowActions,
  rows,
  settled,
  toast,
  view,
} from './flows';
import { shot, signIn } from './harness';

const flows = flowsSuite();
const PAGE = '/retailOrder/V1.0/page';
const STOCK = '/stockprice/servicenew/search/V1.0/retail/stockprice';
const list = (page: Page) => view(page, '/serviceRetailOrderList');

interface StockRow {
  id: string;
  partsId: string;
  qty: number;
  basePrice: number;
  warehouseId: string;
}

describe('retail order flow', () => {
  it('provider: 新增 (bad input: no customer) -> 选择配件 -> 保存 -> 完成 lowers the stock', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, flows.gw.url, 'sp01');
    await openPage(page, flows.gw.url, '/serviceRetailOrderList', PAGE);
    await button(list(page), '新增').click();
    const form = dialog(page, '新增零售单');
    await settled(form);

    const offered = await answerOf(page, STOCK, () => button(form, '选择配件').click(), 'POST');
    expect(offered.body).toMatchObject({ company: '1000', orderBy: 'qty', order: 'desc', size: 10, current: 1 });
    const stock = (offered.json!.data as { list: StockRow[] }).list;
    expect(new Set(stock.map((s) => s.warehouseId))).toEqual(new Set(['WHS001']));
    const picker = dialog(page, '选择零售库存配件');
    await settled(picker);
    await expect.poll(() => rows(picker).count()).toBe(10);
    const chosen = stock[0];
    await row(picker, chosen.partsId).locator('input[type=checkbox]').check();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    const line = row(form, chosen.partsId);
    await line.waitFor();
    await line.getByRole('spinbutton').fill('2');
    const amount = Math.round(2 * chosen.basePrice * 100) / 100;
    await expect.poll(() => line.innerText()).toContain(amount.toLocaleString('en-US', { minimumFractionDigits: 2 }));

    // bad input: no customer name, nothing sent
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/retailOrder/V1.0/save')) saves++;
    });
    await button(form, '保存').click();
    await form.getByText('请输入客户名称').waitFor();
    expect(saves).toBe(0);
    await form.getByLabel('客户名称').fill('王先生');
    await form.getByLabel('联系电话').fill('13800138000');
    await shot(page, 'flows-retail-add');
    const saved = await answerOf(page, '/retailOrder/V1.0/save', () => button(form, '保存').click(), 'POST');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await toast(page, '保存成功').waitFor();
    const { id, orderNo } = saved.json!.data as { id: string; orderNo: string };
    const r = row(list(page), orderNo);
    await expect.poll(() => r.innerText()).toContain('草稿');
    expect(await rowActions(r)).toEqual(['详情', '编辑', '完成', '取消']);
    const doc = (await callAsPage(page, 'GET', `/retailOrder/V1.0/${id}`)).json.data as {
      customerName: string;
      customerPhone: string;
      totalAmount: number;
      lines: { partsId: string; qty: number; unitPrice: number }[];
    };
    expect([
      doc.customerName,
      doc.customerPhone,
      doc.totalAmount,
      doc.lines.map((l) => [l.partsId, l.qty, l.unitPrice]),
    ]).toEqual(['王先生', '13800138000', amount, [[chosen.partsId, 2, chosen.basePrice]]]);

    // a search by 客户名称 is kept in the search history of this path's type (001 §9: retail)
    await list(page).getByLabel('客户名称').fill('王先生');
    const kept = await answerOf(page, '/v1/new/history', () => button(list(page), '查询').click(), 'POST');
    expect([kept.url.searchParams.get('type'), kept.url.searchParams.get('value')]).toEqual(['retail', '王先生']);
    await expect.poll(() => rowActions(r)).toEqual(['详情', '编辑', '完成', '取消']);
    await button(r, '完成').click();
    const box = confirmBox(page, '完成后将扣减库存，确认完成该零售单么？');
    await settled(box);
    const done = await answerOf(page, '/retailOrder/V1.0/complete', () => button(box, '确定').click(), 'POST');
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    await toast(page, '零售单已完成').waitFor();
    await expect.poll(() => row(list(page), orderNo).innerText()).toContain('已完成');
    expect(await rowActions(row(list(page), orderNo))).toEqual(['详情']);
    await shot(page, 'flows-retail-completed');
    const now = (await callAsPage(page, 'POST', STOCK, { partsId: chosen.partsId, size: 10, current: 1 })).json
      .data as { list: StockRow[] };
    expect(now.list.find((s) => s.id === chosen.id)!.qty).toBe(chosen.qty - 2);
  });
});
