// The configurators' gallery: it_manager (admin) opens 系统管理 > 组件库; every block of
// schemas/meta/gallery.json has a tab that renders live against the gateway without an error message, with its
// schema source beside it (read-only, copied by the copy button). A provider (sp01) has no menu entry: the
// gateway's permission menu does not name /gallery, the shell has no such route, and the gateway refuses the
// gallery's call sent by hand from that browser session.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { ROOT, hashPath, openSubmenu, shot, signIn, waitPath } from './harness';
import { answerOf, button, flowsSuite, rows, view } from './flows';

interface Block {
  id: string;
  title: { zh_CN: string };
  kind: 'picker' | 'form' | 'detail' | 'page';
  schema: string;
}
const read = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as Record<string, unknown>;
const BLOCKS = (read('schemas/meta/gallery.json') as { blocks: Block[] }).blocks;
const DIRS = { picker: 'pickers', form: 'forms', detail: 'details', page: 'pages' } as const;
const PATHS = new Map(
  readdirSync(join(ROOT, 'schemas/calls')).flatMap((f) =>
    Object.entries((read(`schemas/calls/${f}`) as { calls: Record<string, { path: string }> }).calls).map(
      ([id, c]) => [id, c.path] as const,
    ),
  ),
);
/** The gateway path (up to its first placeholder) of the call a picker, page or detail block makes first. */
const pathOf = (b: Block): string => {
  const call = (read(`schemas/${DIRS[b.kind]}/${b.schema}.json`) as { call: string }).call;
  return PATHS.get(call)!.split('{')[0];
};
const BLOCKS_CALL = '/gallery/blocks/V1.0';

const flows = flowsSuite();

/** Every error the portal can show: a screen that failed, the catalogue's error dialog, an error toast or alert. */
const errors = (page: Page): Locator =>
  page.locator(
    '.rt-screen-failure, .ant-modal-confirm-error, .ant-message-notice-error, .ant-message-error, [data-testid=gallery] .ant-alert-error',
  );

async function openGallery(page: Page) {
  const menu = page.getByTestId('side-menu');
  await openSubmenu(menu.locator('.ant-menu-submenu-title', { hasText: '系统管理' }));
  const item = menu.getByText('组件库', { exact: true });
  // a click while the submenu is still opening can miss: click again until the route has changed
  let answer: Awaited<ReturnType<typeof answerOf>> | undefined;
  await expect
    .poll(
      async () => {
        if (hashPath(page) !== '/gallery') answer = await answerOf(page, BLOCKS_CALL, () => item.click());
        return hashPath(page);
      },
      { timeout: 30000, interval: 1500 },
    )
    .toBe('/gallery');
  const gallery = view(page, '/gallery').getByTestId('gallery');
  await gallery.waitFor();
  return { gallery, answer: answer! };
}

/** Opens the block's tab and waits until it shows what its kind renders, answered by the gateway (a picker's
 * dialog is opened, its answer and table seen, and closed). */
async function openBlock(page: Page, gallery: Locator, block: Block): Promise<Locator> {
  const tab = gallery.getByTestId(`gallery-tab-${block.id}`);
  const pane = gallery.getByTestId(`gallery-block-${block.id}`);
  const live = pane.getByTestId('gallery-live');
  if (block.kind === 'form') {
    await tab.click();
    await live.locator('.rt-form-page .ant-form-item').first().waitFor({ timeout: 30000 });
    return pane;
  }
  if (block.kind === 'picker') {
    // a picker asks the gateway on opening unless its filters must be filled first (device by VIN): every
    // answer it got while open must be a success
    await tab.click();
    const statuses: number[] = [];
    const seen = (r: Response) => {
      if (r.url().includes(`/npsbackend-gateway${pathOf(block)}`)) statuses.push(r.status());
    };
    page.on('response', seen);
    await live.getByTestId('gallery-open-picker').click();
    const box = page.locator('.ant-modal-wrap:visible .ant-modal').last();
    await box.locator('.ant-table-row, .ant-table-placeholder').first().waitFor({ timeout: 30000 });
    await expect.poll(() => box.locator('.ant-spin-spinning').count(), { timeout: 30000 }).toBe(0);
    page.off('response', seen);
    expect(
      statuses.filter((s) => s !== 200),
      block.id,
    ).toEqual([]);
    await button(box, '取消').click();
    await box.waitFor({ state: 'hidden' });
    return pane;
  }
  const answer = await answerOf(page, pathOf(block), () => tab.click());
  expect(answer.status, `${block.id}: ${JSON.stringify(answer.json)}`).toBe(200);
  if (block.kind === 'page') await rows(live).first().waitFor({ timeout: 30000 });
  else await live.locator('.ant-descriptions-item-content').first().waitFor({ timeout: 30000 });
  return pane;
}

describe('the gallery', () => {
  it('it_manager opens it: every block renders live without an error, its schema beside it, copyable', async () => {
    const page = await flows.browser.newPage();
    await flows.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: flows.gw.url });
    await signIn(page, flows.gw.url, 'admin');
    const { gallery, answer } = await openGallery(page);
    expect(answer.status).toBe(200);
    expect((answer.json!.data as Block[]).map((b) => b.id)).toEqual(BLOCKS.map((b) => b.id));
    expect(BLOCKS.length).toBeGreaterThan(10);
    for (const block of BLOCKS) {
      const pane = await openBlock(page, gallery, block).catch(async (e: unknown) => {
        await shot(page, `gallery-failed-${block.id}`);
        throw new Error(`block ${block.id}: ${e instanceof Error ? e.message : String(e)}`);
      });
      const source = await pane.getByTestId('gallery-source-text').innerText();
      const doc = JSON.parse(source) as { kind: string; id: string };
      expect([doc.kind, doc.id], block.id).toEqual([block.kind, block.schema]);
      expect(await errors(page).count(), `errors on block ${block.id}: ${await errors(page).allInnerTexts()}`).toBe(0);
      if (block.id === 'transferParts' || block.id === 'supplierPartsFiles') await shot(page, `gallery-${block.id}`);
    }
    // the copy button puts the shown source on the clipboard, unchanged
    const last = BLOCKS[BLOCKS.length - 1];
    const pane = gallery.getByTestId(`gallery-block-${last.id}`);
    await pane.getByTestId('gallery-copy').click();
    await page.locator('.ant-message-notice').filter({ hasText: '已复制' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await pane.getByTestId('gallery-source-text').innerText(),
    );
    // the source is read-only text, not an editor
    expect(await pane.locator('textarea, [contenteditable=true], input').count()).toBe(0);
  });

  it("the dropdowns submit for real and the transfer block asks for its sales order: the spec's messages on an empty confirm, then the chosen values in the body", async () => {
    const page = await flows.browser.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gallery/') && r.method() === 'POST') sent.push(r.url());
    });
    await signIn(page, flows.gw.url, 'admin');
    const { gallery } = await openGallery(page);

    // config / flag-rule dropdowns: 请选择配置项 without a config item; then the choice goes to gallery.configChoice
    const dropdowns = (
      await openBlock(
        page,
        gallery,
        BLOCKS.find((b) => b.id === 'optionDropdowns')!,
      )
    ).getByTestId('gallery-live');
    await button(dropdowns, '确定').click();
    await dropdowns.locator('.ant-form-item-explain-error', { hasText: '请选择配置项' }).waitFor();
    expect(sent).toEqual([]);
    await dropdowns.getByRole('combobox', { name: '配置项' }).click({ force: true });
    const option = page
      .locator('.ant-select-dropdown .ant-select-item-option[title="B类价格"]')
      .locator('visible=true');
    await option.waitFor();
    await option.click();
    const config = await answerOf(page, '/gallery/configChoice/V1.0', () => button(dropdowns, '确定').click(), 'POST');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ configCode: 'price', flagType: 'PARTS' });
    expect(typeof config.body!.configValue).toBe('string');
    expect(config.json!.data).toMatchObject({
      configCode: 'price',
      configValue: config.body!.configValue,
      configName: 'B类价格',
    });
    await page.locator('.ant-message-notice').filter({ hasText: '提交成功' }).first().waitFor();

    // transfer parts: 请选择配件 without a part; with one, 确定 needs a sales order (请先选择销售订单)
    sent.length = 0;
    const transfer = (
      await openBlock(
        page,
        gallery,
        BLOCKS.find((b) => b.id === 'transferParts')!,
      )
    ).getByTestId('gallery-live');
    const lists = transfer.locator('.ant-transfer-list');
    await lists.nth(0).locator('.ant-transfer-list-content-item').nth(1).waitFor();
    await button(transfer, '确定').click();
    await transfer.locator('.ant-form-item-explain-error', { hasText: '请选择配件' }).waitFor();
    expect(sent).toEqual([]);
    const name = (await lists.nth(0).locator('.ant-transfer-list-content-item').nth(1).innerText()).trim();
    await lists.nth(0).locator('.ant-transfer-list-content-item').nth(1).click();
    await transfer.locator('.ant-transfer-operation button').first().click();
    await expect.poll(() => lists.nth(1).locator('.ant-transfer-list-content-item').allInnerTexts()).toEqual([name]);
    // the block adds parts to a sales order (its detail's 选择配件, flows-sales): here there is none, nothing is sent
    await button(transfer, '确定').click();
    await page.locator('.ant-message-notice').filter({ hasText: '请先选择销售订单' }).first().waitFor();
    expect(sent).toEqual([]);
    await shot(page, 'gallery-transfer-submitted');
    expect(await errors(page).count()).toBe(0);
  });

  it('the branch-first block: 请先选择分公司 on the provider and large-customer fields, the provider picker 100 ms after the branch, both asked in that branch and submitted', async () => {
    const page = await flows.browser.newPage();
    let customerCalls = 0;
    page.on('request', (r) => (customerCalls += r.url().includes('/largeCustomer/search/V1.0') ? 1 : 0));
    await signIn(page, flows.gw.url, 'admin');
    const { gallery } = await openGallery(page);
    const form = (
      await openBlock(
        page,
        gallery,
        BLOCKS.find((b) => b.id === 'branchFirst')!,
      )
    ).getByTestId('gallery-live');
    const modal = (title: string) => page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: title });

    // the large customer before a branch: the spec's message, no search made, no dialog
    await form.getByRole('button', { name: 'search' }).nth(1).click();
    await page.locator('.ant-message-notice').filter({ hasText: '请先选择分公司' }).first().waitFor();
    expect(customerCalls).toBe(0);
    expect(await modal('选择大客户').count()).toBe(0);

    // a branch chosen: the provider picker opens by itself, asked with that branch
    const asked = await answerOf(
      page,
      '/facilitator',
      async () => {
        await form.getByRole('combobox', { name: '分公司' }).click({ force: true });
        const option = page
          .locator('.ant-select-dropdown .ant-select-item-option[title="华北分公司"]')
          .locator('visible=true');
        await option.waitFor();
        await option.click();
      },
      'POST',
    );
    expect(asked.body).toMatchObject({ branchId: 'B01' });
    const providers = (asked.json!.data as { list: { id: string; name: string }[] }).list;
    const providerBox = modal('选择服务商');
    await rows(providerBox).filter({ hasText: providers[0].name }).first().click();
    await button(providerBox, '确定').click();
    await providerBox.waitFor({ state: 'hidden' });

    // the large customer now opens, asked in the chosen branch; every row it shows is of that branch
    const customers = await answerOf(
      page,
      '/largeCustomer/search/V1.0',
      () => form.getByRole('button', { name: 'search' }).nth(1).click(),
      'POST',
    );
    expect(customers.body).toMatchObject({ branchId: 'B01' });
    const list = (customers.json!.data as { list: { id: string; name: string; branchId: string }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.branchId === 'B01')).toBe(true);
    const customerBox = modal('选择大客户');
    await rows(customerBox).filter({ hasText: list[0].name }).first().click();
    await button(customerBox, '确定').click();
    await customerBox.waitFor({ state: 'hidden' });
    await shot(page, 'gallery-branch-first');

    // the block names a sales order's large customer (its detail's 大客户, flows-sales): here there is no order
    let saves = 0;
    page.on('request', (r) => (saves += r.url().includes('/saleOrder/largeCustomer/V1.0') ? 1 : 0));
    await button(form, '确定').click();
    await page.locator('.ant-message-notice').filter({ hasText: '请先选择销售订单' }).first().waitFor();
    expect(saves).toBe(0);
    expect(await errors(page).count()).toBe(0);
  });

  it('a provider neither sees the menu entry nor gets the route or the gallery call from the gateway', async () => {
    const page = await flows.browser.newPage();
    const menuAnswer = page.waitForResponse((r) => r.url().includes('/getSystemPermissionByToken'));
    await signIn(page, flows.gw.url, 'sp01');
    const menu = JSON.stringify(await (await menuAnswer).json());
    expect(menu).toContain('/supplierParts');
    expect(menu).not.toContain('/gallery');
    expect(await page.getByTestId('side-menu').getByText('组件库', { exact: true }).count()).toBe(0);
    // the address typed by hand: the route guard has no such route (404), no gallery renders, the list is never asked for
    let asked = false;
    page.on('request', (r) => (asked ||= r.url().includes(BLOCKS_CALL)));
    await page.goto(`${flows.gw.url}/#/gallery`);
    await waitPath(page, '/404');
    expect(await page.getByTestId('gallery').count()).toBe(0);
    expect(asked).toBe(false);
    // and the call sent by hand with the provider's session is refused
    const refused = await page.evaluate(async (path) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch(`/npsbackend-gateway${path}?timestamp=${Date.now()}&sign=nsp-sign`, {
        headers: { authorization: token.replace(/^"|"$/g, '') },
      });
      return { status: res.status, json: (await res.json()) as { message?: string } };
    }, BLOCKS_CALL);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('无权限访问');
    await shot(page, 'gallery-provider');
  });
});
