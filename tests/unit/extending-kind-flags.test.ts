// The document kind descriptors' flags that used to be `kind === '…'` tests in the checker and the playground
// (issue 27, session 18): a throwaway kind gets each flag through its descriptor alone, and the check (or the
// completion) runs for it; without the flag it does not. extending.test.tsx holds the rest of the throwaway kind
// (meta-schema, own check, template, docs table); this file checks with no meta-schema (validate: () => []).
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../checker/core';
import { DOCUMENT_KINDS, type DocumentKind } from '../../checker/kinds';
import { formatProblem } from '../../checker/problem';
import { COMPONENTS } from '../../renderers/manifest';
import { callFilter, completeAt } from '../../src/playground/complete';

const calls = {
  $schema: '../meta/calls.schema.json',
  kind: 'calls',
  calls: {
    'probe.search': {
      ...{ method: 'POST', host: 'gateway', path: '/probe/search', answer: 'list', fields: ['id', 'name'] },
      ...{ permission: 'session', everyone: 'a probe of the extension test' },
    },
  },
};
const menu = {
  $schema: '../meta/menu.schema.json',
  kind: 'menu',
  id: 'probe',
  entries: [{ path: '/probe', title: { zh_CN: '探针', en_US: 'Probe' }, screen: 'page:probePage', roles: ['admin'] }],
};
const base: DocumentKind = { name: 'note', folder: 'notes', doc: 'a probe kind', screen: false };

/** The problems of the documents given (with the probe call and menu), under the stock kinds plus `note`. */
function check(note: DocumentKind, docs: Record<string, unknown>, components = COMPONENTS): string[] {
  const files = Object.entries({ 'schemas/calls/probe.json': calls, 'schemas/menus/probe.json': menu, ...docs });
  return checkTexts({
    files: files.map(([rel, doc]) => ({ rel, text: JSON.stringify(doc) })),
    validate: () => [],
    kinds: [...DOCUMENT_KINDS, note],
    components,
  }).map(formatProblem);
}
const noteDoc = (extra: Record<string, unknown>) => ({
  'schemas/notes/probeNote.json': { kind: 'note', id: 'probeNote', call: 'probe.search', ...extra },
});

describe("a document kind's flags, through its descriptor alone", () => {
  it('`row`: $row means what the descriptor says at a pointer (a row of its call), else it is reported', () => {
    const doc = noteDoc({ rowActions: [{ call: 'probe.search', params: { id: { $row: 'id' }, x: { $row: 'nme' } } }] });
    const row: DocumentKind['row'] = (p) => (p.startsWith('/rowActions/') ? { own: 'rows' } : 'none');
    expect(check(base, doc).filter((p) => p.includes('$row is not available'))).toHaveLength(2);
    expect(check({ ...base, row }, doc).filter((p) => p.includes('$row') || p.includes('nme'))).toEqual([
      expect.stringMatching(/rowActions\/0\/params\/x\/\$row .*"nme".*did you mean "name"/),
    ]);
  });

  it("`form.collapses`: a required filter past the collapsed form's first three is reported", () => {
    const input = (required = false) => ({ type: 'string', 'x-component': 'Input', required });
    const doc = noteDoc({ filters: { a: input(), b: input(), c: input(), d: input(true) } });
    const at = (collapses: boolean) =>
      check({ ...base, screen: true, form: { at: 'filters', collapses } }, doc).filter((p) => p.includes('"d"'));
    expect(at(false)).toEqual([]);
    expect(at(true)).toEqual([expect.stringMatching(/filters\/d .*required filter "d" is filter 4/)]);
  });

  it('`screen`: the dictionaries a screen document names are checked', () => {
    const doc = noteDoc({ columns: [{ key: 'name', format: 'dict', dict: 'noSuchDict' }] });
    const unknown = (screen: boolean) => check({ ...base, screen }, doc).filter((p) => p.includes('noSuchDict'));
    expect(unknown(false)).toEqual([]);
    expect(unknown(true)).toEqual([expect.stringContaining('unknown dictionary "noSuchDict"')]);
  });

  it("`onRoute` and `opensRoutes`: a page opening it asks for its route's menu entry; `nestsDialogs`: a chain that opens itself", () => {
    const page = {
      'schemas/pages/probePage.json': {
        ...{ kind: 'page', id: 'probePage', call: 'probe.search', columns: [{ key: 'name' }] },
        rowActions: [{ label: 'x', open: { note: 'probeNote' } }],
      },
    };
    const itself = noteDoc({ rowActions: [{ label: 'x', open: { note: 'probeNote' } }] });
    const run = (note: DocumentKind) =>
      check({ ...note, screen: true, openable: true }, { ...page, ...itself }).filter(
        (p) => p.includes('opens on the route') || p.includes('opens itself'),
      );
    const route = (file: string) =>
      expect.stringMatching(new RegExp(`${file}.*note probeNote opens on the route /note/probeNote/:id`));
    const cycle = expect.stringMatching(/probeNote\.json.*rowActions\/0\/open\/note .*leads back to note:probeNote/);
    expect(run(base), 'a dialog opening itself').toEqual([cycle]);
    expect(run({ ...base, onRoute: true }), 'on its route: a new tab, no chain').toEqual([route('probePage')]);
    expect(run({ ...base, onRoute: true, opensRoutes: true })).toEqual([route('probeNote'), route('probePage')]);
    expect(run({ ...base, onRoute: true, nestsDialogs: true })).toEqual([cycle, route('probePage')]);
  });

  it("a component's `needsOptions`: a field of it with no options is reported", () => {
    const doc = noteDoc({ filters: { pick: { type: 'string', 'x-component': 'Chips' } } });
    const note = { ...base, screen: true, form: { at: 'filters' } };
    const chips = (needsOptions: boolean) => ({
      ...COMPONENTS,
      Chips: { types: ['string'], doc: 'chips', needsOptions },
    });
    const none = (needsOptions: boolean) =>
      check(note, doc, chips(needsOptions) as typeof COMPONENTS).filter((p) => p.includes('has no options'));
    expect(none(false)).toEqual([]);
    expect(none(true)).toEqual([expect.stringContaining('Chips "pick" has no options')]);
  });
});

describe("a document kind's playground facts, through its descriptor alone", () => {
  const facts = [{ id: 'probe.search', answer: 'list', fields: ['id', 'name'], rowFields: { lines: ['qty'] } }];
  const root = { properties: { kind: { const: 'note' } } };
  const offered = (note: DocumentKind, text: string) => {
    const pos = text.indexOf('|');
    const got = completeAt(text.replace('|', ''), pos, root, facts, true, [...DOCUMENT_KINDS, note]);
    return got?.options.map((o) => o.label);
  };

  it("`answerFields`: a column key completes the call's answer fields, a `rowsOf` place the list field's", () => {
    const text = (column: string, line: string) =>
      `{"kind":"note","call":"probe.search","columns":[{"key":"${column}"}],"table":{"field":"lines","keys":["${line}"]}}`;
    const atColumn = text('|', '');
    const atTable = text('', '|');
    expect(offered(base, atColumn)).toBeUndefined();
    const note = { ...base, answerFields: [{ at: 'columns/#/key' }, { at: 'table/keys/#', rowsOf: 'table/field' }] };
    expect(offered(note, atColumn)).toEqual(['id', 'name']);
    expect(offered(note, atTable)).toEqual(['qty']);
  });

  it('`calls`: the call at a path must fit its need', () => {
    expect(callFilter('note', ['call'], [], [...DOCUMENT_KINDS, base])).toBeUndefined();
    const filter = callFilter('note', ['call'], [], [...DOCUMENT_KINDS, { ...base, calls: { call: 'rows' } }]);
    expect(filter?.why).toBe('answers rows');
    expect(filter?.fits({ id: 'a', answer: 'list' })).toBe(true);
    expect(filter?.fits({ id: 'b', answer: 'object' })).toBe(false);
  });
});
