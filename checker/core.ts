// The checker's core, pure (no node:*): checks a set of schema files given as texts, so the Node checker
// (check.ts reads schemas/ and the gateway's route table) and the playground (in the browser, with the
// meta-schemas compiled ahead of time: no eval under the portal's CSP) run the same checks. Every document is
// validated against the meta-schema of its kind, then the references between documents are checked. All
// problems of a run are returned, sorted by file and position.
import { COMPONENTS, type ComponentSpec } from '../renderers/manifest';
import { checkCallPermissions, checkScreensAdmitted } from './access';
import { checkBindings } from './bindings';
import { checkChains } from './chains';
import { checkDetail, checkForm, checkGrantedByMenu, checkPage, checkPicker } from './documents';
import { checkExpressions } from './expressions';
import { checkHistoryTypes } from './history';
import type { Finding } from './finding';
import { GALLERY_REL, type GalleryValidate, checkGallery } from './gallery';
import { KIND_OF_DIR, KINDS, type Kind } from './kinds';
import { checkDialogCycles, checkMeaning } from './meaning';
import { checkMenu, checkMenusTogether, menuEntries } from './menus';
import { type Ctx, type Doc, type Index, rec, str } from './model';
import { didYouMean, unknownName } from './names';
import { type SchemaFile, locate, parseSchemaText } from './parse';
import type { Problem } from './problem';
import { seg } from './problem';

export interface ServedRoute {
  method: string;
  host: string;
  path: string;
}

/** Path parameters compare by position, not by name ({id} and :id are the same). */
export const routeKey = (r: ServedRoute) =>
  `${r.method.toUpperCase()} ${r.host} ${r.path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':_')}`;

/** Validates a document against the meta-schema of its kind (ajv in Node, ajv's standalone code in the browser). */
export type MetaValidate = (kind: Kind, data: unknown) => Finding[];

export interface CheckInput {
  /** Every schema file: its path relative to the project root (schemas/pages/x.json) and its text. */
  files: { rel: string; text: string }[];
  validate: MetaValidate;
  /** The gateway's routes, to flag calls it does not serve; false/undefined: skip that check. */
  routes?: ServedRoute[] | false;
  /** Report only these files (relative to the root, forward slashes); every file is still read for the references. */
  only?: string[];
  /** The gallery list's shape (schemas/meta/gallery.json, when among `files`); without it only its references are checked. */
  validateGallery?: GalleryValidate;
  /** The field components a schema may name; default renderers/manifest.ts COMPONENTS (a test adds its own descriptor). */
  components?: Readonly<Record<string, ComponentSpec>>;
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

/** "../meta/<kind>.schema.json" from the file's folder (schemas/pages/x.json -> ../meta/page.schema.json). */
export function expectedSchemaRef(rel: string, kind: Kind): string {
  const depth = rel.split('/').length - 2; // folders below schemas/
  return `${depth > 0 ? '../'.repeat(depth) : ''}meta/${kind}.schema.json`;
}

function checkHeader(file: SchemaFile, data: Record<string, unknown>, kind: Kind, out: Finding[]): void {
  const expected = expectedSchemaRef(file.rel, kind);
  const given = data.$schema;
  const first = Object.keys(file.pointers)
    .filter((p) => /^\/[^/]*$/.test(p))
    .sort((a, b) => (file.pointers[a].key?.pos ?? 0) - (file.pointers[b].key?.pos ?? 0))[0];
  if (given === undefined) return; // the meta-schema reports the missing property
  if (first !== '/$schema') {
    out.push({
      pointer: '/$schema',
      at: 'key',
      message: `"$schema" must be the first property, so editors check the file while typing`,
    });
  }
  if (given !== expected) {
    out.push({
      pointer: '/$schema',
      message: `"$schema" must be "${expected}" for a ${kind} document (found ${JSON.stringify(given)})`,
    });
  }
}

const baseName = (rel: string) => rel.slice(rel.lastIndexOf('/') + 1).replace(/\.json$/, '');

function buildIndex(docs: Doc[], ctx: Ctx): void {
  const { index } = ctx;
  const named = (d: Doc) => (baseName(d.file.rel) === d.id ? 0 : 1);
  for (const doc of [...docs].sort((a, b) => named(a) - named(b))) {
    if (doc.kind === 'calls') {
      for (const [id, call] of Object.entries(rec(doc.data.calls) ?? {})) {
        const pointer = `/calls/${seg(id)}`;
        const first = index.calls.get(id);
        if (first) {
          ctx.report(doc.file, {
            pointer,
            at: 'key',
            message: `call id "${id}" is already declared in ${first.file.rel}; call ids are unique across schemas/calls`,
          });
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
    if (first)
      ctx.report(doc.file, {
        pointer: '/id',
        message: `${doc.kind} id "${doc.id}" is already used by ${first.file.rel}; ids are unique per kind`,
      });
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
      : didYouMean(
          path,
          onHost.map((r) => r.path),
        );
    ctx.report(doc.file, {
      pointer: `/calls/${seg(id)}/path`,
      message: `call ${id}: the gateway serves no ${method} ${path} on host ${host}${hint}; add the route to server/ or correct the call`,
    });
  }
}

export function checkTexts(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const docs: Doc[] = [];
  const broken = new Map<Kind, Set<string>>();
  let gallery: SchemaFile | undefined;
  for (const { rel, text } of [...input.files].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))) {
    const loaded = parseSchemaText(rel, text);
    if (!('pointers' in loaded)) {
      problems.push(loaded);
      const kind = KIND_OF_DIR[rel.split('/')[1]];
      if (kind) broken.set(kind, (broken.get(kind) ?? new Set()).add(baseName(rel)));
      continue;
    }
    problems.push(...loaded.duplicates);
    if (rel === GALLERY_REL) {
      gallery = loaded; // not a document: the gallery's list, checked once the documents are indexed
      continue;
    }
    const data = rec(loaded.data);
    if (!data) {
      problems.push(
        toProblem(loaded, {
          pointer: '',
          message: `a schema document is an object starting with "$schema" and "kind"`,
        }),
      );
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
      checkHeader(loaded, data, kind, findings);
      findings.push(...input.validate(kind, data));
      const id = str(data.id);
      const name = baseName(rel);
      if (id !== undefined && kind !== 'calls' && id !== name) {
        findings.push({
          pointer: '/id',
          message: `id "${id}" differs from the file name ${name}; rename the file to ${id}.json or set "id": "${name}"`,
        });
      }
      docs.push({ file: loaded, kind, data, id });
    }
    problems.push(...findings.map((f) => toProblem(loaded, f)));
  }

  const index: Index = { docs, calls: new Map(), byId: new Map(), menuEntries: [], broken: new Set(broken.keys()) };
  const ctx: Ctx = {
    index,
    components: input.components ?? COMPONENTS,
    report: (file, f) => problems.push(toProblem(file, f)),
  };
  buildIndex(docs, ctx);
  // A file that does not parse still names its screen: references to it are not reported again.
  for (const [kind, ids] of broken) {
    const byKind = index.byId.get(kind) ?? new Map<string, Doc>();
    index.byId.set(kind, byKind);
    for (const id of ids) {
      if (byKind.has(id)) continue;
      const rel = `schemas/${Object.keys(KIND_OF_DIR).find((d) => KIND_OF_DIR[d] === kind)}/${id}.json`;
      byKind.set(id, {
        kind,
        id,
        data: {},
        file: { rel, inSchemas: rel.slice(8), data: {}, pointers: {}, duplicates: [] },
      });
    }
  }
  const routes = input.routes;
  checkMenusTogether(ctx);
  for (const doc of docs) {
    if (doc.kind === 'picker') checkPicker(ctx, doc);
    else if (doc.kind === 'page') checkPage(ctx, doc);
    else if (doc.kind === 'form') checkForm(ctx, doc);
    else if (doc.kind === 'detail') checkDetail(ctx, doc);
    else if (doc.kind === 'menu') checkMenu(ctx, doc);
    else if (doc.kind === 'calls') {
      checkCallPermissions(ctx, doc);
      if (routes) checkServed(ctx, doc, routes);
    }
    if (doc.kind === 'page' || doc.kind === 'detail') checkGrantedByMenu(ctx, doc);
    checkHistoryTypes(ctx, doc);
    checkBindings(ctx, doc);
    checkChains(ctx, doc);
    checkExpressions(ctx, doc);
    checkMeaning(ctx, doc);
  }
  checkDialogCycles(ctx);
  checkScreensAdmitted(ctx);
  if (gallery) checkGallery(ctx, gallery, input.validateGallery);

  const only = input.only && new Set(input.only);
  const seen = new Set<string>();
  return problems
    .filter((p) => !only || only.has(p.file))
    .filter((p) => {
      const k = `${p.file}:${p.line}:${p.col}:${p.pointer}:${p.message}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
