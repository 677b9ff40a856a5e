// 数据字典: the console's item list answers each item's version, which /sys/dictItem/edit requires, so the
// 编辑 of the dictionary screen can send it back. An edit with the listed version saves (the dictionary call shows
// the new name at once); a second edit with the same, now stale, version is 424 and writes nothing. Attackers: a
// provider (403 on list and edit), signed out (401). The role_identity dictionary names the maker identity {product}
// (厂家, Maker) on a fresh database and, through migration 0021, on one seeded by an older release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { databases, startGateway, type Gateway } from './harness';

type Answer = { success?: boolean; message: string; result?: unknown };
type Item = {
  id: string;
  dictCode: string;
  itemValue: string;
  itemText: string;
  itemTextEn: string | null;
  sortOrder: number;
  status: number;
  version: number;
};

describe.each(databases)('数据字典 编辑 on %s', (kind) => {
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
  const items = async (username: string, dictCode: string) =>
    (
      (await as(username, 'GET', '/sys/dictItem/list', { query: { dictCode, pageSize: 50 } })).json.result as {
        records: Item[];
      }
    ).records;

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("the list answers every item's version; an edit with it saves, the same version again is 424 and writes nothing", async () => {
    const listed = await items('config_data01', 'feedback_type');
    expect(listed.length).toBeGreaterThan(0);
    for (const i of listed) expect(i.version).toEqual(expect.any(Number));
    const first = listed[0];
    expect(first.version).toBe(1);

    const edit = await as('config_data01', 'PUT', '/sys/dictItem/edit', {
      body: {
        id: first.id,
        version: first.version,
        itemText: '问题反馈（新）',
        itemTextEn: 'Problem (new)',
        sortOrder: 5,
        status: 1,
      },
    });
    expect(edit.status).toBe(200);
    const after = (await items('config_data01', 'feedback_type')).find((i) => i.id === first.id)!;
    expect(after).toMatchObject({
      itemText: '问题反馈（新）',
      itemTextEn: 'Problem (new)',
      sortOrder: 5,
      status: 1,
      version: first.version + 1,
    });
    const options = (
      await gw.call('gateway', 'GET', '/sys_dict/V1.0/feedback_type', { token: await gw.tokenFor('sp01') })
    ).json().data as { itemValue: string; itemText: string }[];
    expect(options.find((o) => o.itemValue === first.itemValue)?.itemText).toBe('问题反馈（新）');

    const stale = await as('admin', 'PUT', '/sys/dictItem/edit', {
      body: { id: first.id, version: first.version, itemText: '旧名' },
    });
    expect(stale.status).toBe(424);
    expect(stale.json.message).toBe('单据已被他人修改，请刷新后重试');
    expect((await items('admin', 'feedback_type')).find((i) => i.id === first.id)).toMatchObject({
      itemText: '问题反馈（新）',
      version: first.version + 1,
    });
  });

  it('a provider may neither list nor edit the items (403); signed out is 401', async () => {
    const [one] = await items('admin', 'user_status');
    expect((await as('sp01', 'GET', '/sys/dictItem/list', { query: { dictCode: 'user_status' } })).status).toBe(403);
    expect(
      (await as('sp01', 'PUT', '/sys/dictItem/edit', { body: { id: one.id, version: one.version, itemText: '被改' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await as(undefined, 'PUT', '/sys/dictItem/edit', {
          body: { id: one.id, version: one.version, itemText: '被改' },
        })
      ).status,
    ).toBe(401);
    expect((await items('admin', 'user_status')).find((i) => i.id === one.id)).toMatchObject({
      itemText: one.itemText,
      version: one.version,
    });
  });

  it("the administration's dictionary calls no screen makes (docs/screens.md): by code as by key, by branch, the items search with versions", async () => {
    const admin = await gw.tokenFor('admin');
    const byKey = (await gw.call('gateway', 'GET', '/sys_dict/V1.0/feedback_type', { token: admin })).json()
      .data as unknown[];
    expect(
      (await gw.call('gateway', 'GET', '/sys_dict/code/V1.0/feedback_type', { token: admin })).json().data,
    ).toEqual(byKey);
    const add = await as('admin', 'POST', '/sys/dictItem/add', {
      body: { dictCode: 'feedback_type', itemValue: '9', itemText: '分公司专用', branchId: 'B01' },
    });
    expect(add.status).toBe(200);
    const branch = (
      await gw.call('gateway', 'GET', '/sys_dict/branch/V1.0/B01', {
        token: admin,
        query: { dictCode: 'feedback_type' },
      })
    ).json().data as { itemValue: string; itemText: string }[];
    expect(branch).toEqual([expect.objectContaining({ itemValue: '9', itemText: '分公司专用' })]);
    const found = (
      await gw.call('gateway', 'POST', '/sys_dict/items/search/V1.0', {
        token: admin,
        body: { dictCode: 'feedback_type', branchId: 'B01' },
      })
    ).json().data as { list: Item[] };
    expect(found.list).toEqual([expect.objectContaining({ itemValue: '9', version: 1 })]);
  });

  it('role_identity names {product} 厂家 (Maker); a database seeded without it gets it from migration 0021, once', async () => {
    const items = (
      await gw.call('gateway', 'GET', '/sys_dict/V1.0/role_identity', { token: await gw.tokenFor('admin') })
    ).json().data as { itemValue: string; itemText: string; itemTextEn: string | null }[];
    expect(items.filter((i) => i.itemValue === '{product}')).toEqual([
      expect.objectContaining({ itemText: '厂家', itemTextEn: 'Maker' }),
    ]);

    // an older release's database: the item is missing and 0021 has not run
    const product = () =>
      gw.db
        .selectFrom('sys_dict_items')
        .select(['item_text', 'item_text_en', 'status'])
        .where('dict_code', '=', 'role_identity')
        .where('item_value', '=', '{product}')
        .execute();
    await gw.db
      .deleteFrom('sys_dict_items')
      .where('dict_code', '=', 'role_identity')
      .where('item_value', '=', '{product}')
      .execute();
    await sql`delete from kysely_migration where name = '0021_role_identity_product'`.execute(gw.db);
    expect(await product()).toEqual([]);
    expect(await migrateToLatest(gw.db)).toEqual(['0021_role_identity_product']);
    expect(await product()).toEqual([{ item_text: '厂家', item_text_en: 'Maker', status: 1 }]);
    // run again (a database that already has it, from the seed): still one
    await sql`delete from kysely_migration where name = '0021_role_identity_product'`.execute(gw.db);
    await migrateToLatest(gw.db);
    expect(await product()).toHaveLength(1);
  });

  it("服务等级 of a provider (the branch dictionary service_level, 001 §2.7): the branch's items by branch; add and edit keep a level of the provider's branch; a level the branch lacks is refused; a new branch without a level clears it", async () => {
    const byBranch = await gw.callAs('service_data01', 'GET', '/sys_dict/branch/V1.0/B02', {
      query: { dictCode: 'service_level' },
    });
    expect(byBranch.status).toBe(200);
    expect(
      (byBranch.json.data as { itemValue: string; itemText: string }[]).map((i) => [i.itemValue, i.itemText]),
    ).toEqual([
      ['A', '东北分公司A级'],
      ['B', '东北分公司B级'],
    ]);
    // B02 loses its level B: a provider of B02 can no longer take it
    await gw.db
      .updateTable('sys_dict_items')
      .set({ status: 0 })
      .where('dict_code', '=', 'service_level')
      .where('branch_id', '=', 'B02')
      .where('item_value', '=', 'B')
      .execute();
    const body = { name: '等级服务商', code: `LV${kind}`, branchId: 'B02', districtCode: '210102' };
    const refused = await as('admin', 'POST', '/sys/provider/add', { body: { ...body, serviceLevel: 'B' } });
    expect([refused.status, refused.json.message]).toEqual([417, 'serviceLevel: 服务等级不属于所选分公司']);
    const added = await as('admin', 'POST', '/sys/provider/add', { body: { ...body, serviceLevel: 'A' } });
    expect(added.status, added.json.message).toBe(200);
    const id = (added.json.result as { id: string }).id;
    const level = () =>
      gw.db
        .selectFrom('facilitators')
        .select(['service_level', 'branch_id', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await level()).toMatchObject({ service_level: 'A', branch_id: 'B02', version: 1 });
    // the 编辑 form is filled from the tree: it carries the level
    type Branch = { children?: { id: string; serviceLevel?: string }[] };
    const tree = (await as('admin', 'GET', '/sys/provider/tree', { query: { pageSize: 500 } })).json.result as Branch[];
    expect(tree.flatMap((b) => b.children ?? []).find((p) => p.id === id)).toMatchObject({ serviceLevel: 'A' });
    const edit = (extra: Record<string, unknown>, version: number) =>
      as('admin', 'PUT', '/sys/provider/edit', { body: { id, version, ...extra } });
    expect((await edit({ branchId: 'B02', serviceLevel: 'B' }, 1)).json.message).toBe(
      'serviceLevel: 服务等级不属于所选分公司',
    );
    expect((await edit({ branchId: 'B01', serviceLevel: 'B' }, 1)).status).toBe(200);
    expect(await level()).toMatchObject({ service_level: 'B', branch_id: 'B01', version: 2 });
    expect((await edit({ branchId: 'B02' }, 2)).status).toBe(200);
    expect(await level()).toMatchObject({ service_level: '', branch_id: 'B02', version: 3 });
  });
});
