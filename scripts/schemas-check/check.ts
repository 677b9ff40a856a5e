// checkSchemas: validates every document under schemas/ against the meta-schema of its kind, then checks
// the references between documents. All problems of a run are returned, sorted by file and position.
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBindings } from './bindings';
import { unknownCallMessage } from './calls';
import { checkDetail, checkForm, checkGrantedByMenu, checkPage, checkPicker } from './documents';
import { checkExpressions } from './expressions';
import type { Finding } from './finding';
import { type SchemaFile, findSchemaFiles, loadFile, locate } from './load';
import { KINDS, type Kind, validateAgainstMeta } from './meta';
import { checkMenu, checkMenusTogether, menuEntries } from './menus';
import { type Ctx, type Doc, type Index, rec, str } from './model';
import { unknownName } from './names';
import type { Problem } from './problem';
import { seg } from './problem';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface CheckOptions {
  /** The project root holding schemas/. */
  root: string;
  /** Report only these files (relative to root); every file is still loaded for the references. */
  files?: string[];
  /** Where the meta-schemas are; default the project's schemas/meta. */
  metaDir?: string;
}

function toProblem(file: SchemaFile, f: Finding): Problem {
  const { line, col } = locate(file, f.pointer, f.at);
  return { file: file.rel, line, col: col + (f.offset ?? 0), pointer: f.pointer, message: f.message };
}

/** The kind of a document, from "kind" or else from its "$schema" file name. */
function kindOf(data: Record<string, unknown>): Kind | undefined {
  const k = str(data.kind);
  if (k && (KINDS as readonly string[]).includes(k)) return k as Kind;
  const m = /([A-Za-z]+)\.schema\.json$/.exec(str(data.$schema) ?? '');
  return m && (KINDS as readonly string[]).includes(m[1]) ? (m[1] as Kind) : undefined;
}

function checkHeader(root: string, file: SchemaFile, data: Record<string, unknown>, kind: Kind, out: Finding[]): void {
  const expected = relative(dirname(join(root, file.rel)), join(root, 'schemas', 'meta', `${kind}.schema.json`)).split(sep).join(posix.sep);
  const given = data.$schema;
  const first = Object.keys(file.pointers)
    .filter((p) => /^\/[^/]*$/.test(p))
    .sort((a, b) => (file.pointers[a].key?.pos ?? 0) - (file.pointers[b].key?.pos ?? 0))[0];
  if (given === undefined) return; // the meta-schema reports the missing property
  if (first !== '/$schema') {
    out.push({ pointer: '/$schema', at: 'key', message: `"$schema" must be the first property, so editors check the file while typing` });
  }
  if (given !== expected) {
    out.push({ pointer: '/$schema', message: `"$schema" must be "${expected}" for a ${kind} document (found ${JSON.stringify(given)})` });
  }
}

function buildIndex(docs: Doc[], ctx: Ctx): void {
  const { index } = ctx;
  for (const doc of docs) {
    if (doc.kind === 'calls') {
      for (const [id, call] of Object.entries(rec(doc.data.calls) ?? {})) {
        const pointer = `/calls/${seg(id)}`;
        const first = index.calls.get(id);
        if (first) {
          ctx.report(doc.file, { pointer, at: 'key', message: `call id "${id}" is already declared in ${first.file.rel}; call ids are unique across schemas/calls` });
        } else if (rec(call)) {
          index.calls.set(id, { id, call: rec(call)!, file: doc.file, pointer });
        }
      }
      continue;
    }
    if (doc.id === undefined) continue;
    const byKind = index.byId.get(doc.kind) ?? new Map<string, Doc>();
    index.byId.set(doc.kind, byKind);
    const first = byKind.get(doc.id);
    if (first) ctx.report(doc.file, { pointer: '/id', message: `${doc.kind} id "${doc.id}" is already used by ${first.file.rel}; ids are unique per kind` });
    else byKind.set(doc.id, doc);
    if (doc.kind === 'menu') index.menuEntries.push(...menuEntries(doc));
  }
}

/** A call's permission names 'session', 'public' or a menu path whose users may make it. */
function checkCallsDoc(ctx: Ctx, doc: Doc): void {
  if (ctx.index.menuEntries.length === 0) return;
  const paths = new Set(ctx.index.menuEntries.map((m) => str(m.entry.path)));
  for (const [id, call] of Object.entries(rec(doc.data.calls) ?? {})) {
    const permission = str(rec(call)?.permission);
    if (permission === undefined || permission === 'session' || permission === 'public' || paths.has(permission)) continue;
    ctx.report(doc.file, {
      pointer: `/calls/${seg(id)}/permission`,
      message: unknownName('permission', permission, ['session', 'public', ...[...paths].filter((p): p is string => !!p)], 'use session, public or a menu path'),
    });
  }
}

export function checkSchemas(options: CheckOptions): Problem[] {
  const root = resolve(options.root);
  const metaDir = options.metaDir ?? join(PROJECT_ROOT, 'schemas', 'meta');
  const problems: Problem[] = [];
  const docs: Doc[] = [];
  for (const rel of findSchemaFiles(root)) {
    const loaded = loadFile(root, rel);
    if (!('pointers' in loaded)) {
      problems.push(loaded);
      continue;
    }
    const data = rec(loaded.data);
    if (!data) {
      problems.push(toProblem(loaded, { pointer: '', message: `a schema document is an object starting with "$schema" and "kind"` }));
      continue;
    }
    const kind = kindOf(data);
    const findings: Finding[] = [];
    if (!kind) {
      const given = data.kind;
      findings.push(
        typeof given === 'string'
          ? { pointer: '/kind', message: unknownName('kind', given, KINDS, 'kinds') }
          : { pointer: '', message: `missing property "kind"; one of: ${KINDS.join(', ')}` },
      );
    } else {
      checkHeader(root, loaded, data, kind, findings);
      findings.push(...validateAgainstMeta(metaDir, kind, data));
      docs.push({ file: loaded, kind, data, id: str(data.id) });
    }
    problems.push(...findings.map((f) => toProblem(loaded, f)));
  }

  const index: Index = { docs, calls: new Map(), byId: new Map(), menuEntries: [] };
  const ctx: Ctx = { index, report: (file, f) => problems.push(toProblem(file, f)) };
  buildIndex(docs, ctx);
  checkMenusTogether(ctx);
  for (const doc of docs) {
    if (doc.kind === 'picker') checkPicker(ctx, doc);
    else if (doc.kind === 'page') checkPage(ctx, doc);
    else if (doc.kind === 'form') checkForm(ctx, doc);
    else if (doc.kind === 'detail') checkDetail(ctx, doc);
    else if (doc.kind === 'menu') checkMenu(ctx, doc);
    else if (doc.kind === 'calls') checkCallsDoc(ctx, doc);
    if (doc.kind === 'page' || doc.kind === 'detail') checkGrantedByMenu(ctx, doc);
    checkBindings(ctx, doc);
    checkExpressions(ctx, doc);
  }

  const only = options.files && new Set(options.files.map((f) => f.split(sep).join('/')));
  const seen = new Set<string>();
  return problems
    .filter((p) => !only || only.has(p.file))
    .filter((p) => {
      const k = `${p.file}:${p.line}:${p.col}:${p.pointer}:${p.message}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

export { unknownCallMessage };
