// A route must say what it serves: the declaration check that runs when the gateway registers its routes.
import { describe, expect, it } from 'vitest';
import { checkDeclaration } from './register';
import type { RouteDef } from './route';
import { allRoutes } from '../app';

const route = (over: Partial<RouteDef>): RouteDef => ({ method: 'POST', host: 'gateway', path: '/x', permission: '/x#add', handler: async () => null, ...over });

describe('route permission declarations', () => {
  it('accepts a menu entry, a button, a list of them, public, and session with its reason', () => {
    for (const permission of ['/x', '/x#add', ['/x#add', '/detail/x/:id#opt'], 'public']) expect(() => checkDeclaration(route({ permission }))).not.toThrow();
    expect(() => checkDeclaration(route({ permission: 'session', everyone: 'the caller\'s own history' }))).not.toThrow();
  });

  it("refuses 'session' without the reason, a reason on anything else, an empty list and a malformed grant", () => {
    expect(() => checkDeclaration(route({ permission: 'session' }))).toThrow(/needs `everyone`/);
    expect(() => checkDeclaration(route({ permission: '/x', everyone: 'why' }))).toThrow(/only for permission 'session'/);
    expect(() => checkDeclaration(route({ permission: [] }))).toThrow(/admits nobody/);
    expect(() => checkDeclaration(route({ permission: 'x#add' }))).toThrow(/no menu path/);
    expect(() => checkDeclaration(route({ permission: '/x#add#del' }))).toThrow(/no menu path/);
  });

  it('holds for every route the gateway serves', () => {
    for (const r of allRoutes()) expect(() => checkDeclaration(r)).not.toThrow();
  });
});
