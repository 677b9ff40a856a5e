// 角色管理's 授权 (dialog 角色授权, form schemas/forms/roleGrant.json with a CheckTree) through the real
// gateway. Happy path as admin: the role's current grants are checked, 横幅管理 is checked too (its buttons follow),
// 确定 saves every checked id (保存成功), and the role's user, signing in, sees 横幅管理 in the side menu. Bad input:
// a granter (a role with 角色管理 and its 授权 button, not it_manager) loses 授权 while the dialog is open; 确定 is
// refused by the gateway (403: 000 §8 "other failures" -> 服务器异常，请联系管理员), the dialog stays open and the
// role's grants are unchanged. The gateway's own refusals: tests/gateway/console-grant.test.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, shot, signIn } from './harness';
import { accountTabs, button, dialog, errorBox, flowsSuite, row, rowActions, settled, toast, view } from './flows';

const flows = flowsSuite();
const as = accountTabs(flows);

/** A console call with the tab's session. */
async function consoleCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (sessionStorage.getItem('token') ?? '').replace(/^"|"$/g, '');
      const res = await fetch(`/console${path}${path.includes('?') ? '&' : '?'}system=sp&provider=sp`, {
        method,
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { message?: string; result?: unknown } };
    },
    { method, path, body },
  );
}

type TreeNode = { id: string; name: string; path?: string | null; children?: TreeNode[] };
const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** A role with one user (password PASSWORD) and the given grants (menu paths and 'path#action' buttons). */
async function roleWithUser(admin: Page, code: string, username: string, grants: string[]) {
  const role = await consoleCall(admin, 'POST', '/sys/role/add', { roleCode: code, roleName: code });
  expect(role.status, JSON.stringify(role.json)).toBe(200);
  const roleId = (role.json.result as { id: string }).id;
  const user = await consoleCall(admin, 'POST', '/sys/user/add', {
    username,
    realname: username,
    password: PASSWORD,
    roleIds: [roleId],
  });
  expect(user.status, JSON.stringify(user.json)).toBe(200);
  await grant(admin, roleId, grants);
  return roleId;
}

/** The ids of menu paths and 'path#action' buttons in the permission tree. */
async function idsOf(admin: Page, grants: string[]): Promise<string[]> {
  const nodes = flat(((await consoleCall(admin, 'GET', '/sys/permission/list')).json.result as TreeNode[]) ?? []);
  const byPath = new Map(nodes.filter((n) => n.path).map((n) => [n.path!, n]));
  return grants.map((g) => {
    const [path, action] = g.split('#');
    const menu = byPath.get(path);
    const hit = action ? menu?.children?.find((c) => (c as { perms?: string }).perms === action) : menu;
    if (!hit) throw new Error(`no ${g} in the permission tree`);
    return hit.id;
  });
}

async function grant(admin: Page, roleId: string, grants: string[]) {
  const saved = await consoleCall(admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: await idsOf(admin, grants),
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

const grantsOf = async (admin: Page, roleId: string) =>
  (
    (await consoleCall(admin, 'GET', `/sys/permission/queryRolePermission?roleId=${encodeURIComponent(roleId)}`)).json
      .result as string[]
  )
    .slice()
    .sort();

/** The checkbox of a node of the dialog's tree, by its title (a `has` locator is relative to the node: from the page). */
const box = (d: ReturnType<typeof dialog>, title: string) =>
  d
    .locator('.ant-tree-treenode')
    .filter({ has: d.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-tree-checkbox');

/** The checkbox state of a node of the dialog's tree, by its title. */
async function checkState(d: ReturnType<typeof dialog>, title: string): Promise<string> {
  const cls = (await box(d, title).getAttribute('class')) ?? '';
  return cls.includes('ant-tree-checkbox-checked') ? 'checked' : cls.includes('indeterminate') ? 'half' : 'off';
}

async function openGrant(page: Page, roleCode: string) {
  const roles = view(page, '/system/role');
  await page.goto(`${flows.gw.url}/#/system/role`);
  await roles.waitFor();
  await roles.getByLabel('角色编码').fill(roleCode);
  await button(roles, '查询').click();
  const r = row(roles, roleCode);
  await expect.poll(() => r.count()).toBe(1);
  expect(await rowActions(r)).toContain('授权');
  await r.getByRole('button', { name: /授\s*权/ }).click();
  const d = dialog(page, '角色授权');
  await settled(d);
  return d;
}

describe('角色授权 from 角色管理', () => {
  it("as admin: the current grants are checked; checking 横幅管理 and saving shows it in the role user's menu", async () => {
    const admin = await as('admin');
    await admin.setViewportSize({ width: 1280, height: 720 });
    const roleId = await roleWithUser(admin, 'e2e_grant_a', 'e2e_grant_a1', ['/infoManage', '/notices']);
    const d = await openGrant(admin, 'e2e_grant_a');
    await d.locator('.ant-tree-title', { hasText: /^横幅管理$/ }).waitFor();
    await expect.poll(() => checkState(d, '公告查询')).toBe('checked');
    expect(await checkState(d, '信息管理')).toBe('checked');
    expect(await checkState(d, '横幅管理')).toBe('off');
    expect(await checkState(d, '用户管理')).toBe('off');
    await expect.poll(() => d.getByLabel('角色名称').inputValue()).toBe('e2e_grant_a');
    await box(d, '横幅管理').click();
    await expect.poll(() => checkState(d, '横幅管理')).toBe('checked');
    await shot(admin, 'flows-grant-dialog');
    const [res] = await Promise.all([
      admin.waitForResponse((r) => r.url().includes('/console/sys/permission/saveRolePermission'), { timeout: 30000 }),
      button(d, '确定').click(),
    ]);
    expect(res.status()).toBe(200);
    // the toast lives 3 s: looked for before the slower checks below (at load 28 they outlasted it)
    await toast(admin, '保存成功').first().waitFor();
    const sent = JSON.parse(res.request().postData() ?? '{}') as { roleId: string; permissionIds: string[] };
    expect(sent.roleId).toBe(roleId);
    // the loaded grants, 横幅管理 and its buttons (they follow their entry); nothing else
    expect(sent.permissionIds).toEqual(
      expect.arrayContaining(await idsOf(admin, ['/infoManage', '/notices', '/banner', '/banner#add', '/banner#edit'])),
    );
    expect(sent.permissionIds).not.toContain((await idsOf(admin, ['/system/user']))[0]);
    expect(await grantsOf(admin, roleId)).toEqual(sent.permissionIds.slice().sort());
    await d.waitFor({ state: 'detached' });

    // the role's user signs in and sees 横幅管理
    const user = await flows.browser.context.newPage();
    await user.setViewportSize({ width: 1280, height: 720 });
    await signIn(user, flows.gw.url, 'e2e_grant_a1');
    const menu = user.getByTestId('side-menu');
    await menu.getByText('信息管理').click();
    await menu.getByText('横幅管理').waitFor();
    await menu.getByText('公告查询').waitFor();
    expect(await menu.getByText('用户管理').count()).toBe(0);
    await user.close();
  });

  it('bad input: the granter loses 授权 while the dialog is open; 确定 is refused, the dialog stays, nothing changes', async () => {
    const admin = await as('admin');
    const target = await roleWithUser(admin, 'e2e_grant_b', 'e2e_grant_b1', ['/infoManage', '/notices']);
    const granterRole = await roleWithUser(admin, 'e2e_granter', 'e2e_granter1', [
      '/system',
      '/system/role',
      '/system/role#grant',
    ]);
    const before = await grantsOf(admin, target);

    const granter = await as('e2e_granter1');
    await granter.setViewportSize({ width: 1280, height: 720 });
    const d = await openGrant(granter, 'e2e_grant_b');
    await expect.poll(() => checkState(d, '公告查询')).toBe('checked');
    await box(d, '横幅管理').click();
    await expect.poll(() => checkState(d, '横幅管理')).toBe('checked');

    // meanwhile the administrator takes 授权 away (the gateway applies it at once)
    await grant(admin, granterRole, ['/system', '/system/role']);
    await granter.bringToFront();
    const [res] = await Promise.all([
      granter.waitForResponse((r) => r.url().includes('/console/sys/permission/saveRolePermission'), {
        timeout: 30000,
      }),
      button(d, '确定').click(),
    ]);
    expect(res.status()).toBe(403);
    await errorBox(granter).getByText('服务器异常，请联系管理员').waitFor();
    await shot(granter, 'flows-grant-refused');
    expect(await d.isVisible()).toBe(true);
    expect(await grantsOf(admin, target)).toEqual(before);
  });
});
