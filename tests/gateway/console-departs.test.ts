// 部门管理 新增 / 编辑 (routes ours, as jeecg's: POST /sys/sysDepart/add, PUT /sys/sysDepart/edit): a
// department under a parent chosen from the tree (the Cascader's path: its last id is the parent), a rename. Refused:
// an empty name (417), a name a sibling has (同级部门名称已存在, 417; the same name under another parent is fine), an
// unknown parent (417) or department (404), signed out (401), a role without the screen (sp01: 403), a role with the
// screen but without 新增 / 编辑 (403); nothing changes on a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('部门管理 writes on %s', (kind) => {
  let gw: Gateway;
  const as = async (username: string | undefined, method: string, path: string, body?: unknown) => {
    const res = await gw.call('console', method, path, {
      token: username ? await gw.tokenFor(username) : undefined,
      query: { system: 'sp', provider: 'sp' },
      body,
    });
    return { status: res.statusCode, json: res.json() as { success?: boolean; message: string; result?: unknown } };
  };
  const count = async () =>
    Number(
      (
        await gw.db
          .selectFrom('departments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('adds a department under a parent chosen from the tree and renames it; the tree shows it under its parent', async () => {
    const add = await as('admin', 'POST', '/sys/sysDepart/add', {
      departName: '售后培训部',
      parentId: ['D000', 'D001'],
    });
    expect(add.status).toBe(200);
    const id = (add.json.result as { id: string }).id;
    expect(
      await gw.db
        .selectFrom('departments')
        .select(['parent_id', 'name'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ parent_id: 'D001', name: '售后培训部' });
    // a top-level one (no parent) and the same name under another parent are fine
    expect(
      (await as('admin', 'POST', '/sys/sysDepart/add', { departName: '售后培训部', parentId: 'D002' })).status,
    ).toBe(200);
    const top = await as('admin', 'POST', '/sys/sysDepart/add', { departName: '独立事业部' });
    expect(top.status).toBe(200);

    type Node = { id: string; departName: string; children: Node[] };
    const tree = (await as('admin', 'GET', '/sys/depart/queryTreeList')).json.result as Node[];
    const find = (list: Node[], want: string): Node | undefined =>
      list.map((n) => (n.id === want ? n : find(n.children, want))).find(Boolean);
    expect(find(tree, 'D001')!.children.map((c) => c.departName)).toContain('售后培训部');
    expect(tree.map((n) => n.departName)).toContain('独立事业部');

    const edit = await as('admin', 'PUT', '/sys/sysDepart/edit', { id, departName: '售后培训中心' });
    expect(edit.status).toBe(200);
    expect(
      (await gw.db.selectFrom('departments').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name,
    ).toBe('售后培训中心');
    // renaming to its own name is no conflict
    expect((await as('admin', 'PUT', '/sys/sysDepart/edit', { id, departName: '售后培训中心' })).status).toBe(200);
  });

  it("refuses an empty name, a sibling's name, an unknown parent or department; nothing changes", async () => {
    const before = await count();
    const empty = await as('admin', 'POST', '/sys/sysDepart/add', { departName: '  ', parentId: ['D000'] });
    expect(empty.status).toBe(417);
    const dup = await as('admin', 'POST', '/sys/sysDepart/add', { departName: '配件部', parentId: ['D000'] });
    expect(dup.status).toBe(417);
    expect(dup.json.message).toContain('同级部门名称已存在');
    expect(
      (await as('admin', 'POST', '/sys/sysDepart/add', { departName: '新部门', parentId: ['no_such_depart'] })).json
        .message,
    ).toContain('上级部门不存在');
    expect(await count()).toBe(before);
    const rename = await as('admin', 'PUT', '/sys/sysDepart/edit', { id: 'D001', departName: '配件部' });
    expect(rename.status).toBe(417);
    expect(rename.json.message).toContain('同级部门名称已存在');
    expect((await as('admin', 'PUT', '/sys/sysDepart/edit', { id: 'no_such_depart', departName: '无' })).status).toBe(
      404,
    );
    expect(
      (await gw.db.selectFrom('departments').select('name').where('id', '=', 'D001').executeTakeFirstOrThrow()).name,
    ).toBe('服务部');
  });

  it('refuses signed out (401), a role without the screen (403) and a role with the screen but without 新增 / 编辑 (403)', async () => {
    const before = await count();
    expect((await as(undefined, 'POST', '/sys/sysDepart/add', { departName: '越权部' })).status).toBe(401);
    expect((await as('sp01', 'POST', '/sys/sysDepart/add', { departName: '越权部' })).status).toBe(403);
    expect((await as('sp01', 'PUT', '/sys/sysDepart/edit', { id: 'D001', departName: '越权部' })).status).toBe(403);

    const role = await as('admin', 'POST', '/sys/role/add', { roleCode: 'gw_depart_viewer', roleName: '部门查看' });
    const roleId = (role.json.result as { id: string }).id;
    expect(
      (
        await as('admin', 'POST', '/sys/user/add', {
          username: 'gw_depart1',
          realname: '部门查看员',
          password: 'Console2026',
          roleIds: [roleId],
        })
      ).status,
    ).toBe(200);
    const entry = await gw.db
      .selectFrom('menus')
      .select(['id', 'parent_id'])
      .where('path', '=', '/system/depart')
      .executeTakeFirstOrThrow();
    const grant = [entry.id, entry.parent_id].filter((v): v is string => !!v).join(',');
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: grant })).status,
    ).toBe(200);
    expect((await as('gw_depart1', 'GET', '/sys/depart/queryTreeList')).status).toBe(200);
    expect((await as('gw_depart1', 'POST', '/sys/sysDepart/add', { departName: '越权部' })).status).toBe(403);
    expect((await as('gw_depart1', 'PUT', '/sys/sysDepart/edit', { id: 'D001', departName: '越权部' })).status).toBe(
      403,
    );
    expect(await count()).toBe(before);
    expect(
      (await gw.db.selectFrom('departments').select('name').where('id', '=', 'D001').executeTakeFirstOrThrow()).name,
    ).toBe('服务部');
  });
});
