// Layout nodes (001 §2.6, §7) against the real gateway through the configurators' playground (admin):
// schemas/forms/layoutBlocks.json (Tabs switch, GroupRows add/remove, LeftRight, ValueTable, an IframeHost whose
// frame page, public/frames/message.html, receives the gateway's encrypted key, token, issuer 'sp' and the work
// number at its own origin, and the key verifies at the gateway to the user's work number),
// and the replacement-parts dialog schemas/forms/replacementParts.json (请先选择配件 before a part is chosen, the
// SBOM search body, 请选择替换的新件, 错误信息：配件…不可销售 for a new part not for sale; 确定 outside a repair order: 请先选择维修单, nothing written).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, signIn } from './harness';
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
} from './flows';

type Part = { partsNo: string; partsName: string; saleFlagT: number };
type Group = { partsCode: string; oldPartsList: Part[]; newPartsList: Part[] };

/** The session's work number as the shell keeps it. */
const workNo = (page: Page) =>
  page.evaluate(() =>
    String((JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { workNo?: string }).workNo ?? ''),
  );

describe('layouts (playground, admin)', () => {
  const flows = flowsSuite();

  it('tabs switch, groups are added and removed, left-right, the value table, and the frame gets its message', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePlaygroundSource(page, pg, 'layoutBlocks');

    const tabs = preview.locator('.rt-tabs .ant-tabs-tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['基本信息', '联系人', '多值', 'SBOM']);
    await expect.poll(() => preview.locator('.rt-tabs .ant-tabs-tab-active').innerText()).toBe('基本信息');
    expect(await preview.locator('.rt-left').innerText()).toContain('旧件编码');
    expect(await preview.locator('.rt-right').innerText()).toContain('新件编码');
    await preview.getByLabel('旧件编码').fill('P0000001');
    await shot(page, 'blocks-layouts-tabs');

    await tabs.filter({ hasText: '联系人' }).click();
    await expect.poll(() => preview.locator('.rt-tabs .ant-tabs-tab-active').innerText()).toBe('联系人');
    const groups = preview.locator('.rt-group-row');
    expect(await groups.count()).toBe(0);
    await button(preview, '新增联系人').click();
    await button(preview, '新增联系人').click();
    await expect.poll(() => groups.count()).toBe(2);
    // each group's fields have their own ids: the labels find the group's own control
    await groups.nth(0).getByLabel('姓名').fill('张三');
    await groups.nth(1).getByLabel('姓名').fill('李四');
    await groups.nth(1).getByLabel('手机号').fill('13800000000');
    const ids = await preview.locator('.rt-group-row input').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
    expect(await preview.getByLabel('姓名').count()).toBe(2);
    await groups.nth(0).getByText('删除').click();
    await expect.poll(() => groups.count()).toBe(1);
    await expect.poll(() => groups.nth(0).getByLabel('姓名').inputValue()).toBe('李四');
    expect(await groups.nth(0).getByLabel('手机号').inputValue()).toBe('13800000000');
    await shot(page, 'blocks-layouts-groups');

    await tabs.filter({ hasText: '多值' }).click();
    const parts = await answerOf(
      page,
      '/parts/search/V1.0',
      () => button(preview.locator('.rt-value-table'), '查询').click(),
      'POST',
    );
    expect(parts.body).toEqual({ size: 5, current: 1 });
    const list = (parts.json!.data as { list: { id: string; name: string }[] }).list;
    expect(list.length).toBe(5);
    await expect
      .poll(() => rows(preview.locator('.rt-value-table')).allInnerTexts())
      .toEqual(list.map((r) => `${r.id}\t${r.name}`));

    await tabs.filter({ hasText: 'SBOM' }).click();
    const frame = page.frameLocator('iframe.rt-iframe-host');
    await expect.poll(() => frame.locator('body').getAttribute('data-message'), { timeout: 15000 }).toBeTruthy();
    const got = JSON.parse((await frame.locator('body').getAttribute('data-message'))!) as Record<string, unknown>;
    const mine = await workNo(page);
    expect(mine).toBeTruthy();
    expect(got).toEqual({
      origin: new URL(page.url()).origin,
      issuer: 'sp',
      workNo: mine,
      keyWorkNo: mine,
      hasToken: true,
    });
    await expect.poll(() => frame.locator('#status').innerText()).toContain('已收到');
    await shot(page, 'blocks-layouts-frame');

    // every pane is sent: the fields of the other tabs and the one group left (to the gallery's echo: a demo stores
    // nothing, and says so, rather than a search showing 提交成功)
    const sent = await answerOf(page, '/gallery/echo/V1.0', () => button(preview, '提交').click(), 'POST');
    expect(sent.body).toMatchObject({
      oldPartsNo: 'P0000001',
      contacts: [{ name: '李四', phone: '13800000000' }],
      parts: list.map((r) => expect.objectContaining({ id: r.id, name: r.name })),
    });
    await toast(page, '示例表单：所填已返回，未保存').waitFor();
    expect(errors).toEqual([]);
  });

  // 查询替换件 refused before it is sent (请先选择配件) toggled the button's loading on and off at once: antd left its
  // loading icon in the button for good and the button's name became "loading 查询替换件" (renderers/runtime/busy.ts).
  it('replacement parts: 请先选择配件, the SBOM search body, 请选择替换的新件, 错误信息：配件…不可销售, 请先选择维修单 outside a repair order', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const searched: string[] = [];
    page.on('request', (r) => r.url().includes('/sbom/parts/search/V1.0') && searched.push(r.postData() ?? ''));
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePlaygroundSource(page, pg, 'replacementParts');
    await button(preview, '查询替换件').waitFor();

    // no part chosen: the message, nothing asked
    await button(preview, '查询替换件').click();
    await toast(page, '请先选择配件').waitFor();
    expect(searched).toEqual([]);

    /** Chooses an old part through the parts picker, searches, and answers the SBOM's groups. */
    const search = async (code: string) => {
      await preview.getByLabel('search').first().click();
      const box = dialog(page, '选择配件');
      await settled(box);
      await box.getByLabel('配件编码', { exact: true }).fill(code);
      await answerOf(page, '/parts/search/V1.0', () => button(box, '查询').click(), 'POST');
      await expect.poll(() => rows(box).count()).toBe(1);
      await rows(box).first().click();
      await button(box, '确定').click();
      await box.waitFor({ state: 'detached' });
      const found = await answerOf(
        page,
        '/sbom/parts/search/V1.0',
        () => button(preview, '查询替换件').click(),
        'POST',
      );
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ partsNo: code, searchType: 2, replType: 2, size: 50, current: 1 });
      return (found.json!.data as { list: Group[] }).list;
    };
    const tables = preview.locator('.rt-value-table');
    const newRow = (no: string) => rows(tables.nth(1)).filter({ hasText: no });

    // P0000057 (the demo's replacement group 9): a new part not for sale
    const groups = await search('P0000057');
    expect(groups.map((g) => g.partsCode)).toEqual(['P0000057']);
    await expect
      .poll(() => rows(tables.nth(0)).allInnerTexts())
      .toEqual(groups[0].oldPartsList.map((p) => expect.stringContaining(p.partsNo)));
    const blocked = groups[0].newPartsList.find((p) => p.saleFlagT !== 1)!;
    expect(blocked).toBeDefined();
    await expect.poll(() => rows(tables.nth(1)).count()).toBe(groups[0].newPartsList.length);

    await button(preview, '确定').click();
    await preview.getByText('请选择替换的新件').waitFor();
    await newRow(blocked.partsNo).locator('input[type=checkbox]').check();
    await preview.getByText(`错误信息：配件${blocked.partsNo}不可销售`).waitFor();
    await shot(page, 'blocks-layouts-replacement-refused');
    const confirms: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/v1/partQuery/replacement/confirm') && confirms.push(r.postData() ?? ''),
    );
    await button(preview, '确定').click();
    await preview.getByText(`错误信息：配件${blocked.partsNo}不可销售`).waitFor();
    expect(confirms).toEqual([]);

    // P0000008 (group 2): every new part for sale; the dialog writes onto a repair order's part line, so outside a
    // repair order (no $row) 确定 asks for one and sends nothing (the write: tests/e2e/flows-repair-orders.test.ts)
    const sellable = await search('P0000008');
    const part = sellable[0].newPartsList[0];
    expect(part.saleFlagT).toBe(1);
    await newRow(part.partsNo).locator('input[type=checkbox]').check();
    const writes: string[] = [];
    page.on('request', (r) => r.url().includes('/repairOrder/replacePart/V1.0') && writes.push(r.postData() ?? ''));
    await button(preview, '确定').click();
    await toast(page, '请先选择维修单').waitFor();
    expect(writes).toEqual([]);
    await shot(page, 'blocks-layouts-replacement');
    expect(errors).toEqual([]);
  });

  it('SBOM replacement picker and the parts-supplier picker (SBOM tab with the catalogue frame, table tab, 新增供应商)', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);

    // the SBOM replacement picker: searchType 2, replType 2, 10 rows a page
    await choosePlaygroundSource(page, pg, 'sbomReplacement');
    const sbom = await answerOf(page, '/sbom/parts/search/V1.0', () => button(preview, '打开选择器').click(), 'POST');
    expect(sbom.status).toBe(200);
    expect(sbom.body).toMatchObject({ searchType: 2, replType: 2, size: 10, current: 1 });
    const picker = dialog(page, '选择替换件');
    await settled(picker);
    const groups = (sbom.json!.data as { list: { partsStructName: string }[] }).list;
    await expect.poll(() => rows(picker).count()).toBe(groups.length);
    await button(picker, '确定').click();
    await toast(page, '请选择替换件').first().waitFor();
    await button(picker, '取消').click();
    await picker.waitFor({ state: 'detached' });

    // the parts-supplier picker: the table tab first; its picker asks with the session's company and ENABLE
    // its option reads "partsSupplier · 配件供应商"; partsSupplierTable's starts the same
    await pg.getByTestId('playground-source').click();
    await page.keyboard.type('partsSupplier');
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^partsSupplier · / })
      .first();
    await option.waitFor({ timeout: 15000 });
    await option.click();
    const tabs = preview.locator('.rt-tabs .ant-tabs-tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['SBOM', '供应商']);
    await expect.poll(() => preview.locator('.rt-tabs .ant-tabs-tab-active').innerText()).toBe('供应商');
    expect(await button(preview, '新增供应商').count()).toBe(1);
    const company = await page.evaluate(() =>
      String((JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { company?: string }).company ?? ''),
    );
    const suppliers = await answerOf(
      page,
      '/ticket/part/supplier/search/V1.0',
      () => preview.getByLabel('search').first().click(),
      'POST',
    );
    expect(suppliers.status).toBe(200);
    expect(suppliers.body).toEqual({ ...(company ? { company } : {}), status: 'ENABLE', size: 10, current: 1 });
    const box = dialog(page, '选择配件供应商');
    await settled(box);
    await button(box, '新增供应商').click();
    await toast(page, '请选择供应商').first().waitFor();
    const first = (suppliers.json!.data as { list: { supplierName: string }[] }).list[0];
    await rows(box).first().click();
    await button(box, '新增供应商').click();
    await box.waitFor({ state: 'detached' });
    // the chosen supplier's name shows in the picker's box and fills 供应商名称
    await expect
      .poll(() =>
        preview.locator('input').evaluateAll((els) => (els as HTMLInputElement[]).map((e) => e.value).join('|')),
      )
      .toContain(`${first.supplierName}|${first.supplierName}`);

    // the SBOM tab: the catalogue page gets its message (the encrypted key, token, issuer sp) and the key verifies
    // at the gateway to the user's work number
    await tabs.filter({ hasText: 'SBOM' }).click();
    const frame = page.frameLocator('iframe.rt-iframe-host');
    await expect.poll(() => frame.locator('body').getAttribute('data-received'), { timeout: 15000 }).toBe('yes');
    expect(await frame.locator('body').getAttribute('data-work-no')).toBe(await workNo(page));
    await shot(page, 'blocks-layouts-parts-supplier');
    expect(errors).toEqual([]);
  });
});
