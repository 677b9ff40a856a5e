// Menu entries carry an English title (meta.titleEn, migration 0009). Dictionary items carry an English name (itemTextEn, migration 0008): seeded for every core dictionary, written
// and changed by the console, refused when too long; the runtime shows it in English mode (renderers/runtime/dict.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('dictionary English names on %s', (kind) => {
  let gw: Gateway;
  let admin: string;
  let sp01: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
    sp01 = await gw.tokenFor('sp01');
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('the dictionary answer has the English name beside the Chinese one', async () => {
    const r = await gw.call('gateway', 'GET', '/sys_dict/V1.0/claim_status', { token: sp01 });
    expect(r.statusCode).toBe(200);
    const items = r.json().data as { itemValue: string; itemText: string; itemTextEn: string | null }[];
    expect(items.find((i) => i.itemValue === 'WAITING_APPROVAL')).toEqual({
      itemValue: 'WAITING_APPROVAL',
      itemText: '待审核',
      itemTextEn: 'Awaiting review',
    });
    expect(items.every((i) => typeof i.itemTextEn === 'string' && i.itemTextEn.length > 0)).toBe(true);
  });

  it('the permission menu gives each schema entry its English title beside the Chinese one', async () => {
    const r = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token: admin });
    type Node = { path: string; meta: { title: string; titleEn?: string }; children?: Node[] };
    const all: Node[] = [];
    const walk = (ns: Node[]) =>
      ns.forEach((n) => {
        all.push(n);
        walk(n.children ?? []);
      });
    walk(r.json().result.menu as Node[]);
    expect(all.find((n) => n.path === '/infoManage')?.meta).toMatchObject({
      title: '信息管理',
      titleEn: 'Information',
    });
    expect(all.find((n) => n.path === '/system/dict')?.meta).toMatchObject({
      title: '数据字典',
      titleEn: 'Dictionary',
    });
  });

  it('the console adds and edits an item with its English name; an item without one answers null; too long is refused', async () => {
    const add = await gw.call('console', 'POST', '/sys/dictItem/add', {
      token: admin,
      body: { dictCode: 'feedback_type', itemValue: '7', itemText: '其他', itemTextEn: 'Other', sortOrder: 9 },
    });
    expect(add.statusCode).toBe(200);
    const bare = await gw.call('console', 'POST', '/sys/dictItem/add', {
      token: admin,
      body: { dictCode: 'feedback_type', itemValue: '8', itemText: '未分类', sortOrder: 10 },
    });
    expect(bare.statusCode).toBe(200);
    const read = async () =>
      (await gw.call('gateway', 'GET', '/sys_dict/V1.0/feedback_type', { token: sp01 })).json().data as {
        itemValue: string;
        itemTextEn: string | null;
      }[];
    expect((await read()).filter((i) => ['7', '8'].includes(i.itemValue)).map((i) => i.itemTextEn)).toEqual([
      'Other',
      null,
    ]);
    const id = add.json().result.id as string;
    const row = await gw.db
      .selectFrom('sys_dict_items')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const edit = await gw.call('console', 'PUT', '/sys/dictItem/edit', {
      token: admin,
      body: { id, version: row.version, itemTextEn: 'Others' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await read()).find((i) => i.itemValue === '7')?.itemTextEn).toBe('Others');
    const long = await gw.call('console', 'POST', '/sys/dictItem/add', {
      token: admin,
      body: { dictCode: 'feedback_type', itemValue: '9', itemText: '长', itemTextEn: 'x'.repeat(129) },
    });
    expect(long.statusCode).toBe(417);
    expect(long.json().message).toContain('itemTextEn');
  });
});

describe.each(databases)("failure messages in the caller's language on %s", (kind) => {
  let gw: Gateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("an en_US caller gets the gateway's fixed messages in English, any other the Chinese", async () => {
    const body = { dictCode: 'no_such_dict', itemValue: '1', itemText: '一' };
    const zh = await gw.call('console', 'POST', '/sys/dictItem/add', { token: admin, body });
    expect(zh.json().message).toBe('dictCode: 字典 no_such_dict 不存在');
    const en = await gw.call('console', 'POST', '/sys/dictItem/add', {
      token: admin,
      body,
      headers: { language: 'en_US' },
    });
    expect(en.statusCode).toBe(zh.statusCode);
    expect(en.json().message).toBe('dictCode: dictionary no_such_dict does not exist');
    const missing = await gw.call('console', 'POST', '/sys/dictItem/add', {
      token: admin,
      body: { itemValue: '1', itemText: '一' },
      headers: { language: 'en_US' },
    });
    expect(missing.statusCode).toBe(417);
    expect(missing.json().message).toBe('dictCode: is required');
    const denied = await gw.call('gateway', 'PUT', '/ticket/assign', {
      token: await gw.tokenFor('sp01'),
      body: { ticketId: 'T000001', facilitatorId: 'F00001', reason: 'x' },
      headers: { language: 'en_US' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Access denied');
  });
});
