// The tables kept in schemas/meta, each read (not copied) by the checker, the shell's
// runtime and the gateway: the permission actions (actions.json), the search-history types (runtime-defaults.json)
// and the role table (roles.json). Each table is well formed, the TypeScript names derive from it, and no source
// file of src/, renderers/, server/ or scripts/ keeps its own copy of a list.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import actionTable from '../../schemas/meta/actions.json';
import runtimeDefaults from '../../schemas/meta/runtime-defaults.json';
import {
  ACTIONS,
  DETAIL_ACTIONS,
  HISTORY_TYPES,
  LIST_ACTIONS,
  PERMISSION_ACTIONS,
  WRITE_ACTIONS,
} from '../../renderers/manifest';
import { ACTION_CODES, actionDescribe, unknownGrantAction } from '../../server/auth/actions';
import { CORE_DICTS } from '../../server/seed/dicts';

const ROOT = join(import.meta.dirname, '../..');
const filesIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesIn(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name) && !/\.(test|generated)\.tsx?$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );

describe('schemas/meta/actions.json: the permission actions', () => {
  it('names each action once, with its kind and a zh_CN and en_US describe', () => {
    const codes = actionTable.actions.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of actionTable.actions) {
      expect(a.code, a.code).toMatch(/^[a-z][A-Za-z]*$/);
      expect(['list', 'detail', 'write', 'shell'], a.code).toContain(a.kind);
      expect(a.describe.zh_CN.trim(), a.code).not.toBe('');
      expect(a.describe.en_US.trim(), a.code).not.toBe('');
    }
  });

  it('holds the list and detail page actions of 001 §6 exactly, in its order', () => {
    expect(LIST_ACTIONS).toEqual(['detail', 'delete', 'edit', 'give', 'sign', 'reject', 'inventoryStock']);
    expect(DETAIL_ACTIONS).toEqual([
      'addPart',
      'replacePartSearch',
      'import',
      'templateDownload',
      'applicationApproval',
      'applicationReject',
      'invoiceVerify',
      'invoiceReject',
      'invalid',
      'changeCostCenter',
      'cusInvoiceInfo',
      'financeInvoiceInfo',
      'opt',
      'mapNavigation',
      'reviewInvoice',
    ]);
  });

  it("is what the runtime's manifest and the gateway read", () => {
    expect(PERMISSION_ACTIONS).toEqual(actionTable.actions.map((a) => a.code));
    expect(ACTIONS.filter((a) => a.kind === 'write').map((a) => a.code)).toEqual(WRITE_ACTIONS);
    expect([...ACTION_CODES]).toEqual(PERMISSION_ACTIONS);
    expect(actionDescribe('reassign')).toBe('改派');
    expect(actionDescribe('reassign', 'en_US')).toBe('Reassign');
    expect(actionDescribe('create')).toBeUndefined();
    expect(unknownGrantAction(['/coreReturnBill#logistics', '/coreReturnBill'])).toBe('');
    expect(unknownGrantAction(['/coreReturnBill#logistic'])).toMatch(/'logistic'/);
  });

  it('is listed in no TypeScript source (derive from the table instead)', () => {
    const spelled = (list: readonly string[]) => new RegExp(list.map((c) => `['"]${c}['"]`).join('\\s*,\\s*'));
    const copies = ['src', 'renderers', 'server', 'scripts'].flatMap(filesIn).filter((rel) => {
      const text = readFileSync(join(ROOT, rel), 'utf8');
      return (
        spelled(LIST_ACTIONS.slice(0, 3)).test(text) ||
        spelled(DETAIL_ACTIONS.slice(0, 3)).test(text) ||
        spelled(WRITE_ACTIONS.slice(0, 3)).test(text)
      );
    });
    expect(copies).toEqual([]);
  });
});

describe('schemas/meta/runtime-defaults.json: the search-history types', () => {
  it('is what the runtime reads', () => {
    expect(HISTORY_TYPES).toEqual(runtimeDefaults.historyTypes);
  });

  it('has a name in the dictionary search_history_type for each type, and no other', () => {
    const dict = CORE_DICTS.find((d) => d.code === 'search_history_type');
    expect(dict?.items.map((i) => i.value).sort()).toEqual(
      [...new Set(Object.values(runtimeDefaults.historyTypes))].sort(),
    );
  });

  it('is listed in no TypeScript source', () => {
    const types = [...new Set(Object.values(runtimeDefaults.historyTypes))];
    const spelled = new RegExp(
      types
        .slice(0, 3)
        .map((c) => `['"]${c}['"]`)
        .join('\\s*,\\s*'),
    );
    expect(
      ['src', 'renderers', 'server', 'scripts']
        .flatMap(filesIn)
        .filter((rel) => spelled.test(readFileSync(join(ROOT, rel), 'utf8'))),
    ).toEqual([]);
  });
});
