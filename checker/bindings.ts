// Bindings ({ "$form": ... }, { "$row": ... }, { "$session": ... }, { "$route": ... }) anywhere in a document:
// $form names a field of the same document's form, $row a field of the row the action works on.
import { SESSION_FACTS } from '../renderers/manifest';
import { type AnswerNeed, checkAnswerField, resolveCallRef, tableRowCalls } from './calls';
import { formFieldNames } from './fields';
import { type CallEntry, type Ctx, type Doc, rec, walkJson } from './model';
import { didYouMean, listNames, unknownName } from './names';

const BINDING_KEYS = ['$form', '$row', '$session', '$route', '$picked', '$selected']; // $picked: checker/chains.ts
const ROUTE = /^(historyType|path|params\.[A-Za-z0-9_]+|query\.[A-Za-z0-9_]+)$/;

export type RowContext = { calls: CallEntry[] } | 'unchecked' | 'none';

/** What $row means at a pointer: the rows of the document's own call, a row handed in, or nothing (its kind's
 * descriptor says which: checker/kinds.ts `row`). */
export function rowContext(ctx: Ctx, doc: Doc, pointer: string, cache: Map<string, CallEntry[]>): RowContext {
  const own = (need: AnswerNeed) => {
    if (!cache.has(need)) {
      // Resolved silently: the document check reports unknown calls once.
      const silent: Ctx = { ...ctx, report: () => undefined };
      cache.set(need, resolveCallRef(silent, doc, '/call', doc.data.call, need));
    }
    return cache.get(need)!;
  };
  const at = doc.row?.(pointer, doc.data) ?? 'none';
  if (typeof at === 'string') return at;
  if ('own' in at) return { calls: own(at.own) };
  // a table's row actions: $row is a line of the table's list field (the call's rowFields)
  const field = at.table;
  return {
    calls: tableRowCalls(
      own('object').filter((c) => Array.isArray(rec(c.call.rowFields)?.[field])),
      field,
    ),
  };
}

export const NO_ROW =
  '$row is not available here: there is no row (it is for rowActions of a page and actions of a detail)';

export function checkBindings(ctx: Ctx, doc: Doc): void {
  const formNames = formFieldNames(doc);
  const cache = new Map<string, CallEntry[]>();
  walkJson(doc.data, '', (value, pointer) => {
    const b = rec(value);
    if (!b || pointer === '') return;
    const keys = Object.keys(b);
    const dollar = keys.filter((k) => k.startsWith('$'));
    if (dollar.length === 0 || keys.some((k) => !k.startsWith('$') && k !== 'message' && k !== 'is')) return;
    // Outside x-component-props the meta-schema checks the binding's shape and values.
    const free = pointer.includes('/x-component-props/') || pointer.includes('/x-decorator-props/');
    for (const k of dollar) {
      if (!BINDING_KEYS.includes(k)) {
        if (free)
          ctx.report(doc.file, {
            pointer: `${pointer}/${k}`,
            at: 'key',
            message: unknownName('binding', k, BINDING_KEYS, 'bindings'),
          });
        continue;
      }
      const v = b[k];
      if (typeof v !== 'string') continue;
      const at = `${pointer}/${k}`;
      if (k === '$form') {
        if (!formNames) {
          ctx.report(doc.file, {
            pointer: at,
            message: `$form is not available in a ${doc.kind} document (it has no form); use $route or $row`,
          });
        } else if (!formNames.includes(v.split('.')[0])) {
          ctx.report(doc.file, {
            pointer: at,
            message: `unknown field "${v}" for $form; fields of this ${doc.kind}: ${listNames(formNames)}${didYouMean(v, formNames)}`,
          });
        }
      } else if (k === '$row') {
        const row = rowContext(ctx, doc, pointer, cache);
        if (row === 'none') {
          ctx.report(doc.file, { pointer: at, message: NO_ROW });
        } else if (row !== 'unchecked') {
          checkAnswerField(ctx, doc, { pointer: at }, v, row.calls);
        }
      } else if (k === '$selected') {
        // the checked rows of a page with selection, for its tool-bar buttons
        if (!doc.toolbarSelection || !doc.data.selection || !pointer.startsWith('/toolbar/')) {
          ctx.report(doc.file, {
            pointer: at,
            message: '$selected is for the tool-bar buttons of a page with "selection": "checkbox" (the checked rows)',
          });
        } else {
          const silent: Ctx = { ...ctx, report: () => undefined };
          checkAnswerField(ctx, doc, { pointer: at }, v, resolveCallRef(silent, doc, '/call', doc.data.call, 'rows'));
        }
      } else if (free && k === '$session' && !(SESSION_FACTS as readonly string[]).includes(v)) {
        ctx.report(doc.file, { pointer: at, message: unknownName('session fact', v, SESSION_FACTS, 'session facts') });
      } else if (free && k === '$route' && !ROUTE.test(v)) {
        ctx.report(doc.file, {
          pointer: at,
          message: `"${v}" is not a route value; use historyType, path, params.<name> or query.<name>`,
        });
      }
    }
  });
}
