// No screen-specific TypeScript: the runtime (renderers/) must not name a schema. Every schema id
// (picker, page, form and detail ids, call ids, menu document ids, menu entry names and paths) is collected from
// schemas/, and every string literal of renderers/**/*.ts(x) is read with the TypeScript parser; a literal equal to
// an id fails, naming file:line:col. Checked: the runtime's own code. Not checked: tests (*.test.ts(x),
// renderers/proof, renderers/testing: they render the real schemas on purpose) and generated files
// (*.generated.ts: the types carry the names as data, regenerated from schemas/). Ids the generic runtime needs by
// default live in schemas/meta/runtime-defaults.json (read by renderers/runtime/defaults.ts); each of its calls must exist.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const json = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as Record<string, unknown>;
const filesIn = (dir: string, test: (name: string) => boolean): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(`${dir}/${e.name}`, test) : test(e.name) ? [`${dir}/${e.name}`] : [],
  );

/** Every schema id, with what it is ("picker warehouse", "call in schemas/calls/dict.json"). */
export function schemaIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [dir, kind] of [
    ['pickers', 'picker'],
    ['pages', 'page'],
    ['forms', 'form'],
    ['details', 'detail'],
  ] as const) {
    for (const rel of filesIn(`schemas/${dir}`, (n) => n.endsWith('.json'))) {
      const id = json(rel).id;
      if (typeof id === 'string') ids.set(id, `${kind} id (${rel})`);
    }
  }
  for (const rel of filesIn('schemas/calls', (n) => n.endsWith('.json'))) {
    for (const id of Object.keys((json(rel).calls ?? {}) as object)) ids.set(id, `call id (${rel})`);
  }
  interface Entry {
    name?: string;
    path?: string;
    children?: Entry[];
  }
  const entries = (list: Entry[], rel: string): void =>
    list.forEach((e) => {
      if (e.name) ids.set(e.name, `menu entry name (${rel})`);
      if (e.path) ids.set(e.path, `menu path (${rel})`);
      entries(e.children ?? [], rel);
    });
  for (const rel of filesIn('schemas/menus', (n) => n.endsWith('.json'))) {
    const doc = json(rel);
    if (typeof doc.id === 'string') ids.set(doc.id, `menu id (${rel})`);
    entries((doc.entries ?? []) as Entry[], rel);
  }
  return ids;
}

/** The language's own words that a runtime file may spell: the column format names of the meta-schema. */
export function languageWords(): string[] {
  const defs = json('schemas/meta/defs.schema.json') as {
    definitions: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
  };
  return Object.values(defs.definitions).flatMap((d) => d.properties?.format?.enum ?? []);
}

/** The runtime's own code: renderers/**\/*.ts(x) without tests, test helpers, proofs and generated files. */
export function runtimeFiles(): string[] {
  return filesIn(
    'renderers',
    (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) && !/\.generated\.ts$/.test(n) && !n.endsWith('.d.ts'),
  ).filter((rel) => !rel.startsWith('renderers/proof/') && !rel.startsWith('renderers/testing/'));
}

/** `file:line:col "literal" is a <what>` for each string literal of `text` that is a schema id. */
export function schemaIdLiterals(rel: string, text: string, ids: Map<string, string>): string[] {
  const source = ts.createSourceFile(
    rel,
    text,
    ts.ScriptTarget.Latest,
    true,
    rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ids.has(node.text)) {
      // an import path ('./parts') is a module, not a schema
      if (
        !ts.isImportDeclaration(node.parent) &&
        !ts.isExportDeclaration(node.parent) &&
        !(ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword)
      ) {
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${rel}:${line + 1}:${character + 1} "${node.text}" is a ${ids.get(node.text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('renderers/ holds no schema id', () => {
  const ids = schemaIds();

  it('collects the ids of every kind', () => {
    const kinds = new Set([...ids.values()].map((w) => w.split(' (')[0]));
    expect([...kinds].sort()).toEqual([
      'call id',
      'detail id',
      'form id',
      'menu entry name',
      'menu id',
      'menu path',
      'page id',
      'picker id',
    ]);
    expect(ids.get('warehouse')).toMatch(/^picker id/);
    expect(ids.get('supplierParts.search')).toMatch(/^call id/);
    expect(ids.get('/supplierParts')).toMatch(/^menu path/);
  });

  it('finds a literal id at its file:line:col, and not an import path or a word that is no id', () => {
    const text = [
      "import x from './warehouse';",
      "const a = 'open';",
      "const call = cond ? 'supplierParts.search' : `warehouse`;",
    ].join('\n');
    expect(schemaIdLiterals('renderers/x.ts', text, ids)).toEqual([
      'renderers/x.ts:3:21 "supplierParts.search" is a call id (schemas/calls/supplierParts.json)',
      'renderers/x.ts:3:46 "warehouse" is a picker id (schemas/pickers/warehouse.json)',
    ]);
  });

  it('no string literal of the runtime code is a schema id', () => {
    const files = runtimeFiles();
    expect(files.length).toBeGreaterThan(50);
    // Words of the language itself (a column's format names, e.g. "user") may equal a schema id by chance: they are
    // read from the meta-schema, so only the language's own vocabulary is let through, never a screen's id.
    const words = new Set(languageWords());
    const inRuntime = new Map([...ids].filter(([id]) => !words.has(id)));
    const found = files.flatMap((rel) => schemaIdLiterals(rel, readFileSync(join(ROOT, rel), 'utf8'), inRuntime));
    expect(
      found,
      `move these into schema data (schemas/, or schemas/meta/runtime-defaults.json for a widget's default):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('the default calls of schemas/meta/runtime-defaults.json exist', () => {
    const defaults = json('schemas/meta/runtime-defaults.json') as { calls: Record<string, string> };
    const missing = Object.entries(defaults.calls)
      .filter(([, id]) => !ids.get(id)?.startsWith('call id'))
      .map(([k, id]) => `${k}: ${id}`);
    expect(missing, 'unknown calls in schemas/meta/runtime-defaults.json').toEqual([]);
  });
});
