// A route must say what it serves: the declaration check that runs when the gateway registers its routes.
import { describe, expect, it } from 'vitest';
import { accessOf, checkDeclaration } from './register';
import { anyOf, declarationProblem, loadCallAccess } from '../auth/call-permissions';
import type { RouteDef, SessionUser } from './route';
import { demand } from '../auth/permissions';
import { allRoutes } from '../app';

const route = (over: Partial<RouteDef>): RouteDef => ({
  method: 'POST',
  host: 'gateway',
  path: '/x',
  permission: '/x#add',
  handler: async () => null,
  ...over,
});

describe('route permission declarations', () => {
  it('accepts a menu entry, a button, a list of them, public, and session with its reason', () => {
    for (const permission of ['/x', '/x#add', ['/x#add', '/detail/x/:id#opt'], 'public'])
      expect(() => checkDeclaration(route({ permission }))).not.toThrow();
    expect(() =>
      checkDeclaration(route({ permission: 'session', everyone: "the caller's own history" })),
    ).not.toThrow();
  });

  it("refuses 'session' without the reason, a reason on anything else, an empty list and a malformed grant", () => {
    expect(() => checkDeclaration(route({ permission: 'session' }))).toThrow(/needs `everyone`/);
    expect(() => checkDeclaration(route({ permission: '/x', everyone: 'why' }))).toThrow(
      /only for permission 'session'/,
    );
    expect(() => checkDeclaration(route({ permission: [] }))).toThrow(/admits nobody/);
    expect(() => checkDeclaration(route({ permission: 'x#add' }))).toThrow(/no menu path/);
    expect(() => checkDeclaration(route({ permission: '/x#add#del' }))).toThrow(/no menu path/);
  });

  it('refuses a button grant naming no action of schemas/meta/actions.json (a typo would admit nobody)', () => {
    expect(() => checkDeclaration(route({ permission: '/x#comit' }))).toThrow(
      /'\/x#comit' names no permission action of schemas\/meta\/actions\.json \('comit'\)/,
    );
    expect(() => checkDeclaration(route({ permission: ['/x', '/y#importResult', '/z#reasign'] }))).toThrow(
      /'\/z#reasign'/,
    );
    expect(declarationProblem(['/a#edit', '/b#logistic'], undefined)).toBe(
      "'/b#logistic' names no permission action of schemas/meta/actions.json ('logistic')",
    );
  });

  it("a handler's demand() of a button naming no action fails before asking anyone (not a 403 for all)", async () => {
    const user = { userId: 'u', roles: ['it_manager'] } as unknown as SessionUser;
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database was asked');
        },
      },
    ) as never;
    await expect(demand(db, user, '/coreReturnBill#edt')).rejects.toThrow(
      "demand: '/coreReturnBill#edt' names no permission action of schemas/meta/actions.json ('edt')",
    );
    await expect(demand(db, user, ['/coreReturnBill#edit', '/partQuery#ad'])).rejects.toThrow(/'\/partQuery#ad'/);
    await expect(demand(db, user, '/coreReturnBill#edit')).resolves.toBeUndefined(); // the super role passes without the database
  });

  it('holds for every route the gateway serves: from its call in schemas/calls, or its RouteDef outside the catalogue', () => {
    const catalogue = { access: loadCallAccess('schemas') };
    const fromJson = allRoutes().filter((r) => r.permission === undefined);
    expect(fromJson.length).toBeGreaterThan(100);
    for (const r of allRoutes()) expect(() => accessOf(r, catalogue)).not.toThrow();
  });

  it('one source: a catalogue-served route that also declares a permission, or a route with none, stops the gateway', () => {
    const catalogue = { access: loadCallAccess('schemas') };
    const served = route({
      method: 'POST',
      host: 'gateway',
      path: '/supplierParts/search/V1.0',
      permission: '/supplierParts',
    });
    expect(() => accessOf(served, catalogue)).toThrow(
      /serves supplierParts\.search \(schemas\/calls\/supplierParts\.json\).*remove `permission` from the RouteDef/,
    );
    expect(accessOf({ ...served, permission: undefined }, catalogue)()).toMatchObject({ permission: '/supplierParts' });
    expect(() => accessOf(route({ path: '/not/in/catalogue', permission: undefined }), catalogue)).toThrow(
      /no permission: declare it on the call in schemas\/calls/,
    );
  });

  it('reads the JSON grammar: any of several calls on one route, and the malformed ones by name', () => {
    expect(anyOf([{ permission: '/a' }, { permission: ['/b#edit', '/a'] }])).toEqual({ permission: ['/a', '/b#edit'] });
    expect(anyOf([{ permission: '/a' }, { permission: 'session', everyone: 'why' }])).toEqual({
      permission: 'session',
      everyone: 'why',
    });
    expect(anyOf([{ permission: 'public' }, { permission: '/a' }])).toEqual({ permission: 'public' });
    expect(declarationProblem(undefined, undefined)).toMatch(/^no permission/);
    expect(declarationProblem('session', undefined)).toMatch(/needs "everyone"/);
    expect(declarationProblem(['/a', 3], undefined)).toMatch(/neither a string nor a list/);
    expect(declarationProblem('/a#edit', undefined)).toBe('');
  });
});
