// 角色授权 (权限管理 from 角色管理's 授权 row action, form schemas/forms/roleGrant.json): the tree and a
// role's grants are read, a save replaces the role's menu entries and buttons, and the role's users see the new
// menu and buttons on their next getSystemPermissionByToken (the shell's menu call). Who may: /system/permission#save
// or /system/role#grant (schemas/calls/console.json). Refused: signed out (401), a role with the pages but neither
// button (403, nothing changes), unknown permission ids (417, nothing changes), an unknown role (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('role grants on %s', (kind) => {
  let gw: Gateway;
  const as = async (
    username: string | undefined,
    method: string,
    path: string,
    opts: { body?: unknown; query?: Record<string, unknown> } = {},
  ) => {
    const res = await gw.call('console', method, path, {
      token: username ? await gw.tokenFor(username) : undefined,
      query: { system: 'sp', provider: 'sp', ...opts.query },
      body: opts.body,
    });
    return { status: res.statusCode, json: res.json() as { success?: boolean; message: string; result?: unknown } };
  };
  const menuOf = async (username: string) => {
    const res = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', {
      token: await gw.tokenFor(username),
      query: { system: 'sp', providerId: 'sp' },
    });
    return JSON.stringify(res.json());
  };
  const grantsOf = async (roleId: string) =>
    ((await as('admin', 'GET', '/sys/permission/queryRolePermission', { query: { roleId } })).json.result as string[])
      .slice()
      .sort();
  const menuId = async (path: string) =>
    await gw.db.selectFrom('menus').select(['id', 'parent_id']).where('path', '=', path).executeTakeFirstOrThrow();
  const buttonId = async (menu: string, action: string) =>
    (
      await gw.db
        .selectFrom('permissions')
        .select('id')
        .where('menu_id', '=', menu)
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).id;
  /** A new role with one user; returns the role id. */
  const roleWithUser = async (code: string, username: string) => {
    const role = await as('admin', 'POST', '/sys/role/add', { body: { roleCode: code, roleName: code } });
    expect(role.status).toBe(200);
    const roleId = (role.json.result as { id: string }).id;
    expect(
      (
        await as('admin', 'POST', '/sys/user/add', {
          body: { username, realname: username, password: 'Console2026', roleIds: [roleId] },
        })
      ).status,
    ).toBe(200);
    return roleId;
  };

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("a save replaces the grants; the role's user sees the new menu entry and button at once, and loses the old ones", async () => {
    const roleId = await roleWithUser('gw_grant_a', 'gw_grant_a1');
    const userMenu = await menuId('/system/user');
    const roles = await menuId('/system/role');
    const add = await buttonId(userMenu.id, 'add');
    const first = [userMenu.parent_id!, userMenu.id, add];
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: first } }))
        .status,
    ).toBe(200);
    expect(await grantsOf(roleId)).toEqual(first.slice().sort());
    const before = await menuOf('gw_grant_a1');
    expect(before).toContain('/system/user');
    expect(before).not.toContain('/system/role');

    // the second save (the form sends every checked id, the loaded ones included) replaces: 用户管理 and its 新增 go
    const grant = await buttonId(roles.id, 'grant');
    const second = [roles.parent_id!, roles.id, grant];
    expect(
      (
        await as('admin', 'POST', '/sys/permission/saveRolePermission', {
          body: { roleId, permissionIds: second, lastpermissionIds: first.join(',') },
        })
      ).status,
    ).toBe(200);
    expect(await grantsOf(roleId)).toEqual(second.slice().sort());
    const after = await menuOf('gw_grant_a1');
    expect(after).toContain('/system/role');
    expect(after).not.toContain('/system/user');
    expect((await as('gw_grant_a1', 'GET', '/sys/user/list')).status).toBe(403);
    // the granted 授权 button: this user may now read the tree and a role's grants and save them
    expect((await as('gw_grant_a1', 'GET', '/sys/permission/list')).status).toBe(200);
    expect((await as('gw_grant_a1', 'GET', '/sys/permission/queryRolePermission', { query: { roleId } })).status).toBe(
      200,
    );
    const other = await roleWithUser('gw_grant_b', 'gw_grant_b1');
    expect(
      (
        await as('gw_grant_a1', 'POST', '/sys/permission/saveRolePermission', {
          body: { roleId: other, permissionIds: [userMenu.parent_id!, userMenu.id].join(',') },
        })
      ).status,
    ).toBe(200);
    expect(await menuOf('gw_grant_b1')).toContain('/system/user');
  });

  it("names the tree in the caller's language: entries by their English title, buttons by their action's English describe", async () => {
    type Node = { path?: string | null; perms?: string | null; name: string; children?: Node[] };
    const tree = async (language?: string) => {
      const res = await gw.call('console', 'GET', '/sys/permission/list', {
        token: await gw.tokenFor('admin'),
        query: { system: 'sp', provider: 'sp' },
        headers: language ? { language } : {},
      });
      const users = (res.json().result as Node[])
        .flatMap((n) => n.children ?? [])
        .find((n) => n.path === '/system/user')!;
      return { name: users.name, add: users.children?.find((c) => c.perms === 'add')?.name };
    };
    expect(await tree()).toEqual({ name: '用户管理', add: '新增' });
    expect(await tree('zh_CN')).toEqual({ name: '用户管理', add: '新增' });
    expect(await tree('en_US')).toEqual({ name: 'Users', add: 'Add' });
  });

  it('refuses: signed out (401), a role with the pages but no 保存/授权 button (403), unknown ids (417), an unknown role (404); nothing changes', async () => {
    const roleId = await roleWithUser('gw_grant_c', 'gw_grant_c1');
    const perm = await menuId('/system/permission');
    const roles = await menuId('/system/role');
    const pages = [perm.parent_id!, perm.id, roles.id];
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: pages } }))
        .status,
    ).toBe(200);
    const kept = await grantsOf(roleId);

    // signed out
    expect(
      (await as(undefined, 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: [] } }))
        .status,
    ).toBe(401);
    expect((await as(undefined, 'GET', '/sys/permission/queryRolePermission', { query: { roleId } })).status).toBe(401);
    // the pages without a button: the tree reads, the save (even of its own role's grants) is refused
    expect((await as('gw_grant_c1', 'GET', '/sys/permission/list')).status).toBe(200);
    const self = await as('gw_grant_c1', 'POST', '/sys/permission/saveRolePermission', {
      body: { roleId, permissionIds: [...pages, await buttonId(perm.id, 'save')] },
    });
    expect(self.status).toBe(403);
    expect(self.json.message).toBe('无权限访问');
    // a provider (no console at all): not even the tree
    expect((await as('sp01', 'GET', '/sys/permission/list')).status).toBe(403);
    expect(
      (await as('sp01', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: [] } })).status,
    ).toBe(403);
    expect(await grantsOf(roleId)).toEqual(kept);

    // unknown ids: the whole save is refused
    const unknown = await as('admin', 'POST', '/sys/permission/saveRolePermission', {
      body: { roleId, permissionIds: [perm.id, 'no_such_permission'] },
    });
    expect(unknown.status).toBe(417);
    expect(unknown.json.message).toContain('权限不存在');
    expect(await grantsOf(roleId)).toEqual(kept);
    // an unknown role
    const noRole = await as('admin', 'POST', '/sys/permission/saveRolePermission', {
      body: { roleId: 'no_such_role', permissionIds: [perm.id] },
    });
    expect(noRole.status).toBe(404);
    expect(noRole.json.message).toContain('角色不存在');
    expect(
      (await gw.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', 'no_such_role').execute()).length,
    ).toBe(0);
  });
});
