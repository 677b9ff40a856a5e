// No code a user must guess, and form state, at 1366x768 as the roles that meet them, through the real
// gateway: 供应商配件's 公司 chosen by its name (part_data01); 配件询价's status filter from the init call, the part
// picker asking sellable parts only and 替换件 showing and saving the same part (sp01); 派单's branches from the
// gateway and its 请选择服务商 cleared by the chosen provider, 改派 opening with the provider's branch and emptying the
// provider when the branch changes (service_business01); 服务商维护's region picker instead of a typed district code
// and its 服务等级 from the dictionary of the chosen branch (the dictionary select's branch version)
// (service_data01); 旧件返还单's first open without codes or 暂无数据 before its rows, and the return-parts picker's
// prices with two decimals (sp01).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  accountTabs,
  answerOf,
  button,
  callAsPage,
  dialog,
  flowsSuite,
  row,
  rows,
  settled,
  toast,
  view,
} from './flows';

const flows = flowsSuite();
const as = accountTabs(flows, { viewport: { width: 1366, height: 768 } });

/** The open dropdown's option texts (antd renders the options of the open select only). */
const optionTexts = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').allInnerTexts();

async function choose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click({ force: true });
  const option = page.locator(`.ant-select-dropdown .ant-select-item-option[title="${text}"]`).locator('visible=true');
  await option.waitFor();
  await option.click();
}

describe('codes a user must guess', () => {
  it('part_data01: 供应商配件 新增 takes 公司 by the name the list shows and saves its code', async () => {
    const page = await as('part_data01');
    await answerOf(page, '/supplierParts/search/V1.0', () => page.goto(`${flows.gw.url}/#/supplierParts`));
    const sp = view(page, '/supplierParts');
    await button(sp, '新增').click();
    const form = dialog(page, '新增供应商配件');
    await settled(form);
    await answerOf(page, '/supplier/search/V1.0', () => form.getByLabel('供应商').click());
    const suppliers = dialog(page, '选择供应商');
    await settled(suppliers);
    await rows(suppliers).nth(4).click();
    await button(suppliers, '确定').click();
    await suppliers.waitFor({ state: 'detached' });
    await answerOf(page, '/parts/search/V1.0', () => form.getByRole('button', { name: 'search' }).nth(1).click());
    const parts = dialog(page, '选择配件');
    await settled(parts);
    await rows(parts).nth(7).click();
    await button(parts, '确定').click();
    await parts.waitFor({ state: 'detached' });

    // 公司: a dropdown of the company dictionary; typing the name finds it (no code to know)
    const company = form.getByRole('combobox', { name: '公司' });
    await company.click({ force: true });
    await company.fill('发动机');
    expect(await optionTexts(page)).toEqual(['发动机公司']);
    await page
      .locator('.ant-select-dropdown .ant-select-item-option[title="发动机公司"]')
      .locator('visible=true')
      .click();
    await form.getByLabel('采购价').fill('66.4');
    await form.getByLabel('最小采购量').fill('2');
    await form.getByLabel('供货周期(天)').fill('7');
    await shot(page, 'daily-codes-supplier-part-company');
    const added = await answerOf(page, '/supplierParts/V1.0/batch', () => button(form, '确定').click());
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect((added.body as { list: { company: string }[] }).list[0].company).toBe('1000');
    await toast(page, '新增成功').waitFor();
    const { ids } = added.json!.data as { ids: string[] };
    const saved = await callAsPage(page, 'GET', `/supplierParts/V1.0/${ids[0]}`);
    expect((saved.json.data as { company: string }).company).toBe('1000');
  });

  it('sp01: 配件询价 status options from /v1/partQuery/init; the part picker asks sellable parts; 替换件 shows and saves the same part', async () => {
    const page = await as('sp01');
    const init = page.waitForResponse((r) => r.url().includes('/npsbackend-gateway/v1/partQuery/init'), {
      timeout: 30000,
    });
    await answerOf(page, '/v1/partQuery/get_page_list', () => page.goto(`${flows.gw.url}/#/partQuery`));
    const statusList = ((await (await init).json()) as { data: { statusList: { itemText: string }[] } }).data
      .statusList;
    const pq = view(page, '/partQuery');
    const status = pq.getByRole('combobox', { name: '状态' });
    await status.click({ force: true });
    // a click while the page is still busy may not open the dropdown: open it again until it shows options
    await expect
      .poll(async () => {
        const texts = await optionTexts(page);
        if (!texts.length && !(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()))
          await status.click({ force: true });
        return texts;
      })
      .toEqual(statusList.map((s) => s.itemText));
    await page.keyboard.press('Escape');

    // an old part with a sellable replacement, found as the picker would (sellable parts only)
    const catalogue = await callAsPage(page, 'POST', '/partsCompany/search/V1.0', {
      company: '1000',
      saleFlag: 1,
      size: 60,
      current: 1,
    });
    let chosen: { code: string; sellable: string } | undefined;
    for (const p of (catalogue.json.data as { list: { partsNo: string }[] }).list) {
      const news = (await callAsPage(page, 'GET', `/v1/partQuery/replacement/newParts?partsCode=${p.partsNo}`)).json
        .data as { partsNo: string }[];
      if (Array.isArray(news) && news.length && news[0].partsNo !== p.partsNo) {
        chosen = { code: p.partsNo, sellable: news[0].partsNo };
        break;
      }
    }
    expect(chosen, 'a sellable part with a replacement').toBeDefined();

    await button(pq, '新增').click();
    const form = dialog(page, '新增询价单');
    await settled(form);
    const offered = await answerOf(page, '/partsCompany/search/V1.0', () => form.getByLabel('配件编码').click());
    expect(offered.body).toMatchObject({ saleFlag: 1 });
    const picker = dialog(page, '选择配件');
    await settled(picker);
    const flags = (offered.json!.data as { list: { saleFlag: number }[] }).list.map((p) => p.saleFlag);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((f) => f === 1)).toBe(true);
    await picker.getByLabel('配件编码').fill(chosen!.code);
    await answerOf(page, '/partsCompany/search/V1.0', () => button(picker, '查询').click());
    await row(picker, chosen!.code).first().click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => form.getByLabel('配件编码').inputValue()).toBe(chosen!.code);

    const found = await answerOf(
      page,
      '/v1/partQuery/replacement/newParts',
      () => button(form, '替换件').click(),
      'GET',
    );
    const replacement = (found.json!.data as { partsNo: string; partsName: string; partsDrawingNo: string }[]).find(
      (p) => p.partsNo === chosen!.sellable,
    )!;
    const newPart = dialog(page, '选择替换的新件');
    await settled(newPart);
    await row(newPart, chosen!.sellable).first().click();
    await button(newPart, '确定').click();
    await newPart.waitFor({ state: 'detached' });
    // what the user sees: code, name and drawing number of the same (new) part
    await expect.poll(() => form.getByLabel('配件名称').inputValue()).toBe(replacement.partsName);
    expect(await form.getByLabel('配件编码').inputValue()).toBe(chosen!.sellable);
    expect(await form.getByLabel('配件图号').inputValue()).toBe(replacement.partsDrawingNo ?? '');
    await shot(page, 'daily-codes-replacement');
    const created = await answerOf(page, '/v1/partQuery/new', () => button(form, '确定').click());
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id } = created.json!.data as { id: string };
    // what is saved: the part shown
    const saved = (await callAsPage(page, 'GET', `/v1/partQuery/${id}`)).json.data as {
      partsNo: string;
      partsName: string;
    };
    expect(saved).toMatchObject({ partsNo: chosen!.sellable, partsName: replacement.partsName });
  });

  it("service_business01: 派单 offers the gateway's branches and clears 请选择服务商 once a provider is chosen; 改派 opens with the provider's branch and empties the provider when the branch changes", async () => {
    const page = await as('service_business01');
    await answerOf(page, '/ticket/search/V1.0', () => page.goto(`${flows.gw.url}/#/repairTicket`));
    const v = view(page, '/repairTicket');
    const waiting = await answerOf(page, '/ticket/search/V1.0', () =>
      choose(page, v.getByRole('combobox', { name: '状态' }), '待派单').then(() => button(v, '查询').click()),
    );
    const ticket = (waiting.json!.data as { list: { id: string; ticketNo: string }[] }).list[0];
    const branches = page.waitForResponse((r) => r.url().includes('/npsbackend-gateway/branch/search/V1.0'), {
      timeout: 30000,
    });
    await row(v, ticket.ticketNo)
      .getByRole('button', { name: /派\s*单/ })
      .click();
    const form = dialog(page, '派单');
    await settled(form);
    const names = ((await (await branches).json()) as { data: { list: { name: string }[] } }).data.list.map(
      (b) => b.name,
    );
    expect(names.length).toBeGreaterThan(0);
    await form.getByRole('combobox', { name: '分公司' }).click({ force: true });
    await expect.poll(() => optionTexts(page)).toEqual(names);
    await page.keyboard.press('Escape');
    // nothing chosen: the messages; then a branch, the provider from the picker that opens: 请选择服务商 goes
    await button(form, '确定').click();
    await form.getByText('请选择服务商').waitFor();
    await choose(page, form.getByRole('combobox', { name: '分公司' }), names[1]);
    const picker = dialog(page, '选择服务商');
    await settled(picker);
    await rows(picker).first().click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => form.getByText('请选择服务商').count()).toBe(0);
    await shot(page, 'daily-codes-dispatch');
    const assigned = await answerOf(page, '/ticket/assign', () => button(form, '确定').click(), 'PUT');
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);
    await toast(page, '派单成功').waitFor();

    // 改派 of that ticket (now 待接单): the provider and its branch are there
    await answerOf(page, '/ticket/search/V1.0', () => button(v, '重置').click());
    await v.getByLabel('工单号').fill(ticket.ticketNo);
    await answerOf(page, '/ticket/search/V1.0', () => button(v, '查询').click());
    await row(v, ticket.ticketNo)
      .getByRole('button', { name: /改\s*派/ })
      .click();
    const re = dialog(page, '改派');
    await settled(re);
    const branch = re.locator('.ant-select-selection-item').first();
    await expect.poll(async () => ((await branch.count()) ? (await branch.innerText()).trim() : '')).toBe(names[1]);
    const provider = re.locator('input[id$="-facilitatorId"]');
    expect(await provider.inputValue()).not.toBe('');
    // another branch: the old provider is emptied before the picker opens; closing the picker leaves it empty
    await choose(page, re.getByRole('combobox', { name: '分公司' }), names[2]);
    const picker2 = dialog(page, '选择服务商');
    await settled(picker2);
    expect(await provider.inputValue()).toBe('');
    await rows(picker2).first().click();
    await button(picker2, '确定').click();
    await picker2.waitFor({ state: 'hidden' });
    await re.getByLabel('改派原因').fill('换分公司');
    const moved = await answerOf(page, '/ticket/assign', () => button(re, '确定').click(), 'PUT');
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await toast(page, '改派成功').waitFor();
  });

  it("service_data01: 服务商维护 编辑 shows the provider's region as names and saves the district chosen in the region picker", async () => {
    const page = await as('service_data01');
    await page.goto(`${flows.gw.url}/#/system/provider`);
    const providers = view(page, '/system/provider');
    const editable = rows(providers).filter({ has: page.getByRole('button', { name: /编\s*辑/ }) });
    await expect
      .poll(() => editable.count(), { timeout: 30000 })
      .toBeGreaterThan(0)
      .catch(async (e: unknown) => {
        await shot(page, 'daily-codes-provider-list');
        throw e;
      });
    await editable
      .first()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const d = dialog(page, '编辑服务商');
    await settled(d);
    const tree = (await callAsPage(page, 'GET', '/getAllRegionList')).json.data as {
      regionCode: string;
      regionName: string;
      childList: { regionCode: string; regionName: string; childList: { regionCode: string; regionName: string }[] }[];
    }[];
    // no code to type: three selects showing names
    expect(await d.getByLabel('区县编码').count()).toBe(0);
    await expect
      .poll(async () => (await d.locator('.ant-select-selection-item').allInnerTexts()).length)
      .toBeGreaterThanOrEqual(3);
    const shown = await d.locator('.ant-space-compact .ant-select-selection-item').allInnerTexts();
    expect(shown.every((t) => !/^\d+$/.test(t.trim()))).toBe(true);
    const province = tree.find((p) => p.regionName !== shown[0] && p.childList?.[0]?.childList?.length)!;
    await choose(page, d.getByRole('combobox', { name: '省' }), province.regionName);
    await expect
      .poll(() => d.locator('.ant-space-compact .ant-select-selection-item').allInnerTexts())
      .toEqual([province.regionName, province.childList[0].regionName, province.childList[0].childList[0].regionName]);
    await d.locator('.ant-modal-title').click(); // closes the open dropdown (Escape would close the dialog)
    // 服务等级, the dictionary select's branch version (001 §2.7): the items of the provider's branch (the dictionary
    // by branch), another branch's items once the branch changes; the value sent is the item's value
    const branchBox = d.getByRole('combobox', { name: '分公司' });
    const branchItem = () =>
      d
        .locator('.ant-form-item')
        .filter({ has: page.getByRole('combobox', { name: '分公司' }) })
        .locator('.ant-select-selection-item')
        .innerText();
    const first = await branchItem();
    const level = d.getByRole('combobox', { name: '服务等级' });
    await choose(page, level, `${first}B级`);
    const levelItem = d
      .locator('.ant-form-item')
      .filter({ has: page.getByRole('combobox', { name: '服务等级' }) })
      .locator('.ant-select-selection-item');
    await expect.poll(() => levelItem.innerText()).toBe(`${first}B级`);
    type Branches = { name: string }[] | { list: { name: string }[] };
    const answered = (await callAsPage(page, 'POST', '/branch/search/V1.0', { size: 50, current: 1 })).json
      .data as Branches;
    const branches = Array.isArray(answered) ? answered : answered.list;
    const other = branches.map((b) => b.name).find((n) => n !== first)!;
    const reloaded = page.waitForRequest((r) => r.url().includes('/sys_dict/branch/V1.0/'));
    await choose(page, branchBox, other);
    expect(new URL((await reloaded).url()).searchParams.get('dictCode')).toBe('service_level');
    await expect.poll(() => levelItem.innerText()).toBe(`${other}B级`);
    await level.click({ force: true });
    await expect
      .poll(() => page.locator('.ant-select-dropdown .ant-select-item-option').locator('visible=true').allInnerTexts())
      .toEqual([`${other}A级`, `${other}B级`]);
    // (the dropdown is open: its option is clicked)
    await page
      .locator(`.ant-select-dropdown .ant-select-item-option[title="${other}A级"]`)
      .locator('visible=true')
      .click();
    await d.locator('.ant-modal-title').click();
    await shot(page, 'daily-codes-provider-region');
    // (a console-host call: not under /npsbackend-gateway)
    const [edit] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/sys/provider/edit'), { timeout: 30000 }),
      button(d, '确定').click(),
    ]);
    expect(edit.status(), await edit.text()).toBe(200);
    expect(JSON.parse(edit.request().postData() ?? '{}')).toMatchObject({
      districtCode: province.childList[0].childList[0].regionCode,
      serviceLevel: 'A',
    });
    await toast(page, '修改成功').first().waitFor();
  });

  it('sp01: 旧件返还单 opens without codes or 暂无数据 before its rows; the return-parts picker shows prices with two decimals', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    // everything the list's table shows, recorded from the first render: a state code, 暂无数据 before any row
    await page.addInitScript(() => {
      const w = window as unknown as { seen: { codes: string[]; emptyFirst: boolean; rows: boolean } };
      w.seen = { codes: [], emptyFirst: false, rows: false };
      const check = () => {
        const box = document.querySelector('[data-view="/coreReturnBill"] .ant-table-tbody');
        if (!box) return;
        for (const td of box.querySelectorAll('td'))
          if (/^(SAVED|COMMITTED|SHIPPED|CONFIRMED|REJECTED)$/.test(td.textContent?.trim() ?? ''))
            w.seen.codes.push(td.textContent!.trim());
        if (box.querySelector('.ant-table-row')) w.seen.rows = true;
        else if (!w.seen.rows && (box.textContent ?? '').includes('暂无数据')) w.seen.emptyFirst = true;
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await signIn(page, flows.gw.url, 'sp01');
    // a slow dictionary and a slow answer: what shows meanwhile is what a user sees on a busy day
    const slow = async (route: { continue(): Promise<void> }) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    };
    await page.route(/\/sys_dict\/V1\.0\/core_return_status/, slow);
    await page.route(/\/coreReturnBill\/V1\.0\/page/, slow);
    await answerOf(page, '/coreReturnBill/V1.0/page', () => page.goto(`${flows.gw.url}/#/coreReturnBill`));
    const list = view(page, '/coreReturnBill');
    await expect.poll(() => rows(list).count()).toBeGreaterThan(0);
    await expect.poll(async () => (await rows(list).first().innerText()).length).toBeGreaterThan(0);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { codes: string[]; emptyFirst: boolean } }).seen,
    );
    expect(seen.codes).toEqual([]);
    expect(seen.emptyFirst).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // 新增 -> 选择索赔单 -> 选择旧件: 单价 and 回运金额 as money (66.40, 1,127.90)
    await button(list, '新增').click();
    const form = dialog(page, '新增旧件返还单');
    await settled(form);
    await answerOf(page, '/coreReturnBill/V1.0/checkOut/claim', () => button(form, '选择索赔单').click(), 'POST');
    const claims = dialog(page, '选择索赔单');
    await settled(claims);
    await rows(claims).first().locator('input[type="checkbox"]').check();
    await button(claims, '确定').click();
    await claims.waitFor({ state: 'hidden' });
    await answerOf(page, '/claimParts/return/search/V1.0', () => button(form, '选择旧件').click(), 'POST');
    const parts = dialog(page, '选择回运旧件');
    await settled(parts);
    await expect.poll(() => rows(parts).count()).toBeGreaterThan(0);
    const header = await parts.locator('.ant-table-thead th').allInnerTexts();
    const price = header.findIndex((t) => t.trim() === '单价');
    const amount = header.findIndex((t) => t.trim() === '回运金额');
    const cells = async (i: number) =>
      await rows(parts).evaluateAll((trs, n) => trs.map((tr) => tr.children[n]?.textContent?.trim() ?? ''), i);
    const money = /^\d{1,3}(,\d{3})*\.\d{2}$/;
    expect(
      (await cells(price)).every((t) => money.test(t)),
      (await cells(price)).join(' '),
    ).toBe(true);
    expect(
      (await cells(amount)).filter(Boolean).every((t) => money.test(t)),
      (await cells(amount)).join(' '),
    ).toBe(true);
    await shot(page, 'daily-codes-return-parts');
    await page.close();
  });
});
