// Envelopes, bad input (417 naming the field, nothing changed), permission refusals (403), the menu by role,
// version conflicts (424), change records, the dictionary cache and the ticket rules.
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { databases, expectAll, startGateway, type Gateway } from './harness';

describe.each(databases)('gateway plumbing on %s', (kind) => {
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

  const count = async (table: 'users' | 'tractor_vehicles' | 'change_records') =>
    Number(
      (
        await gw.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('bad input -> 417 naming the field, and nothing changes', async () => {
    const before = await count('tractor_vehicles');
    const r = await gw.call('gateway', 'POST', '/tractorVehicle/search/V1.0', { token: admin, body: { size: 'ten' } });
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({ result: 'FAILED', code: '417', message: 'size: must be integer' });
    const miss = await gw.call('gateway', 'POST', '/tractorVehicle/new/V1.0', {
      token: admin,
      body: { brand: '雷沃' },
    });
    expect(miss.statusCode).toBe(417);
    expect(miss.json().message).toMatch(/^vin:/);
    const bad = await gw.call('gateway', 'POST', '/tractorVehicle/new/V1.0', {
      token: admin,
      body: { vin: "x'; drop table users;--", brand: '雷沃' },
    });
    expect(bad.statusCode).toBe(417);
    expect(bad.json().message).toMatch(/^vin:/);
    const json = await gw.app.inject({
      method: 'POST',
      url: `/npsbackend-gateway/tractorVehicle/new/V1.0?timestamp=${Date.now()}&sign=nsp-sign`,
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: '{"vin":',
    });
    expect(json.statusCode).toBe(417);
    const user = await gw.call('console', 'POST', '/sys/user/add', {
      token: admin,
      body: { username: 'new01', realname: '新用户', password: 'short' },
    });
    expect(user.statusCode).toBe(417);
    expect(user.json()).toMatchObject({ success: false, code: 417 });
    expect(user.json().message).toBe('密码：长度不能小于8或大于64'); // the field named in the form's words
    expect(await count('tractor_vehicles')).toBe(before);
  });

  it('a write succeeds, is recorded, and a duplicate is refused with 417', async () => {
    const records = await count('change_records');
    const ok = await gw.call('gateway', 'POST', '/tractorVehicle/new/V1.0', {
      token: admin,
      body: { vin: 'LTRTEST000000001', brand: '雷沃' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.id).toBeTruthy();
    expect(await count('change_records')).toBe(records + 1);
    const dup = await gw.call('gateway', 'POST', '/tractorVehicle/new/V1.0', {
      token: admin,
      body: { vin: 'LTRTEST000000001', brand: '雷沃' },
    });
    expect(dup.statusCode).toBe(417);
    expect(dup.json().message).toBe('vin: 车辆已存在');
  });

  it('a signed-in user without the permission gets 403 with the failure envelope', async () => {
    const r = await gw.call('gateway', 'POST', '/tractorVehicle/search/V1.0', { token: sp01, body: {} });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ result: 'FAILED', code: '403', message: '无权限访问' });
    const c = await gw.call('console', 'GET', '/sys/user/list', { token: sp01 });
    expect(c.statusCode).toBe(403);
    expect(c.json()).toMatchObject({ success: false, code: 403, message: '无权限访问' });
  });

  it('the permission menu follows the roles (sp01 vs admin)', async () => {
    const mine = (
      await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', {
        token: sp01,
        query: { system: 'sp', providerId: 'sp' },
      })
    ).json().result;
    const all = (
      await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token: admin })
    ).json().result;
    const paths = (nodes: { path: string; children?: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [n.path, ...paths((n.children ?? []) as never)]);
    expect(paths(mine.menu)).toContain('/fixtureParts');
    expect(paths(mine.menu)).not.toContain('/fixtureSystem/users');
    expect(paths(all.menu)).toEqual(
      expect.arrayContaining(['/fixtureParts', '/fixtureSystem', '/fixtureSystem/users']),
    );
    const parts = mine.menu.find((n: { path: string }) => n.path === '/fixtureParts');
    expect(parts.component).toBe('page:supplierParts');
    expect(parts.meta.permissionList).toEqual([{ action: 'detail', describe: '详情', type: '1' }]);
    expect(mine.auth).toEqual(expect.arrayContaining([{ action: 'detail', describe: '详情', type: '1', status: '0' }]));
    expect(mine.allAuth.filter((p: { status: string }) => p.status === '1').length).toBeGreaterThan(0);
    expectAll(all.allAuth, (p: { status: string }) => p.status === '0');
    const system = all.menu.find((n: { path: string }) => n.path === '/fixtureSystem');
    expect(system.redirect).toBe('/fixtureSystem/users');
  });

  it('console changes to role grants change the menu at run time', async () => {
    const tree = (await gw.call('console', 'GET', '/sys/permission/list', { token: admin })).json().result;
    const users = tree.find((n: { path: string }) => n.path === '/fixtureSystem').children[0];
    const current = (
      await gw.call('console', 'GET', '/sys/permission/queryRolePermission', {
        token: admin,
        query: { roleId: 'R_provider' },
      })
    ).json().result;
    const save = await gw.call('console', 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: 'R_provider', permissionIds: [...current, users.id] },
    });
    expect(save.statusCode).toBe(200);
    const mine = (
      await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', { token: sp01 })
    ).json().result;
    expect(JSON.stringify(mine.menu)).toContain('/fixtureSystem/users');
    await gw.call('console', 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: 'R_provider', permissionIds: current },
    });
  });

  it('concurrent edits: the later one with the old version gets 424', async () => {
    const list = (
      await gw.call('console', 'GET', '/sys/user/list', {
        token: admin,
        query: { username: 'fin01', pageSize: 10, pageNo: 1 },
      })
    ).json();
    const u = list.data.records[0];
    expect(list.result.pagination.total).toBe(1);
    const a = await gw.call('console', 'PUT', '/sys/user/edit', {
      token: admin,
      body: { id: u.id, version: u.version, realname: '甲' },
    });
    expect(a.statusCode).toBe(200);
    const b = await gw.call('console', 'PUT', '/sys/user/edit', {
      token: admin,
      body: { id: u.id, version: u.version, realname: '乙' },
    });
    expect(b.statusCode).toBe(424);
    expect(b.json().message).toBe('单据已被他人修改，请刷新后重试');
    const after = await gw.db.selectFrom('users').select('realname').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(after.realname).toBe('甲');
  });

  it('dictionary answers are cached per key and the cache is dropped on write', async () => {
    const first = (await gw.call('gateway', 'GET', '/sys_dict/V1.0/feedback_type', { token: sp01 })).json().data;
    expect(first.map((i: { itemValue: string }) => i.itemValue)).toEqual(['0', '1', '2']);
    const add = await gw.call('console', 'POST', '/sys/dictItem/add', {
      token: admin,
      body: { dictCode: 'feedback_type', itemValue: '3', itemText: '其他', sortOrder: 9 },
    });
    expect(add.statusCode).toBe(200);
    const second = (await gw.call('gateway', 'GET', '/sys_dict/V1.0/feedback_type', { token: sp01 })).json().data;
    expect(second.map((i: { itemValue: string }) => i.itemValue)).toEqual(['0', '1', '2', '3']);
  });

  it('tickets: owner-rights reassignment only by the creator; the provider takes its own ticket', async () => {
    const t = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('owner_rights', '=', true)
      .where('status', '=', 'WAITING_TAKE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const creator = await gw.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', t.created_by)
      .executeTakeFirstOrThrow();
    const other = creator.username === 'biz01' ? 'service_business01' : 'biz01';
    const f = await gw.db
      .selectFrom('facilitators')
      .select('id')
      .where('status', '=', 'YES')
      .where('id', '<>', t.facilitator_id!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const refused = await gw.call('gateway', 'PUT', '/ticket/assign', {
      token: await gw.tokenFor(other),
      body: { ticketId: t.id, facilitatorId: f.id, reason: '就近' },
    });
    expect(refused.statusCode).toBe(417);
    expect(refused.json().message).toBe('车主权益类单据仅能由创建者改派');
    const byProvider = await gw.call('gateway', 'PUT', '/ticket/assign', {
      token: sp01,
      body: { ticketId: t.id, facilitatorId: f.id, reason: 'x' },
    });
    expect(byProvider.statusCode).toBe(403);
    const own = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('facilitator_id', '=', 'F00001')
      .where('status', '=', 'WAITING_TAKE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const take = await gw.call('gateway', 'PUT', '/facilitator/ticket/take/single/V1.0', {
      token: sp01,
      body: { ticketId: own.id, employeeId: 'F00001E1' },
    });
    expect(take.statusCode).toBe(200);
    const again = await gw.call('gateway', 'PUT', '/facilitator/ticket/take/single/V1.0', {
      token: sp01,
      body: { ticketId: own.id },
    });
    expect(again.statusCode).toBe(424);
  });

  it('facilitator searches page with size/current and answer list + totalCount', async () => {
    const r = await gw.call('gateway', 'POST', '/facilitator', {
      token: sp01,
      body: { status: 'YES', size: 5, current: 2 },
    });
    expect(r.statusCode).toBe(200);
    const { list, totalCount } = r.json().data;
    expect(list).toHaveLength(5);
    expect(totalCount).toBeGreaterThan(5);
    expect(list[0]).toEqual(
      expect.objectContaining({
        facilitatorId: expect.any(String),
        provinceName: expect.any(String),
        branchName: expect.any(String),
      }),
    );
    const emp = await gw.call('gateway', 'GET', '/facilitator/employee/search/V1.0', {
      token: sp01,
      query: { keywords: 'F00001', size: 10, current: 1 },
    });
    expectAll(emp.json().data.list, (e: { facilitatorId: string }) => e.facilitatorId === 'F00001');
  });

  it('unknown paths answer 404 in the host envelope; the OpenAPI document is served', async () => {
    const r = await gw.call('gateway', 'GET', '/nothing/here', { token: sp01 });
    expect(r.statusCode).toBe(404);
    expect(r.json().result).toBe('FAILED');
    const doc = await gw.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/npsbackend-gateway/facilitator');
  });

  it('serves the built portal: index.html for / and navigations to unknown non-API paths, JSON 404 otherwise', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gw-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const app = await buildApp({ db: gw.db, config: { ...gw.config, distDir: dist } });
    try {
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>portal</title>');
      // a browser's navigation gets the page; the same path asked without text/html is 404
      expect((await app.inject({ method: 'GET', url: '/some/view', headers: { accept: 'text/html' } })).body).toContain(
        'portal',
      );
      expect((await app.inject({ method: 'GET', url: '/some/view' })).statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/npsbackend-gateway/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().result).toBe('FAILED');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
