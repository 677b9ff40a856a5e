// The playground's completion at values and keys: what fits the place, from the document kind's bundled
// meta-schema (schemaAt) and the project's call catalogue. A search page's or picker's call offers the calls
// answering rows, a form's submit and an action's call the writes, a detail's call the reads answering one
// object; a column's key (a rowKey, a picker's value.key and value.label) the answer fields of the screen's call
// (a detail table's: the row fields of its list field); a rule object the parameters of its rule; any other
// object its properties. Where it finds nothing, codemirror-json-schema's completion answers
// (docs/decisions.md "Playground completion"). Pure apart from CodeMirror's types.
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { type CallNeed, DOCUMENT_KINDS, type DocumentKind } from '../../checker/kinds';
import { RULES, answerMode, isWriteCall } from '../../renderers/core';
import { cursorPlace, type CursorPlace } from './cursor';
import { type Found, schemasAt, valuesOf } from './schemaAt';

type Json = Record<string, unknown>;
type Path = Array<string | number>;

/** A call of the catalogue as completion needs it (schemas/calls/*.json). */
export interface CallFacts {
  id: string;
  method?: string;
  answer?: string;
  paging?: unknown;
  send?: string;
  writes?: boolean;
  fields?: string[];
  rowFields?: Record<string, string[]>;
}

/** Every call of the catalogue documents' texts. */
export function callFactsOf(texts: string[]): CallFacts[] {
  return texts.flatMap((t) => {
    try {
      const calls = (JSON.parse(t) as { calls?: Record<string, Omit<CallFacts, 'id'>> }).calls ?? {};
      return Object.entries(calls).map(([id, c]) => ({ ...c, id }));
    } catch {
      return [];
    }
  });
}

/** The runtime's and the checker's rule (renderers/calls/answers.ts isWriteCall). */
export const isWrite = (c: CallFacts): boolean => isWriteCall(c);
const answersRows = (c: CallFacts) => answerMode(c)?.gives === 'rows';
/** A call declared "writes": false answering one object is a check that answers a choice back: a form may submit it. */
const isCheck = (c: CallFacts) => c.writes === false && answerMode(c)?.gives === 'object' && c.paging === undefined;

type CallFilter = { why: string; fits: (c: CallFacts) => boolean };

/** A document kind's call needs (checker/kinds.ts `calls`) as filters. */
const NEEDS: Record<CallNeed, CallFilter> = {
  rows: { why: 'answers rows', fits: (c) => answersRows(c) && !isWrite(c) },
  object: { why: 'answers one object', fits: (c) => c.answer === 'object' && !isWrite(c) },
  reads: { why: 'reads', fits: (c) => !isWrite(c) },
  submits: { why: 'writes', fits: (c) => isWrite(c) || isCheck(c) },
};

/** What a call id at a place must be, by the definition holding it or its path in the document kind (its
 * descriptor's `calls`). */
export function callFilter(
  kind: string,
  path: Path,
  defs: string[],
  kinds: readonly DocumentKind[] = DOCUMENT_KINDS,
): CallFilter | undefined {
  // the property naming the call: `call`, or the one holding { "byIdentity": { ... } }
  const keys = path.filter((p): p is string => typeof p === 'string');
  const by = keys.lastIndexOf('byIdentity');
  const own = by > 0 ? keys.slice(0, by) : keys;
  const holder = defs
    .filter((d) => !/__(CallRef|CallId)$/.test(d))
    .pop()
    ?.replace(/^defs__/, '');
  const need = holder ? undefined : kinds.find((k) => k.name === kind)?.calls?.[own.join('.')];
  if (need) return NEEDS[need];
  const where = `${holder}.${own[own.length - 1]}`;
  const read = (c: CallFacts) => !isWrite(c);
  if (/^(Action|ToolbarButton|Approval)\.call$/.test(where)) return { why: 'writes', fits: isWrite };
  if (/^(CallOptions|ChangeRecords|FieldCheck)\.call$/.test(where)) return { why: 'reads', fits: read };
  if (/^(Download\.call|Import\.templateCall)$/.test(where))
    return { why: 'answers a file', fits: (c) => c.answer === 'blob' };
  if (where === 'Import.call') return { why: 'takes a file', fits: (c) => c.send === 'multipart' };
  return undefined;
}

/** The document as far as it parses: as typed, else with the token at the cursor made a null. */
export function tolerantParse(text: string, place: CursorPlace): unknown {
  const noTrailing = (t: string) => t.replace(/,(\s*[}\]])/g, '$1');
  const hole = place.role === 'key' ? '"\\u0000": null' : 'null';
  // an unclosed string may seem to end at the next quote: try the token as ending at the cursor too
  const tries = [text, ...[place.to, place.pos].map((to) => `${text.slice(0, place.from)}${hole}${text.slice(to)}`)];
  for (const t of tries.flatMap((x) => [x, noTrailing(x)])) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      // the next repair
    }
  }
  return undefined;
}

const at = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (o, k) => (o && typeof o === 'object' ? (o as Record<string | number, unknown>)[k] : undefined),
    data,
  );

/** The answer fields a column key (a row key, a picker's value key and label) may name: the screen's call's, or a
 * detail table's row fields (the kind's descriptor's `answerFields`). */
function columnFields(
  kind: string,
  path: Path,
  data: unknown,
  calls: CallFacts[],
  kinds: readonly DocumentKind[],
): { fields: string[]; call: string } | undefined {
  const callId = at(data, ['call']);
  const call = typeof callId === 'string' ? calls.find((c) => c.id === callId) : undefined;
  if (!call) return undefined;
  const p = path.map((s) => (typeof s === 'number' ? '#' : s)).join('/');
  const place = kinds.find((k) => k.name === kind)?.answerFields?.find((a) => a.at === p);
  if (!place) return undefined;
  if (!place.rowsOf) return call.fields && { fields: call.fields, call: call.id };
  // the list field's path, with the cursor's indices in place of its #s
  const indices = path.filter((s) => typeof s === 'number');
  const fieldPath = place.rowsOf.split('/').map((s) => (s === '#' ? (indices.shift() ?? 0) : s));
  const field = at(data, fieldPath);
  const rows = typeof field === 'string' ? call.rowFields?.[field] : undefined;
  return rows && { fields: rows, call: `${call.id} ${field}` };
}

const label = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function result(place: CursorPlace, options: Completion[]): CompletionResult | null {
  const typed = place.prefix.toLowerCase();
  const starts = options.filter((o) => o.label.toLowerCase().startsWith(typed));
  const contains = options.filter(
    (o) => !o.label.toLowerCase().startsWith(typed) && o.label.toLowerCase().includes(typed),
  );
  const list = [...starts, ...contains];
  return list.length > 0 ? { from: place.from, to: place.to, options: list, filter: false } : null;
}

/** A key as typed over the token: with `: ` unless a colon follows already. */
const keyApply = (text: string, place: CursorPlace) => (k: string) =>
  /^\s*:/.test(text.slice(place.to)) ? `"${k}"` : `"${k}": `;

/**
 * The keys an object may still take: a rule object (`{ "rule": "lengthRange", ... }`) its rule's parameters and
 * message; any other object the properties its schemas name (the library finds none under a $ref'd
 * additionalProperties, such as a field node).
 */
function keysAt(text: string, place: CursorPlace, found: Found[], data: unknown): CompletionResult | null | undefined {
  const here = at(data, place.path) as Json | undefined;
  const present = (k: string) => !!here && typeof here === 'object' && k in here && k !== '\u0000';
  const apply = keyApply(text, place);
  const rule =
    here && typeof here.rule === 'string' && here.rule in RULES ? (here.rule as keyof typeof RULES) : undefined;
  if (rule && found.some((f) => f.defs[f.defs.length - 1] === 'names_generated__RuleWithParams')) {
    const params = RULES[rule].params as Record<string, { type: string; required?: boolean }>;
    const keys = ['rule', ...Object.keys(params), 'message'].filter((k) => !present(k));
    return result(
      place,
      keys.map((k) => ({
        label: k,
        apply: apply(k),
        type: 'property',
        detail: k in params ? `${rule}: ${params[k].type}${params[k].required ? ', required' : ''}` : undefined,
      })),
    );
  }
  const props = new Map<string, Json>();
  for (const f of found) {
    for (const [k, v] of Object.entries((f.schema.properties as Record<string, Json> | undefined) ?? {}))
      if (!props.has(k) && !present(k)) props.set(k, v);
  }
  if (props.size === 0) return undefined;
  const text0 = (v: Json) => [v.description, v.markdownDescription].find((d): d is string => typeof d === 'string');
  return result(
    place,
    [...props].map(([k, v]) => ({
      label: k,
      apply: apply(k),
      type: 'property',
      detail: typeof v.type === 'string' ? v.type : undefined,
      info: text0(v),
    })),
  );
}

/** Completion at `pos` of `text` under `root` (the kind's bundled meta-schema); undefined where the library answers. */
export function completeAt(
  text: string,
  pos: number,
  root: Json,
  calls: CallFacts[],
  explicit: boolean,
  kinds: readonly DocumentKind[] = DOCUMENT_KINDS,
): CompletionResult | null | undefined {
  const place = cursorPlace(text, pos);
  if (!place) return undefined;
  const inToken = place.from < pos || (place.from === pos && text[pos - 1] === '"');
  if (!explicit && !inToken && place.prefix === '') return undefined;
  const kindSchema = (root.properties as Json | undefined)?.kind as Json | undefined;
  const kind = typeof kindSchema?.const === 'string' ? kindSchema.const : '';
  const found = schemasAt(root, place.path);
  const data = tolerantParse(text, place);
  if (place.role === 'key') return keysAt(text, place, found, data);

  const callAt = found.find((f) => f.defs.includes('names_generated__CallId'));
  if (callAt) {
    const filter = callFilter(kind, place.path, callAt.defs, kinds);
    const fitting = filter ? calls.filter(filter.fits) : calls;
    const list = fitting.length > 0 ? fitting : calls;
    return result(
      place,
      list.map((c) => ({
        label: c.id,
        apply: JSON.stringify(c.id),
        type: 'constant',
        detail: [filter && fitting.length ? filter.why : '', c.answer].filter(Boolean).join(' · '),
      })),
    );
  }
  const cols = columnFields(kind, place.path, data, calls, kinds);
  if (cols)
    return result(
      place,
      cols.fields.map((f) => ({ label: f, apply: JSON.stringify(f), type: 'property', detail: cols.call })),
    );
  const values = valuesOf(found);
  if (values.length === 0) return undefined;
  return result(
    place,
    values.map((v) => ({
      label: label(v),
      apply: JSON.stringify(v),
      type: typeof v === 'string' ? 'constant' : 'value',
    })),
  );
}

/** The editor's completion source: ours where it answers, else codemirror-json-schema's. */
export function playgroundCompletion(
  schemaOf: (ctx: CompletionContext) => Json | undefined,
  calls: () => CallFacts[],
  library: CompletionSource,
): CompletionSource {
  return (ctx) => {
    const root = schemaOf(ctx);
    const mine = root ? completeAt(ctx.state.doc.toString(), ctx.pos, root, calls(), ctx.explicit) : undefined;
    return mine === undefined ? library(ctx) : mine;
  };
}
