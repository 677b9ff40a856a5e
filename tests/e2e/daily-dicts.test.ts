// Dictionaries at 1366x768 through the real gateway: admin's 数据字典 edits an item (编辑 filled from the row,
// sends the listed version back; a stale edit shows the conflict message and the list shows the other save), and
// sp01's cold 旧件返还单 detail never shows a state code (SAVED…) before its name, even with a slow dictionary; admin's
// 角色身份 offers and shows the maker identity by its name 厂家, never the code {product} (role_identity dictionary).
// Also sp01's 新增询价单 shows its 询价单号 before the first save (the generator's), and the inquiry is saved with it;
// admin's 用户仓库权限 配置 (000 §7 get/config user warehouse authority) shows, changes and saves a user's warehouses.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  accountTabs,
  answerOf,
  button,
  callAsPage,
  columnTexts,
  dialog,
  errorBox,
  flowsSuite,
  row,
  settled,
  view,
} from './flows';

const flows = flowsSuite();
const as = accountTabs(flows, { viewport: { width: 1366, height: 768 } });

/** A console call with the tab's session (another administrator's save, or a read). */
const consoleCall = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = (sessionStorage.getItem('token') ?? '').replace(/^"|"$/g, '');
      const res = await fetch(`/console${path}${path.includes('?') ? '&' : '?'}system=sp&provider=sp`, {
        method,
        headers: { 'content-type': 'application/json', 'X-Access-Token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        json: (await res.json()) as {
          result?: { records?: { id: string; itemValue: string; itemText: string; version: number }[] };
        },
      };
    },
    { method, path, body },
  );

/** Runs `act` and resolves with the console host's answer to the call whose path contains `path` (body parsed). */
async function consoleAnswer(page: Page, path: string, act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/console${path}`), { timeout: 30000 }),
    act(),
  ]);
  const raw = res.request().postData();
  return { status: res.status(), body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined };
}

describe('dictionaries', () => {
  it("admin: 数据字典 编辑 saves an item with its version; an edit after another administrator's save says so and the list shows that save", async () => {
    const page = await as('admin');
    await consoleAnswer(page, '/sys/dictItem/list', () => page.goto(`${flows.gw.url}/#/system/dict`));
    const dict = view(page, '/system/dict');
    await dict.getByLabel('字典编码').fill('feedback_type');
    await consoleAnswer(page, '/sys/dictItem/list', () => button(dict, '查询').click());
    await expect.poll(() => columnTexts(dict, '字典项名称')).toContain('问题反馈');

    await row(dict, '问题反馈')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const e = dialog(page, '编辑字典项');
    await settled(e);
    await expect.poll(() => e.getByLabel('字典项名称').inputValue()).toBe('问题反馈');
    await e.getByLabel('字典项名称').fill('故障反馈');
    await e.getByLabel('英文名称').fill('Fault');
    await shot(page, 'daily-dicts-edit');
    const [saved] = await Promise.all([
      consoleAnswer(page, '/sys/dictItem/edit', () => button(e, '确定').click()),
      consoleAnswer(page, '/sys/dictItem/list', async () => undefined),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: expect.any(String),
      version: 1,
      itemText: '故障反馈',
      itemTextEn: 'Fault',
      status: 1,
    });
    await expect.poll(() => columnTexts(dict, '字典项名称')).toContain('故障反馈');

    // another administrator saves first: the open form's version is stale
    await row(dict, '故障反馈')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const s = dialog(page, '编辑字典项');
    await settled(s);
    await expect.poll(() => s.getByLabel('字典项名称').inputValue()).toBe('故障反馈');
    const mine = (
      await consoleCall(page, 'GET', '/sys/dictItem/list?dictCode=feedback_type&pageSize=50')
    ).json.result!.records!.find((i) => i.itemText === '故障反馈')!;
    expect(mine.version).toBe(2);
    expect(
      (
        await consoleCall(page, 'PUT', '/sys/dictItem/edit', {
          id: mine.id,
          version: mine.version,
          itemText: '问题与故障',
        })
      ).status,
    ).toBe(200);
    await s.getByLabel('字典项名称').fill('我的名称');
    const stale = await consoleAnswer(page, '/sys/dictItem/edit', () => button(s, '确定').click());
    expect(stale.status).toBe(424);
    const box = errorBox(page).filter({ hasText: '单据已被他人修改' });
    await settled(box);
    await shot(page, 'daily-dicts-conflict');
    await button(box, '确定').click();
    await expect.poll(() => columnTexts(dict, '字典项名称')).toContain('问题与故障');
    expect(await columnTexts(dict, '字典项名称')).not.toContain('我的名称');
  });

  it('admin: 角色身份 新增 offers 厂家 from the role_identity dictionary, saves {product}, and the list and its filter say 厂家', async () => {
    const page = await as('admin');
    await answerOf(page, '/roleIdentity/search/V1.0', () => page.goto(`${flows.gw.url}/#/admin/roleIdentity`));
    const list = view(page, '/admin/roleIdentity');
    await button(list, '新增').click();
    const form = dialog(page, '新增角色身份');
    await settled(form);
    await form.getByLabel('角色').click();
    const roles = dialog(page, '选择角色');
    await settled(roles);
    await roles.getByLabel('角色编码').fill('financial');
    await consoleAnswer(page, '/sys/role/list', () => button(roles, '查询').click());
    await row(roles, 'financial').click();
    await button(roles, '确定').click();
    await roles.waitFor({ state: 'detached' });
    await form.getByLabel('身份').click({ force: true });
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect.poll(() => options.allInnerTexts()).toEqual(['服务商', '拖拉机品牌服务商', '厂家']);
    await options.filter({ hasText: /^厂家$/ }).click();
    const added = await answerOf(page, '/roleIdentity/new/V1.0', () => button(form, '确定').click());
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ roleCode: 'financial', identity: '{product}' });
    await expect.poll(() => row(list, 'financial').innerText()).toContain('厂家');
    expect(await list.innerText()).not.toContain('{product}');

    await list.getByLabel('身份').click({ force: true });
    await options.filter({ hasText: /^厂家$/ }).click();
    const searched = await answerOf(page, '/roleIdentity/search/V1.0', () => button(list, '查询').click());
    expect(searched.body).toMatchObject({ identity: '{product}' });
    await expect.poll(() => columnTexts(list, '身份')).toEqual(['厂家']);
    await shot(page, 'daily-dicts-role-identity');
  });

  it("admin: 用户仓库权限 配置 shows a user's warehouses, saves 指定仓库 with one more and then 全部仓库; an empty 指定仓库 is refused", async () => {
    const page = await as('admin');
    const center = (
      (await consoleCall(page, 'GET', '/sys/user/list?username=center01&pageSize=5')).json.result!
        .records as unknown as { id: string; username: string }[]
    ).find((u) => u.username === 'center01')!;
    const warehouses = (
      (await callAsPage(page, 'POST', '/warehouse/search/V1.0', { size: 500 })).json.data as {
        list: { id: string; name: string }[];
      }
    ).list;
    const [first, second] = warehouses;
    expect(
      (await callAsPage(page, 'POST', '/userWarehouse/new/V1.0', { userId: center.id, wareHouseId: first.id })).status,
    ).toBe(200);
    await answerOf(page, '/userWarehouse/page_list/V1.0', () => page.goto(`${flows.gw.url}/#/admin/userWarehouse`));
    const list = view(page, '/admin/userWarehouse');
    await list.getByLabel('登录账号').fill('center01');
    await answerOf(page, '/userWarehouse/page_list/V1.0', () => button(list, '查询').click());
    await expect.poll(() => columnTexts(list, '仓库名称')).toEqual([first.name]);
    expect(await columnTexts(list, '全部仓库')).toEqual(['否']);

    const configure = async () => {
      const loaded = await answerOf(page, `/userWarehouse/authority/V1.0/${center.id}`, () =>
        row(list, 'center01')
          .first()
          .getByRole('button', { name: /配\s*置/ })
          .click(),
      );
      expect(loaded.status).toBe(200);
      const form = dialog(page, '配置仓库权限');
      await settled(form);
      return form;
    };
    const granted = (form: ReturnType<typeof dialog>) =>
      form.locator('.ant-transfer-list').nth(1).locator('.ant-transfer-list-content-item-text').allInnerTexts();

    // what is granted shows: the account, 指定仓库 and the warehouse on the right
    let form = await configure();
    await expect.poll(() => form.getByLabel('登录账号').inputValue()).toBe('center01');
    // the read-only account looks read-only (antd's filled box, no border) and the choice says what it means
    expect(await form.getByLabel('登录账号').getAttribute('class')).toContain('ant-input-filled');
    expect(await form.getByLabel('登录账号').getAttribute('readonly')).not.toBeNull();
    await form.getByText('全部仓库：可查看所有仓库及其库存').waitFor();
    expect(await form.getByRole('radio', { name: '指定仓库' }).isChecked()).toBe(true);
    await expect.poll(() => granted(form)).toEqual([first.name]);
    // one more: tick it on the left, move it right
    await form.locator('.ant-transfer-list').first().getByText(second.name, { exact: true }).click();
    await form.locator('.ant-transfer-operation button').first().click();
    await expect.poll(() => granted(form)).toEqual(expect.arrayContaining([first.name, second.name]));
    await shot(page, 'daily-warehouse-authority');
    const saved = await answerOf(page, '/userWarehouse/authority/V1.0', () => button(form, '确定').click(), 'PUT');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ userId: center.id, authority: 'PART' });
    expect((saved.body!.warehouseIds as string[]).slice().sort()).toEqual([first.id, second.id].sort());
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => columnTexts(list, '仓库名称')).toEqual(expect.arrayContaining([first.name, second.name]));

    // 指定仓库 with nothing granted says so and sends nothing
    form = await configure();
    await expect.poll(() => granted(form)).toHaveLength(2);
    await form.locator('.ant-transfer-list').nth(1).locator('.ant-transfer-list-checkbox').first().click();
    await form.locator('.ant-transfer-operation button').nth(1).click();
    await expect.poll(() => granted(form)).toEqual([]);
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/userWarehouse/authority/')) puts++;
    });
    await button(form, '确定').click();
    await form.getByText('请至少选择一个仓库').waitFor();
    expect(puts).toBe(0);

    // 全部仓库: the transfer goes, the save says ALL and the list says 是
    await form.getByRole('radio', { name: '全部仓库' }).check();
    await expect.poll(() => form.locator('.ant-transfer').count()).toBe(0);
    const all = await answerOf(page, '/userWarehouse/authority/V1.0', () => button(form, '确定').click(), 'PUT');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ userId: center.id, authority: 'ALL' });
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => columnTexts(list, '全部仓库')).toEqual(['是', '是']);
  });

  it('sp01: 新增询价单 shows the 询价单号 from the generator before the first save; the saved inquiry has it', async () => {
    const page = await as('sp01');
    await answerOf(page, '/v1/partQuery/get_page_list', () => page.goto(`${flows.gw.url}/#/partQuery`));
    const pq = view(page, '/partQuery');
    const issued = await answerOf(page, '/generator/inquiry/V1.0', () => button(pq, '新增').click());
    const shown = issued.json?.data as string;
    expect(shown).toMatch(/^XJ\d{12}$/);
    const form = dialog(page, '新增询价单');
    await settled(form);
    await expect.poll(() => form.innerText()).toContain(shown);
    await form.getByText('保存时使用此单号').waitFor(); // the read-only number's description shows under it
    await form.getByLabel('配件名称').fill('单号测试件');
    await shot(page, 'daily-dicts-inquiry-number');
    const saved = await answerOf(page, '/v1/partQuery/new', () => button(form, '确定').click());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ inquiryNo: shown, partsName: '单号测试件' });
    expect((saved.json?.data as { inquiryNo: string }).inquiryNo).toBe(shown);
    await expect.poll(() => columnTexts(pq, '询价单号')).toContain(shown);
  });

  it("sp01: a cold 旧件返还单 detail shows the state's name and never its code, even when the dictionary answers late", async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    // every state code the detail shows (its own and its claims'), recorded from the first render
    await page.addInitScript(() => {
      const w = window as unknown as { codes: string[] };
      w.codes = [];
      new MutationObserver(() => {
        for (const el of document.querySelectorAll(
          '[data-view^="/detail/"] .ant-descriptions-item-content, [data-view^="/detail/"] td',
        )) {
          const t = el.textContent?.trim() ?? '';
          if (/^[A-Z][A-Z_]{2,}[A-Z]$/.test(t)) w.codes.push(t); // SAVED, WAITING_BACKHAUL…
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await signIn(page, flows.gw.url, 'sp01');
    const bills = await callAsPage(page, 'POST', '/coreReturnBill/V1.0/page', { size: 5, current: 1 });
    const data = bills.json.data as { list?: { id: string; status: string }[] } | { id: string; status: string }[];
    const bill = (Array.isArray(data) ? data : (data.list ?? []))[0];
    expect(bill, 'a return bill of sp01').toBeTruthy();
    // the dictionary answers 1.5 s after the bill: the code must not show meanwhile
    await page.route(/\/sys_dict\/V1\.0\/core_return_status/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const path = `/detail/coreReturnBill/${bill.id}`;
    await answerOf(page, '/sys_dict/V1.0/core_return_status', () => page.goto(`${flows.gw.url}/#${path}`));
    const status = view(page, path)
      .locator('th.ant-descriptions-item-label', { hasText: /^状态$/ })
      .locator('xpath=following-sibling::td[1]');
    await expect.poll(() => status.innerText()).toMatch(/^已/);
    expect(await page.evaluate(() => (window as unknown as { codes: string[] }).codes)).toEqual([]);
    await shot(page, 'daily-dicts-cold-detail');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });
});
