// 分公司管理 (/system/branch, 000 §6) as admin at 1366x768 through the real gateway: the list shows the
// branches with their English names; 新增 refuses an empty form and a bad code before anything is sent, adds a
// branch with its province from the region call, and the new branch is offered at once by 服务商维护's branch
// dropdown; 编辑 (filled from the row) saves; an edit after another administrator's save is refused with the
// conflict message and the list shows the other save. The gateway's refusals: tests/gateway/console-branches.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, type Gateway } from './harness';
import { button, columnTexts, dialog, errorBox, row, settled, signedInSuite, view } from './flows';

const suite = signedInSuite('admin');
let gw: Gateway;
let page: Page;
beforeAll(async () => {
  ({ gw, page } = suite);
  await page.setViewportSize({ width: 1366, height: 768 });
});

const branches = () => view(page, '/system/branch');

/** Runs `act` and resolves with the console host's answer to the call whose path contains `path`. */
async function consoleAnswer(path: string, act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/console${path}`), { timeout: 30000 }),
    act(),
  ]);
  const raw = res.request().postData();
  return {
    status: res.status(),
    url: new URL(res.url()),
    body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
  };
}
const LIST = '/sys/branch/list';
/** A console write with the tab's session (another administrator's save). */
const consoleWrite = (method: string, path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = (sessionStorage.getItem('token') ?? '').replace(/^"|"$/g, '');
      const res = await fetch(`/console${path}?system=sp&provider=sp`, {
        method,
        headers: { 'content-type': 'application/json', 'X-Access-Token': token },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );

describe('分公司管理 as admin', () => {
  it('lists the branches; 新增 checks the form first, adds one with its province, and 服务商维护 offers it at once', async () => {
    const first = await consoleAnswer(LIST, () => page.goto(`${gw.url}/#/system/branch`));
    expect(first.status).toBe(200);
    await expect.poll(() => columnTexts(branches(), '分公司名称')).toContain('华北分公司');
    expect(await columnTexts(branches(), '英文名称')).toContain('North China Branch');
    expect(await row(branches(), 'F001').innerText()).toMatch(/北京市[\s\S]*启用/);

    await button(branches(), '新增').click();
    const d = dialog(page, '新增分公司');
    await settled(d);
    let sent = 0;
    const count = (r: { url(): string }) => {
      if (r.url().includes('/sys/branch/add')) sent++;
    };
    page.on('request', count);
    await button(d, '确定').click();
    await d.getByText('请输入分公司编码').waitFor();
    await d.getByText('请输入分公司名称').waitFor();
    await d.getByLabel('分公司编码').fill('编码 1');
    await d.getByText('分公司编码只能是 1-20 位字母、数字、下划线或短横线').waitFor();
    await d.getByLabel('分公司名称').fill('测');
    await button(d, '确定').click();
    await d.getByText('长度不能小于2或大于64').waitFor();
    expect(sent).toBe(0);
    page.off('request', count);
    await shot(page, 'flows-branches-add-refused');

    await d.getByLabel('分公司编码').fill('F010');
    await d.getByLabel('分公司名称').fill('京津分公司');
    await d.getByLabel('英文名称').fill('Capital Branch');
    await d.getByLabel('所在省份').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^天津市$/ })
      .click();
    const [add] = await Promise.all([
      consoleAnswer('/sys/branch/add', () => button(d, '确定').click()),
      consoleAnswer(LIST, async () => undefined),
    ]);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({
      code: 'F010',
      name: '京津分公司',
      nameEn: 'Capital Branch',
      provinceCode: '12',
      status: 'ENABLE',
    });
    await expect.poll(() => columnTexts(branches(), '分公司名称')).toContain('京津分公司');
    expect(await row(branches(), 'F010').innerText()).toMatch(/Capital Branch[\s\S]*天津市[\s\S]*启用/);
    await shot(page, 'flows-branches-list');

    // the branch dropdown of 服务商维护 新增 offers it (the options come from /branch/search)
    await consoleAnswer('/sys/provider/tree', () => page.goto(`${gw.url}/#/system/provider`));
    await button(view(page, '/system/provider'), '新增').click();
    const p = dialog(page, '新增服务商');
    await settled(p);
    await p.getByLabel('分公司').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^京津分公司$/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await button(p, '取消').click();
    await expect.poll(() => p.count()).toBe(0);
  });

  it("编辑 is filled from the row and saves; an edit after another administrator's save is refused and the list shows that save", async () => {
    await page.goto(`${gw.url}/#/system/branch`);
    await row(branches(), 'F010').waitFor();
    await row(branches(), 'F010')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const e = dialog(page, '编辑分公司');
    await settled(e);
    await expect.poll(() => e.getByLabel('分公司名称').inputValue()).toBe('京津分公司');
    expect(await e.getByLabel('英文名称').inputValue()).toBe('Capital Branch');
    await e.getByLabel('分公司名称').fill('京津办事处');
    const [edit] = await Promise.all([
      consoleAnswer('/sys/branch/edit', () => button(e, '确定').click()),
      consoleAnswer(LIST, async () => undefined),
    ]);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ id: expect.any(String), version: 1, name: '京津办事处' });
    await expect.poll(() => columnTexts(branches(), '分公司名称')).toContain('京津办事处');

    // another administrator saves first: the open form's version is stale
    await row(branches(), 'F010')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const s = dialog(page, '编辑分公司');
    await settled(s);
    await expect.poll(() => s.getByLabel('分公司名称').inputValue()).toBe('京津办事处');
    const mine = await page.evaluate(async () => {
      const token = (sessionStorage.getItem('token') ?? '').replace(/^"|"$/g, '');
      const res = await fetch('/console/sys/branch/list?system=sp&provider=sp&code=F010', {
        headers: { 'X-Access-Token': token },
      });
      return ((await res.json()) as { result: { records: { id: string; version: number }[] } }).result.records[0];
    });
    expect(
      await consoleWrite('PUT', '/sys/branch/edit', { id: mine.id, version: mine.version, nameEn: 'Capital Office' }),
    ).toBe(200);
    await s.getByLabel('分公司名称').fill('京津分公司');
    const stale = await consoleAnswer('/sys/branch/edit', () => button(s, '确定').click());
    expect(stale.status).toBe(424);
    const box = errorBox(page).filter({ hasText: '单据已被他人修改' });
    await settled(box);
    await shot(page, 'flows-branches-conflict');
    await button(box, '确定').click();
    // the list shows the other administrator's save; nothing of the stale edit was written
    await expect.poll(() => columnTexts(branches(), '英文名称')).toContain('Capital Office');
    expect(await columnTexts(branches(), '分公司名称')).toContain('京津办事处');
  });

  it("用户管理's 状态 filter offers the user_status dictionary from the gateway: an item renamed in 数据字典 shows renamed, and choosing it lists the frozen users; the 状态 column reads the same dictionary (English: Normal)", async () => {
    const items = await page.evaluate(async () => {
      const token = (sessionStorage.getItem('token') ?? '').replace(/^"|"$/g, '');
      const res = await fetch('/console/sys/dictItem/list?system=sp&provider=sp&dictCode=user_status', {
        headers: { 'X-Access-Token': token },
      });
      return ((await res.json()) as { result: { records: { id: string; itemValue: string }[] } }).result.records;
    });
    const frozen = items.find((i) => i.itemValue === '2')!;
    expect(
      await consoleWrite(
        'PUT',
        '/sys/dictItem/edit',
        { id: frozen.id, version: 1, itemText: '已冻结' } /* a seeded item's first version */,
      ),
    ).toBe(200);
    await consoleAnswer('/sys/user/list', () => page.goto(`${gw.url}/#/system/user`));
    const users = view(page, '/system/user');
    await users.getByLabel('状态').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^已冻结$/ })
      .click();
    const listed = await consoleAnswer('/sys/user/list', () => button(users, '查询').click());
    expect(listed.status).toBe(200);
    expect(listed.url.searchParams.get('status')).toBe('2');
    await shot(page, 'flows-users-status-dict');

    // the 状态 column is the same dictionary: in English it reads Normal (it showed the gateway's 正常 before)
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByTestId('tab').first().innerText()).toBe('Home');
    await button(users, 'Reset').click();
    await consoleAnswer('/sys/user/list', () => button(users, 'Search').click());
    await expect.poll(() => columnTexts(users, 'Status')).toContain('Normal');
    expect((await columnTexts(users, 'Status')).filter((t) => /[\u4e00-\u9fff]/.test(t))).toEqual([]);
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByTestId('tab').first().innerText()).toBe('首页');
  });
});
