// Chained dialogs (001 §2.3, §2.5, §2.6, §5, §7) against the real gateway:
// - 派单 on 维修工单 (admin): the provider field refuses to open before a branch (请先选择分公司); choosing the
//   branch opens the service-provider picker 100 ms later, asked with that branch; the chosen provider is mapped
//   into the form and PUT /ticket/assign is sent with the ticket's id and the chosen provider's id.
// - 派工 (sp01): the engineer dialog (keyword search, code / name / contact phone, scroll height 260),
//   请选择工程师 on 确定 without a choice, then PUT /facilitator/ticket/take/single/V1.0 with employeeId = the chosen
//   engineer and ticketId = the clicked ticket (not merged over by the engineer's id).
// - the claim picker in the gallery (admin): module BACKHAUL and the provider sent, 查看旧件 opens the old parts
//   of that claim as a nested dialog (claimId, partsReturn true), closing it keeps the outer selection.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hashPath, openSubmenu, shot, signIn } from './harness';
import {
  answerOf,
  button,
  choosePlaygroundSource,
  dialog,
  flowsSuite,
  openPlayground,
  rows,
  settled,
  toast,
  view,
  replaceInEditor,
  signInAndOpen,
} from './flows';

const flows = flowsSuite();
const SEARCH = '/ticket/search/V1.0';

/** Chooses an option of an antd Select by its text. */
async function choose(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click({ force: true });
  const option = page.locator(`.ant-select-dropdown .ant-select-item-option[title="${text}"]`).locator('visible=true');
  await option.waitFor();
  await option.click();
}

describe('chained dialogs', () => {
  it('派单: branch first (请先选择分公司), the provider picker 100 ms after the branch, the assign call with the ticket kept', async () => {
    const page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'admin', '/repairTicket', SEARCH);
    const v = view(page, '/repairTicket');
    const waiting = await answerOf(page, SEARCH, () =>
      choose(page, v.getByRole('combobox', { name: '状态' }), '待派单').then(() => button(v, '查询').click()),
    );
    const ticket = (waiting.json!.data as { list: { id: string; ticketNo: string; status: string }[] }).list[0];
    expect(ticket.status).toBe('WAITING_ASSIGN');
    await rows(v)
      .filter({ hasText: ticket.ticketNo })
      .getByRole('button', { name: /派\s*单/ })
      .click();
    const form = dialog(page, '派单');
    await settled(form);

    // the provider before the branch: refused with the spec's message, no provider search made
    let providerCalls = 0;
    page.on(
      'request',
      (r) =>
        (providerCalls +=
          r.url().includes('/npsbackend-gateway/facilitator?') ||
          /\/npsbackend-gateway\/facilitator$/.test(new URL(r.url()).pathname)
            ? 1
            : 0),
    );
    await form.getByRole('button', { name: 'search' }).click();
    await toast(page, '请先选择分公司').waitFor();
    expect(providerCalls).toBe(0);
    expect(await dialog(page, '选择服务商').count()).toBe(0);

    // a branch chosen: the provider picker opens by itself, asked with that branch
    const asked = await answerOf(
      page,
      '/facilitator',
      () => choose(page, form.getByRole('combobox', { name: '分公司' }), '华北分公司'),
      'POST',
    );
    expect(asked.body).toMatchObject({ branchId: 'B01', status: 'YES' });
    const picker = dialog(page, '选择服务商');
    await settled(picker);
    const providers = (asked.json!.data as { list: { id: string; name: string; branchId: string }[] }).list;
    expect(providers.length).toBeGreaterThan(0);
    expect(providers.every((p) => p.branchId === 'B01')).toBe(true);
    await rows(picker).filter({ hasText: providers[0].name }).first().click();
    await shot(page, 'blocks-chains-provider');
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => form.locator('input[id$="-facilitatorId"]').inputValue()).toBe(providers[0].name);

    const assign = await answerOf(page, '/ticket/assign', () => button(form, '确定').click(), 'PUT');
    expect(assign.status).toBe(200);
    expect(assign.body).toMatchObject({ ticketId: ticket.id, facilitatorId: providers[0].id, branchId: 'B01' });
    await toast(page, '派单成功').waitFor();
  });

  it('派工: the engineer dialog (scroll 260, 请选择工程师), then the take call with employeeId and the ticket id kept', async () => {
    const page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'sp01', '/repairTicket', SEARCH);
    const v = view(page, '/repairTicket');
    const one = await answerOf(page, SEARCH, async () => {
      await v.getByRole('textbox', { name: '工单号' }).fill('WX2026000001');
      await button(v, '查询').click();
    });
    const ticket = (one.json!.data as { list: { id: string; status: string }[] }).list[0];
    expect(ticket).toMatchObject({ id: 'T000001', status: 'WAITING_TAKE' });

    const first = await answerOf(
      page,
      '/facilitator/employee/search/V1.0',
      () =>
        rows(v)
          .first()
          .getByRole('button', { name: /派\s*工/ })
          .click(),
      'GET',
    );
    const picker = dialog(page, '选择工程师');
    await settled(picker);
    expect(await picker.locator('.ant-table-thead th').allInnerTexts()).toEqual(
      expect.arrayContaining(['工程师编码', '姓名', '联系电话']),
    );
    expect(await picker.locator('.rt-picker-rows').evaluate((e) => getComputedStyle(e).maxHeight)).toBe('260px');
    const engineers = (first.json!.data as { list: { id: string; code: string; name: string }[] }).list;
    expect(engineers.length).toBeGreaterThan(0);

    // nothing chosen: the spec's message, no take call
    let took = false;
    page.on('request', (r) => (took ||= r.url().includes('/facilitator/ticket/take/single/V1.0')));
    await button(picker, '确定').click();
    await toast(page, '请选择工程师').waitFor();
    expect(took).toBe(false);

    // keyword search by code
    const target = engineers[engineers.length - 1];
    const found = await answerOf(
      page,
      '/facilitator/employee/search/V1.0',
      async () => {
        await picker.getByRole('textbox', { name: '工程师编码或姓名' }).fill(target.code);
        await button(picker, '查询').click();
      },
      'GET',
    );
    expect(found.url.searchParams.get('keywords')).toBe(target.code);
    await rows(picker).filter({ hasText: target.code }).first().click();
    await shot(page, 'blocks-chains-engineer');
    const take = await answerOf(
      page,
      '/facilitator/ticket/take/single/V1.0',
      () => button(picker, '确定').click(),
      'PUT',
    );
    expect(take.status).toBe(200);
    expect(take.body).toMatchObject({ ticketId: 'T000001', employeeId: target.id });
    await toast(page, '派工成功').waitFor();
  });

  it('the claim picker: BACKHAUL claims of the provider, 查看旧件 as a nested dialog, the selection kept', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const menu = page.getByTestId('side-menu');
    await openSubmenu(menu.locator('.ant-menu-submenu-title', { hasText: '系统管理' }));
    await expect
      .poll(
        async () => {
          if (hashPath(page) !== '/gallery') await menu.getByText('组件库', { exact: true }).click();
          return hashPath(page);
        },
        { timeout: 30000, interval: 1500 },
      )
      .toBe('/gallery');
    const gallery = view(page, '/gallery').getByTestId('gallery');
    await gallery.getByTestId('gallery-tab-claimPicker').click();
    const live = gallery.getByTestId('gallery-block-claimPicker').getByTestId('gallery-live');
    const claims = await answerOf(
      page,
      '/coreReturnBill/V1.0/checkOut/claim',
      () => live.getByTestId('gallery-open-picker').click(),
      'POST',
    );
    expect(claims.status).toBe(200);
    expect(claims.body).toMatchObject({ module: 'BACKHAUL', facilitatorId: 'F00001', size: 5, current: 1 });
    const picker = dialog(page, '选择索赔单');
    await settled(picker);
    const list = (claims.json!.data as { list: { id: string; claimNo: string }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    const claimRow = rows(picker).filter({ hasText: list[0].claimNo }).first();
    await claimRow.locator('input[type="checkbox"]').check();

    const parts = await answerOf(
      page,
      '/claimParts/return/search/V1.0',
      () => claimRow.getByRole('button', { name: '查看旧件' }).click(),
      'POST',
    );
    expect(parts.status).toBe(200);
    expect(parts.body).toMatchObject({ claimId: list[0].id, partsReturn: true });
    const nested = dialog(page, '索赔单旧件');
    await settled(nested);
    const partRows = (parts.json!.data as { list: { claimId: string; partsCode: string }[] }).list;
    expect(partRows.every((p) => p.claimId === list[0].id)).toBe(true);
    if (partRows.length) await rows(nested).filter({ hasText: partRows[0].partsCode }).first().waitFor();
    await shot(page, 'blocks-chains-claim-old-parts');
    await button(nested, '取消').click();
    await nested.waitFor({ state: 'hidden' });

    // back in the claim picker: the claim is still chosen; 确定 hands it to the caller
    expect(await claimRow.locator('input[type="checkbox"]').isChecked()).toBe(true);
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    const chosen = JSON.parse(await live.getByTestId('gallery-result').locator('pre').innerText()) as { id: string }[];
    expect(chosen.map((c) => c.id)).toEqual([list[0].id]);
  });

  it('the claim picker refuses a missing or other module and a missing provider on the client (需要指定模块, 暂不支持其他模块使用, 服务商编码不能为空)', async () => {
    const page = await flows.browser.newPage();
    let asked = 0;
    page.on('request', (r) => (asked += r.url().includes('/coreReturnBill/V1.0/checkOut/claim') ? 1 : 0));
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePlaygroundSource(page, pg, 'ticketAssign');
    await expect
      .poll(() => pg.locator('.cm-content').textContent(), { timeout: 15000 })
      .toContain('"id": "ticketAssign"');
    // the provider field of 派单 made a claim picker field, with a module the picker does not take
    await replaceInEditor(page, '"picker": "serviceProvider",', '"picker": "claim",');
    await replaceInEditor(
      page,
      '"params": { "branchId": { "$form": "branchId" } },',
      '"params": { "module": "SALE", "facilitatorId": "F00001" },',
    );
    await replaceInEditor(
      page,
      '"requireFirst": { "field": "branchId", "message": { "zh_CN": "请先选择分公司", "en_US": "Please select a branch first" } }',
      '"placeholder": { "zh_CN": "索赔单", "en_US": "Claim" }',
    );
    const search = preview.getByRole('button', { name: 'search' }).first();
    const refused = async (message: string) => {
      await expect
        .poll(
          async () => {
            await search.click();
            return page.locator('.ant-message-notice').filter({ hasText: message }).count();
          },
          { timeout: 20000, interval: 1000 },
        )
        .toBeGreaterThan(0);
      expect(await dialog(page, '选择索赔单').count()).toBe(0);
    };
    await refused('暂不支持其他模块使用');
    await replaceInEditor(page, '"module": "SALE", ', '');
    await refused('需要指定模块');
    await replaceInEditor(page, '"facilitatorId": "F00001"', '"module": "DELIVER"');
    await refused('服务商编码不能为空');
    await shot(page, 'blocks-chains-claim-refused');
    expect(asked).toBe(0);
  });
});
