// Checks of meaning, beyond names: a document can name only known things and still do the wrong thing.
// Each check here catches a mistake that would otherwise give wrong data or a false success with no message:
// a form that submits with a read call, numeric bounds that contradict each other, duplicate or missing options,
// a dictionary no dictionary table has, a prop of the wrong type, a required filter the collapsed search form
// hides, a dialog chain that opens itself, a detail opened on a route no menu entry grants.
import dictTable from '../schemas/meta/dictionaries.json';
import { answerMode, isWriteCall as writes } from '../renderers/calls/answers';
import type { PropType } from '../renderers/manifest';
import { type FieldVisit, fieldsOf } from './fields';
import { type Ctx, type Doc, type Json, arr, rec, str, walkJson } from './model';
import { listNames, unknownName } from './names';
import { seg } from './problem';

/** The dictionary codes of the language (schemas/meta/dictionaries.json; the gateway seeds exactly these). */
export const DICT_CODES: readonly string[] = dictTable.dictionaries.map((d) => d.code);

// ---- a form's submit must write ---------------------------------------------------------------------------

/** The runtime's rule (renderers/calls/answers.ts isWriteCall): a call that reads cannot store a form. */
const isWriteCall = (ctx: Ctx, call: Json): boolean => writes(call, ctx.answers);

/** Run by the form kind (checker/kinds.ts). */
export function checkSubmitWrites(ctx: Ctx, doc: Doc): void {
  const submit = rec(doc.data.submit);
  const id = str(submit?.call);
  const entry = id === undefined ? undefined : ctx.index.calls.get(id);
  // a call declared "writes": false that answers one object is a check that answers the choice back (the gallery's configChoice)
  const isCheck =
    entry?.call.writes === false &&
    answerMode(entry.call, ctx.answers)?.gives === 'object' &&
    entry.call.paging === undefined;
  if (!entry || isCheck || isWriteCall(ctx, entry.call)) return;
  const writes = [...ctx.index.calls.values()]
    .filter((c) => isWriteCall(ctx, c.call) && c.id.split('.')[0] === id!.split('.')[0])
    .map((c) => c.id);
  const why =
    entry.call.paging !== undefined
      ? 'a paged search'
      : entry.call.method === 'GET'
        ? 'a GET'
        : `answers "${String(entry.call.answer)}"`;
  ctx.report(doc.file, {
    pointer: '/submit/call',
    message: `form ${doc.id ?? ''} submits with ${id}, which only reads (${why}): the user would see success and nothing would be stored; name a write call${writes.length ? ` (of its group: ${listNames(writes)})` : ''}, or mark the call "writes": true if it does write`,
  });
}

// ---- numbers ----------------------------------------------------------------------------------------------

const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

function checkBounds(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  const props = rec(f.node['x-component-props']) ?? {};
  const numbers = 'no value could pass (a number field would send 0)';
  const texts = 'no text could pass';
  const pairs: Array<[number | undefined, number | undefined, string, string, string]> = [
    [
      num(props.min),
      num(props.max),
      `${f.pointer}/x-component-props`,
      `${String(f.node['x-component'])}'s min`,
      numbers,
    ],
  ];
  const rules = arr(f.node['x-validator']).map((r, i) => ({ rule: rec(r), at: `${f.pointer}/x-validator/${i}` }));
  for (const { rule, at } of rules) {
    if (!rule) continue;
    const what = rule.rule === 'lengthRange' ? texts : numbers;
    pairs.push([num(rule.min), num(rule.max), at, `rule ${String(rule.rule)}'s min`, what]);
  }
  // a length floor of one rule above the cap of another rule or of the box (maxLength)
  const floor = rules.find((r) => r.rule?.rule === 'minLength' || r.rule?.rule === 'lengthRange');
  const caps = [
    ...rules.filter((r) => r.rule?.rule === 'maxLength').map((r) => [num(r.rule!.max), r.at] as const),
    [num(props.maxLength), `${f.pointer}/x-component-props/maxLength`] as const,
  ];
  for (const [cap, at] of caps) {
    if (floor && cap !== undefined)
      pairs.push([num(floor.rule!.min), cap, at, `rule ${String(floor.rule!.rule)}'s min length`, texts]);
  }
  for (const [min, max, at, what, why] of pairs) {
    if (min !== undefined && max !== undefined && min > max) {
      ctx.report(doc.file, {
        pointer: at,
        message: `${what} ${min} is above the max ${max}: ${why}; swap them or correct one`,
      });
    }
  }
}

// ---- options ----------------------------------------------------------------------------------------------

/** Option values of an enum or a static options list. */
function optionValues(list: unknown): Array<[unknown, number]> {
  return arr(list).map((o, i) => [rec(o) ? rec(o)!.value : o, i]);
}

function checkOptions(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  const component = str(f.node['x-component']);
  const spec = ctx.components[component ?? ''];
  const props = rec(f.node['x-component-props']) ?? {};
  for (const [list, at] of [
    [f.node.enum, `${f.pointer}/enum`],
    [props.options, `${f.pointer}/x-component-props/options`],
  ] as const) {
    if (!Array.isArray(list)) continue;
    const seen = new Map<string, number>();
    for (const [value, i] of optionValues(list)) {
      const key = JSON.stringify(value);
      const first = seen.get(key);
      if (first !== undefined)
        ctx.report(doc.file, {
          pointer: `${at}/${i}`,
          message: `option value ${key} repeats option ${first}: the two cannot be told apart when chosen; give each option its own value`,
        });
      else seen.set(key, i);
    }
  }
  if (!spec?.needsOptions) return;
  const fromReaction = arr(f.node['x-reactions']).some((r) => JSON.stringify(r).includes('"dataSource"'));
  if (f.node.enum === undefined && props.options === undefined && f.node.dataSource === undefined && !fromReaction) {
    ctx.report(doc.file, {
      pointer: f.pointer,
      message: `${component} "${f.name}" has no options: give "enum" (fixed options), x-component-props.options (a fixed list or { "call": … } from the gateway), or use DictSelect with a dictionary`,
    });
  }
}

// ---- dictionaries -----------------------------------------------------------------------------------------

function checkDictCode(ctx: Ctx, doc: Doc, code: unknown, pointer: string): void {
  if (typeof code !== 'string' || DICT_CODES.includes(code)) return;
  ctx.report(doc.file, {
    pointer,
    message: `${unknownName('dictionary', code, DICT_CODES, 'dictionaries')}; the dictionaries are listed in schemas/meta/dictionaries.json (the gateway seeds exactly those)`,
  });
}

function checkDicts(ctx: Ctx, doc: Doc): void {
  walkJson(doc.data, '', (value, pointer) => {
    const o = rec(value);
    if (!o) return;
    // a column or section field shown as a dictionary's text, or a DictSelect's props
    if (o.format === 'dict' || /\/x-component-props$/.test(pointer)) checkDictCode(ctx, doc, o.dict, `${pointer}/dict`);
  });
}

// ---- prop types -------------------------------------------------------------------------------------------

const typeOk: Record<PropType, (v: unknown) => boolean> = {
  number: (v) => typeof v === 'number',
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  string: (v) => typeof v === 'string',
};

function checkPropTypes(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  const spec = ctx.components[str(f.node['x-component']) ?? ''];
  const props = rec(f.node['x-component-props']);
  if (!spec?.props || !props) return;
  for (const [prop, { type }] of Object.entries(spec.props)) {
    const v = props[prop];
    if (v === undefined || !type || typeOk[type](v)) continue;
    const found = typeof v === 'string' ? `the string ${JSON.stringify(v)}` : JSON.stringify(v);
    const fix =
      typeof v === 'string' && type !== 'string' && v.trim() !== '' ? `; write ${v.trim()} without quotes` : '';
    ctx.report(doc.file, {
      pointer: `${f.pointer}/x-component-props/${seg(prop)}`,
      message: `${String(f.node['x-component'])} prop "${prop}" is a${type === 'integer' ? 'n' : ''} ${type}, found ${found}${fix}`,
    });
  }
}

// ---- the collapsed search form ----------------------------------------------------------------------------

/** The fewest filters a collapsed search form shows: 2 columns (a window under 1080 px) x 2 rows - the buttons' slot. */
export const COLLAPSED_FILTERS = 3;

const isRequired = (n: Json): boolean =>
  n.required === true || arr(n['x-validator']).some((r) => r === 'required' || rec(r)?.rule === 'required');
const isHidden = (n: Json): boolean =>
  n['x-visible'] === false || n['x-hidden'] === true || rec(rec(n['x-decorator-props'])?.style)?.display === 'none';

/** Filters a page's or picker's params bind with a message ({ "$form": "branchId", "message": "请先选择分公司" }): required to search. */
function boundRequired(doc: Doc): Set<string> {
  const names = new Set<string>();
  for (const v of Object.values(rec(doc.data.params) ?? {})) {
    const b = rec(v);
    if (typeof b?.$form === 'string' && b.message !== undefined) names.add(b.$form.split('.')[0]);
  }
  return names;
}

function checkRequiredFilters(ctx: Ctx, doc: Doc): void {
  if (!doc.form?.collapses) return;
  const at = doc.form.at;
  const bound = boundRequired(doc);
  const shown = Object.entries(rec(doc.data[at]) ?? {}).filter(([, n]) => rec(n) && !isHidden(rec(n)!));
  shown.forEach(([name, n], i) => {
    if (i < COLLAPSED_FILTERS || !(isRequired(rec(n)!) || bound.has(name))) return;
    ctx.report(doc.file, {
      pointer: `/${seg(at)}/${seg(name)}`,
      at: 'key',
      message: `required filter "${name}" is filter ${i + 1}; a collapsed search form shows only the first ${COLLAPSED_FILTERS} in a narrow window, so the user would be asked for a field they cannot see; move it among the first ${COLLAPSED_FILTERS}`,
    });
  });
}

// ---- dialog chains ----------------------------------------------------------------------------------------

/** kind:id of a document of an openable kind (checker/kinds.ts `openable`). */
type Node = `${string}:${string}`;

/** The dialogs a document opens, with where: the documents its fields' props name (a PickerInput's picker: a prop
 * whose spec `ref`s an openable kind) and the ones its actions open, except a kind an action opens on its route
 * (a detail from a page: a new tab, no chain) unless the document's kind nests dialogs (a picker's row actions). */
function opens(ctx: Ctx, doc: Doc): Array<{ to: Node; pointer: string }> {
  const out: Array<{ to: Node; pointer: string }> = [];
  const dialogs = ctx.openable.filter((k) => doc.nestsDialogs || !ctx.onRoute.includes(k));
  walkJson(doc.data, '', (value, pointer) => {
    const o = rec(value);
    if (!o) return;
    const props = rec(o['x-component-props']);
    for (const [prop, { ref }] of Object.entries(ctx.components[str(o['x-component']) ?? '']?.props ?? {}))
      if (ref && ctx.openable.includes(ref) && typeof props?.[prop] === 'string')
        out.push({ to: `${ref}:${props[prop] as string}`, pointer: `${pointer}/x-component-props/${seg(prop)}` });
    if (/\/open$/.test(pointer)) {
      for (const kind of dialogs)
        if (typeof o[kind] === 'string')
          out.push({ to: `${kind}:${o[kind] as string}`, pointer: `${pointer}/${seg(kind)}` });
    }
  });
  return out;
}

/** Reports each dialog that can reach itself through the dialogs it opens (at its first edge into the loop). */
export function checkDialogCycles(ctx: Ctx): void {
  const graph = new Map<Node, Array<{ to: Node; pointer: string }>>();
  const docOf = new Map<Node, Doc>();
  for (const doc of ctx.index.docs) {
    if (!ctx.openable.includes(doc.kind) || !doc.id) continue;
    const node: Node = `${doc.kind}:${doc.id}`;
    graph.set(node, opens(ctx, doc));
    docOf.set(node, doc);
  }
  for (const [start, edges] of graph) {
    for (const edge of edges) {
      const path = findPath(graph, edge.to, start);
      if (!path) continue;
      const loop = [start, ...path].join(' → ');
      ctx.report(docOf.get(start)!.file, {
        pointer: edge.pointer,
        message: `this opens ${edge.to}, which leads back to ${start} (${loop}): a dialog chain that opens itself never ends; open a different dialog or end the chain`,
      });
      break; // one report per dialog
    }
  }
}

function findPath(graph: Map<Node, Array<{ to: Node }>>, from: Node, goal: Node): Node[] | undefined {
  const prev = new Map<Node, Node | null>([[from, null]]);
  const queue: Node[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === goal) {
      const path: Node[] = [];
      for (let n: Node | null = at; n; n = prev.get(n) ?? null) path.unshift(n);
      return path;
    }
    for (const e of graph.get(at) ?? []) {
      if (prev.has(e.to)) continue;
      prev.set(e.to, at);
      queue.push(e.to);
    }
  }
  return undefined;
}

// ---- a detail opened from a list needs its hidden menu entry ----------------------------------------------

/** An action of a kind that opens routes (a page's, a detail's: checker/kinds.ts `opensRoutes`) opening a kind
 * shown on its own route (a detail: `onRoute`) needs the route's hidden menu entry. */
function checkDetailRoutes(ctx: Ctx, doc: Doc): void {
  if (!doc.opensRoutes || ctx.index.menuEntries.length === 0 || ctx.index.broken.has('menu')) return;
  for (const list of ['rowActions', 'toolbar', 'actions']) {
    arr(doc.data[list]).forEach((a, i) => {
      const open = rec(rec(a)?.open);
      for (const kind of ctx.onRoute) {
        const id = str(open?.[kind]);
        if (id === undefined || !ctx.index.byId.get(kind)?.has(id)) continue;
        const screen = `${kind}:${id}`;
        if (ctx.index.menuEntries.some((m) => m.entry.screen === screen)) continue;
        const path = `/${kind}/${id}/:id`;
        ctx.report(doc.file, {
          pointer: `/${list}/${i}/open/${seg(kind)}`,
          message: `${kind} ${id} opens on the route ${path}, which no menu entry has: the route guard would refuse it; add a hidden entry { "path": "${path}", "screen": "${screen}", "hidden": true, "roles": [the roles of this list] } to schemas/menus/`,
        });
      }
    });
  }
}

/** Every meaning check of one document (the cycle check runs once over all: checkDialogCycles). */
export function checkMeaning(ctx: Ctx, doc: Doc): void {
  for (const f of fieldsOf(doc) ?? []) {
    checkBounds(ctx, doc, f);
    checkOptions(ctx, doc, f);
    checkPropTypes(ctx, doc, f);
  }
  if (doc.screen) checkDicts(ctx, doc);
  checkRequiredFilters(ctx, doc);
  checkDetailRoutes(ctx, doc);
}
