// The console's writes with attackers: users (add with the duplicate check, edit with the version,
// frozenBatch, changePassword), roles and their permission rules (the gateway applies a grant at once: the
// role's user then sees, and then loses, the menu entry and the button). Refused: a user without the console
// (sp01: 403), a role with the user screen but without the 新增 button (403), a stale version (409/417), a
// duplicate user name, a provider's user outside its own provider (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('console writes on %s', (kind) => {
  let gw: Gateway;
  const as = async (
    username: string,
    method: string,
    path: string,
    opts: { body?: unknown; query?: Record<string, unknown> } = {},
  ) => {
    const res = await gw.call('console', method, path, {
      token: await gw.tokenFor(username),
      query: { system: 'sp', provider: 'sp', ...opts.query },
      body: opts.body,
    });
    return {
      status: res.statusCode,
      json: res.json() as { success?: boolean; code?: string | number; message: string; result?: unknown },
    };
  };
  const menuOf = async (username: string) => {
    const res = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', {
      token: await gw.tokenFor(username),
      query: { system: 'sp', providerId: 'sp' },
    });
    return JSON.stringify(res.json());
  };
  const idOf = async (username: string) =>
    (await gw.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('adds a user (duplicate refused on check and on add), edits it with its version, freezes and unfreezes many', async () => {
    const free = await as('admin', 'GET', '/sys/duplicate/check', {
      query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'gw_console1' },
    });
    expect(free.status).toBe(200);
    const taken = await as('admin', 'GET', '/sys/duplicate/check', {
      query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' },
    });
    expect(taken.status).toBe(417);
    expect(taken.json.message).toBe('该值不可用，系统中已存在！');
    const role = await gw.db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'provider')
      .executeTakeFirstOrThrow();
    const add = await as('admin', 'POST', '/sys/user/add', {
      body: { username: 'gw_console1', realname: '网关用户', password: 'Console2026', roleIds: [role.id] },
    });
    expect(add.status).toBe(200);
    // no role is a valid choice (the form's role select sends [])
    expect(
      (
        await as('admin', 'POST', '/sys/user/add', {
          body: { username: 'gw_console0', realname: '无角色', password: 'Console2026', roleIds: [] },
        })
      ).status,
    ).toBe(200);
    const dup = await as('admin', 'POST', '/sys/user/add', {
      body: { username: 'gw_console1', realname: '重复', password: 'Console2026' },
    });
    expect(dup.status).toBe(417);
    expect(dup.json.message).toContain('用户名已存在');
    // bad password: too short, no digit
    for (const password of ['abc123', 'abcdefghij'])
      expect(
        (
          await as('admin', 'POST', '/sys/user/add', {
            body: { username: 'gw_console_pw', realname: '密码', password },
          })
        ).status,
      ).toBe(417);

    const id = await idOf('gw_console1');
    const list = await as('admin', 'GET', '/sys/user/list', {
      query: { username: 'gw_console1', pageNo: 1, pageSize: 10 },
    });
    const row = (list.json.result as { records: Record<string, unknown>[] }).records[0];
    expect(row).toMatchObject({ id, realname: '网关用户', roleIds: [role.id], status: 1, version: 1 });
    // the edit form sends the row back with the changes: extra fields are ignored, the version is checked
    expect((await as('admin', 'PUT', '/sys/user/edit', { body: { ...row, realname: '网关用户改' } })).status).toBe(200);
    const stale = await as('admin', 'PUT', '/sys/user/edit', { body: { ...row, realname: '过期' } });
    expect(stale.status).not.toBe(200);
    expect(
      await gw.db.selectFrom('users').select(['realname', 'version']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ realname: '网关用户改', version: 2 });

    const other = await idOf('sp02');
    expect((await as('admin', 'PUT', '/sys/user/frozenBatch', { body: { ids: [id, other], status: 2 } })).status).toBe(
      200,
    );
    expect(
      (await gw.db.selectFrom('users').select('status').where('id', 'in', [id, other]).execute()).map((r) => r.status),
    ).toEqual([2, 2]);
    expect((await as('admin', 'PUT', '/sys/user/frozenBatch', { body: { ids: [id, other], status: 1 } })).status).toBe(
      200,
    );
    expect(
      (await gw.db.selectFrom('users').select('status').where('id', 'in', [id, other]).execute()).map((r) => r.status),
    ).toEqual([1, 1]);
    // an unknown id refuses the whole batch
    expect(
      (await as('admin', 'PUT', '/sys/user/frozenBatch', { body: { ids: [id, 'nobody'], status: 2 } })).status,
    ).toBe(417);
    expect(
      (await gw.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe(1);

    // another user's password by the administrator: no old password needed; the rules hold
    expect(
      (await as('admin', 'PUT', '/sys/user/changePassword', { body: { username: 'gw_console1', password: 'short' } }))
        .status,
    ).toBe(417);
    expect(
      (
        await as('admin', 'PUT', '/sys/user/changePassword', {
          body: { username: 'gw_console1', password: 'Console2027', confirmpassword: 'Console2028' },
        })
      ).json.message,
    ).toContain('两次输入的密码不一致');
    expect(
      (
        await as('admin', 'PUT', '/sys/user/changePassword', {
          body: { username: 'gw_console1', password: 'Console2027', confirmpassword: 'Console2027' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses every console write to a user without the console (sp01: 403) and the list too', async () => {
    const id = await idOf('sp02');
    const writes: [string, string, unknown][] = [
      ['POST', '/sys/user/add', { username: 'gw_attacker', realname: '攻击', password: 'Console2026' }],
      ['PUT', '/sys/user/edit', { id, version: 1, realname: '攻击' }],
      ['PUT', '/sys/user/frozenBatch', { ids: [id], status: 2 }],
      ['POST', '/sys/role/add', { roleCode: 'gw_attack', roleName: '攻击' }],
      ['PUT', '/sys/role/edit', { id: 'x', version: 1, roleName: '攻击' }],
      ['PUT', '/sys/provider/edit', { id: 'x', version: 1, name: '攻击' }],
    ];
    for (const [method, path, body] of writes)
      expect((await as('sp01', method, path, { body })).status, path).toBe(403);
    expect(
      (await as('sp01', 'PUT', '/sys/user/changePassword', { body: { username: 'sp02', password: 'Console2026' } }))
        .status,
    ).toBe(403);
    expect((await as('sp01', 'GET', '/sys/user/list')).status).toBe(403);
    expect(
      (await gw.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe(1);
  });

  it('a role granted the user screen without 新增: the list answers, 新增 and 冻结 are refused; the grant applies at once both ways', async () => {
    const role = await as('admin', 'POST', '/sys/role/add', { body: { roleCode: 'gw_viewer', roleName: '用户查看' } });
    expect(role.status).toBe(200);
    const roleId = (role.json.result as { id: string }).id;
    const add = await as('admin', 'POST', '/sys/user/add', {
      body: { username: 'gw_viewer1', realname: '查看员', password: 'Console2026', roleIds: [roleId] },
    });
    expect(add.status).toBe(200);
    expect(await menuOf('gw_viewer1')).not.toContain('/system/user');

    const entry = await gw.db
      .selectFrom('menus')
      .select('id')
      .where('path', '=', '/system/user')
      .executeTakeFirstOrThrow();
    const parent = await gw.db.selectFrom('menus').select('id').where('path', '=', '/system').executeTakeFirstOrThrow();
    const edit = await gw.db
      .selectFrom('permissions')
      .select('id')
      .where('menu_id', '=', entry.id)
      .where('action', '=', 'edit')
      .executeTakeFirstOrThrow();
    const tree = await as('admin', 'GET', '/sys/permission/list');
    expect(JSON.stringify(tree.json)).toContain(edit.id);
    expect(
      (
        await as('admin', 'POST', '/sys/permission/saveRolePermission', {
          body: { roleId, permissionIds: [parent.id, entry.id, edit.id].join(',') },
        })
      ).status,
    ).toBe(200);
    expect(
      (await as('admin', 'GET', '/sys/permission/queryRolePermission', { query: { roleId } })).json.result,
    ).toEqual(expect.arrayContaining([entry.id, edit.id]));

    expect(await menuOf('gw_viewer1')).toContain('/system/user');
    expect((await as('gw_viewer1', 'GET', '/sys/user/list')).status).toBe(200);
    expect(
      (
        await as('gw_viewer1', 'POST', '/sys/user/add', {
          body: { username: 'gw_by_viewer', realname: '越权', password: 'Console2026' },
        })
      ).status,
    ).toBe(403);
    const sp02 = await idOf('sp02');
    expect((await as('gw_viewer1', 'PUT', '/sys/user/frozenBatch', { body: { ids: [sp02], status: 2 } })).status).toBe(
      403,
    );
    // the 编辑 button is granted: the edit goes through
    const v = (await gw.db.selectFrom('users').select('version').where('id', '=', sp02).executeTakeFirstOrThrow())
      .version;
    expect(
      (await as('gw_viewer1', 'PUT', '/sys/user/edit', { body: { id: sp02, version: v, workNo: 'W-1' } })).status,
    ).toBe(200);

    // the grant taken away: the entry and the list are gone at once
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: [] } })).status,
    ).toBe(200);
    expect(await menuOf('gw_viewer1')).not.toContain('/system/user');
    expect((await as('gw_viewer1', 'GET', '/sys/user/list')).status).toBe(403);
  });

  it('分公司权限: searches a branch with the bound flag, binds and unbinds; refused: no branch, an unknown branch or user, a provider (403), a role with the page but without 新增/解绑 (403), signed out (401)', async () => {
    const gwAs = async (username: string | undefined, path: string, body: unknown) => {
      const res = await gw.call('gateway', 'POST', path, {
        token: username ? await gw.tokenFor(username) : undefined,
        body,
      });
      return {
        status: res.statusCode,
        json: res.json() as {
          message?: string;
          data?: { records?: { userName: string; bound: boolean; branchName: string }[] };
        },
      };
    };
    const records = async (username: string, body: Record<string, unknown>) =>
      (await gwAs(username, '/branchAuthority/searchUser/V1.0', { current: 1, size: 10, ...body })).json;
    const sb = await idOf('service_business01');
    const b01 = await records('admin', { branchId: 'B01', userName: 'service_business01' });
    expect(JSON.stringify(b01)).toContain('"bound":true');
    expect(JSON.stringify(b01)).toContain('华北分公司');
    expect(JSON.stringify(await records('admin', { branchId: 'B03', userName: 'service_business01' }))).toContain(
      '"bound":false',
    );
    // no branch / an unknown branch: refused, nothing listed
    expect((await gwAs('admin', '/branchAuthority/searchUser/V1.0', { current: 1, size: 10 })).status).toBe(417);
    expect((await gwAs('admin', '/branchAuthority/searchUser/V1.0', { branchId: 'B99' })).status).toBe(417);

    expect((await gwAs('admin', '/branchAuthority/bind/V1.0', { branchId: 'B03', userIds: [sb] })).status).toBe(200);
    expect(JSON.stringify(await records('admin', { branchId: 'B03', bound: true }))).toContain('service_business01');
    expect((await gwAs('admin', '/branchAuthority/bind/V1.0', { branchId: 'B99', userIds: [sb] })).status).toBe(417);
    expect(
      (await gwAs('admin', '/branchAuthority/bind/V1.0', { branchId: 'B03', userIds: ['no_such_user'] })).status,
    ).toBe(417);
    expect((await gwAs('admin', '/branchAuthority/bind/V1.0', { branchId: 'B03', userIds: [] })).status).toBe(417);

    // attackers: a provider (no 分公司权限), signed out, a role granted the page only
    const sp02 = await idOf('sp02');
    expect((await gwAs('sp01', '/branchAuthority/searchUser/V1.0', { branchId: 'B01' })).status).toBe(403);
    expect((await gwAs('sp01', '/branchAuthority/bind/V1.0', { branchId: 'B03', userIds: [sp02] })).status).toBe(403);
    expect((await gwAs('sp01', '/branchAuthority/unbind/V1.0', { branchId: 'B03', userIds: [sb] })).status).toBe(403);
    expect((await gwAs(undefined, '/branchAuthority/bind/V1.0', { branchId: 'B03', userIds: [sp02] })).status).toBe(
      401,
    );
    const role = await as('admin', 'POST', '/sys/role/add', {
      body: { roleCode: 'gw_branch_viewer', roleName: '分公司查看' },
    });
    const roleId = (role.json.result as { id: string }).id;
    expect(
      (
        await as('admin', 'POST', '/sys/user/add', {
          body: { username: 'gw_branch1', realname: '分公司查看员', password: 'Console2026', roleIds: [roleId] },
        })
      ).status,
    ).toBe(200);
    const entry = await gw.db
      .selectFrom('menus')
      .select(['id', 'parent_id'])
      .where('path', '=', '/admin/branchAuthority')
      .executeTakeFirstOrThrow();
    const grant = [entry.id, entry.parent_id].filter((v): v is string => !!v).join(',');
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: grant } }))
        .status,
    ).toBe(200);
    expect((await gwAs('gw_branch1', '/branchAuthority/searchUser/V1.0', { branchId: 'B03' })).status).toBe(200);
    expect((await gwAs('gw_branch1', '/branchAuthority/bind/V1.0', { branchId: 'B03', userIds: [sp02] })).status).toBe(
      403,
    );
    expect((await gwAs('gw_branch1', '/branchAuthority/unbind/V1.0', { branchId: 'B03', userIds: [sb] })).status).toBe(
      403,
    );
    expect(JSON.stringify(await records('admin', { branchId: 'B03', bound: true }))).not.toContain('sp02');

    expect((await gwAs('admin', '/branchAuthority/unbind/V1.0', { branchId: 'B03', userIds: [sb] })).status).toBe(200);
    expect(JSON.stringify(await records('admin', { branchId: 'B03', userName: 'service_business01' }))).toContain(
      '"bound":false',
    );
  });

  it('角色管理: adds and edits a role (code rules, duplicate, version); the user list names the roles; refused: a role with the page but without 新增/编辑 (403), an unknown role (404), a stale version (424)', async () => {
    const add = await as('admin', 'POST', '/sys/role/add', {
      body: { roleCode: 'gw_role_edit', roleName: '编辑角色', description: '说明' },
    });
    expect(add.status).toBe(200);
    const roleId = (add.json.result as { id: string }).id;
    expect(
      (await as('admin', 'POST', '/sys/role/add', { body: { roleCode: 'gw_role_edit', roleName: '重复' } })).json
        .message,
    ).toContain('角色编码已存在');
    for (const roleCode of ['1abc', 'a', 'has space'])
      expect(
        (await as('admin', 'POST', '/sys/role/add', { body: { roleCode, roleName: '坏编码' } })).status,
        roleCode,
      ).toBe(417);
    expect((await as('admin', 'POST', '/sys/role/add', { body: { roleCode: 'gw_no_name' } })).status).toBe(417);
    const listed = await as('admin', 'GET', '/sys/role/list', { query: { roleCode: 'gw_role_edit' } });
    expect(JSON.stringify(listed.json)).toContain('"version":1');
    expect(
      (
        await as('admin', 'PUT', '/sys/role/edit', {
          body: { id: roleId, version: 1, roleName: '编辑后角色', description: '新说明' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await as('admin', 'PUT', '/sys/role/edit', { body: { id: roleId, version: 1, roleName: '过期' } })).status,
    ).toBe(424);
    expect(
      (await as('admin', 'PUT', '/sys/role/edit', { body: { id: 'no_such_role', version: 1, roleName: '无' } })).status,
    ).toBe(404);
    const row = await gw.db
      .selectFrom('roles')
      .select(['role_name', 'description', 'version'])
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role_name: '编辑后角色', description: '新说明', version: 2 });

    // the user list names the roles (角色 column), codes kept for the edit form
    expect(
      (
        await as('admin', 'POST', '/sys/user/add', {
          body: { username: 'gw_role_user', realname: '角色用户', password: 'Console2026', roleIds: [roleId] },
        })
      ).status,
    ).toBe(200);
    const users = await as('admin', 'GET', '/sys/user/list', { query: { username: 'gw_role_user' } });
    expect(JSON.stringify(users.json)).toContain('"roleNames":"编辑后角色"');

    // a role granted the 角色管理 page only: the list answers, 新增 and 编辑 are refused
    const entry = await gw.db
      .selectFrom('menus')
      .select(['id', 'parent_id'])
      .where('path', '=', '/system/role')
      .executeTakeFirstOrThrow();
    const grant = [entry.id, entry.parent_id].filter((v): v is string => !!v).join(',');
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: grant } }))
        .status,
    ).toBe(200);
    expect((await as('gw_role_user', 'GET', '/sys/role/list')).status).toBe(200);
    expect(
      (await as('gw_role_user', 'POST', '/sys/role/add', { body: { roleCode: 'gw_by_viewer', roleName: '越权' } }))
        .status,
    ).toBe(403);
    expect(
      (await as('gw_role_user', 'PUT', '/sys/role/edit', { body: { id: roleId, version: 2, roleName: '越权' } }))
        .status,
    ).toBe(403);
    expect(
      (await gw.db.selectFrom('roles').select('role_name').where('id', '=', roleId).executeTakeFirstOrThrow())
        .role_name,
    ).toBe('编辑后角色');
  });

  it("服务商维护 pages the providers: totalCount counts them all, a page holds pageSize providers under their branches' rows, the pages together hold each provider once", async () => {
    type Node = { id: string; code: string; type: string; status: string; children?: Node[] };
    const all = await gw.db.selectFrom('facilitators').select('id').execute();
    const seen: string[] = [];
    let total = 0;
    for (let pageNo = 1; pageNo <= Math.ceil(all.length / 7); pageNo++) {
      const res = await as('admin', 'GET', '/sys/provider/tree', { query: { pageNo, pageSize: 7 } });
      expect(res.status).toBe(200);
      total = (res.json as unknown as { totalCount: number }).totalCount;
      const roots = res.json.result as Node[];
      expect(roots.every((b) => b.type === 'branch' && (b.children ?? []).length > 0)).toBe(true);
      const providers = roots.flatMap((b) => b.children ?? []);
      expect(providers.every((p) => p.type === 'provider' && ['YES', 'NO'].includes(p.status))).toBe(true);
      expect(providers.length).toBe(pageNo < Math.ceil(all.length / 7) ? 7 : all.length - 7 * (pageNo - 1));
      seen.push(...providers.map((p) => p.id));
    }
    expect(total).toBe(all.length);
    expect(new Set(seen).size).toBe(all.length);
    expect(seen.sort()).toEqual(all.map((a) => a.id).sort());
  });

  it("服务商维护: the tree carries a provider's fields for its 编辑 form; edit with the version; refused: a stale version (424), an unknown provider (404), a taken code or a bad phone (417), a role with the page but without 编辑 (403)", async () => {
    const tree = await as('admin', 'GET', '/sys/provider/tree');
    expect(tree.status).toBe(200);
    type Node = {
      id: string;
      code: string;
      name: string;
      type: string;
      version?: number;
      branchId?: string;
      children?: Node[];
    };
    const roots = tree.json.result as Node[];
    const providers = roots.flatMap((b) => b.children ?? []);
    expect(providers.length).toBeGreaterThan(1);
    const [p, other] = providers;
    expect(p).toMatchObject({ type: 'provider', branchId: expect.any(String), version: expect.any(Number) });
    expect(Object.keys(p)).toEqual(expect.arrayContaining(['districtCode', 'detail', 'contact', 'phone']));

    const ok = await as('admin', 'PUT', '/sys/provider/edit', {
      body: { id: p.id, version: p.version, name: `${p.name}改`, contact: '联系人' },
    });
    expect(ok.status).toBe(200);
    expect(
      (await as('admin', 'PUT', '/sys/provider/edit', { body: { id: p.id, version: p.version, name: '过期' } })).status,
    ).toBe(424);
    expect(
      (await as('admin', 'PUT', '/sys/provider/edit', { body: { id: 'no_such_provider', version: 1, name: '无' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await as('admin', 'PUT', '/sys/provider/edit', {
          body: { id: p.id, version: p.version! + 1, code: other.code },
        })
      ).json.message,
    ).toContain('服务商编码已存在');
    expect(
      (await as('admin', 'PUT', '/sys/provider/edit', { body: { id: p.id, version: p.version! + 1, phone: 'abc' } }))
        .status,
    ).toBe(417);
    const row = await gw.db
      .selectFrom('facilitators')
      .select(['name', 'contact', 'version', 'code'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: `${p.name}改`, contact: '联系人', version: p.version! + 1, code: p.code });

    // a role granted the 服务商维护 page only: the tree answers, 编辑 is refused
    const role = await as('admin', 'POST', '/sys/role/add', {
      body: { roleCode: 'gw_provider_viewer', roleName: '服务商查看' },
    });
    const roleId = (role.json.result as { id: string }).id;
    expect(
      (
        await as('admin', 'POST', '/sys/user/add', {
          body: { username: 'gw_provider1', realname: '服务商查看员', password: 'Console2026', roleIds: [roleId] },
        })
      ).status,
    ).toBe(200);
    const entry = await gw.db
      .selectFrom('menus')
      .select(['id', 'parent_id'])
      .where('path', '=', '/system/provider')
      .executeTakeFirstOrThrow();
    const grant = [entry.id, entry.parent_id].filter((v): v is string => !!v).join(',');
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: grant } }))
        .status,
    ).toBe(200);
    expect((await as('gw_provider1', 'GET', '/sys/provider/tree')).status).toBe(200);
    expect(
      (
        await as('gw_provider1', 'PUT', '/sys/provider/edit', {
          body: { id: p.id, version: p.version! + 1, name: '越权' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await gw.db.selectFrom('facilitators').select('name').where('id', '=', p.id).executeTakeFirstOrThrow()).name,
    ).toBe(`${p.name}改`);
  });
});
