// The checker's core, pure (no node:*): checks a set of schema files given as texts, so the Node checker
// (check.ts reads schemas/ and the gateway's route table) and the playground (in the browser, with the
// meta-schemas compiled ahead of time: no eval under the portal's CSP) run the same checks. Every document is
// validated against the meta-schema of its kind, then the references between documents are checked. All
// problems of a run are returned, sorted by file and position.
import { ANSWER_MODES, type AnswerMode } from '../renderers/calls/answers';
import { checkScreensAdmitted } from './access';
import { checkBindings } from './bindings';
import { checkChains } from './chains';
import { checkExpressions } from './expressions';
import { withChecks } from './components';
import type { Finding } from './finding';
import { GALLERY_REL, type GalleryValidate, checkGallery } from './gallery';
import { DOCUMENT_KINDS, type DocumentKind, folderOf, kindOfFolder } from './kinds';
import { checkDialogCycles, checkMeaning } from './meaning';
import { checkMenusTogether } from './menus';
import { type CheckedComponent, type Ctx, type Doc, type Index, type ServedRoute, rec, str } from './model';
import { unknownName } from './names';
import { type SchemaFile, locate, parseSchemaText } from './parse';
import type { Problem } from './problem';

export { routeKey } from './routes';
export type { ServedRoute } from './model';

/** Validates a document against the meta-schema of its kind (ajv in Node, ajv's standalone code in the browser). */
export type MetaValidate = (kind: string, data: unknown) => Finding[];

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
  /** The field components a schema may name; default renderers/manifest.ts COMPONENTS with their checks
   * (checker/components.ts); a test adds its own descriptor, with its own `check`. */
  components?: Readonly<Record<string, CheckedComponent>>;
  /** The answer modes; default renderers/calls/answers.ts ANSWER_MODES (a test adds its own descriptor). */
  answers?: Readonly<Record<string, AnswerMode>>;
  /** The document kinds; default checker/kinds.ts DOCUMENT_KINDS (a test adds its own descriptor). */
  kinds?: readonly DocumentKind[];
}

function toProblem(file: SchemaFile, f: Finding): Problem {
  const { line, col } = locate(file, f.pointer, f.at);
  return { file: file.rel, line, col: col + (f.offset ?? 0), pointer: f.pointer, message: f.message };
}

/** The kind of a document, from "kind" or else from its "$schema" file name. */
function kindOf(data: Record<string, unknown>, names: readonly string[]): string | undefined {
  const k = str(data.kind);
  if (k && names.includes(k)) return k;
  const m = /([A-Za-z]+)\.schema\.json$/.exec(str(data.$schema) ?? '');
  return m && names.includes(m[1]) ? m[1] : undefined;
}

/** "../meta/<kind>.schema.json" from the file's folder (schemas/pages/x.json -> ../meta/page.schema.json). */
export function expectedSchemaRef(rel: string, kind: string): string {
  const depth = rel.split('/').length - 2; // folders below schemas/
  return `${depth > 0 ? '../'.repeat(depth) : ''}meta/${kind}.schema.json`;
}

function checkHeader(file: SchemaFile, data: Record<string, unknown>, kind: string, out: Finding[]): void {
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

/** Every document's id by kind (unique per kind), and what its kind adds to the index (calls, menu entries). */
function buildIndex(docs: Doc[], ctx: Ctx, kinds: readonly DocumentKind[]): void {
  const { index } = ctx;
  const indexers = new Map(kinds.map((k) => [k.name, k.index]));
  const named = (d: Doc) => (baseName(d.file.rel) === d.id ? 0 : 1);
  for (const doc of [...docs].sort((a, b) => named(a) - named(b))) {
    indexers.get(doc.kind)?.(ctx, doc);
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
  }
}

export function checkTexts(input: CheckInput): Problem[] {
  const kinds: readonly DocumentKind[] = input.kinds ?? DOCUMENT_KINDS;
  const names = kinds.map((k) => k.name);
  const problems: Problem[] = [];
  const docs: Doc[] = [];
  const broken = new Map<string, Set<string>>();
  let gallery: SchemaFile | undefined;
  for (const { rel, text } of [...input.files].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))) {
    const loaded = parseSchemaText(rel, text);
    if (!('pointers' in loaded)) {
      problems.push(loaded);
      const kind = kindOfFolder(rel.split('/')[1], kinds);
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
    const kind = kindOf(data, names);
    const findings: Finding[] = [];
    if (!kind) {
      const given = data.kind;
      findings.push(
        typeof given === 'string'
          ? { pointer: '/kind', message: unknownName('kind', given, names, 'kinds') }
          : { pointer: '', message: `missing property "kind"; one of: ${names.join(', ')}` },
      );
    } else {
      checkHeader(loaded, data, kind, findings);
      findings.push(...input.validate(kind, data));
      const id = str(data.id);
      const name = baseName(rel);
      if (id !== undefined && id !== name) {
        findings.push({
          pointer: '/id',
          message: `id "${id}" differs from the file name ${name}; rename the file to ${id}.json or set "id": "${name}"`,
        });
      }
      const { form, picks, choosesRows, toolbarSelection, screen, row, nestsDialogs, opensRoutes } =
        kinds.find((k) => k.name === kind) ?? {};
      docs.push({
        file: loaded,
        kind,
        data,
        id,
        ...{ form, picks, choosesRows, toolbarSelection, screen, row, nestsDialogs, opensRoutes },
      });
    }
    problems.push(...findings.map((f) => toProblem(loaded, f)));
  }

  const index: Index = { docs, calls: new Map(), byId: new Map(), menuEntries: [], broken: new Set(broken.keys()) };
  const ctx: Ctx = {
    index,
    components: withChecks(input.components),
    answers: input.answers ?? ANSWER_MODES,
    openable: kinds.flatMap((k) => (k.openable ? [k.name] : [])),
    onRoute: kinds.flatMap((k) => (k.openable && k.onRoute ? [k.name] : [])),
    routes: input.routes,
    report: (file, f) => problems.push(toProblem(file, f)),
  };
  buildIndex(docs, ctx, kinds);
  // A file that does not parse still names its screen: references to it are not reported again.
  for (const [kind, ids] of broken) {
    const byKind = index.byId.get(kind) ?? new Map<string, Doc>();
    index.byId.set(kind, byKind);
    for (const id of ids) {
      if (byKind.has(id)) continue;
      const rel = `schemas/${folderOf(kind, kinds)}/${id}.json`;
      byKind.set(id, {
        kind,
        id,
        data: {},
        file: { rel, inSchemas: rel.slice(8), data: {}, pointers: {}, duplicates: [] },
      });
    }
  }
  checkMenusTogether(ctx);
  const checks = new Map(kinds.map((k) => [k.name, k.check]));
  for (const doc of docs) {
    checks.get(doc.kind)?.(ctx, doc);
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
