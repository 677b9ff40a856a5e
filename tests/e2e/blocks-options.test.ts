// Options from a call (001 §2.4, §5) against the real gateway: the config dropdown (GET /page/{code},
// code price / star / outLevel bound to the form) and the flag-rule dropdown (POST /flagType/getFlagRule/V1.0
// with the session's company and the form's type), in the block schemas/forms/optionDropdowns.json rendered by
// the configurators' playground as it_manager (admin). The options shown are the gateway's answer, a change of a
// bound field asks again with the new value, and an answer seen before comes from the session cache.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, signIn } from './harness';
import { answerOf, choosePlaygroundSource, flowsSuite, openPlayground } from './flows';

const FLAGS = '/flagType/getFlagRule/V1.0';

/** The option texts of the open dropdown. */
const shownOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').allInnerTexts();

async function choose(page: Page, select: Locator, text: string) {
  await select.click({ force: true }); // the chosen value's text covers the input
  const option = page.locator(`.ant-select-dropdown .ant-select-item-option[title="${text}"]`).locator('visible=true');
  await option.waitFor();
  await option.click();
}

describe('options from a call (playground, admin)', () => {
  const flows = flowsSuite();

  it("config and flag-rule dropdowns show the gateway's options, asked with the bound values", async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.includes('/page/') || path.endsWith(FLAGS))
        asked.push(
          `${r.method()} ${path.slice(path.indexOf(path.includes('/page/') ? '/page/' : '/flagType'))} ${r.postData() ?? ''}`.trim(),
        );
    });
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);

    // opening the block loads both lists with the defaults: code price, type PARTS and the session's company
    const [config, flags] = await Promise.all([
      answerOf(page, '/page/price', async () => undefined, 'GET'),
      answerOf(page, FLAGS, async () => undefined, 'POST'),
      (async () => {
        await choosePlaygroundSource(page, pg, 'optionDropdowns');
      })(),
    ]);
    expect(config.status).toBe(200);
    expect(flags.status).toBe(200);
    expect(flags.body?.type).toBe('PARTS');
    const configRows = config.json!.data as { code: string; name: string }[];
    const flagRows = flags.json!.data as { code: string }[];
    expect(configRows.map((r) => r.name)).toEqual(['A类价格', 'B类价格', 'C类价格', 'D类价格']);
    expect(flagRows.length).toBeGreaterThan(0);
    expect(flagRows.every((r) => r.code.startsWith('PARTS_'))).toBe(true);

    const configValue = preview.getByRole('combobox', { name: '配置项' });
    const flagCode = preview.getByRole('combobox', { name: '标识规则' });
    await configValue.click();
    await expect.poll(() => shownOptions(page)).toEqual(configRows.map((r) => r.name));
    await shot(page, 'blocks-options-config');
    await page.keyboard.press('Escape');

    await flagCode.click();
    await expect.poll(() => shownOptions(page)).toEqual(flagRows.map((r) => r.code));
    await page.keyboard.press('Escape');

    // a bound field changes: the list is asked again with the new value
    const star = await answerOf(
      page,
      '/page/star',
      () => choose(page, preview.getByRole('combobox', { name: '配置类型' }), '星级'),
      'GET',
    );
    expect((star.json!.data as { name: string }[]).map((r) => r.name)).toEqual(['1星', '2星', '3星', '4星', '5星']);
    await configValue.click();
    await expect.poll(() => shownOptions(page)).toEqual(['1星', '2星', '3星', '4星', '5星']);
    await page.keyboard.press('Escape');

    const claim = await answerOf(
      page,
      FLAGS,
      () => choose(page, preview.getByRole('combobox', { name: '标识类型' }), '索赔'),
      'POST',
    );
    expect(claim.body?.type).toBe('CLAIM');
    expect(claim.body?.company).toBe(flags.body?.company);
    const claimCodes = (claim.json!.data as { code: string }[]).map((r) => r.code);
    expect(claimCodes.every((c) => c.startsWith('CLAIM_'))).toBe(true);
    await flagCode.click();
    await expect.poll(() => shownOptions(page)).toEqual(claimCodes);
    await page.keyboard.press('Escape');

    // back to price: cached for the session, not asked again
    const before = asked.filter((a) => a.startsWith('GET /page/price')).length;
    await choose(page, preview.getByRole('combobox', { name: '配置类型' }), '价格');
    await configValue.click();
    await expect.poll(() => shownOptions(page)).toEqual(configRows.map((r) => r.name));
    expect(asked.filter((a) => a.startsWith('GET /page/price')).length).toBe(before);
    await shot(page, 'blocks-options-flags');
    expect(errors).toEqual([]);
  });

  it('transfer parts dialog: the parts of the gateway on the left, 请选择配件 on an empty confirm, moved parts on the right', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    const parts = await answerOf(
      page,
      '/parts/search/V1.0',
      async () => {
        await choosePlaygroundSource(page, pg, 'transferParts');
      },
      'POST',
    );
    expect(parts.body).toMatchObject({ size: 20, current: 1 });
    const names = (parts.json!.data as { list: { name: string }[] }).list.map((r) => r.name);
    expect(names.length).toBeGreaterThan(1);
    const lists = preview.locator('.ant-transfer-list');
    const items = (i: number) => lists.nth(i).locator('.ant-transfer-list-content-item').allInnerTexts();
    await expect.poll(() => items(0)).toEqual(names);
    expect(await lists.nth(0).locator('.ant-transfer-list-header').innerText()).toContain('可选配件');

    await preview.getByRole('button', { name: /确\s*定/ }).click();
    await preview.getByText('请选择配件').waitFor();

    await lists.nth(0).locator('.ant-transfer-list-content-item', { hasText: names[1] }).click();
    await preview.locator('.ant-transfer-operation button').first().click();
    await expect.poll(() => items(1)).toEqual([names[1]]);
    await expect.poll(() => preview.getByText('请选择配件').count()).toBe(0);
    await shot(page, 'blocks-options-transfer');
    expect(errors).toEqual([]);
  });
});
