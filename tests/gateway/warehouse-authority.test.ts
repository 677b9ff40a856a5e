// 用户仓库权限's 配置 (000 §7 "get/config user warehouse authority"; form schemas/forms/userWarehouseAuthority.json):
// the GET answers who the user is, ALL or PART and the granted warehouses; the PUT sets ALL, or PART with the list,
// and the user's next warehouse search shows the result. Who may: the menu entry /admin/userWarehouse reads, its
// 配置 (edit) button writes (schemas/calls/admin.json). Refused, and nothing changes: signed out (401), a role
// without the entry (403), a role with the entry but not 配置 (403), an unknown user (404), PART with no warehouse
// (417: it would restrict nothing, warehouseScope.ts), an unknown warehouse (417).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

type Authority = { userId: string; userName: string; realName: string; authority: string; warehouseIds: string[] };

describe.each(databases)('user warehouse authority on %s', (kind) => {
  let gw: Gateway;
  let userId: string;
  let all: string[];
  const console_ = async (method: string, path: string, body: unknown) =>
    gw.call('console', method, path, {
      token: await gw.tokenFor('admin'),
      query: { system: 'sp', provider: 'sp' },
      body,
    });
  const menuIds = async (path: string, action?: string) => {
    const m = await gw.db
      .selectFrom('menus')
      .select(['id', 'parent_id'])
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    const ids = [m.parent_id!, m.id];
    if (action)
      ids.push(
        (
          await gw.db
            .selectFrom('permissions')
            .select('id')
            .where('menu_id', '=', m.id)
            .where('action', '=', action)
            .executeTakeFirstOrThrow()
        ).id,
      );
    return ids;
  };
  /** A new role granted `permissionIds`, with one user of that name. */
  const userWith = async (name: string, permissionIds: string[]) => {
    const role = await console_('POST', '/sys/role/add', { roleCode: name, roleName: name });
    const roleId = (role.json().result as { id: string }).id;
    expect((await console_('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds })).statusCode).toBe(
      200,
    );
    const add = await console_('POST', '/sys/user/add', {
      username: name,
      realname: name,
      password: 'Console2026',
      roleIds: [roleId],
    });
    expect(add.statusCode, add.body).toBe(200);
    return gw.tokenFor(name);
  };
  const get = async (token: string | undefined, id = userId) =>
    gw.call('gateway', 'GET', `/userWarehouse/authority/V1.0/${id}`, { token });
  const put = async (token: string | undefined, body: object) =>
    gw.call('gateway', 'PUT', '/userWarehouse/authority/V1.0', { token, body: { userId, ...body } });
  const current = async () => (await get(await gw.tokenFor('admin'))).json().data as Authority;
  const seen = async () => {
    const r = await gw.call('gateway', 'POST', '/warehouse/search/V1.0', {
      token: await gw.tokenFor('center01'),
      body: { size: 500 },
    });
    return (r.json().data.list as { id: string }[]).map((w) => w.id).sort();
  };

  beforeAll(async () => {
    gw = await startGateway(kind);
    userId = (await gw.db.selectFrom('users').select('id').where('username', '=', 'center01').executeTakeFirstOrThrow())
      .id;
    all = await seen();
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('the admin reads a user, sets PART with two warehouses (the user sees those two), then ALL (every one)', async () => {
    const admin = await gw.tokenFor('admin');
    expect(await current()).toEqual({
      userId,
      userName: 'center01',
      realName: expect.any(String),
      authority: 'PART',
      warehouseIds: [],
    });
    expect(all.length).toBeGreaterThan(2);
    const chosen = all.slice(0, 2);
    expect((await put(admin, { authority: 'PART', warehouseIds: chosen })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ authority: 'PART', warehouseIds: chosen });
    expect(await seen()).toEqual(chosen);
    // the list says which users see every warehouse
    const list = await gw.call('gateway', 'POST', '/userWarehouse/page_list/V1.0', {
      token: admin,
      body: { userId, size: 10 },
    });
    expect((list.json().data.list as { allWarehouses: boolean }[]).map((r) => r.allWarehouses)).toEqual([false, false]);

    expect((await put(admin, { authority: 'ALL' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ authority: 'ALL', warehouseIds: chosen });
    expect(await seen()).toEqual(all);
    const after = await gw.call('gateway', 'POST', '/userWarehouse/page_list/V1.0', {
      token: admin,
      body: { userId, size: 10 },
    });
    expect((after.json().data.list as { allWarehouses: boolean }[]).map((r) => r.allWarehouses)).toEqual([true, true]);
  });

  it('refuses a stranger, a role without the entry, a role without 配置, an unknown user, PART with nothing and an unknown warehouse; nothing changes', async () => {
    const admin = await gw.tokenFor('admin');
    const chosen = all.slice(0, 1);
    expect((await put(admin, { authority: 'PART', warehouseIds: chosen })).statusCode).toBe(200);
    const before = await current();

    const reader = await userWith('gw_uwa_reader', await menuIds('/admin/userWarehouse'));
    const other = await userWith('gw_uwa_other', await menuIds('/admin/roleIdentity', 'add'));
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(other)).statusCode).toBe(403);
    expect((await get(reader)).statusCode).toBe(200);
    expect((await put(undefined, { authority: 'ALL' })).statusCode).toBe(401);
    expect((await put(other, { authority: 'ALL' })).statusCode).toBe(403);
    expect((await put(reader, { authority: 'ALL' })).statusCode).toBe(403);

    expect((await get(admin, 'no-such-user')).statusCode).toBe(404);
    expect((await put(admin, { userId: 'no-such-user', authority: 'ALL' })).statusCode).toBe(404);
    const empty = await put(admin, { authority: 'PART', warehouseIds: [] });
    expect(empty.statusCode).toBe(417);
    expect(empty.json().message).toContain('指定仓库时请至少选择一个仓库');
    const unknown = await put(admin, { authority: 'PART', warehouseIds: ['no-such-warehouse'] });
    expect(unknown.statusCode).toBe(417);
    expect(unknown.json().message).toContain('仓库不存在');
    expect(await current()).toEqual(before);
    expect(await seen()).toEqual(chosen);

    // with 配置 the same role may write
    const writer = await userWith('gw_uwa_writer', await menuIds('/admin/userWarehouse', 'edit'));
    expect((await put(writer, { authority: 'ALL' })).statusCode).toBe(200);
    expect(await seen()).toEqual(all);
  });

  it('PART without a list keeps the rows, and is refused when there are none', async () => {
    const admin = await gw.tokenFor('admin');
    const fresh = await userWith('gw_uwa_fresh', []);
    const freshId = (
      await gw.db.selectFrom('users').select('id').where('username', '=', 'gw_uwa_fresh').executeTakeFirstOrThrow()
    ).id;
    expect(fresh).toBeTruthy();
    const r = await gw.call('gateway', 'PUT', '/userWarehouse/authority/V1.0', {
      token: admin,
      body: { userId: freshId, authority: 'PART' },
    });
    expect(r.statusCode).toBe(417);
    expect((await put(admin, { authority: 'PART' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ authority: 'PART' });
    expect((await current()).warehouseIds.length).toBe(1);
  });
});
