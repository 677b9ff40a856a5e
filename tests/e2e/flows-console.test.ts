// The console's 用户管理 (/system/user) as admin (it_manager) through the real gateway: 新增 with the
// duplicate check on blur (该值不可用，系统中已存在！), the password rules and 两次输入的密码不一致, the list refreshed
// with the new user; 编辑 filled from the row; 修改密码 (the new password signs in); 冻结/解冻 of many checked
// rows with the confirmation (nothing checked: 请选择用户, no call) and of one row. A provider (sp01, no console)
// has no 系统管理 menu nor the screen (the gateway's refusals: tests/gateway/console.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, signIn, type Browser, type Gateway } from './harness';
import {
  answerOf as gatewayAnswer,
  button,
  columnTexts,
  confirmBox,
  dialog,
  row,
  rowActions,
  rows,
  settled,
  toast,
  view,
  signedInSuite,
} from './flows';

// one gateway, browser and admin tab for the suite (flows.ts signedInSuite)
const suite = signedInSuite('admin');
let gw: Gateway;
let browser: Browser;
let page: Page;
beforeAll(() => void ({ gw, browser, page } = suite));

const LIST = '/sys/user/list';
const users = () => view(page, '/system/user');
const NEW_PASSWORD = 'Console2026x';

/** Runs `act` and resolves with the console host's answer (prefix /console) to the call whose path contains `path`. */
async function answerOf(p: Page, path: string, act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    p.waitForResponse((r) => r.url().includes(`/console${path}`) || r.url().includes(`${path}?`), { timeout: 30000 }),
    act(),
  ]);
  const raw = res.request().postData();
  const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  const json = (await res.json().catch(() => undefined)) as { success?: boolean; message?: string } | undefined;
  return { url: new URL(res.url()), status: res.status(), body, json };
}

/** A tool-bar button (the rows' own 冻结/解冻 links come after it). */
const tool = (label: string) =>
  users()
    .locator('button:not(.ant-btn-link)')
    .filter({ hasText: new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`) });

async function search(username: string) {
  await users().getByLabel('登录账号').fill(username);
  return answerOf(page, LIST, () => button(users(), '查询').click());
}

describe('用户管理 as admin', () => {
  it('新增: the duplicate check on blur, the password rules, then the new user is listed', async () => {
    const first = await answerOf(page, LIST, () => page.goto(`${gw.url}/#/system/user`));
    // console calls carry system and provider in the query (000 §7)
    expect(first.url.searchParams.get('system')).toBe('sp');
    expect(first.url.searchParams.get('provider')).toBe('sp');
    await tool('新增').click();
    const d = dialog(page, '新增用户');
    await settled(d);
    const dup = await answerOf(page, '/sys/duplicate/check', async () => {
      await d.getByLabel('登录账号').fill('admin');
      await d.getByLabel('用户姓名').click(); // blur
    });
    expect(dup.url.searchParams.get('fieldVal')).toBe('admin');
    expect(dup.url.searchParams.get('tableName')).toBe('sys_user');
    await d.getByText('该值不可用，系统中已存在！').waitFor();
    await shot(page, 'flows-console-user-duplicate');
    await d.getByLabel('登录账号').fill('e2e_console1');
    await d.getByLabel('用户姓名').fill('控制台用户');
    await expect.poll(() => d.getByText('该值不可用，系统中已存在！').count()).toBe(0);
    await d.getByLabel('登录密码').fill('short1');
    await d.getByLabel('确认密码').fill('different1');
    // nothing is sent while the form is wrong
    let added = 0;
    page.on('request', (r) => {
      if (r.url().includes('/sys/user/add')) added++;
    });
    await button(d, '确定').click();
    await d.getByText('长度不能小于8或大于64').waitFor();
    await d.getByText('两次输入的密码不一致').waitFor();
    expect(added).toBe(0);
    await d.getByLabel('登录密码').fill(NEW_PASSWORD.replace('x', 'a'));
    await d.getByLabel('确认密码').fill(NEW_PASSWORD.replace('x', 'a'));
    // the roles come from role.list; the chosen one shows as a tag (a click during the drop-down's opening
    // animation can be lost: chosen again until the tag shows)
    await d.getByLabel('角色').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^管理者$/ });
    const tag = d.locator('.ant-select-selection-item').filter({ hasText: '管理者' });
    await expect
      .poll(
        async () => {
          if (!(await tag.count())) await option.click({ timeout: 2000 }).catch(() => undefined);
          return tag.count();
        },
        { timeout: 15000 },
      )
      .toBe(1);
    await page.keyboard.press('Escape');
    await d.getByLabel('手机号').fill('13912345678');
    const [add, list] = await Promise.all([
      answerOf(page, '/sys/user/add', () => button(d, '确定').click()),
      answerOf(page, LIST, async () => undefined),
    ]);
    expect(add.status).toBe(200);
    expect(add.url.searchParams.get('system')).toBe('sp');
    expect(add.body).toMatchObject({ username: 'e2e_console1', realname: '控制台用户', phone: '13912345678' });
    expect((add.body?.roleIds as string[]).length).toBe(1);
    expect(list.status).toBe(200);
    await toast(page, '新增成功').waitFor();
    await expect.poll(() => d.count()).toBe(0);
    await search('e2e_console1');
    await row(users(), 'e2e_console1').waitFor();
    expect(await columnTexts(users(), '用户姓名')).toEqual(['控制台用户']);
    expect(await columnTexts(users(), '状态')).toEqual(['正常']);
  });

  it('编辑: the form is filled from the row; the list shows the new name', async () => {
    await row(users(), 'e2e_console1')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const d = dialog(page, '编辑用户');
    await settled(d);
    expect(await d.getByLabel('手机号').inputValue()).toBe('13912345678');
    await d.getByLabel('用户姓名').fill('');
    await button(d, '确定').click();
    await d.getByText('用户姓名不能为空').waitFor();
    await d.getByLabel('用户姓名').fill('控制台用户改');
    const [edit] = await Promise.all([
      answerOf(page, '/sys/user/edit', () => button(d, '确定').click()),
      answerOf(page, LIST, async () => undefined),
    ]);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ realname: '控制台用户改', version: 1 });
    await toast(page, '修改成功').waitFor();
    await expect.poll(() => columnTexts(users(), '用户姓名')).toEqual(['控制台用户改']);
  });

  it('修改密码: the rules, then the user signs in with the new password', async () => {
    await row(users(), 'e2e_console1')
      .getByRole('button', { name: /修改密码/ })
      .click();
    const d = dialog(page, '修改密码');
    await settled(d);
    await d.getByLabel('新密码').fill(NEW_PASSWORD);
    await d.getByLabel('确认密码').fill(NEW_PASSWORD + '1');
    await button(d, '确定').click();
    await d.getByText('两次输入的密码不一致').waitFor();
    await d.getByLabel('确认密码').fill(NEW_PASSWORD);
    const r = await answerOf(page, '/sys/user/changePassword', () => button(d, '确定').click());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ username: 'e2e_console1', password: NEW_PASSWORD });
    await toast(page, '密码修改成功').waitFor();
    // a fresh tab (the harness closes the others and clears the cookies): the user signs in with the new password
    const other = await browser.newPage();
    await signIn(other, gw.url, 'e2e_console1', NEW_PASSWORD);
    page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, gw.url, 'admin');
    await answerOf(page, LIST, () => page.goto(`${gw.url}/#/system/user`));
  });

  it('冻结 and 解冻 many checked users, with the confirmation; nothing checked sends nothing', async () => {
    await search('e2e_console');
    // a second user to act on two rows
    await tool('新增').click();
    const d = dialog(page, '新增用户');
    await settled(d);
    await d.getByLabel('登录账号').fill('e2e_console2');
    await d.getByLabel('用户姓名').fill('控制台用户二');
    await d.getByLabel('登录密码').fill(NEW_PASSWORD);
    await d.getByLabel('确认密码').fill(NEW_PASSWORD);
    await Promise.all([
      answerOf(page, '/sys/user/add', () => button(d, '确定').click()),
      answerOf(page, LIST, async () => undefined),
    ]);
    await expect.poll(() => columnTexts(users(), '登录账号')).toEqual(['e2e_console1', 'e2e_console2']);

    let frozen = 0;
    page.on('request', (r) => {
      if (r.url().includes('/sys/user/frozenBatch')) frozen++;
    });
    await tool('解冻').click();
    const none = confirmBox(page, '确认解冻选中的用户么？');
    await settled(none);
    await button(none, '确定').click();
    await toast(page, '请选择用户').waitFor();
    expect(frozen).toBe(0);

    for (const name of ['e2e_console1', 'e2e_console2'])
      await row(users(), name).locator('input[type="checkbox"]').check();
    await tool('冻结').click();
    const box = confirmBox(page, '确认冻结选中的用户么？');
    await settled(box);
    await shot(page, 'flows-console-user-freeze');
    const [fz] = await Promise.all([
      answerOf(page, '/sys/user/frozenBatch', () => button(box, '确定').click()),
      answerOf(page, LIST, async () => undefined),
    ]);
    expect(fz.body?.status).toBe(2);
    expect((fz.body?.ids as string[]).length).toBe(2);
    await toast(page, '冻结成功').first().waitFor();
    await expect.poll(() => columnTexts(users(), '状态')).toEqual(['冻结', '冻结']);
    // a frozen user cannot sign in
    expect(await rowActions(row(users(), 'e2e_console1'))).toContain('解冻');

    // one row: 解冻 from its own action
    await row(users(), 'e2e_console2')
      .getByRole('button', { name: /解\s*冻/ })
      .click();
    const one = confirmBox(page, '确认解冻该用户么？');
    await settled(one);
    const [uf] = await Promise.all([
      answerOf(page, '/sys/user/frozenBatch', () => button(one, '确定').click()),
      answerOf(page, LIST, async () => undefined),
    ]);
    expect(uf.body).toMatchObject({ status: 1 });
    expect((uf.body?.ids as string[]).length).toBe(1);
    await expect.poll(() => columnTexts(users(), '状态')).toEqual(['冻结', '正常']);
    await shot(page, 'flows-console-users');
  });
});

describe('分公司权限 as admin', () => {
  const SEARCH = '/branchAuthority/searchUser/V1.0';
  const branches = () => view(page, '/admin/branchAuthority');
  /** Chooses an option of an antd Select (a click during the drop-down's opening animation can be lost: again until shown). */
  async function choose(scope: ReturnType<typeof view>, label: string, option: string) {
    const select = scope.getByLabel(label);
    const chosen = scope.locator('.ant-select-selection-item').filter({ hasText: option });
    await expect
      .poll(
        async () => {
          if (await chosen.count()) return 1;
          await select.click({ force: true }).catch(() => undefined);
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ hasText: new RegExp(`^${option}$`) })
            .click({ timeout: 2000 })
            .catch(() => undefined);
          return chosen.count();
        },
        { timeout: 15000 },
      )
      .toBe(1);
  }

  it('opens on the default branch (B01) at once; searches the chosen branch; 新增 binds a user (required fields first), the list shows it bound; 解绑 with the confirmation', async () => {
    const first = await gatewayAnswer(page, SEARCH, () => page.goto(`${gw.url}/#/admin/branchAuthority`));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ branchId: 'B01' });
    await expect.poll(() => rows(branches()).count()).toBeGreaterThan(0);
    expect(new Set(await columnTexts(branches(), '分公司'))).toEqual(new Set(['华北分公司']));
    await branches().getByLabel('登录账号').fill('service_business01');
    const b01 = await gatewayAnswer(page, SEARCH, () => button(branches(), '查询').click());
    expect(b01.body).toMatchObject({ branchId: 'B01', userName: 'service_business01' });
    await expect
      .poll(async () =>
        (await row(branches(), 'service_business01').locator('td').allInnerTexts()).map((t) => t.trim()),
      )
      .toEqual(expect.arrayContaining(['service_business01', '华北分公司', '是', '解绑']));

    // another branch: service_business01 is not bound to 华东分公司
    await choose(branches(), '分公司', '华东分公司');
    const b03 = await gatewayAnswer(page, SEARCH, () => button(branches(), '查询').click());
    expect(b03.body).toMatchObject({ branchId: 'B03', userName: 'service_business01' });
    await expect.poll(() => columnTexts(branches(), '分公司')).toEqual(['华东分公司']);
    expect(await columnTexts(branches(), '已绑定')).toEqual(['否']);

    // 新增: nothing chosen is refused on the screen, nothing is sent
    let bound = 0;
    page.on('request', (r) => {
      if (r.url().includes('/branchAuthority/bind/')) bound++;
    });
    await button(branches(), '新增').click();
    const d = dialog(page, '绑定分公司用户');
    await settled(d);
    await button(d, '确定').click();
    await d.getByText('请选择分公司').waitFor();
    await d.getByText('请选择用户').waitFor();
    expect(bound).toBe(0);
    await choose(d, '分公司', '华东分公司');
    const pickerFirst = answerOf(page, LIST, () => d.getByLabel('用户').click());
    const picker = dialog(page, '选择用户');
    await picker.waitFor();
    await pickerFirst;
    await picker.getByLabel('账号').fill('service_business01');
    await answerOf(page, LIST, () => button(picker, '查询').click());
    await expect.poll(() => rows(picker).count()).toBe(1);
    await rows(picker).first().click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'detached' });
    await shot(page, 'flows-console-branch-bind');
    const [bind] = await Promise.all([
      gatewayAnswer(page, '/branchAuthority/bind/V1.0', () => button(d, '确定').click()),
      gatewayAnswer(page, SEARCH, async () => undefined),
    ]);
    expect(bind.status).toBe(200);
    expect(bind.body).toMatchObject({ branchId: 'B03' });
    expect((bind.body?.userIds as string[]).length).toBe(1);
    await toast(page, '绑定成功').first().waitFor();
    await expect.poll(() => columnTexts(branches(), '已绑定')).toEqual(['是']);
    await shot(page, 'flows-console-branch-authority');

    // 解绑 with the confirmation
    await row(branches(), 'service_business01')
      .getByRole('button', { name: /解\s*绑/ })
      .click();
    const box = confirmBox(page, '解绑后该用户将失去此分公司的权限，确认解绑么？');
    await settled(box);
    const [unbind] = await Promise.all([
      gatewayAnswer(page, '/branchAuthority/unbind/V1.0', () => button(box, '确定').click()),
      gatewayAnswer(page, SEARCH, async () => undefined),
    ]);
    expect(unbind.body).toMatchObject({ branchId: 'B03', userIds: bind.body?.userIds });
    await toast(page, '解绑成功').first().waitFor();
    await expect.poll(() => columnTexts(branches(), '已绑定')).toEqual(['否']);
    expect(await rowActions(row(branches(), 'service_business01'))).not.toContain('解绑');
  });

  it('a search without a branch (after 重置) shows 请先选择分公司 and sends nothing', async () => {
    let searched = 0;
    page.on('request', (r) => {
      if (r.url().includes(SEARCH)) searched++;
    });
    await button(branches(), '重置').click();
    await toast(page, '请先选择分公司').first().waitFor();
    await button(branches(), '查询').click();
    await expect.poll(() => toast(page, '请先选择分公司').count()).toBeGreaterThan(0);
    expect(searched).toBe(0);
  });
});

describe('角色管理 as admin', () => {
  const ROLES = '/sys/role/list';
  const roles = () => view(page, '/system/role');
  const roleTool = (label: string) =>
    roles()
      .locator('button:not(.ant-btn-link)')
      .filter({ hasText: new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`) });

  it("用户管理's 角色 column names the roles", async () => {
    // the tab may be open already (the tests above): no list call on arrival then, the search makes one
    await page.goto(`${gw.url}/#/system/user`);
    await users().waitFor();
    await search('admin');
    await expect.poll(() => columnTexts(users(), '角色')).toEqual(['IT管理员']);
  });

  it('新增: the required fields and the code rule first, then the role is listed; 编辑 is filled from the row and saves with its version', async () => {
    await answerOf(page, ROLES, () => page.goto(`${gw.url}/#/system/role`));
    let added = 0;
    page.on('request', (r) => {
      if (r.url().includes('/sys/role/add')) added++;
    });
    await roleTool('新增').click();
    const d = dialog(page, '新增角色');
    await settled(d);
    await button(d, '确定').click();
    await d.getByText('请输入角色编码').waitFor();
    await d.getByText('请输入角色名称').waitFor();
    await d.getByLabel('角色编码').fill('1role');
    await d.getByLabel('角色名称').fill('端到端角色');
    await button(d, '确定').click();
    await d.getByText('角色编码以字母开头，只能包含字母、数字或下划线').waitFor();
    await d.getByLabel('角色编码').fill('r');
    await d.getByText('长度不能小于2或大于64').waitFor();
    expect(added).toBe(0);
    await d.getByLabel('角色编码').fill('e2e_role1');
    await d.getByLabel('描述').fill('端到端测试');
    await shot(page, 'flows-console-role-add');
    const [add] = await Promise.all([
      answerOf(page, '/sys/role/add', () => button(d, '确定').click()),
      answerOf(page, ROLES, async () => undefined),
    ]);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ roleCode: 'e2e_role1', roleName: '端到端角色', description: '端到端测试' });
    await toast(page, '添加成功').first().waitFor();
    await roles().getByLabel('角色编码').fill('e2e_role');
    await answerOf(page, ROLES, () => button(roles(), '查询').click());
    await expect.poll(() => columnTexts(roles(), '角色名称')).toEqual(['端到端角色']);

    await row(roles(), 'e2e_role1')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const e = dialog(page, '编辑角色');
    await settled(e);
    await expect.poll(() => e.getByLabel('角色名称').inputValue()).toBe('端到端角色');
    await e.getByLabel('角色名称').fill('');
    await button(e, '确定').click();
    await e.getByText('请输入角色名称').waitFor();
    await e.getByLabel('角色名称').fill('端到端角色改');
    const [edit] = await Promise.all([
      answerOf(page, '/sys/role/edit', () => button(e, '确定').click()),
      answerOf(page, ROLES, async () => undefined),
    ]);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ roleName: '端到端角色改', version: 1 });
    expect(typeof edit.body?.id).toBe('string');
    await expect.poll(() => columnTexts(roles(), '角色名称')).toEqual(['端到端角色改']);
    await shot(page, 'flows-console-roles');
  });
});

describe('服务商维护 as admin', () => {
  it('branches with their providers under them; 编辑 a provider: filled from the row, a bad phone and an empty name refused, then saved with its version', async () => {
    const providers = () => view(page, '/system/provider');
    const opened = await answerOf(page, '/sys/provider/tree', () => page.goto(`${gw.url}/#/system/provider`));
    const editable = rows(providers()).filter({ has: page.getByRole('button', { name: /编\s*辑/ }) });
    await expect.poll(() => editable.count()).toBeGreaterThan(0);
    // the pager pages the providers (the rows with 编辑): 共 N 条 is their number, a page holds 10 of them
    const total = (opened.json as { totalCount?: number } | undefined)?.totalCount ?? 0;
    expect(opened.url.searchParams.get('pageSize')).toBe('10');
    expect(total).toBeGreaterThan(10);
    await providers().getByText(`共 ${total} 条`).waitFor();
    expect(await editable.count()).toBe(10);
    // status reads as a name on every row: a branch's (enable_status) and a provider's (facilitator_status, YES/NO)
    await expect
      .poll(async () => (await columnTexts(providers(), '状态')).filter((t) => t !== '启用' && t !== '停用'))
      .toEqual([]);
    expect(await columnTexts(providers(), '状态')).toContain('启用');
    const second = await answerOf(page, '/sys/provider/tree', () =>
      providers().locator('.ant-pagination-item-2').click(),
    );
    expect(second.url.searchParams.get('pageNo')).toBe('2');
    await expect.poll(() => editable.count()).toBe(Math.min(10, total - 10));
    expect((await columnTexts(providers(), '状态')).every((t) => t === '启用' || t === '停用')).toBe(true);
    await answerOf(page, '/sys/provider/tree', () => providers().locator('.ant-pagination-item-1').click());
    await expect.poll(() => editable.count()).toBe(10);
    // a branch row has no 编辑
    expect(await rowActions(row(providers(), '华北分公司'))).not.toContain('编辑');
    const first = editable.first();
    const [code, name] = (await first.locator('td').allInnerTexts()).map((t) => t.trim());
    await first.getByRole('button', { name: /编\s*辑/ }).click();
    const d = dialog(page, '编辑服务商');
    await settled(d);
    await expect.poll(() => d.getByLabel('服务商名称').inputValue()).toBe(name);
    expect(
      (await d.getByLabel('服务商编码').count())
        ? await d
            .getByLabel('服务商编码')
            .inputValue()
            .catch(() => code)
        : code,
    ).toBe(code);
    let edited = 0;
    page.on('request', (r) => {
      if (r.url().includes('/sys/provider/edit')) edited++;
    });
    await d.getByLabel('服务商名称').fill('');
    await d.getByLabel('联系电话').fill('abc');
    await button(d, '确定').click();
    await expect
      .poll(() => d.locator('.ant-formily-item-error-help, .ant-form-item-explain-error').count())
      .toBeGreaterThanOrEqual(2);
    expect(edited).toBe(0);
    await shot(page, 'flows-console-provider-edit');
    await d.getByLabel('服务商名称').fill(`${name}改`);
    await d.getByLabel('联系电话').fill('13912345678');
    const [edit] = await Promise.all([
      answerOf(page, '/sys/provider/edit', () => button(d, '确定').click()),
      answerOf(page, '/sys/provider/tree', async () => undefined),
    ]);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ name: `${name}改`, phone: '13912345678', code, version: expect.any(Number) });
    await toast(page, '修改成功').first().waitFor();
    await expect.poll(() => columnTexts(providers(), '名称')).toContain(`${name}改`);
    await shot(page, 'flows-console-providers');
  });
});

describe('用户管理 refused to a provider', () => {
  it('sp01 has no 系统管理 menu (the gateway refusals: tests/gateway/console.test.ts)', async () => {
    const sp = await browser.newPage(); // the last test: the admin tab is closed
    {
      await signIn(sp, gw.url, 'sp01');
      expect(await sp.getByTestId('side-menu').getByText('系统管理').count()).toBe(0);
      // the address typed by hand does not show the screen (the route guard: no such menu entry)
      await sp.goto(`${gw.url}/#/system/user`);
      await expect.poll(() => sp.url()).not.toContain('/system/user');
      expect(await sp.locator('[data-view="/system/user"]').count()).toBe(0);
    }
  });
});
