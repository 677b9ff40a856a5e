// Search history (001 §2.7, §7, §9) through the real gateway: on 索赔单查询 (/claimList, type claim) the VIN filter is
// an input with a history list. A search with a VIN saves it (POST /v1/new/history with type, userId and the trimmed
// value); the next focus reads the list (GET /v1/search/history) and offers it; choosing it fills the filter. Bad
// input: a search with only blanks in the field saves nothing and the list offers nothing new.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { shot, signIn } from './harness';
import { answerOf, button, flowsSuite, openPage, view } from './flows';

const SEARCH = '/claim/search/V1.0';

describe('search history', () => {
  const flows = flowsSuite();

  async function providerPage(): Promise<Page> {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, flows.gw.url, 'sp01');
    return page;
  }

  it('a searched VIN is saved and offered again on the next focus (sp01 on /claimList)', async () => {
    const page = await providerPage();
    await openPage(page, flows.gw.url, '/claimList', SEARCH);
    const v = view(page, '/claimList');
    const vin = v.getByLabel('VIN码');
    const value = `LH${Date.now().toString().slice(-10)}`; // with the blanks around it, within the 17 characters a VIN may have
    await vin.fill(`  ${value} `);
    const saved = await answerOf(page, '/v1/new/history', () => button(v, '查询').click(), 'POST');
    expect(saved.status).toBe(200);
    expect(saved.url.searchParams.get('type')).toBe('claim');
    expect(saved.url.searchParams.get('value')).toBe(value);
    expect(saved.url.searchParams.get('userId')).toBeTruthy();

    await vin.fill('');
    await v.getByText('发动机号').first().click();
    const listed = await answerOf(page, '/v1/search/history', () => vin.click(), 'GET');
    expect(listed.url.searchParams.get('type')).toBe('claim');
    const option = page
      .locator('.ant-select-dropdown .ant-select-item-option')
      .filter({ hasText: value })
      .locator('visible=true');
    await option.waitFor();
    await shot(page, 'history-claims');
    await option.click();
    await expect.poll(() => vin.inputValue()).toBe(value);
  });

  it('bad input: blanks in the VIN are not saved', async () => {
    const page = await providerPage();
    await openPage(page, flows.gw.url, '/claimList', SEARCH);
    const v = view(page, '/claimList');
    const saves: Request[] = [];
    page.on('request', (r) => r.url().includes('/v1/new/history') && saves.push(r));
    await v.getByLabel('VIN码').fill('   ');
    const searched = await answerOf(page, SEARCH, () => button(v, '查询').click());
    expect(searched.status).toBe(200);
    // the search answered; a save would have left with it (fire and forget, sent before the search's answer is read)
    await page.waitForLoadState('networkidle');
    expect(saves).toHaveLength(0);
  });
});
