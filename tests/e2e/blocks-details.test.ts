// The detail blocks against the real gateway (001 §2.6, §5, §7): the core return bill's detail with
// its tables of lines (amounts right-aligned with 2 decimals, dictionary texts) and a row action, the
// change-record viewer (empty state, who / when / what after a change), the approval dialog (optional remark on
// 确认收货, required remark 请输入 on 驳回, the call's body and query), the stock price panel and the service-side
// retail-stock parts dialog.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  answerOf,
  button,
  choosePlaygroundSource,
  columnTexts,
  dialog,
  flowsSuite,
  openPlayground,
  rows,
  settled,
  toast,
} from './flows';

const flows = flowsSuite();

/** The requests to gateway paths containing `part`, as "METHOD path?query body". */
function recordCalls(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname.includes(part))
      seen.push(
        `${r.method()} ${u.pathname.replace('/npsbackend-gateway', '')}${u.search} ${r.postData() ?? ''}`.trim(),
      );
  });
  return seen;
}

async function openBill(page: Page, id: string) {
  const loaded = await answerOf(
    page,
    `/coreReturnBill/V1.0/${id}`,
    () => page.goto(`${flows.gw.url}/#/detail/coreReturnBill/${id}`),
    'GET',
  );
  expect(loaded.status).toBe(200);
  return loaded.json!.data as Record<string, unknown> & {
    parts: Record<string, unknown>[];
    claims: Record<string, unknown>[];
  };
}

const detail = (page: Page) => page.locator('.rt-detail').locator('visible=true');
const bar = (page: Page) => detail(page).locator('.rt-detail-actions');
const section = (page: Page, title: string) => detail(page).locator('.rt-detail-section').filter({ hasText: title });

describe('detail blocks (core return bill, center01)', () => {
  it('tables of lines, the change-record viewer and the approval dialog (optional remark) on a shipped bill', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, flows.gw.url, 'center01');
    const bill = await openBill(page, 'RB0003');
    expect(bill.status).toBe('SHIPPED');

    // the lines: every line of the answer, money with 2 decimals and right-aligned
    const lines = section(page, '旧件明细');
    await expect.poll(() => rows(lines).count()).toBe(bill.parts.length);
    expect(bill.parts.length).toBeGreaterThan(0);
    const money = (n: unknown) =>
      Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(await columnTexts(lines, '配件编码')).toEqual(bill.parts.map((p) => p.partsCode));
    expect(await columnTexts(lines, '金额')).toEqual(bill.parts.map((p) => money(p.amount)));
    expect(await columnTexts(lines, '单价')).toEqual(bill.parts.map((p) => money(p.unitPrice)));
    const align = await rows(lines)
      .first()
      .locator('td')
      .nth(5)
      .evaluate((td) => getComputedStyle(td).textAlign);
    expect(align).toBe('right');
    // the claims: the status code shown as the dictionary's text
    const claims = section(page, '索赔单');
    await expect.poll(() => rows(claims).count()).toBe(bill.claims.length);
    await expect.poll(() => columnTexts(claims, '索赔单状态')).toEqual(bill.claims.map(() => '已发运'));
    await shot(page, 'blocks-details-tables');

    // a row action: the change records of a claim (none: the empty state)
    const claimId = String(bill.claims[0].id);
    const claimRecords = await answerOf(
      page,
      `/changeRecord/V1.0/${claimId}`,
      () => button(rows(claims).first(), '变更记录').click(),
      'GET',
    );
    expect(claimRecords.status).toBe(200);
    expect(claimRecords.json!.data).toEqual([]);
    const viewer = dialog(page, '变更记录');
    await viewer.getByText('暂无数据').waitFor();
    await settled(viewer);
    await viewer.locator('.ant-modal-close').click();
    await viewer.waitFor({ state: 'detached' });

    // 确认收货: the approval dialog with an optional remark; the call carries the remark, the id and the version
    await button(bar(page), '确认收货').click();
    const approve = dialog(page, '确认收货');
    await settled(approve);
    await approve.getByLabel('审批备注').fill('  旧件已收到，数量无误  ');
    const confirmed = await answerOf(
      page,
      '/coreReturnBill/V1.0/confirmation',
      () => button(approve, '确定').click(),
      'POST',
    );
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.body).toEqual({ id: 'RB0003', version: 1, remark: '旧件已收到，数量无误' });
    await toast(page, '确认收货成功').waitFor();
    await approve.waitFor({ state: 'detached' });
    await section(page, '返还单信息').getByText('已确认收货').waitFor(); // the detail loaded again
    await expect.poll(() => button(bar(page), '确认收货').count()).toBe(0);

    // the change-record viewer of the bill: who, when, which action, what changed (the remark kept in the record)
    const records = await answerOf(
      page,
      '/changeRecord/V1.0/RB0003',
      () => button(bar(page), '变更记录').click(),
      'GET',
    );
    const list = records.json!.data as { userName: string; changedAt: string }[];
    expect(list.length).toBe(1);
    await settled(viewer);
    await expect.poll(() => rows(viewer).count()).toBe(1);
    const row = rows(viewer).first();
    expect((await row.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual([
      list[0].userName,
      list[0].changedAt,
      '确认收货',
      '状态: SHIPPED → CONFIRMED\n审批备注: — → 旧件已收到，数量无误',
    ]);
    await shot(page, 'blocks-details-change-records');
    expect(errors).toEqual([]);
  });

  it('the approval dialog with a required remark: 请输入 and nothing sent, then the reject call with the remark', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'center01');
    const calls = recordCalls(page, '/coreReturnBill/rejected/');
    await openBill(page, 'RB0002');
    await button(bar(page), '驳回').click();
    const reject = dialog(page, '驳回旧件返还单');
    await settled(reject);
    await button(reject, '确定').click();
    await reject.getByText('请输入', { exact: true }).waitFor();
    await reject.getByLabel('驳回原因').fill('   ');
    await button(reject, '确定').click();
    await reject.getByText('请输入', { exact: true }).waitFor();
    expect(calls).toEqual([]);
    await shot(page, 'blocks-details-approval');
    await reject.getByLabel('驳回原因').fill('旧件缺少标签');
    await expect.poll(() => reject.getByText('请输入', { exact: true }).count()).toBe(0);
    const rejected = await answerOf(
      page,
      '/coreReturnBill/rejected/V1.0/RB0002',
      () => button(reject, '确定').click(),
      'POST',
    );
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    expect(rejected.url.searchParams.get('remark')).toBe('旧件缺少标签');
    expect(rejected.url.searchParams.get('version')).toBe('1');
    await toast(page, '驳回成功').waitFor();
    await section(page, '返还单信息').getByText('已驳回').waitFor();
    expect(calls).toHaveLength(1);
    // cancel closes without a call
    await expect.poll(() => button(bar(page), '驳回').count()).toBe(0);
  });
});

describe('stock blocks (playground, admin)', () => {
  const STOCK = '/stockQuery/V1.0/search/parts';
  const RETAIL = '/stockprice/servicenew/search/V1.0/retail/stockprice';

  it('the stock price panel: the figure of the stock call, 暂无数据 without a part or stock, the stock table with the part and warehouse filters', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const asked = recordCalls(page, STOCK);
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    const first = await answerOf(page, STOCK, () => choosePlaygroundSource(page, pg, 'stockPanel'), 'POST');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ partsId: 'P0000001', size: 100, current: 1 });
    const stockRows = (first.json!.data as { list: { qty: number; partsId: string }[] }).list;
    expect(stockRows.length).toBeGreaterThan(0);
    expect(stockRows.every((r) => r.partsId === 'P0000001')).toBe(true);
    const sum = stockRows.reduce((a, r) => a + r.qty, 0);
    const panel = preview.locator('.rt-stock-panel');
    await expect.poll(() => panel.innerText()).toBe(sum.toLocaleString('en-US'));
    await shot(page, 'blocks-details-stock-panel');

    // a part without stock: 暂无数据; no part at all: 暂无数据 and no call (the binding's message)
    const none = await answerOf(page, STOCK, () => preview.getByLabel('配件编码').fill('NO-SUCH-PART'), 'POST');
    expect(none.body).toEqual({ partsId: 'NO-SUCH-PART', size: 100, current: 1 });
    await expect.poll(() => panel.innerText()).toBe('暂无数据');
    const before = asked.length;
    await preview.getByLabel('配件编码').fill('');
    await expect.poll(() => panel.innerText()).toBe('暂无数据');
    expect(asked.length).toBe(before);

    // a click opens the stock table with the part as its filter value
    const typed = await answerOf(page, STOCK, () => preview.getByLabel('配件编码').fill('P0000001'), 'POST');
    expect(typed.body).toEqual({ partsId: 'P0000001', size: 100, current: 1 });
    const table = await answerOf(page, STOCK, () => panel.click(), 'POST');
    expect(table.body).toEqual({ partsId: 'P0000001', size: 10, current: 1 });
    const box = dialog(page, '库存');
    await settled(box);
    expect(await box.getByLabel('配件编码').inputValue()).toBe('P0000001');
    await expect.poll(() => rows(box).count()).toBe(stockRows.length);
    expect(await columnTexts(box, '库存数量')).toEqual(stockRows.map((r) => r.qty.toLocaleString('en-US')));
    await shot(page, 'blocks-details-stock-table');
    // clearing the part filter asks for every part (the panel's part is a filter value, not a fixed parameter)
    await box.getByLabel('配件编码').fill('');
    const all = await answerOf(page, STOCK, () => button(box, '查询').click(), 'POST');
    expect(all.body).toEqual({ size: 10, current: 1 });
    await button(box, '取消').click();
    await box.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('the retail-stock parts dialog: company, stock quantity descending, page size 10, trimmed filters, 请选择配件, chosen rows', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePlaygroundSource(page, pg, 'retailStockParts');
    const opened = await answerOf(page, RETAIL, () => button(preview, '打开选择器').click(), 'POST');
    expect(opened.status).toBe(200);
    // company 1000 (the session's): no searchNonZeroStockPrice (sent only for SILAGE)
    expect(opened.body).toEqual({ company: '1000', orderBy: 'qty', order: 'desc', size: 10, current: 1 });
    const box = dialog(page, '选择零售库存配件');
    await settled(box);
    const list = (opened.json!.data as { list: { partsId: string; partsName: string; qty: number }[] }).list;
    expect(list).toHaveLength(10);
    await expect.poll(() => rows(box).count()).toBe(10);
    const qty = (await columnTexts(box, '库存数量')).map((t) => Number(t.replace(/,/g, '')));
    expect(qty).toEqual([...qty].sort((a, b) => b - a));
    expect(qty).toEqual(list.map((r) => r.qty));

    await button(box, '确定').click();
    await toast(page, '请选择配件').waitFor();

    const name = list[0].partsName;
    await box.getByLabel('配件名称').fill(`  ${name}  `);
    const searched = await answerOf(page, RETAIL, () => button(box, '查询').click(), 'POST');
    expect(searched.body).toEqual({
      company: '1000',
      orderBy: 'qty',
      order: 'desc',
      partsName: name,
      size: 10,
      current: 1,
    });
    const found = (searched.json!.data as { list: { partsName: string }[] }).list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.partsName.includes(name))).toBe(true);
    await rows(box).first().locator('input[type=checkbox]').check();
    await shot(page, 'blocks-details-retail-stock');
    await button(box, '确定').click();
    await box.waitFor({ state: 'detached' });
    const picked = JSON.parse(await preview.getByTestId('playground-picked').innerText()) as { partsName: string }[];
    expect(picked).toHaveLength(1);
    expect(picked[0].partsName).toBe(found[0].partsName);
  });
});
