// 配件询价 through the real gateway: sp01 edits a draft in a form holding its saved values (an empty
// part is refused on the screen, nothing sent) and deletes another (删除后将不可恢复，确认删除么？, cancel first);
// part_business01 replies; sp01 reads the reply (part, price, remark) on the detail, where it shows only once
// replied, and turns it into an order with 下单 (the order number in the message and on the detail); a 下单 the
// gateway refuses (the inquiry was ordered meanwhile) shows its message and changes nothing; part_business01 replies
// through the detail's replacement chooser (替换件: 请选择替换的新件 before anything is sent, then the new part; the
// search sends the inquiry's branch); sp01 takes a replacement in 新增 (替换件: 请先选择配件 without a part, 请选择替换的新件
// with none chosen, then the chosen new part replaces the line's part, is saved and shows on the detail).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './harness';
import {
  accountTabs,
  answerOf,
  button,
  confirmBox,
  dialog,
  errorBox,
  flowsSuite,
  openPage,
  row,
  rowActions,
  rows,
  settled,
  toast,
  view,
} from './flows';

const flows = flowsSuite();
const LIST = '/v1/partQuery/get_page_list';

const as = accountTabs(flows);

/** A gateway call with the tab's session (what another screen of the same user would send). */
async function callAsPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch(
        `/npsbackend-gateway${path}${path.includes('?') ? '&' : '?'}timestamp=${Date.now()}&sign=nsp-sign`,
        {
          method,
          headers: { 'content-type': 'application/json', authorization: token.replace(/^"|"$/g, '') },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
      );
      return { status: res.status, json: (await res.json()) as { message?: string; data?: Record<string, unknown> } };
    },
    { method, path, body },
  );
}

/** An old part of the catalogue with a new part the provider may take instead (its branch, sellable), as the 替换件 lists them. */
async function replaceable(sp: Page): Promise<{ code: string; sellable: string }> {
  // sellable parts only: the 配件编码 picker offers no others (saleFlag 1, 001 §7)
  const parts = await callAsPage(sp, 'POST', '/partsCompany/search/V1.0', {
    company: '1000',
    saleFlag: 1,
    size: 60,
    current: 1,
  });
  for (const p of (parts.json.data as unknown as { list: { partsNo: string }[] }).list) {
    const r = await callAsPage(sp, 'GET', `/v1/partQuery/replacement/newParts?partsCode=${p.partsNo}`);
    const news = r.json.data as unknown as { partsNo: string }[];
    if (Array.isArray(news) && news.length > 0 && news[0].partsNo !== p.partsNo)
      return { code: p.partsNo, sellable: news[0].partsNo };
  }
  throw new Error('no part with a sellable replacement');
}

const pq = (page: Page) => view(page, '/partQuery');
const status = async (r: ReturnType<typeof row>) => (await r.locator('td').nth(1).innerText()).trim();

/** A draft made with the screen's 新增: a part name only (no catalogue part). */
async function newDraft(page: Page, name: string, description: string): Promise<{ id: string; inquiryNo: string }> {
  await button(pq(page), '新增').click();
  const form = dialog(page, '新增询价单');
  await form.waitFor();
  await form.getByLabel('配件名称').fill(name);
  await form.getByLabel('问题描述').fill(description);
  const created = await answerOf(page, '/v1/partQuery/new', () => button(form, '确定').click());
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  await form.waitFor({ state: 'detached' });
  return created.json!.data as { id: string; inquiryNo: string };
}

describe('配件询价: drafts, the reply on the detail, 下单', () => {
  let edited = { id: '', inquiryNo: '' };

  it('sp01 edits a draft in a form with its saved values; an empty part is refused before anything is sent', async () => {
    const page = await as('sp01');
    await openPage(page, flows.gw.url, '/partQuery', LIST);
    edited = await newDraft(page, '机油滤清器', '旧描述');
    const mine = row(pq(page), edited.inquiryNo);
    await mine.waitFor();
    expect(await rowActions(mine)).toEqual(['详情', '提交', '编辑', '删除']);

    await button(mine, '编辑').click();
    const form = dialog(page, '编辑询价单');
    await form.getByText(edited.inquiryNo).waitFor();
    await expect.poll(() => form.getByLabel('配件名称').inputValue()).toBe('机油滤清器'); // loaded by partQuery.get
    expect(await form.getByLabel('问题描述').inputValue()).toBe('旧描述');

    let sent = 0;
    const count = (r: { url(): string; method(): string }) => {
      if (r.url().includes('/v1/partQuery/new')) sent += 1;
    };
    page.on('request', count);
    await form.getByLabel('配件名称').fill('');
    await button(form, '保存').click();
    await form.getByText('请输入配件编号或配件名称').first().waitFor();
    expect(sent).toBe(0);
    page.off('request', count);

    await form.getByLabel('配件名称').fill('机油滤清器总成');
    await form.getByLabel('问题描述').fill('新描述：需要两件');
    await shot(page, 'flows-partQuery-edit');
    const saved = await answerOf(page, '/v1/partQuery/new', () => button(form, '保存').click());
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.body).toMatchObject({
      id: edited.id,
      version: 1,
      partsName: '机油滤清器总成',
      description: '新描述：需要两件',
    });
    await toast(page, '修改成功').waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => mine.innerText()).toContain('机油滤清器总成'); // the list refreshed, no manual search
  });

  it('sp01 deletes a draft after the confirmation (cancel keeps it)', async () => {
    const page = await as('sp01');
    const gone = await newDraft(page, '空气滤芯', '不再需要');
    const r = row(pq(page), gone.inquiryNo);
    await r.waitFor();
    await button(r, '删除').click();
    const box = confirmBox(page, '删除后将不可恢复，确认删除么？');
    await settled(box);
    await button(box, '取消').click();
    await box.waitFor({ state: 'detached' });
    expect(await r.count()).toBe(1);
    await button(r, '删除').click();
    await settled(box);
    const deleted = await answerOf(page, `/v1/partQuery/${gone.id}`, () => button(box, '确定').click(), 'DELETE');
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(deleted.url.searchParams.get('version')).toBe('1');
    await toast(page, '删除成功').waitFor();
    await expect.poll(() => r.count()).toBe(0);
  });

  it('the detail shows no reply before the maker replies', async () => {
    const page = await as('sp01');
    const mine = row(pq(page), edited.inquiryNo);
    await button(mine, '提交').click();
    const box = confirmBox(page, '确认提交该询价单么？提交后将由厂家回复。');
    await settled(box);
    expect((await answerOf(page, '/v1/partQuery/submit', () => button(box, '确定').click())).status).toBe(200);
    await expect.poll(() => status(mine)).toBe('已提交');
    expect(await rowActions(mine)).toEqual(['详情']);
    await answerOf(page, `/v1/partQuery/${edited.id}`, () => button(mine, '详情').click(), 'GET');
    const d = view(page, `/detail/partQuery/${edited.id}`);
    await d.getByText('配件信息').waitFor();
    expect(await d.getByText('厂家回复').count()).toBe(0);
    expect(await button(d, '下单').count()).toBe(0);
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click(); // a kept-alive tab is not loaded again
    await d.waitFor({ state: 'detached' });
  });

  it('part_business01 replies with a part and a price', async () => {
    const page = await as('part_business01');
    await openPage(page, flows.gw.url, '/partQuery', LIST);
    await pq(page).getByLabel('询价单号').fill(edited.inquiryNo);
    await answerOf(page, LIST, () => button(pq(page), '查询').click());
    const mine = row(pq(page), edited.inquiryNo);
    await mine.waitFor();
    expect(await rowActions(mine)).toEqual(['详情', '回复']); // no 下单, 编辑, 删除 for the maker
    await button(mine, '回复').click();
    const form = dialog(page, '回复询价单');
    await form.getByText(edited.inquiryNo).waitFor();
    await answerOf(page, '/partsCompany/search/V1.0', () => form.getByLabel('回复配件').click());
    const picker = dialog(page, '选择配件');
    await rows(picker).first().click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await form.getByLabel('回复价格').fill('88.5');
    await form.getByLabel('回复内容').fill('替代件有货，三天内发出');
    const replied = await answerOf(page, '/v1/partQuery/reply', () => button(form, '回复').click());
    expect(replied.status, JSON.stringify(replied.json)).toBe(200);
    await expect.poll(() => status(mine)).toBe('已回复');
  });

  it('sp01 reads the reply on the detail and orders: the order number in the message and on the detail', async () => {
    const page = await as('sp01');
    const d = view(page, `/detail/partQuery/${edited.id}`);
    await page.goto(`${flows.gw.url}/#/partQuery`);
    await pq(page).getByLabel('询价单号').fill(edited.inquiryNo);
    await answerOf(page, LIST, () => button(pq(page), '查询').click());
    const mine = row(pq(page), edited.inquiryNo);
    await expect.poll(() => status(mine)).toBe('已回复');
    expect(await rowActions(mine)).toEqual(['详情', '反馈', '下单']);
    const got = await answerOf(page, `/v1/partQuery/${edited.id}`, () => button(mine, '详情').click(), 'GET');
    const reply = got.json!.data as { replyPartsNo: string; replyPartsName: string };
    const section = d.locator('.ant-descriptions').filter({ hasText: '厂家回复' });
    await section.waitFor();
    await section.getByText('替代件有货，三天内发出').waitFor();
    await section.getByText(reply.replyPartsNo, { exact: true }).waitFor();
    await section.getByText(reply.replyPartsName, { exact: true }).waitFor();
    await section.getByText('88.50').waitFor();
    await shot(page, 'flows-partQuery-detail-replied');

    await button(d, '下单').click();
    const box = confirmBox(page, '确认按厂家回复下单么？');
    await settled(box);
    const ordered = await answerOf(page, '/v1/partQuery/order', () => button(box, '确定').click(), 'GET');
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(200);
    expect(ordered.url.searchParams.get('id')).toBe(edited.id);
    const orderNo = (ordered.json!.data as { orderNo: string }).orderNo;
    expect(orderNo).toMatch(/^XS\d{12}$/);
    await toast(page, `下单成功，订单号：${orderNo}`).waitFor();
    const order = d.locator('.ant-descriptions').filter({ hasText: '下单时间' });
    await order.getByText(orderNo).waitFor(); // the detail loaded again
    await d.getByText('已下单').waitFor();
    expect(await button(d, '下单').count()).toBe(0);
    await shot(page, 'flows-partQuery-ordered');
    // the list tab behind the detail read its search again by itself (下单 is a GET that writes: "writes": true)
    await page.locator('.ant-tabs-tab').filter({ hasText: '配件询价' }).first().click();
    await expect.poll(() => status(mine)).toBe('已下单');
    expect(await rowActions(mine)).toEqual(['详情']);
  });

  it('a 下单 the gateway refuses (ordered meanwhile elsewhere) shows its message; nothing changes', async () => {
    const page = await as('sp01');
    // a second replied inquiry, the reply and the order made by the same users on other screens
    const draft = await callAsPage(page, 'POST', '/v1/partQuery/new', {
      partsName: '水泵',
      description: '询价',
      submit: true,
    });
    const id = (draft.json.data as { id: string; inquiryNo: string }).id;
    const inquiryNo = (draft.json.data as { inquiryNo: string }).inquiryNo;
    const maker = await as('part_business01');
    const part = await callAsPage(maker, 'POST', '/partsCompany/search/V1.0', {
      company: '1000',
      saleFlag: 1,
      size: 1,
      current: 1,
    });
    const replyPartsNo = (part.json.data as unknown as { list: { partsNo: string }[] }).list[0].partsNo;
    const reply = await callAsPage(maker, 'POST', '/v1/partQuery/reply', {
      id,
      version: 1,
      replyContent: '有货',
      replyPartsNo,
      replyPrice: 10,
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    await page.bringToFront();
    await page.goto(`${flows.gw.url}/#/partQuery`);
    await pq(page).getByLabel('询价单号').fill(inquiryNo);
    await answerOf(page, LIST, () => button(pq(page), '查询').click());
    const r = row(pq(page), inquiryNo);
    await expect.poll(() => status(r)).toBe('已回复');
    const first = await callAsPage(page, 'GET', `/v1/partQuery/order?id=${id}`);
    expect(first.status, JSON.stringify(first.json)).toBe(200);

    await expect.poll(() => toast(page, '下单成功').count(), { timeout: 15000 }).toBe(0); // the last test's message has gone
    await button(r, '下单').click(); // the list still shows 已回复
    const box = confirmBox(page, '确认按厂家回复下单么？');
    await settled(box);
    const refused = await answerOf(page, '/v1/partQuery/order', () => button(box, '确定').click(), 'GET');
    expect(refused.status).toBe(424);
    await errorBox(page).getByText('单据已被他人修改，请刷新后重试').waitFor();
    expect(await toast(page, '下单成功').count()).toBe(0);
    const after = await callAsPage(page, 'GET', `/v1/partQuery/${id}`);
    expect(after.json.data).toMatchObject({
      status: 'ORDERED',
      orderNo: (first.json.data as { orderNo: string }).orderNo,
    });
  });
});

describe('配件询价: the replacement chooser (请选择替换的新件) on the detail', () => {
  it('part_business01 replies with a replacement: nothing chosen is refused, then the chosen sellable new part is sent', async () => {
    const sp = await as('sp01');
    const maker = await as('part_business01');
    // an inquiry for an old part with a replacement sellable for sp01's branch (the chooser sends the inquiry's branch)
    const chosen = await replaceable(sp);
    expect(chosen, 'a part with a sellable replacement').toBeDefined();
    await sp.bringToFront();
    const created = await callAsPage(sp, 'POST', '/v1/partQuery/new', {
      partsNo: chosen!.code,
      qty: 1,
      description: '旧件停产，求替换件',
      submit: true,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = (created.json.data as { id: string }).id;

    await maker.bringToFront();
    await answerOf(maker, `/v1/partQuery/${id}`, () => maker.goto(`${flows.gw.url}/#/detail/partQuery/${id}`), 'GET');
    const d = view(maker, `/detail/partQuery/${id}`);
    await button(d, '替换件').click();
    const form = dialog(maker, '替换件回复');
    await settled(form);
    await form.getByText(chosen!.code).first().waitFor();
    let replies = 0;
    const count = (r: { url(): string }) => {
      if (r.url().includes('/v1/partQuery/reply')) replies += 1;
    };
    maker.on('request', count);
    await button(form, '回复').click();
    await form.getByText('请选择替换的新件').first().waitFor();
    expect(replies).toBe(0);
    maker.off('request', count);

    const found = await answerOf(
      maker,
      '/v1/partQuery/searchReplacementParts',
      () => button(form, '查询替换件').click(),
      'GET',
    );
    expect(found.url.searchParams.get('partsCode')).toBe(chosen!.code);
    const branchId = (await callAsPage(maker, 'GET', `/v1/partQuery/${id}`)).json.data?.branchId;
    expect(branchId).toBeTruthy();
    expect(found.url.searchParams.get('branch')).toBe(branchId); // the inquiry's branch
    const sellable = { partsNo: chosen!.sellable };
    const tables = form.locator('.rt-value-table');
    const newRow = rows(tables.nth(1)).filter({ hasText: sellable.partsNo }).first();
    await newRow.waitFor();
    await newRow.locator('input[type=radio]').check();
    await form.getByLabel('回复内容').fill('原件停产，请改用新件');
    await shot(maker, 'flows-partQuery-replacement');
    const replied = await answerOf(maker, '/v1/partQuery/reply', () => button(form, '回复').click());
    expect(replied.status, JSON.stringify(replied.json)).toBe(200);
    expect(replied.body).toMatchObject({
      id,
      version: 1,
      replyPartsNo: sellable.partsNo,
      replyContent: '原件停产，请改用新件',
    });
    await toast(maker, '回复成功').waitFor();
    await form.waitFor({ state: 'detached' });
    const section = d.locator('.ant-descriptions').filter({ hasText: '厂家回复' });
    await section.getByText(sellable.partsNo, { exact: true }).waitFor(); // the detail loaded again
    expect(await button(d, '替换件').count()).toBe(0); // replied: no second reply
  });

  it('sp01 takes a replacement in 新增 (替换件): no part or no choice is refused, the chosen new part is saved and on the detail', async () => {
    const sp = await as('sp01');
    const chosen = await replaceable(sp);
    // the tab may hold the list already (kept alive from the steps above), under the refused 下单's error box
    if (await errorBox(sp).count()) {
      await button(errorBox(sp), '确定').click();
      await errorBox(sp).waitFor({ state: 'detached' });
    }
    await sp.goto(`${flows.gw.url}/#/partQuery`);
    await button(pq(sp), '新增').click();
    const form = dialog(sp, '新增询价单');
    await settled(form);
    let asked = 0;
    const count = (r: { url(): string }) => {
      if (r.url().includes('/v1/partQuery/replacement/newParts')) asked += 1;
    };
    sp.on('request', count);
    await button(form, '替换件').click();
    await toast(sp, '请先选择配件').waitFor(); // no part yet: nothing asked
    expect(asked).toBe(0);
    sp.off('request', count);

    await answerOf(sp, '/partsCompany/search/V1.0', () => form.getByLabel('配件编码').click());
    const parts = dialog(sp, '选择配件');
    await settled(parts);
    await parts.getByLabel('配件编码').fill(chosen.code);
    await answerOf(sp, '/partsCompany/search/V1.0', () => button(parts, '查询').click());
    await row(parts, chosen.code).first().click();
    await button(parts, '确定').click();
    await parts.waitFor({ state: 'detached' });

    const found = await answerOf(sp, '/v1/partQuery/replacement/newParts', () => button(form, '替换件').click(), 'GET');
    expect(found.url.searchParams.get('partsCode')).toBe(chosen.code);
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    expect((found.json!.data as { partsNo: string }[]).map((p) => p.partsNo)).toContain(chosen.sellable);
    const picker = dialog(sp, '选择替换的新件');
    await settled(picker);
    const newRow = row(picker, chosen.sellable).first();
    await newRow.waitFor();
    await button(picker, '确定').click();
    await toast(sp, '请选择替换的新件').waitFor(); // nothing chosen: the chooser stays open
    expect(await picker.isVisible()).toBe(true);
    await newRow.click();
    await shot(sp, 'flows-partQuery-add-replacement');
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    const name = (found.json!.data as { partsNo: string; partsName: string }[]).find(
      (p) => p.partsNo === chosen.sellable,
    )!.partsName;
    await expect.poll(() => form.getByLabel('配件名称').inputValue()).toBe(name); // the line's part replaced

    await form.getByLabel('问题描述').fill('原件停产，询替换件');
    const created = await answerOf(sp, '/v1/partQuery/new', () => button(form, '确定').click());
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.body).toMatchObject({ partsNo: chosen.sellable, partsName: name });
    await form.waitFor({ state: 'detached' });
    const { id } = created.json!.data as { id: string };
    // (the list keeps the filter of the steps above: the detail is opened by its address)
    await answerOf(sp, `/v1/partQuery/${id}`, () => sp.goto(`${flows.gw.url}/#/detail/partQuery/${id}`), 'GET');
    const d = view(sp, `/detail/partQuery/${id}`);
    await d.getByText(chosen.sellable, { exact: true }).first().waitFor(); // the detail shows the new part
    expect(await d.getByText(chosen.code, { exact: true }).count()).toBe(0);
  });
});
