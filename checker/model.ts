// The loaded document set the cross-reference checks work on, and small readers that tolerate documents
// the meta-schema already rejected (all problems are reported in one run, so nothing here may throw).
import type { AnswerMode } from '../renderers/calls/answers';
import type { ComponentSpec } from '../renderers/manifest';
import type { Finding } from './finding';
import type { SchemaFile } from './parse';

export type Json = Record<string, unknown>;

export interface Doc {
  file: SchemaFile;
  /** Its kind's name (checker/kinds.ts DOCUMENT_KINDS, or a kind a caller adds). */
  kind: string;
  data: Json;
  id?: string;
  /** What its kind's descriptor says of its form, if it has one (checker/kinds.ts `form`). */
  form?: FormPlace;
  /** Its kind's `picks`: its actions' params may name the picked row ($picked). */
  picks?: boolean;
  /** Its kind's `choosesRows`: $selected and its computed columns are its own call's rows. */
  choosesRows?: boolean;
  /** Its kind's `toolbarSelection`: with "selection", its tool-bar buttons may name $selected. */
  toolbarSelection?: boolean;
  /** Its kind's `screen`: a screen document (not the call catalogue or a menu). */
  screen?: boolean;
  /** Its kind's `row`: what $row means at a pointer of it (none: $row is not available). */
  row?: (pointer: string, data: Json) => RowAt;
  /** Its kind's `nestsDialogs`: its row actions open any openable kind in a nested dialog. */
  nestsDialogs?: boolean;
  /** Its kind's `opensRoutes`: its actions open the `onRoute` kinds on their routes. */
  opensRoutes?: boolean;
}

/** What $row means at a place of a document: a row of its own call's `rows` answer, its own call's `object`
 * answer, a line of the list field `table` of its object answer (a detail table's rows), a row handed in that the
 * checker cannot see (`unchecked`), or nothing (`none`: $row is reported). */
export type RowAt = { own: 'rows' | 'object' } | { table: string } | 'unchecked' | 'none';

/** Where a document kind's form lives (its field nodes) and what its fields may do. */
export interface FormPlace {
  /** The property holding its field nodes: a form's "fields", a page's or picker's "filters". */
  at: string;
  /** Its fields may chain a picker ("open" reactions) and its actions open pickers (a form's). */
  opensPickers?: boolean;
  /** A search form that folds to its first filters (a page's, a picker's): a required filter must be among them. */
  collapses?: boolean;
}

/** A field node met while walking a document's fields. */
export interface FieldVisit {
  name: string;
  node: Json;
  pointer: string;
}

/** A component's own checks (its checker half beside renderers/manifest.ts's spec: checker/components.ts), run
 * on each field node that names it, once every document is indexed. `props`: its x-component-props. */
export type ComponentCheck = (ctx: Ctx, doc: Doc, f: FieldVisit, props: Json) => void;

/** A field component as the checker sees it: its spec and the checks only it needs. */
export interface CheckedComponent extends ComponentSpec {
  check?: ComponentCheck;
}

export interface CallEntry {
  id: string;
  call: Json;
  file: SchemaFile;
  pointer: string;
}

export interface MenuEntryRef {
  entry: Json;
  doc: Doc;
  pointer: string;
}

export interface Index {
  docs: Doc[];
  calls: Map<string, CallEntry>;
  /** kind -> id -> the first document with that id. */
  byId: Map<string, Map<string, Doc>>;
  menuEntries: MenuEntryRef[];
  /** Kinds with a file that is not valid JSON: checks that need all of that kind stay quiet (no follow-on errors). */
  broken: Set<string>;
}

export interface Ctx {
  index: Index;
  /** The field components a schema may name, by name (their descriptors: renderers/manifest.ts COMPONENTS with
   * their checks in checker/components.ts, plus any added). */
  components: Readonly<Record<string, CheckedComponent>>;
  /** The answer modes a call may have, by name (renderers/calls/answers.ts ANSWER_MODES plus any added). */
  answers: Readonly<Record<string, AnswerMode>>;
  /** The kinds an action may open by id (the descriptors with `openable`), in the descriptors' order. */
  openable: readonly string[];
  /** The openable kinds an action opens on their own route, not in a dialog (the descriptors with `onRoute`). */
  onRoute: readonly string[];
  /** The gateway's routes, to flag calls it does not serve; false/undefined: that check is skipped. */
  routes?: ServedRoute[] | false;
  report(file: SchemaFile, finding: Finding): void;
}

/** A route the gateway serves (its route table: scripts/print-routes.ts). */
export interface ServedRoute {
  method: string;
  host: string;
  path: string;
}

/** A call of the catalogue as a starting document sees it (checker/new-templates.ts picks one that fits). */
export interface TemplateCall {
  id: string;
  answer?: string;
  fields?: string[];
  method?: string;
  paging?: unknown;
  writes?: boolean;
}

export const rec = (x: unknown): Json | undefined =>
  x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Json) : undefined;
export const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

/** The Chinese form of a Text (a string or { zh_CN, en_US }). */
export const textOf = (x: unknown): string | undefined => str(x) ?? str(rec(x)?.zh_CN);

/** Visits every object and array in a JSON value with its pointer. */
export function walkJson(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(value, pointer);
  if (Array.isArray(value)) value.forEach((v, i) => walkJson(v, `${pointer}/${i}`, visit));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      walkJson(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}
