// 分公司管理 (000 §6): the console lists, adds and edits branches. Each write is version checked (424),
// a code is unique (417), a change record is left; the new branch (with its English name) is offered by the branch
// dropdowns' /branch/search, a disabled one no longer is. Attackers: a provider (403), service_data (it has the
// 系统管理 menu but not this entry: 403), a role granted the page only (编辑 403), signed out (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

type Answer = { success?: boolean; message: string; result?: unknown };
type Branch = {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  provinceCode: string;
  provinceName: string;
  status: string;
  version: number;
};

describe.each(databases)('分公司管理 on %s', (kind) => {
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
    return { status: res.statusCode, json: res.json() as Answer };
  };
  const listed = async (query: Record<string, unknown> = {}) =>
    (await as('admin', 'GET', '/sys/branch/list', { query })).json.result as {
      records: Branch[];
      pagination: { total: number };
    };
  const offered = async (language?: string) => {
    const res = await gw.call('gateway', 'POST', '/branch/search/V1.0', {
      token: await gw.tokenFor('sp01'),
      body: {},
      headers: language ? { language } : {},
    });
    return res.json().data.list as { id: string; code: string; name: string; nameEn: string | null }[];
  };
  const records = async (docId: string) =>
    Number(
      (
        await gw.db
          .selectFrom('change_records')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('table_name', '=', 'branches')
          .where('doc_id', '=', docId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('lists the branches with their English names and provinces; narrows by name (either language), code and status', async () => {
    const all = await listed({ pageSize: 50 });
    expect(all.pagination.total).toBeGreaterThanOrEqual(9);
    expect(all.records.find((b) => b.code === 'F001')).toMatchObject({
      name: '华北分公司',
      nameEn: 'North China Branch',
      provinceName: '北京市',
      status: 'ENABLE',
      version: 1,
    });
    expect((await listed({ name: '山东' })).records.map((b) => b.code)).toEqual(['F004']);
    expect((await listed({ name: 'shandong' })).records.map((b) => b.code)).toEqual(['F004']);
    expect((await listed({ code: 'F00', status: 'DISABLE' })).records).toEqual([]);
    // the dropdowns carry the English name: the runtime's option label in English mode
    expect((await offered()).find((b) => b.id === 'B01')).toMatchObject({
      name: '华北分公司',
      nameEn: 'North China Branch',
    });
  });

  it('adds a branch (code unique, province known) and edits it with its version; a stale edit is 424; every write leaves a change record', async () => {
    const add = await as('admin', 'POST', '/sys/branch/add', {
      body: { code: 'GW01', name: '测试分公司', nameEn: 'Test Branch', provinceCode: '11' },
    });
    expect(add.status).toBe(200);
    const id = (add.json.result as { id: string }).id;
    expect(await records(id)).toBe(1);
    expect((await listed({ code: 'GW01' })).records[0]).toMatchObject({
      id,
      name: '测试分公司',
      nameEn: 'Test Branch',
      provinceName: '北京市',
      status: 'ENABLE',
      version: 1,
    });
    expect((await offered()).map((b) => b.code)).toContain('GW01');

    const dup = await as('admin', 'POST', '/sys/branch/add', { body: { code: 'F001', name: '重复编码' } });
    expect([dup.status, dup.json.message]).toEqual([417, expect.stringContaining('分公司编码已存在')]);
    expect(
      (await as('admin', 'POST', '/sys/branch/add', { body: { code: 'GW02', name: '省份错', provinceCode: '99' } }))
        .json.message,
    ).toContain('省份不存在');
    const badCode = await as('admin', 'POST', '/sys/branch/add', { body: { code: '编码 1', name: '编码错' } });
    expect([badCode.status, badCode.json.message]).toEqual([417, expect.stringContaining('分公司编码只能是')]);
    expect((await as('admin', 'POST', '/sys/branch/add', { body: { code: 'GW03', name: '' } })).status).toBe(417);

    const edit = await as('admin', 'PUT', '/sys/branch/edit', {
      body: { id, version: 1, name: '测试分公司改', status: 'DISABLE' },
    });
    expect(edit.status).toBe(200);
    expect(await records(id)).toBe(2);
    expect((await listed({ code: 'GW01' })).records[0]).toMatchObject({
      name: '测试分公司改',
      status: 'DISABLE',
      version: 2,
    });
    // disabled: the dropdowns no longer offer it
    expect((await offered()).map((b) => b.code)).not.toContain('GW01');

    const stale = await as('admin', 'PUT', '/sys/branch/edit', { body: { id, version: 1, name: '过期' } });
    expect([stale.status, stale.json.message]).toEqual([424, '单据已被他人修改，请刷新后重试']);
    expect(
      (await as('admin', 'PUT', '/sys/branch/edit', { body: { id, version: 2, code: 'F002' } })).json.message,
    ).toContain('分公司编码已存在');
    expect(
      (await as('admin', 'PUT', '/sys/branch/edit', { body: { id: 'no_such_branch', version: 1, name: '无此' } }))
        .status,
    ).toBe(404);
    expect(await records(id)).toBe(2);
  });

  it('refuses the list and the writes to a provider and to service_data (403), signed out (401); a role with the page only may list but not edit', async () => {
    for (const who of ['sp01', 'service_data01']) {
      expect((await as(who, 'GET', '/sys/branch/list')).status, who).toBe(403);
      expect(
        (await as(who, 'POST', '/sys/branch/add', { body: { code: 'ATK1', name: '攻击分公司' } })).status,
        who,
      ).toBe(403);
      expect(
        (await as(who, 'PUT', '/sys/branch/edit', { body: { id: 'B01', version: 1, name: '攻击' } })).status,
        who,
      ).toBe(403);
    }
    expect(
      (await as(undefined, 'PUT', '/sys/branch/edit', { body: { id: 'B01', version: 1, name: '攻击' } })).status,
    ).toBe(401);

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
      .where('path', '=', '/system/branch')
      .executeTakeFirstOrThrow();
    const grant = [entry.id, entry.parent_id].filter((v): v is string => !!v).join(',');
    expect(
      (await as('admin', 'POST', '/sys/permission/saveRolePermission', { body: { roleId, permissionIds: grant } }))
        .status,
    ).toBe(200);
    expect((await as('gw_branch1', 'GET', '/sys/branch/list')).status).toBe(200);
    const b01 = (await listed({ code: 'F001' })).records[0];
    expect(
      (await as('gw_branch1', 'PUT', '/sys/branch/edit', { body: { id: 'B01', version: b01.version, name: '越权' } }))
        .status,
    ).toBe(403);
    expect(
      (await as('gw_branch1', 'POST', '/sys/branch/add', { body: { code: 'ATK2', name: '越权分公司' } })).status,
    ).toBe(403);
    expect(
      (await gw.db.selectFrom('branches').select('name').where('id', '=', 'B01').executeTakeFirstOrThrow()).name,
    ).toBe('华北分公司');
    expect(await gw.db.selectFrom('branches').select('id').where('code', 'in', ['ATK1', 'ATK2']).execute()).toEqual([]);
  });
});
