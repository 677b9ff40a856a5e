// Field nodes (Formily JSON-schema nodes): registered components that fit the field's type, the props
// that name other documents, library rules with fitting parameters, and dependencies on existing fields.
import { answerMode, modesGiving } from '../renderers/calls/answers';
import { type ComponentSpec, RULES, type RuleSpec } from '../renderers/manifest';
import { checkAnswerField, resolveCallRef, unknownCallMessage } from './calls';
import { type Ctx, type Doc, type FieldVisit, type Json, arr, rec, str } from './model';
import { didYouMean, listNames, unknownName } from './names';
import { seg } from './problem';

const rules = RULES as Record<string, RuleSpec>;

export type { FieldVisit } from './model';

/** Every field node under a Fields object (nested properties and items included), in document order. */
export function collectFields(fields: unknown, pointer: string): FieldVisit[] {
  const out: FieldVisit[] = [];
  const walk = (props: unknown, at: string) => {
    for (const [name, node] of Object.entries(rec(props) ?? {})) {
      const n = rec(node);
      if (!n) continue;
      const p = `${at}/${seg(name)}`;
      out.push({ name, node: n, pointer: p });
      walk(n.properties, `${p}/properties`);
      const items = rec(n.items);
      if (items) walk(items.properties, `${p}/items/properties`);
    }
  };
  walk(fields, pointer);
  return out;
}

/** The field nodes of a document's form where its kind keeps them (checker/kinds.ts `form`: a form's fields, a
 * page's or picker's filters); undefined if its kind has no form. `pointer`: '' for pointers relative to them. */
export function fieldsOf(doc: Doc, pointer = `/${doc.form?.at ?? ''}`): FieldVisit[] | undefined {
  return doc.form ? collectFields(doc.data[doc.form.at], pointer) : undefined;
}

/** The field names of a document's form; undefined if it has none. */
export function formFieldNames(doc: Doc): string[] | undefined {
  return fieldsOf(doc)?.map((f) => f.name);
}

function checkComponent(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  const name = str(f.node['x-component']);
  const type = str(f.node.type);
  if (name === undefined) {
    // the row fields of an array (items.properties) are edited by the array's component (RowTable columns)
    if (
      type &&
      type !== 'object' &&
      type !== 'void' &&
      type !== 'array' &&
      !/\/items\/properties\/[^/]+$/.test(f.pointer)
    ) {
      ctx.report(doc.file, {
        pointer: f.pointer,
        message: `field "${f.name}" has no "x-component"; a ${type} field needs one of: ${listNames(Object.keys(ctx.components))}`,
      });
    }
    return;
  }
  const spec = ctx.components[name];
  if (!spec) {
    ctx.report(doc.file, {
      pointer: `${f.pointer}/x-component`,
      message: unknownName('component', name, Object.keys(ctx.components), 'registered'),
    });
    return;
  }
  if (type && !spec.types.includes(type as never)) {
    ctx.report(doc.file, {
      pointer: `${f.pointer}/type`,
      message: `component ${name} does not edit a "${type}" field; its field types: ${spec.types.join(', ')}`,
    });
  }
  const props = rec(f.node['x-component-props']) ?? {};
  for (const p of spec.requiredProps ?? []) {
    if (props[p] === undefined) {
      ctx.report(doc.file, {
        pointer: f.pointer,
        message: `component ${name} needs x-component-props "${p}"${spec.props?.[p]?.ref ? ` (the id of a ${spec.props[p].ref})` : ''}`,
      });
    }
  }
  for (const [prop, { ref: kind }] of Object.entries(spec.props ?? {})) {
    const value = props[prop];
    if (value === undefined || !kind) continue;
    const at = `${f.pointer}/x-component-props/${seg(prop)}`;
    if (typeof value !== 'string' || value === '') {
      ctx.report(doc.file, { pointer: at, message: `"${prop}" must be the id of a ${kind} (a non-empty string)` });
      continue;
    }
    if (ctx.openable.includes(kind)) {
      const known = ctx.index.byId.get(kind) ?? new Map();
      if (!known.has(value))
        ctx.report(doc.file, { pointer: at, message: unknownName(kind, value, known.keys(), `${kind}s`) });
    } else if (kind === 'call' && !ctx.index.calls.has(value) && !ctx.index.broken.has('calls')) {
      ctx.report(doc.file, { pointer: at, message: unknownCallMessage(value, ctx.index.calls.keys()) });
    }
  }
  spec.check?.(ctx, doc, f, props);
  const options = rec(props.options);
  if (options) checkCallOptions(ctx, doc, f, name, spec, options);
}

/**
 * x-component-props.options from a call: only components that take it (Select, Cascader), the call exists and
 * answers rows (or the array of an object answer), label / value / children are fields of its answer.
 */
function checkCallOptions(ctx: Ctx, doc: Doc, f: FieldVisit, name: string, spec: ComponentSpec, options: Json): void {
  const at = `${f.pointer}/x-component-props/options`;
  if (!spec.callOptions) {
    const takers = Object.entries(ctx.components)
      .filter(([, s]) => s.callOptions)
      .map(([n]) => n);
    ctx.report(doc.file, {
      pointer: at,
      message: `component ${name} takes no options from a call; those that do: ${listNames(takers)}`,
    });
    return;
  }
  if (typeof options.call !== 'string') return; // the meta-schema reports the shape
  const entry = ctx.index.calls.get(options.call);
  if (!entry) {
    if (!ctx.index.broken.has('calls'))
      ctx.report(doc.file, {
        pointer: `${at}/call`,
        message: unknownCallMessage(options.call, ctx.index.calls.keys()),
      });
    return;
  }
  const answer = str(entry.call.answer) ?? '';
  const gives = answerMode(entry.call, ctx.answers)?.gives;
  if (gives !== 'rows' && gives !== 'object') {
    ctx.report(doc.file, {
      pointer: `${at}/call`,
      message: `call ${options.call} answers "${answer}"; options need a call that answers rows (${modesGiving('rows', ctx.answers).join(', ')}) or a list (${modesGiving('object', ctx.answers).join(', ')})`,
    });
    return;
  }
  if (options.children !== undefined && spec.callOptions !== 'tree') {
    ctx.report(doc.file, {
      pointer: `${at}/children`,
      at: 'key',
      message: `component ${name} shows a flat list; "children" is for Cascader`,
    });
  }
  // rows: the option rows are a field of an object answer (an init call's statusList); their fields are not declared
  if (typeof options.rows === 'string') {
    checkAnswerField(ctx, doc, { pointer: `${at}/rows` }, options.rows, [entry], 'field');
    return;
  }
  for (const key of ['label', 'value', 'children']) {
    const v = options[key];
    if (typeof v === 'string') checkAnswerField(ctx, doc, { pointer: `${at}/${key}` }, v, [entry], 'field');
  }
}

function checkRule(ctx: Ctx, doc: Doc, ref: unknown, pointer: string): void {
  const r = rec(ref);
  const name = typeof ref === 'string' ? ref : str(r?.rule);
  if (name === undefined) return; // the meta-schema reports the shape
  const spec = rules[name];
  const namePointer = r ? `${pointer}/rule` : pointer;
  if (!spec) {
    ctx.report(doc.file, { pointer: namePointer, message: unknownName('rule', name, Object.keys(rules), 'rules') });
    return;
  }
  const paramNames = Object.keys(spec.params);
  const signature = paramNames.length
    ? paramNames.map((p) => `${p} (${spec.params[p].type}${spec.params[p].required ? ', required' : ''})`).join(', ')
    : 'none';
  const given = r ?? {};
  for (const key of Object.keys(given)) {
    if (key === 'rule' || key === 'message') continue;
    // A parameter's type is checked by the meta-schema (RuleRef), which knows every parameter name.
    if (!spec.params[key]) {
      ctx.report(doc.file, {
        pointer: `${pointer}/${seg(key)}`,
        at: 'key',
        message: `rule ${name} takes no parameter "${key}"; its parameters: ${signature}${didYouMean(key, paramNames)}`,
      });
    }
  }
  const missing = paramNames.filter((p) => spec.params[p].required && given[p] === undefined);
  if (missing.length) {
    const example = `{ "rule": "${name}", ${missing.map((p) => `"${p}": …`).join(', ')} }`;
    ctx.report(doc.file, {
      pointer,
      message: `rule ${name} needs parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; write ${example}`,
    });
  }
}

/** Strips relative prefixes and indexes from a Formily dependency path: ".a.b" -> "a", "list[0].x" -> "list". */
const depHead = (dep: string) => dep.replace(/^\.+/, '').split(/[.[]/)[0];

/** Checks the field nodes of one Fields object of a document. */
export function checkFields(ctx: Ctx, doc: Doc, fields: unknown, pointer: string): void {
  const visits = collectFields(fields, pointer);
  const names = visits.map((v) => v.name);
  for (const f of visits) {
    checkComponent(ctx, doc, f);
    arr(f.node['x-validator']).forEach((ref, i) => checkRule(ctx, doc, ref, `${f.pointer}/x-validator/${i}`));
    arr(f.node['x-reactions']).forEach((reaction, i) => {
      arr(rec(reaction)?.dependencies).forEach((dep, j) => {
        if (typeof dep !== 'string' || names.includes(depHead(dep))) return;
        ctx.report(doc.file, {
          pointer: `${f.pointer}/x-reactions/${i}/dependencies/${j}`,
          message: `unknown field "${dep}" in dependencies; fields of this document: ${listNames(names)}${didYouMean(depHead(dep), names)}`,
        });
      });
    });
  }
}

const ROW_RULES = ['sumNotExceed', 'sameValue', 'requiredWhen', 'dropWhen'];

/** A picker's row fields (its editable cells, computed columns and "$selected" rules): its call's answer fields and computed keys. */
export function pickerRowFields(ctx: Ctx, doc: Doc): string[] {
  const silent: Ctx = { ...ctx, report: () => undefined };
  const answer = resolveCallRef(silent, doc, '/call', doc.data.call, 'rows').flatMap((c) =>
    arr(c.call.fields).flatMap((f) => str(f) ?? []),
  );
  return [...new Set([...answer, ...arr(doc.data.computed).flatMap((c) => str(rec(c)?.key) ?? [])])];
}

/** The array fields of a document's form (RowTable tables) with their row fields: items.properties and computed keys;
 * in a kind that chooses rows (a picker: its descriptor's `choosesRows`) also "$selected", the chosen rows (its row
 * fields: the answer's fields and computed keys). */
export function tableFields(doc: Doc, ctx?: Ctx): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (doc.choosesRows && ctx) out.set('$selected', pickerRowFields(ctx, doc));
  for (const f of fieldsOf(doc, '') ?? []) {
    if (f.node.type !== 'array') continue;
    const items = Object.keys(rec(rec(f.node.items)?.properties) ?? {});
    const computed = arr(rec(f.node['x-component-props'])?.computed).flatMap((c) => str(rec(c)?.key) ?? []);
    out.set(f.name, [...items, ...computed]);
  }
  return out;
}

/**
 * The row fields `$row` means at `pointer` when it is a row-table place: a row rule's `when` (the rule's table) or
 * a RowTable's computed `expr` (its own rows); null when the table is unknown (reported elsewhere); undefined
 * elsewhere.
 */
export function rowFieldsAt(doc: Doc, pointer: string, ctx?: Ctx): string[] | null | undefined {
  const rule = /^\/rules\/(\d+)\/when$/.exec(pointer);
  if (rule) {
    const table = str(rec(arr(doc.data.rules)[Number(rule[1])])?.table);
    return (table !== undefined && tableFields(doc, ctx).get(table)) || null;
  }
  // the computed columns of a kind that chooses rows (a picker) run over its rows
  if (doc.choosesRows && ctx && /^\/computed\/\d+\/expr$/.test(pointer)) return pickerRowFields(ctx, doc);
  const computed = /^(.*)\/x-component-props\/computed\/\d+\/expr$/.exec(pointer);
  if (!computed) return undefined;
  const f = fieldsOf(doc)?.find((v) => v.pointer === computed[1]);
  if (!f) return null;
  return [
    ...Object.keys(rec(rec(f.node.items)?.properties) ?? {}),
    ...arr(rec(f.node['x-component-props'])?.computed).flatMap((c) => str(rec(c)?.key) ?? []),
  ];
}

/** A row-table rule: table names an array field, column/limit/groupBy name its row fields. */
function checkRowRule(ctx: Ctx, doc: Doc, r: Json, i: number): void {
  const tables = tableFields(doc, ctx);
  const table = str(r.table);
  if (table === undefined) return;
  const row = tables.get(table);
  if (!row) {
    const names = [...tables.keys()];
    ctx.report(doc.file, {
      pointer: `/rules/${i}/table`,
      message: `unknown table "${table}" in rule ${String(r.rule)}: it must name an array field of this document; array fields: ${listNames(names)}${didYouMean(table, names)}`,
    });
    return;
  }
  const named: Array<[unknown, string]> = [
    [r.column, `/rules/${i}/column`],
    [r.limit, `/rules/${i}/limit`],
    ...arr(r.groupBy).map((n, j): [unknown, string] => [n, `/rules/${i}/groupBy/${j}`]),
  ];
  for (const [n, at] of named) {
    if (typeof n === 'string' && !row.includes(n)) {
      ctx.report(doc.file, {
        pointer: at,
        message: `unknown column "${n}" of table "${table}" in rule ${String(r.rule)}; row fields: ${listNames(row)}${didYouMean(n, row)}`,
      });
    }
  }
}

/** Form rules across fields (atLeastOne, requiresOneOf) name fields of the same document; row-table rules its tables. */
export function checkFormRules(ctx: Ctx, doc: Doc, names: string[]): void {
  arr(doc.data.rules).forEach((rule, i) => {
    const r = rec(rule);
    if (!r) return;
    if (ROW_RULES.includes(String(r.rule))) return checkRowRule(ctx, doc, r, i);
    if (r.rule === 'sameAs' && r.field === undefined) {
      ctx.report(doc.file, {
        pointer: `/rules/${i}`,
        message: 'rule sameAs needs "field": the field that must equal the first of "fields"',
      });
    }
    if (r.rule === 'requiresOneOf' && r.field === undefined) {
      ctx.report(doc.file, {
        pointer: `/rules/${i}`,
        message: 'rule requiresOneOf needs "field": the field that may be filled only when one of "fields" is',
      });
    }
    const named: Array<[unknown, string]> = arr(r.fields).map((n, j) => [n, `/rules/${i}/fields/${j}`]);
    if (r.field !== undefined) named.push([r.field, `/rules/${i}/field`]);
    for (const [n, at] of named) {
      if (typeof n === 'string' && !names.includes(n)) {
        ctx.report(doc.file, {
          pointer: at,
          message: `unknown field "${n}" in rule ${String(r.rule)}; fields of this document: ${listNames(names)}${didYouMean(n, names)}`,
        });
      }
    }
  });
}
