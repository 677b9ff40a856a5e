// checkSchemas: validates every document under schemas/ against the meta-schema of its kind, then checks
// the references between documents. All problems of a run are returned, sorted by file and position.
import { basename, dirname, join, posix, relative, resolve, sep } from 'node:path';
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
import { didYouMean, unknownName } from './names';
import type { Problem } from './problem';
import { seg } from './problem';
import { type ServedRoute, gatewayRoutes, routeKey } from './served';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface CheckOptions {
  /** The project root holding schemas/. */
  root: string;
  /** Report only these files (relative to root); every file is still loaded for the references. */
  files?: string[];
  /** Where the meta-schemas are; default the project's schemas/meta. */
  metaDir?: string;
  /** The gateway's routes, to flag calls it does not serve; default: read from root/server when it exists; false: skip. */
  routes?: ServedRoute[] | false;
}

/** The kind of the documents in a folder of schemas/ (for files that do not parse). */
const KIND_OF_DIR: Record<string, Kind> = { calls: 'calls', pickers: 'picker', pages: 'page', forms: 'form', details: 'detail', menus: 'menu' };

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
  const named = (d: Doc) => (basename(d.file.rel, '.json') === d.id ? 0 : 1);
  for (const doc of [...docs].sort((a, b) => named(a) - named(b))) {
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

/** Each call must be served by the gateway with its method, host and path (path parameters by position). */
function checkServed(ctx: Ctx, doc: Doc, routes: ServedRoute[]): void {
  const served = new Set(routes.map(routeKey));
  for (const [id, value] of Object.entries(rec(doc.data.calls) ?? {})) {
    const call = rec(value);
    const method = str(call?.method);
    const host = str(call?.host);
    const path = str(call?.path);
    if (!method || !host || !path || served.has(routeKey({ method, host, path }))) continue;
    const onHost = routes.filter((r) => r.host === host);
    const samePath = onHost.filter((r) => routeKey({ ...r, method }) === routeKey({ method, host, path }));
    const hint = samePath.length
      ? `; it serves ${path} with ${samePath.map((r) => r.method).join(', ')}`
      : didYouMean(path, onHost.map((r) => r.path));
    ctx.report(doc.file, {
      pointer: `/calls/${seg(id)}/path`,
      message: `call ${id}: the gateway serves no ${method} ${path} on host ${host}${hint}; add the route to server/ or correct the call`,
    });
  }
}

/** A call's permission names 'session', 'public' or a menu path whose users may make it. */
function checkCallsDoc(ctx: Ctx, doc: Doc): void {
  if (ctx.index.menuEntries.length === 0 || ctx.index.broken.has('menu')) return;
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
  const broken = new Map<Kind, Set<string>>();
  for (const rel of findSchemaFiles(root)) {
    const loaded = loadFile(root, rel);
    if (!('pointers' in loaded)) {
      problems.push(loaded);
      const kind = KIND_OF_DIR[rel.split('/')[1]];
      if (kind) broken.set(kind, (broken.get(kind) ?? new Set()).add(basename(rel, '.json')));
      continue;
    }
    problems.push(...loaded.duplicates);
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
      const id = str(data.id);
      const name = basename(rel, '.json');
      if (id !== undefined && kind !== 'calls' && id !== name) {
        findings.push({ pointer: '/id', message: `id "${id}" differs from the file name ${name}; rename the file to ${id}.json or set "id": "${name}"` });
      }
      docs.push({ file: loaded, kind, data, id });
    }
    problems.push(...findings.map((f) => toProblem(loaded, f)));
  }

  const index: Index = { docs, calls: new Map(), byId: new Map(), menuEntries: [], broken: new Set(broken.keys()) };
  const ctx: Ctx = { index, report: (file, f) => problems.push(toProblem(file, f)) };
  buildIndex(docs, ctx);
  // A file that does not parse still names its screen: references to it are not reported again.
  for (const [kind, ids] of broken) {
    const byKind = index.byId.get(kind) ?? new Map<string, Doc>();
    index.byId.set(kind, byKind);
    for (const id of ids) {
      if (byKind.has(id)) continue;
      const rel = `schemas/${Object.keys(KIND_OF_DIR).find((d) => KIND_OF_DIR[d] === kind)}/${id}.json`;
      byKind.set(id, { kind, id, data: {}, file: { rel, inSchemas: rel.slice(8), data: {}, pointers: {}, duplicates: [] } });
    }
  }
  const routes = options.routes ?? gatewayRoutes(root);
  checkMenusTogether(ctx);
  for (const doc of docs) {
    if (doc.kind === 'picker') checkPicker(ctx, doc);
    else if (doc.kind === 'page') checkPage(ctx, doc);
    else if (doc.kind === 'form') checkForm(ctx, doc);
    else if (doc.kind === 'detail') checkDetail(ctx, doc);
    else if (doc.kind === 'menu') checkMenu(ctx, doc);
    else if (doc.kind === 'calls') {
      checkCallsDoc(ctx, doc);
      if (routes) checkServed(ctx, doc, routes);
    }
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
