// The role table exists once (schemas/meta/roles.json): the gateway's seed and permission check, the shell's
// front codes and the checker's role codes all read it, so they agree by construction; this holds them to it.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import table from '../../schemas/meta/roles.json';
import { ROLE_TABLE, toFrontCodes } from '../../src/session/roles';
import { EXTRA_ROLES, PROVIDER_SIDE, ROLES, demoAccounts } from '../../server/seed/roles';
import { SUPER_ROLE } from '../../server/auth/permissions';
import { ROLE_CODES } from '../../checker/menus';
import { checkTexts } from '../../checker/core';

const codes = table.roles.map((r) => r.code);

describe('one role table (schemas/meta/roles.json)', () => {
  it('holds the 20 roles of 000 §6 with front codes and both names', () => {
    expect(codes).toHaveLength(20);
    expect(new Set(codes).size).toBe(20);
    for (const r of table.roles) {
      expect(r.front).toMatch(/^[A-Z]+$/);
      expect(r.name.zh_CN).toBeTruthy();
      expect(r.name.en_US).toBeTruthy();
    }
    expect(codes).toContain(table.superRole);
  });

  it('the gateway seeds exactly these roles (plus the extra ones) and lets the super role pass', () => {
    expect(ROLES.map((r) => [r.code, r.front, r.name])).toEqual(
      table.roles.map((r) => [r.code, r.front, r.name.zh_CN]),
    );
    expect(EXTRA_ROLES.map((r) => r.code)).toEqual(table.extra.map((r) => r.code));
    expect(SUPER_ROLE).toBe('it_manager');
    expect(demoAccounts().filter((a) => a.role && !codes.includes(a.role))).toEqual([]);
  });

  it("the provider-side roles are the table's FACILITATOR identities: their demo users are providers' staff", () => {
    expect([...PROVIDER_SIDE]).toEqual(['provider', 'onlineProvider', 'onlineMessenger', 'engineer']);
    for (const a of demoAccounts().filter((x) => x.role && PROVIDER_SIDE.has(x.role)))
      expect(a.identity, a.username).toContain('FACILITATOR');
    expect(
      demoAccounts()
        .filter((a) => a.role && !PROVIDER_SIDE.has(a.role))
        .map((a) => a.identity),
    ).not.toContain('FACILITATOR');
  });

  it('the shell maps exactly these role codes to their front codes, with the spec order', () => {
    expect(Object.keys(ROLE_TABLE)).toEqual(codes);
    expect(toFrontCodes(codes)).toEqual(table.roles.map((r) => r.front));
    expect(ROLE_TABLE.provider).toEqual({ code: 'SP', order: 100, label: '服务商' });
    expect(toFrontCodes(table.extra.map((r) => r.code))).toEqual([]);
  });

  it('the checker accepts exactly these codes in menus and names the nearest for an unknown one', () => {
    expect([...ROLE_CODES]).toEqual(codes);
    const menu = {
      $schema: '../meta/menu.schema.json',
      kind: 'menu',
      id: 'probe',
      entries: [
        { name: 'probe', title: '探针', path: '/probe', url: 'https://example.com', roles: ['it_manger', 'provider'] },
      ],
    };
    const problems = checkTexts({
      files: [{ rel: 'schemas/menus/probe.json', text: JSON.stringify(menu, null, 2) }],
      validate: () => [],
      routes: false,
    });
    const roleProblems = problems.filter((p) => p.pointer.endsWith('/roles/0'));
    expect(roleProblems.map((p) => p.message)).toEqual([expect.stringContaining('unknown role code "it_manger"')]);
    expect(roleProblems[0].message).toContain('did you mean "it_manager"');
    expect(problems.some((p) => p.pointer.endsWith('/roles/1'))).toBe(false);
  });
});
