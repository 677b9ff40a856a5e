// The access matrix: every route of /openapi.json with every demo account. The expected answer is
// computed from the menu documents (schemas/menus/*.json and the test fixture), independently of the gateway's
// tables and permission code: a route is allowed exactly where the account's roles get its menu entry or button
// (any of a list), refused with 403 无权限访问 elsewhere, 401 without a token unless public, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMenuDocuments, type MenuDocument, type MenuEntry } from '../../server/seed/menus';
import { demoAccounts } from '../../server/seed/roles';
import { PREFIX } from '../../server/http/envelope';
import type { Host } from '../../server/http/route';
import { databases, fixtureMenus, startGateway, type Gateway } from './harness';
import { READS } from './route-kinds';
import { accessKey, loadCallAccess } from '../../server/auth/call-permissions';

interface MatrixRoute {
  method: string;
  host: Host;
  path: string;
  permission: string | string[];
  everyone?: string;
}

const accounts = demoAccounts();

/** role code -> the menu paths and 'path#action' buttons the menu documents give it. */
function grantsFromMenus(docs: MenuDocument[]): Map<string, Set<string>> {
  const grants = new Map<string, Set<string>>();
  const give = (role: string, g: string) => (grants.get(role) ?? grants.set(role, new Set()).get(role)!).add(g);
  const visit = (e: MenuEntry, inherited: string[]) => {
    const roles = e.roles ?? inherited;
    for (const r of roles) give(r, e.path);
    for (const b of e.buttons ?? []) for (const r of b.roles ?? roles) give(r, `${e.path}#${b.action}`);
    for (const c of e.children ?? []) visit(c, roles);
  };
  for (const d of docs) for (const e of d.entries) visit(e, []);
  return grants;
}

/** The routes as /openapi.json publishes them, with their x-permission. */
function routesOf(openapi: { paths: Record<string, Record<string, Record<string, unknown>>> }): MatrixRoute[] {
  const hostOf = (url: string): { host: Host; path: string } => {
    for (const h of ['gateway', 'console'] as const)
      if (url.startsWith(PREFIX[h] + '/')) return { host: h, path: url.slice(PREFIX[h].length) };
    return { host: 'login', path: url };
  };
  const out: MatrixRoute[] = [];
  for (const [url, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!op['x-permission']) continue;
      const { host, path } = hostOf(url);
      out.push({
        method: method.toUpperCase(),
        host,
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        permission: op['x-permission'] as string | string[],
        everyone: op['x-everyone'] as string | undefined,
      });
    }
  }
  return out;
}

const grantList = (p: MatrixRoute['permission']) =>
  Array.isArray(p) ? p : p === 'public' || p === 'session' ? [] : [p];

describe.each(databases)('the access matrix on %s', (kind) => {
  let gw: Gateway;
  let routes: MatrixRoute[] = [];
  const tokens = new Map<string, string>();
  const menuGrants = grantsFromMenus([fixtureMenus, ...loadMenuDocuments()]);

  beforeAll(async () => {
    gw = await startGateway(kind);
    for (const a of accounts) tokens.set(a.username, await gw.tokenFor(a.username));
    const res = await gw.app.inject({ method: 'GET', url: '/openapi.json' });
    routes = routesOf(res.json());
  });
  afterAll(async () => {
    await gw?.close();
  });

  const expectAllowed = (role: string | null, r: MatrixRoute) => {
    if (r.permission === 'public' || r.permission === 'session') return true;
    if (role === 'it_manager') return true;
    return !!role && grantList(r.permission).some((g) => menuGrants.get(role)?.has(g));
  };
  const concrete = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, 'x');

  it('publishes every registered route with its permission in /openapi.json', async () => {
    const { allRoutes } = await import('../../server/app');
    expect(routes.length).toBe(allRoutes().length);
    for (const r of routes) {
      if (r.permission === 'session') expect(r.everyone, `${r.method} ${r.path}`).toBeTruthy();
      for (const g of grantList(r.permission)) {
        const path = g.split('#')[0];
        expect(
          [...menuGrants.values()].some((s) => s.has(path)) || path.startsWith('/fixture'),
          `${r.method} ${r.path}: ${g} is in no menu document`,
        ).toBe(true);
      }
    }
  });

  it("enforces on every route serving a catalogue call the permission of the call's JSON (schemas/calls), and TypeScript only elsewhere", async () => {
    const { allRoutes } = await import('../../server/app');
    const catalogue = loadCallAccess('schemas');
    const outside: string[] = [];
    for (const r of routes) {
      const fromJson = catalogue.get(accessKey(r.method, r.host, r.path));
      if (!fromJson) {
        outside.push(`${r.method} ${r.host} ${r.path}`);
        continue;
      }
      expect([r.permission, r.everyone], `${r.method} ${r.host} ${r.path}`).toEqual([
        fromJson.permission,
        fromJson.everyone,
      ]);
    }
    // the routes no call of the catalogue names: sign-in plumbing, the reload command and the screen documents the
    // runtime loads (server/core/documents.ts), and the frame-key check and EPC catalogue search the framed pages
    // call (not the portal)
    expect(outside.sort()).toEqual([
      'GET gateway /schemas',
      'GET gateway /schemas/:kind/:id',
      'GET login /cas/login',
      'POST gateway /admin/schemas/reload',
      'POST gateway /authorized/dp/entryLink',
      'POST gateway /epc/parts/search/V1.0',
      'POST gateway /frame/key/verify/V1.0',
      'POST login /cas/login',
    ]);
    for (const r of allRoutes())
      expect(r.permission === undefined, `${r.method} ${r.host} ${r.path}`).toBe(
        catalogue.has(accessKey(r.method, r.host, r.path)),
      );
  });

  it('names a button for every write route (or says why every signed-in user may call it)', () => {
    const bare: string[] = [];
    const everyone: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.host} ${r.path}`;
      if (r.method === 'GET' || READS.has(key) || r.permission === 'public') continue;
      if (r.permission === 'session') everyone.push(`${key}: ${r.everyone}`);
      else if (!grantList(r.permission).every((g) => g.includes('#')))
        bare.push(`${key} (${JSON.stringify(r.permission)})`);
    }
    console.log(`write routes open to every signed-in user, with their reason:\n  ${everyone.join('\n  ')}`);
    expect(bare).toEqual([]);
  });

  it('refuses without a token unless public', async () => {
    for (const r of routes) {
      const res = await gw.call(r.host, r.method, concrete(r.path), { body: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.path}`).toBeLessThan(500);
      if (r.permission !== 'public') expect(res.statusCode, `${r.method} ${r.host} ${r.path}`).toBe(401);
    }
  });

  it('grants and refuses exactly as the menus say, for every route and every demo account', async () => {
    const failures: string[] = [];
    let cells = 0;
    let refusals = 0;
    for (const a of accounts) {
      for (const r of routes) {
        if (r.path === '/common/user/user/logout') continue;
        cells++;
        const res = await gw.call(r.host, r.method, concrete(r.path), {
          token: tokens.get(a.username),
          body: r.method === 'GET' ? undefined : {},
        });
        const allowed = expectAllowed(a.role, r);
        const tag = `${a.username} ${r.method} ${r.host} ${r.path} (${JSON.stringify(r.permission)}) -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode === 403) refusals++;
        if (res.statusCode >= 500) failures.push(`5xx: ${tag}`);
        // the EPC catalogue's credential is the frame key in its body, not the session: 401 there means no key
        else if (res.statusCode === 401 && `${r.method} ${r.host} ${r.path}` !== 'POST gateway /epc/parts/search/V1.0')
          failures.push(`401: ${tag}`);
        else if (allowed && res.statusCode === 403 && r.permission !== 'session') failures.push(`refused: ${tag}`);
        else if (!allowed && (res.statusCode !== 403 || !res.body.includes('无权限访问')))
          failures.push(`not refused: ${tag}`);
      }
    }
    console.log(
      `access matrix on ${kind}: ${routes.length} routes x ${accounts.length} accounts = ${cells} calls, ${refusals} refused (403)`,
    );
    expect(failures).toEqual([]);
  }, 180_000); // every route × every demo account on one gateway: 60 s under load 14-24 on 2 cores

  it('no input produces a 5xx (wrong types, odd strings, nested objects) for any route', async () => {
    const { allRoutes } = await import('../../server/app');
    const token = tokens.get('admin');
    const odd = ["'; drop table users; --", 'x'.repeat(5000), '%_\\', -1, 1e308, null, { nested: [1] }, ['a'], true];
    const failures: string[] = [];
    for (const r of allRoutes()) {
      if (r.path === '/common/user/user/logout') continue;
      const props = Object.keys(
        ((r.method === 'GET' || r.method === 'DELETE' ? r.query : r.body) as { properties?: object } | undefined)
          ?.properties ?? { size: 1 },
      );
      for (const v of odd) {
        const input = Object.fromEntries(props.map((k) => [k, v]));
        const path = r.path.replace(
          /:[A-Za-z0-9_]+/g,
          typeof v === 'string' ? encodeURIComponent(v.slice(0, 100)) : 'x',
        );
        const res =
          r.method === 'GET' || r.method === 'DELETE'
            ? await gw.call(r.host, r.method, path, {
                token,
                query: Object.fromEntries(
                  Object.entries(input).map(([k, x]) => [k, typeof x === 'object' ? JSON.stringify(x) : String(x)]),
                ),
              })
            : await gw.call(r.host, r.method, path, { token, body: input });
        if (res.statusCode >= 500)
          failures.push(
            `${r.method} ${r.host} ${r.path} with ${JSON.stringify(v).slice(0, 40)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
