// The playground's completion, through the editor's own source on a real CodeMirror state under the
// kind's bundled meta-schema, as Ctrl+Space asks it: the five value kinds (component, call, form, dictionary,
// rule) complete, and call ids, column keys and rule parameters fit the place. Before this work the value kinds
// gave nothing (codemirror-json-schema does not follow the $ref at a value) and a page's call offered all calls.
// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { COMPONENTS, RULES } from '../../renderers/core';
import { callFactsOf, isWrite } from './complete';
import { languageExtensions } from './editor';
import { bundleMeta } from './metaBundle';

const schemas = join(__dirname, '..', '..', 'schemas');
const read = (dir: string) =>
  readdirSync(join(schemas, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(join(schemas, dir, f), 'utf8'));
const metas = Object.fromEntries(
  readdirSync(join(schemas, 'meta'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => [f, JSON.parse(readFileSync(join(schemas, 'meta', f), 'utf8')) as Record<string, unknown>]),
);
const calls = callFactsOf(read('calls'));
const ids = (dir: string) => read(dir).map((t) => (JSON.parse(t) as { id: string }).id);
const dictCodes = (
  JSON.parse(readFileSync(join(schemas, 'meta', 'dictionaries.json'), 'utf8')) as {
    dictionaries: Array<{ code: string }>;
  }
).dictionaries.map((d) => d.code);
const byId = new Map(calls.map((c) => [c.id, c]));

/** Ctrl+Space at `|` in a document of `kind`: the labels offered (the editor's completion source, library included). */
async function complete(kind: string, textWithCursor: string): Promise<string[]> {
  const pos = textWithCursor.indexOf('|');
  const doc = textWithCursor.slice(0, pos) + textWithCursor.slice(pos + 1);
  const state = EditorState.create({ doc, extensions: languageExtensions(bundleMeta(kind, metas), calls) });
  const sources = state.languageDataAt<CompletionSource>('autocomplete', pos);
  const ctx = new CompletionContext(state, pos, true);
  const results = await Promise.all(sources.map((s) => s(ctx)));
  return results
    .filter((r): r is CompletionResult => !!r && Array.isArray(r.options))
    .flatMap((r) => r.options.map((o) => o.label));
}

const form = (field: string, submit = '"feedback.add"') =>
  `{ "$schema": "../meta/form.schema.json", "kind": "form", "id": "x", "title": "t", "fields": { "f": ${field} }, "submit": { "call": ${submit} } }`;
const page = (rest: string) =>
  `{ "$schema": "../meta/page.schema.json", "kind": "page", "id": "x", "title": "t", ${rest} }`;

describe('playground completion: the five value kinds', () => {
  it('component: every registered component at an x-component value, empty or half typed', async () => {
    expect(await complete('form', form('{ "type": "string", "x-component": | }'))).toEqual(
      expect.arrayContaining(Object.keys(COMPONENTS)),
    );
    expect(await complete('page', page('"filters": { "a": { "type": "string", "x-component": "Dat|" } }'))).toEqual([
      'DatePicker',
      'DateRangePicker',
    ]);
    // an enum behind a $ref completes too (the decorator)
    expect(await complete('form', form('{ "type": "string", "x-decorator": | }'))).toEqual(['FormItem']);
  });

  it('call: a call id at a call value', async () => {
    const got = await complete('page', page('"call": "supplierParts.s|"'));
    expect(got).toContain('supplierParts.search');
    expect(got.length).toBeGreaterThan(0);
  });

  it('form: the form ids at an open.form', async () => {
    const got = await complete(
      'page',
      page('"call": "supplierParts.search", "columns": [], "rowActions": [{ "label": "l", "open": { "form": | } }]'),
    );
    expect(got).toEqual(expect.arrayContaining(ids('forms')));
    expect(got).toHaveLength(ids('forms').length);
  });

  it('dictionary: the codes of schemas/meta/dictionaries.json at a DictSelect dict and a column dict', async () => {
    expect(dictCodes.length).toBeGreaterThan(10);
    expect(
      await complete(
        'form',
        form('{ "type": "string", "x-component": "DictSelect", "x-component-props": { "dict": | } }'),
      ),
    ).toEqual(expect.arrayContaining(dictCodes));
    expect(
      await complete(
        'page',
        page('"call": "supplierParts.search", "columns": [{ "key": "status", "format": "dict", "dict": "yes|" }]'),
      ),
    ).toEqual(['yes_no']);
  });

  it('rule: the library rules at a rule name, in a list and in a rule object', async () => {
    expect(await complete('form', form('{ "type": "string", "x-validator": [|] }'))).toEqual(
      expect.arrayContaining(Object.keys(RULES)),
    );
    expect(await complete('form', form('{ "type": "string", "x-validator": [{ "rule": | }] }'))).toEqual(
      expect.arrayContaining(Object.keys(RULES)),
    );
  });

  it('property names: at the root and in a field node (where codemirror-json-schema finds none), not those present', async () => {
    const inField = await complete('form', form('{ "type": "string", "x-|" }'));
    expect(inField).toEqual(expect.arrayContaining(['x-component', 'x-validator', 'x-decorator', 'x-component-props']));
    expect(await complete('form', form('{ "type": "string", | }'))).not.toContain('type');
    expect(await complete('page', '{ "kind": "page", "|" }')).toEqual(
      expect.arrayContaining(['call', 'columns', 'filters', 'rowActions']),
    );
  });
});

describe('playground completion: what fits the place', () => {
  it("a page's and a picker's call: only reads answering rows; a form's submit: only writes; a detail's call: objects", async () => {
    const pageCalls = await complete('page', page('"call": |'));
    expect(pageCalls).toContain('supplierParts.search');
    expect(pageCalls).not.toContain('supplierParts.update');
    expect(
      pageCalls.every(
        (id) => !isWrite(byId.get(id)!) && ['list', 'data', 'records'].includes(byId.get(id)!.answer ?? ''),
      ),
    ).toBe(true);
    expect(pageCalls.length).toBeLessThan(calls.length / 2);
    const pickerCalls = await complete('picker', '{ "kind": "picker", "call": | }');
    expect(pickerCalls).toEqual(pageCalls);

    const submit = await complete('form', form('{ "type": "string" }', '|'));
    expect(submit).toContain('feedback.add');
    expect(submit).toContain('supplierParts.update');
    expect(submit).not.toContain('supplierParts.search');
    expect(submit.every((id) => isWrite(byId.get(id)!) || byId.get(id)!.writes === false)).toBe(true);

    const detail = await complete('detail', '{ "kind": "detail", "call": | }');
    expect(detail).toContain('supplierParts.get');
    expect(detail).not.toContain('supplierParts.search');
    expect(detail.every((id) => byId.get(id)!.answer === 'object')).toBe(true);
    // a row action's call writes
    const action = await complete(
      'page',
      page('"call": "supplierParts.search", "rowActions": [{ "label": "l", "action": "delete", "call": | }]'),
    );
    expect(action).not.toContain('supplierParts.search');
    expect(action.every((id) => isWrite(byId.get(id)!))).toBe(true);
  });

  it("inside a rule object only that rule's parameters (and message)", async () => {
    expect(await complete('form', form('{ "type": "string", "x-validator": [{ "rule": "lengthRange", | }] }'))).toEqual(
      ['min', 'max', 'message'],
    );
    expect(
      await complete('form', form('{ "type": "string", "x-validator": [{ "rule": "maxLength", "max": 3, | }] }')),
    ).toEqual(['message']);
    expect(await complete('form', form('{ "type": "string", "x-validator": [{ "rule": "required", "| }] }'))).toEqual([
      'label',
      'message',
    ]);
  });

  it("a column key, a row key, a picker's value: the answer fields of the screen's call (a detail table: its list field's row fields)", async () => {
    const fields = byId.get('supplierParts.search')!.fields!;
    expect(
      await complete('page', page('"call": "supplierParts.search", "columns": [{ "key": |, "title": "t" }]')),
    ).toEqual(fields);
    expect(await complete('page', page('"call": "supplierParts.search", "columns": [{ "key": "parts|" }]'))).toEqual(
      fields.filter((f) => f.toLowerCase().includes('parts')),
    );
    expect(await complete('page', page('"call": "supplierParts.search", "rowKey": |'))).toEqual(fields);
    const warehouse = byId.get('warehouse.search')!.fields!;
    expect(
      await complete(
        'picker',
        '{ "kind": "picker", "call": "warehouse.search", "value": { "key": "id", "label": | } }',
      ),
    ).toEqual(warehouse);
    const withRows = calls.find((c) => c.answer === 'object' && c.rowFields && Object.keys(c.rowFields).length > 0)!;
    const [list, rowFields] = Object.entries(withRows.rowFields!)[0];
    expect(
      await complete(
        'detail',
        `{ "kind": "detail", "call": "${withRows.id}", "sections": [{ "title": "t", "table": { "field": "${list}", "columns": [{ "key": | }] } }] }`,
      ),
    ).toEqual(rowFields);
    expect(
      await complete(
        'detail',
        `{ "kind": "detail", "call": "${withRows.id}", "sections": [{ "title": "t", "fields": [{ "key": | }] }] }`,
      ),
    ).toEqual(withRows.fields);
  });
});
