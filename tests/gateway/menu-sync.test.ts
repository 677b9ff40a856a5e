// Menus are synced from the documents at every start (server/seed/menus.ts syncMenus): an entry's roles, its
// buttons and the entries themselves follow the documents; what the documents dropped is gone, and the
// gateway refuses the routes it guarded. The next start is simulated by syncing changed documents again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MenuDocument, syncMenus } from '../../server/seed/menus';
import { databases, startGateway, type Gateway } from './harness';

const doc = (change: (d: MenuDocument) => void = () => undefined): MenuDocument => {
  const d: MenuDocument = {
    kind: 'menu',
    id: 'sync',
    entries: [
      {
        name: 'banner',
        title: '轮播图管理',
        path: '/banner',
        screen: 'page:banners',
        roles: ['part_data', 'manager'],
        buttons: [
          { action: 'delete', describe: '删除' },
          { action: 'reject', describe: '撤回', roles: ['manager'] },
        ],
      },
      {
        name: 'syncGone',
        title: '将被删除',
        path: '/syncGone',
        screen: 'page:users',
        roles: ['part_data'],
        buttons: [{ action: 'add', describe: '新增' }],
      },
    ],
  };
  change(d);
  return d;
};

describe.each(databases)('menu sync on %s', (kind) => {
  let gw: Gateway;
  let partData: string;
  const grantsOf = async (path: string) =>
    (
      await gw.db
        .selectFrom('role_menus')
        .innerJoin('roles', 'roles.id', 'role_menus.role_id')
        .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
        .select('roles.role_code')
        .where('menus.path', '=', path)
        .execute()
    )
      .map((r) => r.role_code)
      .sort();
  const deleteBanner = () => gw.call('gateway', 'DELETE', '/banner/V1.0/no-such-banner', { token: partData });

  beforeAll(async () => {
    gw = await startGateway(kind, { menus: [doc()] });
    partData = await gw.tokenFor('part_data01');
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("starts with the document's entries, roles and buttons", async () => {
    expect(await grantsOf('/banner')).toEqual(['manager', 'part_data']);
    expect(await grantsOf('/syncGone')).toEqual(['part_data']);
    expect((await deleteBanner()).statusCode).not.toBe(403);
  });

  it('a second sync of the same documents changes nothing', async () => {
    expect(await syncMenus(gw.db, [doc()])).toEqual({ menus: 0, buttons: 0, changed: 0, removed: 0 });
  });

  it('applies changed roles, titles and removed buttons and entries at the next sync', async () => {
    const next = doc((d) => {
      d.entries[0].roles = ['manager', 'financial'];
      d.entries[0].title = '轮播图';
      d.entries[0].buttons = [{ action: 'reject', describe: '撤回' }];
      d.entries.pop();
    });
    expect(await syncMenus(gw.db, [next])).toMatchObject({ menus: 0, buttons: 0, removed: 2 });
    expect(await grantsOf('/banner')).toEqual(['financial', 'manager']);
    const banner = await gw.db
      .selectFrom('menus')
      .select(['title', 'source'])
      .where('path', '=', '/banner')
      .executeTakeFirstOrThrow();
    expect(banner).toEqual({ title: '轮播图', source: 'schema' });
    const perms = await gw.db
      .selectFrom('permissions')
      .innerJoin('menus', 'menus.id', 'permissions.menu_id')
      .select('permissions.action')
      .where('menus.path', '=', '/banner')
      .execute();
    expect(perms.map((p) => p.action)).toEqual(['reject']);
    const reject = await gw.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select('roles.role_code')
      .where('role_permissions.permission_id', '=', 'p:/banner#reject')
      .execute();
    expect(reject.map((r) => r.role_code).sort()).toEqual(['financial', 'manager']);
    expect(await gw.db.selectFrom('menus').select('id').where('path', '=', '/syncGone').execute()).toEqual([]);
    expect(await gw.db.selectFrom('permissions').select('id').where('id', '=', 'p:/syncGone#add').execute()).toEqual(
      [],
    );
    // the auth caches were cleared: the same session is refused the removed button's route at once
    expect((await deleteBanner()).statusCode).toBe(403);
  });

  it('leaves entries with another source alone', async () => {
    await gw.db
      .insertInto('menus')
      .values({
        id: 'console:x',
        name: 'consoleX',
        title: '控制台',
        path: '/consoleX',
        sort_no: 0,
        source: 'console',
        is_cache: true,
        hidden: false,
      })
      .execute();
    await syncMenus(gw.db, [doc()]);
    expect(await gw.db.selectFrom('menus').select('path').where('path', '=', '/consoleX').execute()).toEqual([
      { path: '/consoleX' },
    ]);
  });
});
