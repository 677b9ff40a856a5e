// Compiles the language's field nodes into Formily JSON schema: localized texts, library rules as validator
// functions (the spec's messages, not Formily's), FormItem decorators. Each document part is compiled once
// per locale and cached on the part (DESIGN "Performance": compile once, not per render).
import { Schema, type ISchema } from '@formily/json-schema';
import { formilyCompiler } from '../expression';
import type { FieldNode, Fields, FormRule } from '../schema-types.generated';
import { formRuleValidators, isMandatory, toValidators, type FormilyValidator } from '../rules/adapter';
import { text, type Locale, type Text } from '../runtime/text';
import { refuseValidator } from '../fields/frame';
import { checkValidator } from '../rules/remote';

// Expressions in x-reactions / x-visible run through the safe evaluator: no new Function anywhere.
Schema.registerCompiler(formilyCompiler);

const isText = (v: unknown): v is Text =>
  typeof v === 'string' || (!!v && typeof v === 'object' && 'zh_CN' in (v as object));
const TEXT_PROPS = ['placeholder', 'title', 'okText', 'cancelText', 'checkedChildren', 'unCheckedChildren'];

function localizeProps(
  props: Record<string, unknown> | undefined,
  locale: Locale,
): Record<string, unknown> | undefined {
  if (!props) return props;
  const out: Record<string, unknown> = { ...props };
  for (const k of TEXT_PROPS) if (k in out && isText(out[k])) out[k] = text(out[k] as Text, locale);
  return out;
}

function withoutChains(reactions: FieldNode['x-reactions']): ISchema['x-reactions'] {
  const kept = reactions?.filter((r) => !r.open);
  return (kept?.length ? kept : undefined) as ISchema['x-reactions'];
}

/** ValueTable's `refuse` (chosen rows refused with a message) is a validator of its field. */
function refusing(node: FieldNode, locale: Locale): FormilyValidator[] {
  const refuse =
    node['x-component'] === 'ValueTable'
      ? (node['x-component-props'] as { refuse?: { when: string; message: Text } } | undefined)?.refuse
      : undefined;
  return refuse ? [refuseValidator(refuse, locale) as FormilyValidator] : [];
}

function compileNode(
  name: string,
  node: FieldNode,
  locale: Locale,
  extra: Map<string, FormilyValidator[]>,
  idPrefix: string,
): ISchema {
  const title = node.title === undefined ? undefined : text(node.title, locale);
  const refs = [
    ...(node.required && !isMandatory(node['x-validator']) ? ['required' as const] : []),
    ...(node['x-validator'] ?? []),
  ];
  const validators = [
    ...toValidators(refs, locale, title),
    ...(extra.get(name) ?? []),
    ...refusing(node, locale),
    ...(node['x-check'] ? [checkValidator(node['x-check'])] : []),
  ];
  const isVoid = node.type === 'void';
  const out: ISchema = {
    type: node.type,
    title,
    description: node.description === undefined ? undefined : text(node.description, locale),
    default: node.default,
    enum: node.enum?.map((o) => ({ label: text(o.label, locale), value: o.value })),
    'x-component': node['x-component'] ?? (isVoid ? undefined : 'Input'),
    // The control's id, which its label points at (set here once, not by a wrapper per render).
    'x-component-props': isVoid
      ? localizeProps(node['x-component-props'], locale)
      : { id: `${idPrefix}-${name}`.replace(/[^\w-]/g, '_'), ...localizeProps(node['x-component-props'], locale) },
    // RowTable's props hold expressions over $row (computed columns) it runs itself: Formily must not compile them.
    // ValueTable's refuse.when too (over the chosen $row).
    'x-compile-omitted':
      node['x-component'] === 'RowTable' || node['x-component'] === 'ValueTable' ? ['x-component-props'] : undefined,
    'x-decorator': node['x-decorator'] ?? (isVoid ? undefined : 'FormItem'),
    'x-decorator-props': { ...(isMandatory(refs) ? { asterisk: true } : {}), ...node['x-decorator-props'] },
    'x-validator': validators.length ? validators : undefined,
    // an `open` reaction (a picker chained to a field) is run by the form (renderers/chains), not by Formily
    'x-reactions': withoutChains(node['x-reactions']),
    'x-visible': node['x-visible'],
    'x-disabled': node['x-disabled'],
    'x-read-only': node['x-read-only'],
    'x-index': node['x-index'],
  };
  if (node.properties) out.properties = compileProperties(node.properties, locale, extra, `${idPrefix}-${name}`);
  if (node.items) out.items = compileNode('items', node.items, locale, extra, `${idPrefix}-${name}`);
  for (const k of Object.keys(out) as (keyof ISchema)[]) if (out[k] === undefined) delete out[k];
  return out;
}

function compileProperties(
  fields: Fields,
  locale: Locale,
  extra: Map<string, FormilyValidator[]>,
  idPrefix: string,
): Record<string, ISchema> {
  const props: Record<string, ISchema> = {};
  let i = 0;
  for (const [name, node] of Object.entries(fields))
    props[name] = { 'x-index': i++, ...compileNode(name, node, locale, extra, idPrefix) };
  return props;
}

// Scoped caches: a compiled schema is kept on the document part it was compiled from (a WeakMap keyed by the
// fields object), so a document registered again (a new object: the playground, dev saves, tests) is compiled
// afresh and never served stale, and a dropped document takes its compiled forms with it.
const NO_FIELDS: Fields = {};
const compiled = new WeakMap<Fields, Map<string, { rules: readonly FormRule[] | undefined; schema: ISchema }>>();
const picks = new WeakMap<ISchema, Map<string, ISchema>>();

/** The Formily object schema of a document part (filters, fields), compiled once per part, key and locale. */
export function compileFields(
  key: string,
  fields: Fields | undefined,
  locale: Locale,
  rules?: readonly FormRule[],
): ISchema {
  const owner = fields ?? NO_FIELDS;
  let byKey = compiled.get(owner);
  if (!byKey) compiled.set(owner, (byKey = new Map()));
  const id = `${key}|${locale}`;
  const hit = byKey.get(id);
  if (hit && hit.rules === rules) return hit.schema;
  const schema: ISchema = {
    type: 'object',
    properties: compileProperties(owner, locale, formRuleValidators(rules, locale), `rt-${key}`),
  };
  byKey.set(id, { rules, schema });
  return schema;
}

/** A schema with only the named properties (collapsed search forms mount only what shows), kept on the schema. */
export function pickProperties(_key: string, schema: ISchema, names: readonly string[]): ISchema {
  let byNames = picks.get(schema);
  if (!byNames) picks.set(schema, (byNames = new Map()));
  const id = names.join(',');
  const hit = byNames.get(id);
  if (hit) return hit;
  const properties: Record<string, ISchema> = {};
  for (const n of names) {
    const p = (schema.properties as Record<string, ISchema>)[n];
    if (p) properties[n] = p;
  }
  const picked: ISchema = { type: 'object', properties };
  byNames.set(id, picked);
  return picked;
}
