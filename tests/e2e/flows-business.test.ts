// The business screens through the real gateway, each account signed in once in its own browser tab:
// 配件询价 (sp01 creates and submits, part_business01 replies, sp01 gives feedback), 旧件返还单 (center01 rejects
// and confirms, sp01 deletes; wrong-state actions are not offered), 索赔单查询 by identity (sp01, service_business01),
// the 大区 filter through the big-area region picker, 库存查询's warehouse picker (center01) and 横幅管理 (admin revokes, then deletes).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './harness';
import {
  accountTabs,
  answerOf,
  button,
  columnTexts,
  confirmBox,
  dialog,
  openPage,
  row,
  rowActions,
  rows,
  settled,
  flowsSuite,
  toast,
  view,
} from './flows';

const flows = flowsSuite();

const as = accountTabs(flows);

describe('配件询价 (/partQuery)', () => {
  const LIST = '/v1/partQuery/get_page_list';
  let inquiryNo = '';
  const pq = (page: Page) => view(page, '/partQuery');
  const mine = (page: Page) => row(pq(page), inquiryNo);
  const status = async (page: Page) => (await mine(page).locator('td').nth(1).innerText()).trim();
  const search = async (page: Page) => {
    await pq(page).getByLabel('询价单号').fill(` ${inquiryNo} `);
    const r = await answerOf(page, LIST, () => button(pq(page), '查询').click());
    expect(r.body).toEqual({ inquiryNo, size: 10, current: 1 });
    await mine(page).waitFor();
  };

  it('sp01 creates an inquiry with the parts picker (the VIN rule first), as a draft', async () => {
    const page = await as('sp01');
    await openPage(page, flows.gw.url, '/partQuery', LIST);
    await button(pq(page), '新增').click();
    const form = dialog(page, '新增询价单');
    await form.waitFor();

    await form.getByLabel('配件编码').click();
    const picker = dialog(page, '选择配件');
    await picker.waitFor();
    await rows(picker).first().waitFor();
    await button(picker, '确定').click();
    await toast(page, '请选择配件').waitFor();
    const partRow = rows(picker).first();
    const partsNo = (await partRow.locator('td').nth(1).innerText()).trim();
    const partsName = (await partRow.locator('td').nth(2).innerText()).trim();
    await partRow.click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => form.getByLabel('配件编码').inputValue()).toBe(partsNo);
    expect(await form.getByLabel('配件名称').inputValue()).toBe(partsName); // filled from the chosen row

    await form.getByLabel('VIN码').fill('LZ12345');
    await form.getByLabel('问题描述').click();
    await form.getByText('VIN码不能小于8位').waitFor();
    await form.getByLabel('VIN码').fill('LZGJX4T67RX012345');
    await form.getByLabel('问题描述').fill('发动机大修需要此件，请报价');
    await expect.poll(() => form.getByText('VIN码不能小于8位').count()).toBe(0);
    await shot(page, 'flows-partQuery-new');
    const created = await answerOf(page, '/v1/partQuery/new', () => button(form, '确定').click());
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.body).toMatchObject({ partsNo, partsName, qty: 1, vin: 'LZGJX4T67RX012345', submit: false });
    inquiryNo = (created.json!.data as { inquiryNo: string }).inquiryNo;
    expect(inquiryNo).toMatch(/^XJ\d{12}$/);
    await toast(page, '新增成功').waitFor();
    await form.waitFor({ state: 'detached' });
    await mine(page).waitFor();
    expect(await status(page)).toBe('草稿');
    expect(await rowActions(mine(page))).toEqual(['详情', '提交', '编辑', '删除']); // a draft: edit and delete (flows-partquery)
  });

  it('sp01 submits it after the confirmation', async () => {
    const page = await as('sp01');
    await button(mine(page), '提交').click();
    const box = confirmBox(page, '确认提交该询价单么？提交后将由厂家回复。');
    await settled(box);
    const submitted = await answerOf(page, '/v1/partQuery/submit', () => button(box, '确定').click());
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ version: 1 });
    await toast(page, '提交成功').waitFor();
    await expect.poll(() => status(page)).toBe('已提交');
    expect(await rowActions(mine(page))).toEqual(['详情']); // no 回复 for the provider
  });

  it('part_business01 replies with a sellable part; the price comes from the picker', async () => {
    const page = await as('part_business01');
    await openPage(page, flows.gw.url, '/partQuery', LIST);
    expect(await button(pq(page), '新增').count()).toBe(0);
    await search(page);
    expect(await status(page)).toBe('已提交');
    expect(await rowActions(mine(page))).toEqual(['详情', '回复']);
    await button(mine(page), '回复').click();
    const form = dialog(page, '回复询价单');
    await form.getByText(inquiryNo).waitFor();
    await button(form, '回复').click();
    await form.getByText('请输入回复内容').waitFor();

    const opened = answerOf(page, '/partsCompany/search/V1.0', () => form.getByLabel('回复配件').click());
    const picker = dialog(page, '选择配件');
    expect((await opened).body).toMatchObject({ saleFlag: 1, status: 'ENABLE' });
    const partRow = rows(picker).first();
    await partRow.waitFor();
    const price = (await partRow.locator('td').nth(5).innerText()).trim();
    await partRow.click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => form.getByLabel('回复价格').inputValue()).not.toBe('');
    expect(Number(await form.getByLabel('回复价格').inputValue())).toBe(Number(price.replace(/,/g, '')));
    await form.getByLabel('回复内容').fill('有货，三天内发出');
    await shot(page, 'flows-partQuery-reply');
    const replied = await answerOf(page, '/v1/partQuery/reply', () => button(form, '回复').click());
    expect(replied.status, JSON.stringify(replied.json)).toBe(200);
    expect(replied.body).toMatchObject({ version: 2, replyContent: '有货，三天内发出' });
    await toast(page, '回复成功').waitFor();
    await expect.poll(() => status(page)).toBe('已回复');
    expect(await rowActions(mine(page))).toEqual(['详情']);
  });

  it('sp01 sees the reply and closes the inquiry with satisfied feedback', async () => {
    const page = await as('sp01');
    await search(page);
    expect(await status(page)).toBe('已回复');
    expect(await rowActions(mine(page))).toEqual(['详情', '反馈', '下单']);
    await button(mine(page), '反馈').click();
    const form = dialog(page, '反馈询价结果');
    await form.getByText('有货，三天内发出').waitFor();
    await form.getByLabel('反馈内容').fill('价格合适，谢谢');
    await shot(page, 'flows-partQuery-feedback');
    const fed = await answerOf(page, '/v1/partQuery/feedback', () => button(form, '提交').click());
    expect(fed.status, JSON.stringify(fed.json)).toBe(200);
    expect(fed.body).toMatchObject({ satisfied: true, feedbackContent: '价格合适，谢谢', version: 3 });
    await toast(page, '反馈成功').waitFor();
    await expect.poll(() => status(page)).toBe('已关闭');
    expect(await rowActions(mine(page))).toEqual(['详情', '下单']); // closed with satisfied feedback: still orderable
    await shot(page, 'flows-partQuery-closed');
  });
});

describe('旧件返还单 (/coreReturnBill)', () => {
  const PAGE = '/coreReturnBill/V1.0/page';
  const SAVED = 'HY20251201';
  const COMMITTED = 'HY20251202';
  const SHIPPED = 'HY20251203';
  const CONFIRMED = 'HY20251204';
  const crb = (page: Page) => view(page, '/coreReturnBill');
  const bill = (page: Page, no: string) => row(crb(page), no);
  const status = async (page: Page, no: string) => (await bill(page, no).locator('td').nth(1).innerText()).trim();

  it('center01 is offered only the actions of each state', async () => {
    const page = await as('center01');
    await openPage(page, flows.gw.url, '/coreReturnBill', PAGE);
    await bill(page, CONFIRMED).waitFor();
    await shot(page, 'flows-coreReturnBill-center');
    expect(await rowActions(bill(page, SAVED))).toEqual(['详情']);
    expect(await rowActions(bill(page, COMMITTED))).toEqual(['详情', '驳回']);
    expect(await rowActions(bill(page, SHIPPED))).toEqual(['详情', '驳回', '确认收货']);
    expect(await rowActions(bill(page, CONFIRMED))).toEqual(['详情']);
  });

  it('center01 rejects the committed bill with a remark', async () => {
    const page = await as('center01');
    await button(bill(page, COMMITTED), '驳回').click();
    const form = dialog(page, '驳回旧件返还单');
    await form.getByText(`${COMMITTED}0001`).waitFor();
    await button(form, '驳回').click();
    await form.getByText('请输入驳回原因').waitFor();
    await form.getByLabel('驳回原因').fill('旧件缺少标签，请补齐后重新提交');
    const rejected = await answerOf(page, '/coreReturnBill/rejected/V1.0/', () => button(form, '驳回').click());
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    expect(rejected.url.searchParams.get('remark')).toBe('旧件缺少标签，请补齐后重新提交');
    expect(rejected.url.searchParams.get('version')).toBe('1');
    await toast(page, '驳回成功').waitFor();
    await expect.poll(() => status(page, COMMITTED)).toBe('已驳回');
    expect(await rowActions(bill(page, COMMITTED))).toEqual(['详情']);
  });

  it('center01 confirms the shipped bill after the confirmation', async () => {
    const page = await as('center01');
    await button(bill(page, SHIPPED), '确认收货').click();
    const box = confirmBox(page, '确认已收到该返还单的旧件么？');
    await settled(box);
    const confirmed = await answerOf(page, '/coreReturnBill/V1.0/confirmation', () => button(box, '确定').click());
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.body).toMatchObject({ version: 1 });
    await toast(page, '确认收货成功').waitFor();
    await expect.poll(() => status(page, SHIPPED)).toBe('已确认收货');
    expect(await rowActions(bill(page, SHIPPED))).toEqual(['详情']);
  });

  it('sp01 deletes its saved bill (cancel first); confirmed bills offer no 删除', async () => {
    const page = await as('sp01');
    await openPage(page, flows.gw.url, '/coreReturnBill', PAGE);
    await bill(page, SAVED).waitFor();
    expect(await rowActions(bill(page, SAVED))).toEqual(['详情', '编辑', '提交', '删除']);
    expect(await rowActions(bill(page, COMMITTED))).toEqual(['详情', '编辑', '提交', '删除']); // rejected: back with the provider
    expect(await rowActions(bill(page, SHIPPED))).toEqual(['详情']);
    expect(await rowActions(bill(page, CONFIRMED))).toEqual(['详情']);
    await button(bill(page, SAVED), '删除').click();
    const box = confirmBox(page, '删除后将不可恢复，确认删除么？');
    await settled(box);
    await button(box, '取消').click();
    await box.waitFor({ state: 'detached' });
    expect(await bill(page, SAVED).count()).toBe(1);
    await button(bill(page, SAVED), '删除').click();
    await settled(box);
    const deleted = await answerOf(page, '/coreReturnBill/V1.0/', () => button(box, '确定').click(), 'DELETE');
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    await toast(page, '删除成功').waitFor();
    await expect.poll(() => bill(page, SAVED).count()).toBe(0);
    await shot(page, 'flows-coreReturnBill-provider');
  });
});

describe('索赔单查询 (/claimList) by identity', () => {
  it('sp01 (FACILITATOR) lists its claims through claim.search', async () => {
    const page = await as('sp01');
    const paths: string[] = [];
    page.on('request', (r) => r.url().includes('/claim/') && paths.push(new URL(r.url()).pathname));
    const r = await openPage(page, flows.gw.url, '/claimList', '/claim/');
    expect(r.url.pathname).toBe('/npsbackend-gateway/claim/search/V1.0');
    expect(paths).toEqual(['/npsbackend-gateway/claim/search/V1.0']);
    const list = (r.json!.data as { list: { facilitatorName: string }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    const cl = view(page, '/claimList');
    await expect.poll(() => rows(cl).count()).toBe(Math.min(10, list.length));
    expect(new Set(await columnTexts(cl, '服务商')).size).toBe(1); // only its own
    await shot(page, 'flows-claims-provider');
  });

  it('service_business01 ({product}) lists every provider through claim.manageSearch', async () => {
    const page = await as('service_business01');
    const r = await openPage(page, flows.gw.url, '/claimList', '/claim/');
    expect(r.url.pathname).toBe('/npsbackend-gateway/claim/manage/search/V1.0');
    const cl = view(page, '/claimList');
    await rows(cl).first().waitFor();
    expect(new Set(await columnTexts(cl, '服务商')).size).toBeGreaterThan(1);
    // 大区: a region chosen in the big-area region picker keeps the claims of its big area's branches
    await answerOf(page, '/v1.0/searchBranchBigAreaRegionRelation', () => cl.getByLabel('大区').click());
    const regions = dialog(page, '选择区域');
    await settled(regions);
    const region = rows(regions).first();
    const [areaCode, areaName] = [
      (await region.locator('td').nth(1).innerText()).trim(),
      (await region.locator('td').nth(5).innerText()).trim(),
    ];
    await region.click();
    await button(regions, '确定').click();
    await regions.waitFor({ state: 'hidden' });
    await expect.poll(() => cl.getByLabel('大区').inputValue()).toBe(areaName);
    const byArea = await answerOf(page, '/claim/manage/search/V1.0', () => button(cl, '查询').click());
    expect(byArea.body).toMatchObject({ bigAreaRegion: areaCode });
    await expect.poll(async () => [...new Set(await columnTexts(cl, '大区'))]).toEqual([areaName]);
    await cl.getByLabel('索赔单状态').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '待回运' }).click();
    const filtered = await answerOf(page, '/claim/manage/search/V1.0', () => button(cl, '查询').click());
    expect(filtered.body).toMatchObject({ claimStatus: 'WAITING_BACKHAUL', size: 10, current: 1 });
    await expect.poll(async () => [...new Set(await columnTexts(cl, '索赔单状态'))]).toEqual(['待回运']);
    await shot(page, 'flows-claims-manager');
  });
});

describe('库存查询 (/stockQuery)', () => {
  it('the warehouse picker fills the filter and the search sends it', async () => {
    const page = await as('center01');
    const STOCK = '/stockQuery/V1.0/search/parts';
    await openPage(page, flows.gw.url, '/stockQuery', STOCK);
    const sq = view(page, '/stockQuery');
    const opened = answerOf(page, '/warehouse/search/V1.0', () => sq.getByLabel('仓库').click());
    const picker = dialog(page, '选择仓库');
    const first = await opened;
    expect(first.body).toMatchObject({ warehouseTypeList: ['WZ_NEW'], status: 'ENABLE', size: 5, current: 1 });
    const warehouses = (first.json!.data as { list: { id: string; name: string }[] }).list;
    expect(warehouses.length).toBeGreaterThan(0);
    await rows(picker).first().waitFor();
    await button(picker, '确定').click();
    await toast(page, '请选择仓库').waitFor();
    const chosen = warehouses[0];
    await row(picker, chosen.name).first().click();
    await shot(page, 'flows-stockQuery-picker');
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => sq.getByLabel('仓库').inputValue()).toBe(chosen.name);
    const r = await answerOf(page, STOCK, () => button(sq, '查询').click());
    expect(r.body).toEqual({ warehouseId: chosen.id, size: 10, current: 1 });
    const list = (r.json!.data as { list: unknown[] }).list;
    expect(list.length).toBeGreaterThan(0);
    await expect.poll(async () => [...new Set(await columnTexts(sq, '仓库名称'))]).toEqual([chosen.name]);
    await shot(page, 'flows-stockQuery');
  });
});

describe('横幅管理 (/banner) as admin', () => {
  it('revokes a published banner, then deletes it', async () => {
    const page = await as('admin');
    const SEARCH = '/banner/search/V1.0';
    const first = await openPage(page, flows.gw.url, '/banner', SEARCH);
    const bn = view(page, '/banner');
    const banner = (first.json!.data as { list: { id: string; title: string; status: string }[] }).list.find(
      (b) => b.status === 'PUBLISHED',
    )!;
    const mine = row(bn, banner.title);
    await mine.waitFor();
    expect(await rowActions(mine)).toEqual(['编辑', '撤回', '删除']); // 编辑 in every state (forms bannerEdit)

    await button(mine, '撤回').click();
    const revoke = confirmBox(page, '确认撤回该横幅么？撤回后首页不再展示。');
    await settled(revoke);
    const revoked = await answerOf(
      page,
      `/banner/revocation/V1.0/${banner.id}`,
      () => button(revoke, '确定').click(),
      'PUT',
    );
    expect(revoked.status, JSON.stringify(revoked.json)).toBe(200);
    await toast(page, '撤回成功').waitFor();
    await expect.poll(() => mine.innerText()).toContain('已撤回');
    expect(await rowActions(mine)).toEqual(['编辑', '删除']);
    await shot(page, 'flows-banner-revoked');

    await button(mine, '删除').click();
    const del = confirmBox(page, '删除后将不可恢复，确认删除么？');
    await settled(del);
    const deleted = await answerOf(page, `/banner/V1.0/${banner.id}`, () => button(del, '确定').click(), 'DELETE');
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    await toast(page, '删除成功').waitFor();
    await expect.poll(() => mine.count()).toBe(0);
  });
});
