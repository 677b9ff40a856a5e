// Access from JSON and reload without restart: a test menu entry showing an existing page on existing
// calls is admitted only once the calls' JSON lists it (no TypeScript), after POST /admin/schemas/reload; a menu
// fixture's roles and buttons changed and then removed show in the permission menu after a reload. The gateway
// reads a copy of schemas/ in a temp folder, changed here as a configurator would change the files.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/create-db';
import { startCacheSync, type CacheSync } from '../../server/auth/cache-sync';
import { until } from '../wait';
import { loadMenuDocuments, type MenuDocument } from '../../server/seed/menus';
import { admitMenuEntry } from '../../scripts/admit-entry';
import { checkSchemas } from '../../checker/check';
import { formatProblem } from '../../checker/problem';

interface MenuNode {
  path: string;
  children?: MenuNode[];
  meta?: { permissionList?: { action: string }[] };
}

const fixture = (change: (d: MenuDocument) => void = () => undefined): MenuDocument => {
  const d: MenuDocument = {
    kind: 'menu',
    id: 'reloadFixture',
    entries: [
      {
        name: 'reloadParts',
        title: '重载测试配件',
        path: '/reloadParts',
        screen: 'page:reloadParts',
        roles: ['financial'],
        buttons: [{ action: 'detail', describe: '详情' }],
      },
    ],
  };
  change(d);
  return d;
};

describe.each(databases)('schemas reload on %s', (kind) => {
  let gw: Gateway;
  let root: string;
  const schemas = () => join(root, 'schemas');
  const writeMenu = (d: MenuDocument) =>
    writeFileSync(
      join(schemas(), 'menus', 'reloadFixture.json'),
      `${JSON.stringify({ $schema: '../meta/menu.schema.json', ...d }, null, 2)}\n`,
    );
  const reload = (as = 'admin') => gw.callAs(as, 'POST', '/admin/schemas/reload', { body: {} });
  const search = (as: string) => gw.callAs(as, 'POST', '/supplierParts/search/V1.0', { body: { size: 5, current: 1 } });
  const menuOf = async (username: string): Promise<Map<string, string[]>> => {
    const token = await gw.tokenFor(username);
    const res = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', {
      token,
      query: { system: 'sp', providerId: 'sp', token },
    });
    const out = new Map<string, string[]>();
    const walk = (nodes: MenuNode[] = []) =>
      nodes.forEach((n) => {
        out.set(n.path, (n.meta?.permissionList ?? []).map((p) => p.action).sort());
        walk(n.children);
      });
    walk((res.json() as { result: { menu: MenuNode[] } }).result.menu);
    return out;
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'schemas-reload-'));
    cpSync('schemas', schemas(), { recursive: true });
    // a new page (JSON only) on the existing calls of the supplier parts page
    const page = JSON.parse(readFileSync(join(schemas(), 'pages', 'supplierParts.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(
      join(schemas(), 'pages', 'reloadParts.json'),
      JSON.stringify({ ...page, id: 'reloadParts', title: '重载测试配件' }, null, 2),
    );
    gw = await startGateway(kind);
    // this gateway reads the copy (as `npm start` reads ./schemas)
    gw.app.schemas.dir = schemas();
    gw.app.schemas.menus = () => loadMenuDocuments(join(schemas(), 'menus'));
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('the reload command is for administrators (权限管理 保存): 401 without a session, 403 for others', async () => {
    expect((await gw.callAs(null, 'POST', '/admin/schemas/reload', { body: {} })).status).toBe(401);
    const refused = await reload('fin01');
    expect([refused.status, (refused.json as { message: string }).message]).toEqual([403, '无权限访问']);
  });

  it('a new page and its menu entry (JSON only) on existing calls are admitted to them only after their JSON lists the entry', async () => {
    writeMenu(fixture());
    const synced = await reload();
    expect(synced.status).toBe(200);
    expect((synced.json as { data: { menus: number; calls: number } }).data).toMatchObject({ menus: 1 });
    expect((await menuOf('fin01')).get('/reloadParts')).toEqual(['detail']);
    // the menu entry alone does not open the calls: the checker says what to add, the gateway refuses
    const problems = checkSchemas({ root, routes: false }).map(formatProblem);
    expect(
      problems.some(
        (p) =>
          p.startsWith('schemas/pages/reloadParts.json:') &&
          p.includes('call supplierParts.search does not admit menu entry /reloadParts') &&
          p.includes('add "/reloadParts"'),
      ),
    ).toBe(true);
    expect((await search('fin01')).status).toBe(403);

    // the fix, in JSON only
    const file = join(schemas(), 'calls', 'supplierParts.json');
    writeFileSync(file, admitMenuEntry(readFileSync(file, 'utf8'), 'supplierParts.search', '/reloadParts'));
    expect(
      checkSchemas({ root, routes: false })
        .map(formatProblem)
        .filter((p) => p.includes('supplierParts.search does not admit')),
    ).toEqual([]);
    expect((await search('fin01')).status).toBe(403); // not before the reload
    expect((await reload()).status).toBe(200);
    const admitted = await search('fin01');
    expect(admitted.status).toBe(200);
    expect((admitted.json as { result: string }).result).toBe('SUCCEED');
    // the other roles of the call keep it, the rest still get 无权限访问
    expect((await search('part_data01')).status).toBe(200);
    expect((await search('wz01')).status).toBe(403);
  });

  it('roles and buttons changed in a menu document show in the permission menu after a reload; a removal is applied', async () => {
    writeMenu(
      fixture((d) => {
        d.entries[0].roles = ['financial', 'engineer'];
        d.entries[0].buttons = [
          { action: 'detail', describe: '详情' },
          { action: 'edit', describe: '编辑', roles: ['engineer'] },
        ];
      }),
    );
    expect((await menuOf('wz01')).has('/reloadParts')).toBe(false);
    expect((await reload()).json).toMatchObject({ data: { changed: expect.any(Number), buttons: 1 } });
    expect((await menuOf('wz01')).get('/reloadParts')).toEqual(['detail', 'edit']);
    expect((await menuOf('fin01')).get('/reloadParts')).toEqual(['detail']);

    rmSync(join(schemas(), 'menus', 'reloadFixture.json'));
    expect((await reload()).json).toMatchObject({ data: { removed: expect.any(Number) } });
    expect((await menuOf('wz01')).has('/reloadParts')).toBe(false);
    expect((await menuOf('fin01')).has('/reloadParts')).toBe(false);
  });

  it('a call without a valid permission refuses the reload and changes nothing', async () => {
    const file = join(schemas(), 'calls', 'supplierParts.json');
    const good = readFileSync(file, 'utf8');
    const doc = JSON.parse(good) as { calls: Record<string, Record<string, unknown>> };
    delete doc.calls['supplierParts.search'].permission;
    writeFileSync(file, JSON.stringify(doc));
    const refused = await reload();
    expect(refused.status).toBe(417);
    expect((refused.json as { message: string }).message).toMatch(
      /schemas\/calls\/supplierParts\.json: call supplierParts\.search: no permission/,
    );
    expect((await search('part_data01')).status).toBe(200); // the previous permissions stay in force
    writeFileSync(file, good);
  });
});

// Two replicas on one PostgreSQL, each reading its own copy of schemas/ (the same files deployed to both): the one
// that reloads syncs the menus and announces it through the cache sync; the other rereads its calls' permissions.
describe.runIf(!!process.env.TEST_DATABASE_URL)('schemas reload across replicas on postgres', () => {
  let gw: Gateway;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: ReturnType<typeof createDb>;
  const syncs: CacheSync[] = [];
  const roots: string[] = [];
  const copy = () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-replica-'));
    roots.push(root);
    cpSync('schemas', join(root, 'schemas'), { recursive: true });
    writeFileSync(
      join(root, 'schemas', 'menus', 'reloadFixture.json'),
      JSON.stringify({
        $schema: '../meta/menu.schema.json',
        ...fixture((d) => {
          d.entries[0].screen = 'page:supplierParts';
        }),
      }),
    );
    return join(root, 'schemas');
  };

  beforeAll(async () => {
    gw = await startGateway('postgres');
    otherDb = createDb({ databaseUrl: gw.databaseUrl });
    const [a, b] = [copy(), copy()];
    gw.app.schemas.dir = a;
    gw.app.schemas.menus = () => loadMenuDocuments(join(a, 'menus'));
    other = await buildApp({ db: otherDb.db, config: gw.config, schemasDir: b });
    await other.ready();
    for (const db of [gw.db, otherDb.db])
      syncs.push(await startCacheSync({ db, connectionString: gw.databaseUrl!, log: () => undefined }));
  });
  afterAll(async () => {
    for (const s of syncs) await s.stop();
    await other?.close();
    await otherDb?.close();
    await gw?.close();
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it('the other replica enforces the new permissions a moment after one replica reloads', async () => {
    const token = await gw.tokenFor('fin01');
    const searchOnOther = async () =>
      (
        await other.inject({
          method: 'POST',
          url: '/npsbackend-gateway/supplierParts/search/V1.0',
          query: { timestamp: String(gw.config.now()), sign: 'nsp-sign' },
          headers: { authorization: token },
          payload: { size: 5, current: 1 },
        })
      ).statusCode;
    expect((await gw.callAs('admin', 'POST', '/admin/schemas/reload', { body: {} })).status).toBe(200);
    expect(await searchOnOther()).toBe(403);
    // the same change deployed to both copies; one reload
    for (const dir of [gw.app.schemas.dir, other.schemas.dir]) {
      const file = join(dir, 'calls', 'supplierParts.json');
      writeFileSync(file, admitMenuEntry(readFileSync(file, 'utf8'), 'supplierParts.search', '/reloadParts'));
    }
    expect((await gw.callAs('admin', 'POST', '/admin/schemas/reload', { body: {} })).status).toBe(200);
    expect(
      (await gw.callAs('fin01', 'POST', '/supplierParts/search/V1.0', { body: { size: 5, current: 1 } })).status,
    ).toBe(200);
    await until(async () => (await searchOnOther()) === 200, {
      what: 'the other replica admits fin01 after the announced reload',
    });
  });
});
