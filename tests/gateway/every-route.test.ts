// Every registered route (core and business) with every role's demo account: refused (403) exactly when its
// declared permission is not granted to the account's roles, 401 without a token unless public, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../server/app';
import { demoAccounts } from '../../server/seed/roles';
import { databases, startGateway, type Gateway } from './harness';

const routes = allRoutes();
const accounts = demoAccounts().map((a) => a.username);

describe.each(databases)('every route with every role on %s', (kind) => {
  let gw: Gateway;
  const tokens = new Map<string, string>();
  const roleGrants = new Map<string, Set<string>>();
  beforeAll(async () => {
    gw = await startGateway(kind);
    for (const a of accounts) tokens.set(a, await gw.tokenFor(a));
    // The expected grants, read straight from the tables (independent of the gateway's permission code).
    const menus = await gw.db.selectFrom('role_menus').innerJoin('roles', 'roles.id', 'role_menus.role_id').innerJoin('menus', 'menus.id', 'role_menus.menu_id')
      .select(['roles.role_code', 'menus.path']).execute();
    const buttons = await gw.db.selectFrom('role_permissions').innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id').innerJoin('menus', 'menus.id', 'permissions.menu_id')
      .select(['roles.role_code', 'menus.path', 'permissions.action']).execute();
    for (const m of menus) (roleGrants.get(m.role_code) ?? roleGrants.set(m.role_code, new Set()).get(m.role_code)!).add(m.path);
    for (const b of buttons) (roleGrants.get(b.role_code) ?? roleGrants.set(b.role_code, new Set()).get(b.role_code)!).add(`${b.path}#${b.action}`);
  });
  afterAll(async () => { await gw?.close(); });

  const rolesOf = async (username: string) => (await gw.db.selectFrom('users').innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.role_code').where('users.username', '=', username).execute()).map((r) => r.role_code);

  const expectAllowed = (roles: string[], permission: string) =>
    permission === 'public' || permission === 'session' || roles.includes('it_manager') || roles.some((r) => roleGrants.get(r)?.has(permission));

  it(`covers ${routes.length} routes`, () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses without a token unless public', async () => {
    for (const r of routes) {
      const res = await gw.call(r.host, r.method, r.path.replace(/:[A-Za-z0-9_]+/g, 'x'), { body: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.path}`).toBeLessThan(500);
      if (r.permission !== 'public') expect(res.statusCode, `${r.method} ${r.host} ${r.path}`).toBe(401);
    }
  });

  it('grants and refuses per declared permission for every role', async () => {
    const failures: string[] = [];
    for (const username of accounts) {
      const roles = await rolesOf(username);
      for (const r of routes) {
        if (r.path === '/common/user/user/logout') continue;
        const res = await gw.call(r.host, r.method, r.path.replace(/:[A-Za-z0-9_]+/g, 'x'), { token: tokens.get(username), body: r.method === 'GET' ? undefined : {} });
        const allowed = expectAllowed(roles, r.permission);
        const tag = `${username} ${r.method} ${r.host} ${r.path} (${r.permission}) -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) failures.push(`5xx: ${tag}`);
        else if (res.statusCode === 401) failures.push(`401: ${tag}`);
        else if (allowed && res.statusCode === 403 && r.permission !== 'session') failures.push(`refused: ${tag}`);
        else if (!allowed && res.statusCode !== 403) failures.push(`not refused: ${tag}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('no input produces a 5xx (wrong types, odd strings, nested objects) for any route', async () => {
    const token = tokens.get('admin');
    const odd = ["'; drop table users; --", 'x'.repeat(5000), '%_\\', -1, 1e308, null, { nested: [1] }, ['a'], true];
    const failures: string[] = [];
    for (const r of routes) {
      if (r.path === '/common/user/user/logout') continue;
      const props = Object.keys(((r.method === 'GET' || r.method === 'DELETE' ? r.query : r.body) as { properties?: object } | undefined)?.properties ?? { size: 1 });
      for (const v of odd) {
        const input = Object.fromEntries(props.map((k) => [k, v]));
        const path = r.path.replace(/:[A-Za-z0-9_]+/g, typeof v === 'string' ? encodeURIComponent(v.slice(0, 100)) : 'x');
        const res = r.method === 'GET' || r.method === 'DELETE'
          ? await gw.call(r.host, r.method, path, { token, query: Object.fromEntries(Object.entries(input).map(([k, x]) => [k, typeof x === 'object' ? JSON.stringify(x) : String(x)])) })
          : await gw.call(r.host, r.method, path, { token, body: input });
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.host} ${r.path} with ${JSON.stringify(v).slice(0, 40)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
