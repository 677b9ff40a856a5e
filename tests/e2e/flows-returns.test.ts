// The core return bill, end to end as the named roles (000 §7): the provider (sp01) creates a bill
// with 新增 (init: the provider, its branch and the generator's number; the claim picker BACKHAUL; the chosen
// claims as rows), commits it, enters the logistics and ships; the central warehouse (center01) confirms receipt.
// A rejected bill is edited and committed again. Bad input: 保存 without claims (请选择索赔单), 发运 without a
// tracking number (请输入物流单号).
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { shot } from './harness';
import {
  answerOf,
  button,
  confirmBox,
  dialog,
  flowsSuite,
  row,
  rowActions,
  rows as rowsOf,
  settled,
  toast,
  view,
  signInAndOpen,
} from './flows';

const flows = flowsSuite();
const PAGE = '/coreReturnBill/V1.0/page';

/** Chooses the first option of an antd Select. */
async function chooseFirst(page: Page, select: Locator) {
  await select.click({ force: true });
  const option = page.locator('.ant-select-dropdown .ant-select-item-option').locator('visible=true').first();
  await option.waitFor();
  await option.click();
}

const list = (page: Page) => view(page, '/coreReturnBill');

interface Line {
  id: string;
  claimNo: string;
  partsCode: string;
  partsQty: number;
  partsUnit: number;
  qty: number;
}

/** The figure a StockPanel of the form shows under its label (运费, 总价, ...). */
const figure = (form: Locator, label: string) =>
  form.locator('.ant-form-item').filter({ hasText: label }).locator('.rt-stock-panel');

/**
 * 选择旧件: the return-parts dialog over the chosen claims' returnable parts (the whole claimed quantity first);
 * the first part is returned with one piece less when it has more than one. The lines show in the form with the
 * freight and the total price the gateway quotes for them. Answers the chosen lines.
 */
async function chooseLines(page: Page, form: Locator): Promise<Line[]> {
  const offered = await answerOf(
    page,
    '/claimParts/return/search/V1.0',
    () => button(form, '选择旧件').click(),
    'POST',
  );
  expect((offered.body as { partsReturn: boolean }).partsReturn).toBe(true);
  const picker = dialog(page, '选择回运旧件');
  await settled(picker);
  const first = (offered.json!.data as { list: Line[] }).list[0];
  const qty = first.partsQty > 1 ? first.partsQty - 1 : first.partsQty;
  const r = row(picker, first.partsCode).first();
  await r.locator('input[type="checkbox"]').check();
  await r.locator('.ant-input-number input').fill(String(qty));
  // one quote per change: 旧件金额, 运费 and 总价 are three panels over the same call (it was asked three times)
  let quotes = 0;
  const countQuote = (req: Request) => {
    if (req.method() === 'POST' && req.url().includes('/v1/coreReturnBill/freight/calc')) quotes++;
  };
  page.on('request', countQuote);
  const quote = await answerOf(
    page,
    '/v1/coreReturnBill/freight/calc',
    async () => {
      await button(picker, '确定').click();
      await picker.waitFor({ state: 'hidden' });
    },
    'POST',
  );
  expect(quote.status).toBe(200);
  expect(
    (quote.body as { parts: { claimPartId: string; qty: number }[] }).parts.map((p) => [p.claimPartId, p.qty]),
  ).toEqual([[first.id, qty]]);
  const q = quote.json!.data as { freight: number; amount: number; partsAmount: number };
  const line = row(form, first.partsCode).first();
  await line.waitFor();
  expect(await line.innerText()).toContain(String(qty));
  await expect.poll(() => figure(form, '运费').getAttribute('data-figure')).toBe(String(q.freight));
  await expect.poll(() => figure(form, '总价').getAttribute('data-figure')).toBe(String(q.amount));
  // money with two decimals (1,730.10), like the amounts of the lines
  expect(await figure(form, '总价').innerText()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(q.amount).toBeCloseTo(q.partsAmount + q.freight, 2);
  page.off('request', countQuote);
  expect(quotes).toBe(1);
  return [{ ...first, qty }];
}

/** Creates a bill with 新增 as the signed-in provider: the first claim(s) of the picker; answers its number and id. */
async function createBill(page: Page, claimCount = 1): Promise<{ billNo: string; id: string }> {
  const init = await answerOf(page, '/coreReturnBill/init/V1.0', () => button(list(page), '新增').click(), 'GET');
  expect(init.status).toBe(200);
  const data = init.json!.data as { billNo: string; facilitatorName: string; branchName: string };
  const form = dialog(page, '新增旧件返还单');
  await settled(form);
  await form.getByText(data.billNo, { exact: true }).waitFor();
  await form.getByText(data.facilitatorName, { exact: true }).waitFor();
  await chooseFirst(page, form.locator('.ant-select').first());
  const claims = await answerOf(
    page,
    '/coreReturnBill/V1.0/checkOut/claim',
    () => button(form, '选择索赔单').click(),
    'POST',
  );
  expect(claims.body).toMatchObject({ module: 'BACKHAUL', facilitatorId: 'F00001' });
  const picker = dialog(page, '选择索赔单');
  await settled(picker);
  const offered = (claims.json!.data as { list: { id: string; claimNo: string }[] }).list.slice(0, claimCount);
  for (const c of offered) await row(picker, c.claimNo).locator('input[type="checkbox"]').check();
  await button(picker, '确定').click();
  await picker.waitFor({ state: 'hidden' });
  for (const c of offered) await row(form, c.claimNo).waitFor();
  const lines = await chooseLines(page, form);
  await shot(page, 'flows-returns-add');
  const saved = await answerOf(page, '/coreReturnBill/save/V1.0', () => button(form, '保存').click(), 'POST');
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  expect(saved.body).toMatchObject({ billNo: data.billNo, claimIds: offered.map((c) => c.id) });
  expect(
    (saved.body as { parts: { claimPartId: string; qty: number }[] }).parts.map((p) => [p.claimPartId, p.qty]),
  ).toEqual(lines.map((l) => [l.id, l.qty]));
  await toast(page, '保存成功').waitFor();
  await form.waitFor({ state: 'hidden' });
  await row(list(page), data.billNo).waitFor();
  return { billNo: data.billNo, id: (saved.json!.data as { id: string }).id };
}

describe('core return bill flows', () => {
  it('provider: 新增 -> 提交 -> 发运; center: 确认收货 (bad input: no claims, no tracking number)', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 }); // a provider's laptop: the form and its quote fit
    await signInAndOpen(page, flows.gw.url, 'sp01', '/coreReturnBill', PAGE);

    // bad input: 保存 with no claim chosen sends nothing
    await button(list(page), '新增').click();
    const form = dialog(page, '新增旧件返还单');
    await settled(form);
    await chooseFirst(page, form.locator('.ant-select').first());
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/coreReturnBill/save/V1.0')) saves++;
    });
    await button(form, '保存').click();
    await toast(page, '请选择索赔单').waitFor();
    // the old parts come from the chosen claims: none chosen, the dialog stays shut
    await button(form, '选择旧件').click();
    await toast(page, '请先选择索赔单').waitFor();
    await expect.poll(() => dialog(page, '选择回运旧件').count()).toBe(0);
    // claims without lines: nothing is sent either, and no freight is quoted
    await button(form, '选择索赔单').click();
    const claimPicker = dialog(page, '选择索赔单');
    await settled(claimPicker);
    await rowsOf(claimPicker).first().locator('input[type="checkbox"]').check();
    await button(claimPicker, '确定').click();
    await claimPicker.waitFor({ state: 'hidden' });
    expect(await figure(form, '运费').innerText()).toBe('暂无数据');
    await button(form, '保存').click();
    await toast(page, '请选择回运旧件').waitFor();
    expect(saves).toBe(0);
    await button(form, '取消').click();
    await form.waitFor({ state: 'hidden' });

    const bill = await createBill(page);
    const r = row(list(page), bill.billNo);
    await expect.poll(() => rowActions(r)).toEqual(expect.arrayContaining(['编辑', '提交', '删除']));
    expect(await rowActions(r)).not.toContain('发运');
    await button(r, '提交').click();
    const box = confirmBox(page, '确认提交该返还单么？');
    await settled(box);
    const committed = await answerOf(page, '/coreReturnBill/commit/V1.0', () => button(box, '确定').click(), 'POST');
    expect(committed.status).toBe(200);
    await toast(page, '提交成功').waitFor();
    await expect.poll(() => rowActions(row(list(page), bill.billNo))).toContain('发运');
    expect(await rowActions(row(list(page), bill.billNo))).not.toContain('删除');

    // logistics: the number is required
    await button(row(list(page), bill.billNo), '发运').click();
    const ship = dialog(page, '发运');
    await settled(ship);
    await ship.getByLabel('物流公司').fill('顺丰速运');
    await button(ship, '确定').click();
    await ship.getByText('请输入物流单号').waitFor();
    await ship.getByLabel('物流单号').fill('SF20261123001');
    const shipped = await answerOf(
      page,
      '/coreReturnBill/updateLogistics/V1.0',
      () => button(ship, '确定').click(),
      'POST',
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ id: bill.id, logisticsCompany: '顺丰速运', logisticsNo: 'SF20261123001' });
    await toast(page, '发运成功').waitFor();
    await expect.poll(() => row(list(page), bill.billNo).innerText()).toContain('已发运');
    await shot(page, 'flows-returns-shipped');

    // the central warehouse confirms receipt (a new tab: the provider's is closed)
    const center = await flows.browser.newPage();
    await signInAndOpen(center, flows.gw.url, 'center01', '/coreReturnBill', PAGE);
    const cr = row(list(center), bill.billNo);
    await expect.poll(() => rowActions(cr)).toContain('确认收货');
    expect(await rowActions(cr)).not.toContain('发运');
    await button(cr, '确认收货').click();
    const confirm = confirmBox(center, '确认已收到该返还单的旧件么？');
    await settled(confirm);
    const confirmed = await answerOf(
      center,
      '/coreReturnBill/V1.0/confirmation',
      () => button(confirm, '确定').click(),
      'POST',
    );
    expect(confirmed.status).toBe(200);
    await expect.poll(() => row(list(center), bill.billNo).innerText()).toContain('已确认收货');
  });

  it('center: 驳回 with a reason; provider: 编辑 (the reason shown, one more claim) -> 提交 again', async () => {
    let page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'sp01', '/coreReturnBill', PAGE);
    const bill = await createBill(page);
    await button(row(list(page), bill.billNo), '提交').click();
    const box = confirmBox(page, '确认提交该返还单么？');
    await settled(box);
    expect(
      (await answerOf(page, '/coreReturnBill/commit/V1.0', () => button(box, '确定').click(), 'POST')).status,
    ).toBe(200);

    const center = await flows.browser.newPage();
    await signInAndOpen(center, flows.gw.url, 'center01', '/coreReturnBill', PAGE);
    await button(row(list(center), bill.billNo), '驳回').click();
    const reject = dialog(center, '驳回旧件返还单');
    await settled(reject);
    await button(reject, '驳回').click();
    await reject.getByText('请输入驳回原因').waitFor();
    await reject.locator('textarea').fill('旧件数量不符');
    const rejected = await answerOf(
      center,
      `/coreReturnBill/rejected/V1.0/${bill.id}`,
      () => button(reject, '驳回').click(),
      'POST',
    );
    expect(rejected.status).toBe(200);
    expect(rejected.url.searchParams.get('remark')).toBe('旧件数量不符');
    await expect.poll(() => row(list(center), bill.billNo).innerText()).toContain('已驳回');
    expect(await rowActions(row(list(center), bill.billNo))).not.toContain('编辑');

    // the provider sees it rejected: edit, commit and delete are offered again (newPage closes the other tab)
    page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'sp01', '/coreReturnBill', PAGE);
    const r = row(list(page), bill.billNo);
    await expect.poll(() => r.innerText()).toContain('已驳回');
    expect(await rowActions(r)).toEqual(expect.arrayContaining(['编辑', '提交', '删除']));
    const loaded = await answerOf(page, `/coreReturnBill/V1.0/${bill.id}`, () => button(r, '编辑').click(), 'GET');
    const before = (loaded.json!.data as { claims: { id: string; claimNo: string }[] }).claims;
    const form = dialog(page, '编辑旧件返还单');
    await settled(form);
    await form.getByText('旧件数量不符').waitFor();
    for (const c of before) await row(form, c.claimNo).first().waitFor();
    const offered = await answerOf(
      page,
      '/coreReturnBill/V1.0/checkOut/claim',
      () => button(form, '选择索赔单').click(),
      'POST',
    );
    const picker = dialog(page, '选择索赔单');
    await settled(picker);
    const extra = (offered.json!.data as { list: { id: string; claimNo: string }[] }).list[0];
    await row(picker, extra.claimNo).locator('input[type="checkbox"]').check();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    await row(form, extra.claimNo).first().waitFor();
    // the saved lines are loaded; the new claim's parts are added from the dialog
    const loadedLines = (loaded.json!.data as { parts: { claimPartId: string; partsCode: string; qty: number }[] })
      .parts;
    for (const l of loadedLines) await row(form, l.partsCode).first().waitFor();
    await shot(page, 'flows-returns-edit');
    const saved = await answerOf(page, '/coreReturnBill/save/V1.0', () => button(form, '保存').click(), 'POST');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.body).toMatchObject({ id: bill.id, claimIds: [...before.map((c) => c.id), extra.id] });
    expect((saved.body as { parts: { claimPartId: string }[] }).parts.map((p) => p.claimPartId)).toEqual(
      loadedLines.map((l) => l.claimPartId),
    );
    await toast(page, '保存成功').waitFor();
    await expect.poll(() => row(list(page), bill.billNo).innerText()).toContain('已保存');
    await button(row(list(page), bill.billNo), '提交').click();
    const again = confirmBox(page, '确认提交该返还单么？');
    await settled(again);
    expect(
      (await answerOf(page, '/coreReturnBill/commit/V1.0', () => button(again, '确定').click(), 'POST')).status,
    ).toBe(200);
    await expect.poll(() => row(list(page), bill.billNo).innerText()).toContain('已提交');
  });

  it('provider: 提交 and 发运 on the detail page; the detail and the list show each step without a search (bad input: no tracking number)', async () => {
    const page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'sp01', '/coreReturnBill', PAGE);
    const bill = await createBill(page);
    await row(list(page), bill.billNo)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const d = view(page, `/detail/coreReturnBill/${bill.id}`);
    const info = d.locator('.ant-descriptions').first();
    await expect.poll(() => info.innerText()).toContain('已保存');
    // the steps of its state only: 提交 (SAVED), no 发运
    await expect.poll(() => button(d, '提交').count()).toBe(1);
    expect(await button(d, '发运').count()).toBe(0);
    await button(d, '提交').click();
    const box = confirmBox(page, '确认提交该返还单么？');
    await settled(box);
    const committed = await answerOf(page, '/coreReturnBill/commit/V1.0', () => button(box, '确定').click(), 'POST');
    expect(committed.status).toBe(200);
    expect(committed.body).toMatchObject({ id: bill.id });
    await toast(page, '提交成功').waitFor();
    await expect.poll(() => info.innerText()).toContain('已提交');
    await expect.poll(() => button(d, '发运').count()).toBe(1);
    expect(await button(d, '提交').count()).toBe(0);

    // 发运 on the detail: the tracking number is required, then the logistics show on the detail
    await button(d, '发运').click();
    const ship = dialog(page, '发运');
    await settled(ship);
    await ship.getByLabel('物流公司').fill('德邦物流');
    await button(ship, '确定').click();
    await ship.getByText('请输入物流单号').waitFor();
    await ship.getByLabel('物流单号').fill('DB20261123002');
    const shipped = await answerOf(
      page,
      '/coreReturnBill/updateLogistics/V1.0',
      () => button(ship, '确定').click(),
      'POST',
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ id: bill.id, logisticsCompany: '德邦物流', logisticsNo: 'DB20261123002' });
    await toast(page, '发运成功').waitFor();
    await expect.poll(() => info.innerText()).toContain('已发运');
    await expect.poll(() => d.innerText()).toContain('DB20261123002');
    // 金额合计: money with two decimals, 总价 = 旧件金额 + 运费
    const money = async (label: string) => {
      const t = await d
        .locator('.ant-descriptions')
        .filter({ hasText: '金额合计' })
        .locator(`th:has-text("${label}") + td`)
        .innerText();
      expect(t).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      return Number(t.replace(/,/g, ''));
    };
    expect(await money('总价')).toBeCloseTo((await money('旧件金额')) + (await money('运费')), 2);
    await shot(page, 'flows-returns-detail-shipped');

    // the list tab, never searched again by hand, shows the new state
    await page.locator('.ant-tabs-tab').filter({ hasText: '旧件返还单' }).first().click();
    await expect.poll(() => row(list(page), bill.billNo).innerText()).toContain('已发运');
    expect(await rowActions(row(list(page), bill.billNo))).not.toContain('提交');
  });

  it('provider: 删除 a saved bill after the confirmation 删除后将不可恢复，确认删除么？', async () => {
    const page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'sp01', '/coreReturnBill', PAGE);
    const bill = await createBill(page);
    await button(row(list(page), bill.billNo), '删除').click();
    const box = confirmBox(page, '删除后将不可恢复，确认删除么？');
    await settled(box);
    const deleted = await answerOf(
      page,
      `/coreReturnBill/V1.0/${bill.id}`,
      () => button(box, '确定').click(),
      'DELETE',
    );
    expect(deleted.status).toBe(200);
    await expect.poll(() => row(list(page), bill.billNo).count()).toBe(0);
  });
});
