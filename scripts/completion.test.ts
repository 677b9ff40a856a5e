// The schema language in a JSON-Schema editor, measured with the language service VS Code uses
// (vscode-json-languageservice): the document's "$schema" is resolved relative to the file and the meta-schemas
// are read from schemas/meta, as an editor does. Completion must offer the project's real names (from
// schemas/meta/names.generated.schema.json, `npm run gen:types`) and hover must describe every property.
// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ClientCapabilities,
  getLanguageService,
  TextDocument,
  type ASTNode,
  type JSONDocument,
  type MarkedString,
} from 'vscode-json-languageservice';
import { COMPONENTS, PERMISSION_ACTIONS, RULES, SESSION_FACTS } from '../renderers/manifest';
import { ROLE_CODES } from '../checker/menus';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const metaDir = join(root, 'schemas', 'meta');

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relativePath, resource) => new URL(relativePath, resource).href },
  clientCapabilities: ClientCapabilities.LATEST,
});

/** A document at schemas/<rel>; `|` in the text marks the cursor. */
function open(rel: string, textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  const text = offset < 0 ? textWithCursor : textWithCursor.slice(0, offset) + textWithCursor.slice(offset + 1);
  const doc = TextDocument.create(pathToFileURL(join(root, 'schemas', rel)).href, 'json', 1, text);
  return { doc, json: service.parseJSONDocument(doc), position: doc.positionAt(Math.max(0, offset)) };
}

async function complete(rel: string, text: string): Promise<string[]> {
  const { doc, json, position } = open(rel, text);
  const list = await service.doComplete(doc, position, json);
  return (list?.items ?? []).map((i) => i.label.replace(/^"|"$/g, ''));
}

const hoverText = (contents: MarkedString | MarkedString[] | { value: string }): string =>
  (Array.isArray(contents) ? contents : [contents]).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');

const ids = (folder: string) =>
  readdirSync(join(root, 'schemas', folder))
    .filter((n) => n.endsWith('.json'))
    .map((n) => (JSON.parse(readFileSync(join(root, 'schemas', folder, n), 'utf8')) as { id: string }).id);

const callIds = () =>
  readdirSync(join(root, 'schemas', 'calls')).flatMap((n) =>
    Object.keys((JSON.parse(readFileSync(join(root, 'schemas', 'calls', n), 'utf8')) as { calls: object }).calls),
  );

const formWith = (field: string) =>
  `{ "$schema": "../meta/form.schema.json", "kind": "form", "id": "x", "title": "t",
  "fields": { "f": ${field} },
  "submit": { "call": "feedback.add" } }`;

describe('completion in a JSON-Schema editor', () => {
  it('offers every registered component at an x-component value, in a form and in a page', async () => {
    const inForm = await complete('forms/x.json', formWith('{ "type": "string", "x-component": | }'));
    expect(inForm).toEqual(expect.arrayContaining(Object.keys(COMPONENTS)));
    expect(inForm).toContain('PickerInput');
    expect(inForm).toContain('Input');
    const inPage = await complete(
      'pages/x.json',
      `{ "$schema": "../meta/page.schema.json", "kind": "page", "id": "x", "title": "t", "call": "warehouse.search",
  "filters": { "name": { "type": "string", "x-component": "|" } }, "columns": [{ "key": "name", "title": "n" }] }`,
    );
    expect(inPage).toEqual(expect.arrayContaining(Object.keys(COMPONENTS)));
  });

  it('offers the picker ids at a PickerInput picker and at an open.picker', async () => {
    const pickers = ids('pickers');
    expect(pickers.length).toBeGreaterThan(3);
    const prop = await complete(
      'forms/x.json',
      formWith('{ "type": "string", "x-component": "PickerInput", "x-component-props": { "picker": | } }'),
    );
    expect(prop).toEqual(expect.arrayContaining(pickers));
    const open = await complete(
      'pages/x.json',
      `{ "$schema": "../meta/page.schema.json", "kind": "page", "id": "x", "title": "t", "call": "warehouse.search",
  "columns": [{ "key": "name", "title": "n" }], "toolbar": [{ "label": "新增", "open": { "picker": | } }] }`,
    );
    expect(open).toEqual(expect.arrayContaining(pickers));
  });

  it('offers call ids, rules with their parameters, form/detail ids, actions, roles, screens and session facts', async () => {
    const page = (rest: string) =>
      `{ "$schema": "../meta/page.schema.json", "kind": "page", "id": "x", "title": "t", ${rest} }`;
    expect(await complete('pages/x.json', page('"call": |'))).toEqual(expect.arrayContaining(callIds()));
    const rules = await complete('forms/x.json', formWith('{ "type": "string", "x-validator": [|] }'));
    expect(rules).toEqual(expect.arrayContaining(Object.keys(RULES)));
    expect(rules).toContain('{"rule":"lengthRange","min":0,"max":0}');
    expect(await complete('forms/x.json', formWith('{ "type": "string", "x-validator": [{ "rule": | }] }'))).toEqual(
      expect.arrayContaining(Object.keys(RULES)),
    );
    const action = (open: string) =>
      page(`"call": "warehouse.search", "columns": [], "rowActions": [{ "label": "l", ${open} }]`);
    expect(await complete('pages/x.json', action('"open": { "form": | }'))).toEqual(
      expect.arrayContaining(ids('forms')),
    );
    expect(await complete('pages/x.json', action('"open": { "detail": | }'))).toEqual(
      expect.arrayContaining(ids('details')),
    );
    expect(await complete('pages/x.json', action('"action": |'))).toEqual(
      expect.arrayContaining([...PERMISSION_ACTIONS]),
    );
    expect(await complete('pages/x.json', action('"params": { "u": { "$session": | } }'))).toEqual(
      expect.arrayContaining([...SESSION_FACTS]),
    );
    const menu = (entry: string) =>
      `{ "$schema": "../meta/menu.schema.json", "kind": "menu", "id": "m", "entries": [{ "name": "n", "title": "t", "path": "/p", ${entry} }] }`;
    expect(await complete('menus/m.json', menu('"roles": [|]'))).toEqual(expect.arrayContaining([...ROLE_CODES]));
    expect(await complete('menus/m.json', menu('"screen": |'))).toEqual(
      expect.arrayContaining([...ids('pages').map((i) => `page:${i}`), ...ids('details').map((i) => `detail:${i}`)]),
    );
    expect(await complete('menus/m.json', menu('"buttons": [{ "action": | }]'))).toContain('add');
  });

  it('offers the properties of a kind with their descriptions', async () => {
    const { doc, json, position } = open('pickers/x.json', '{ "$schema": "../meta/picker.schema.json", | }');
    const items = (await service.doComplete(doc, position, json))?.items ?? [];
    const selection = items.find((i) => i.label === 'selection');
    expect(selection?.documentation).toBeTruthy();
  });
});

/** Every property key of a document (with the node), depth first. */
function keys(node: ASTNode | undefined, out: Array<{ path: string; offset: number }> = [], path = ''): typeof out {
  if (!node) return out;
  if (node.type === 'object') {
    for (const p of node.properties) {
      const here = `${path}/${p.keyNode.value}`;
      out.push({ path: here, offset: p.keyNode.offset + 1 });
      keys(p.valueNode, out, here);
    }
  } else if (node.type === 'array') {
    node.items.forEach((item, i) => keys(item, out, `${path}/${i}`));
  }
  return out;
}

describe('hover in a JSON-Schema editor', () => {
  const kinds = ['calls', 'pickers', 'pages', 'forms', 'details', 'menus'];

  it('describes every property of every kind, in every document under schemas/', async () => {
    const missing: string[] = [];
    let hovered = 0;
    for (const folder of kinds) {
      for (const name of readdirSync(join(root, 'schemas', folder)).filter((n) => n.endsWith('.json'))) {
        const text = readFileSync(join(root, 'schemas', folder, name), 'utf8');
        const { doc, json } = open(`${folder}/${name}`, text.replace(/\|/g, ' '));
        for (const k of keys((json as JSONDocument & { root?: ASTNode }).root)) {
          const hover = await service.doHover(doc, doc.positionAt(k.offset), json);
          if (hover && hoverText(hover.contents).trim()) hovered++;
          else missing.push(`${folder}/${name}${k.path}`);
        }
      }
    }
    console.log(`hover: ${hovered} property keys described, ${missing.length} without`);
    expect(missing).toEqual([]);
  });

  it('shows the property description on hover', async () => {
    const text = formWith(
      '{ "type": "string", "x-component": "PickerInput", "x-component-props": { "picker": "warehouse" } }',
    );
    const { doc, json } = open('forms/x.json', text);
    const at = async (needle: string) =>
      hoverText((await service.doHover(doc, doc.positionAt(text.indexOf(needle) + 1), json))!.contents);
    expect(await at('"x-component"')).toMatch(/registered/);
    expect(await at('"picker"')).toMatch(/PickerInput: the picker to open/);
    expect(await at('"submit"')).toMatch(/What 确定 does/);
  });
});

describe('the meta-schemas describe every property', () => {
  type Schema = Record<string, unknown>;
  const files = readdirSync(metaDir).filter((n) => n.endsWith('.schema.json'));
  const docs = new Map(files.map((f) => [f, JSON.parse(readFileSync(join(metaDir, f), 'utf8')) as Schema]));
  const target = (file: string, ref: string): [string, Schema] => {
    const [f, ptr = ''] = ref.split('#');
    const doc = f ? f : file;
    const node = ptr
      .split('/')
      .slice(1)
      .reduce<unknown>((o, k) => (o as Schema)[k], docs.get(doc));
    return [doc, node as Schema];
  };
  /** Its own description, or (as editors show it) that of the schema its $ref names. */
  const own = (s: Schema) => [s.description, s.markdownDescription].some((d) => typeof d === 'string' && d.length > 0);
  const described = (file: string, s: Schema): boolean =>
    own(s) || (typeof s.$ref === 'string' && described(...target(file, s.$ref)));

  it('counts the properties with and without a description (before this work: 157 of 177 had none of their own, 103 none even through their $ref)', () => {
    let total = 0;
    let withOwn = 0;
    let withExamples = 0;
    const missing: string[] = [];
    const walk = (file: string, s: unknown, path: string): void => {
      if (!s || typeof s !== 'object' || Array.isArray(s)) return;
      const o = s as Schema;
      for (const [k, v] of Object.entries((o.properties as Record<string, Schema> | undefined) ?? {})) {
        total++;
        if (own(v)) withOwn++;
        if (Array.isArray(v.examples)) withExamples++;
        if (!described(file, v)) missing.push(`${file}#${path}/properties/${k}`);
        walk(file, v, `${path}/properties/${k}`);
      }
      for (const kw of ['additionalProperties', 'items', 'propertyNames']) walk(file, o[kw], `${path}/${kw}`);
      for (const kw of ['anyOf', 'allOf', 'oneOf'])
        ((o[kw] as unknown[]) ?? []).forEach((x, i) => walk(file, x, `${path}/${kw}/${i}`));
      for (const [k, v] of Object.entries((o.definitions as Record<string, Schema> | undefined) ?? {}))
        walk(file, v, `${path}/definitions/${k}`);
    };
    for (const [f, d] of docs) walk(f, d, '');
    console.log(
      `meta-schema properties: ${total}; described: ${total - missing.length} (own description: ${withOwn}); without: ${missing.length}; with examples: ${withExamples}`,
    );
    expect(missing).toEqual([]);
    expect(withExamples).toBeGreaterThan(40);
  });
});
