// Chained dialogs: x-reactions `open`, form `actions`, PickerInput `requireFirst`, picker
// `rowActions` (nested dialogs) and `$picked` bindings. Every name is resolved: the picker exists, a map's
// caller fields are fields of the form (or row fields of the mapRows table), its picker fields are fields of the
// picker call's answer.
import { checkAnswerField, resolveCallRef } from './calls';
import { fieldsOf, formFieldNames, tableFields } from './fields';
import { type CallEntry, type Ctx, type Doc, type Json, arr, rec, str, walkJson } from './model';
import { didYouMean, listNames, unknownName } from './names';
import { seg } from './problem';

/** The calls of a picker by id (silently: the picker's own check reports its call), or undefined if unknown. */
function pickerCalls(ctx: Ctx, id: string): CallEntry[] | undefined {
  const picker = ctx.index.byId.get('picker')?.get(id);
  if (!picker) return undefined;
  return resolveCallRef({ ...ctx, report: () => undefined }, picker, '/call', picker.data.call, 'rows');
}

function checkMap(
  ctx: Ctx,
  doc: Doc,
  map: unknown,
  at: string,
  callerNames: string[],
  what: string,
  calls: CallEntry[] | undefined,
): void {
  for (const [target, source] of Object.entries(rec(map) ?? {})) {
    if (!callerNames.includes(target.split('.')[0])) {
      ctx.report(doc.file, {
        pointer: `${at}/${seg(target)}`,
        at: 'key',
        message: `unknown ${what} "${target}" in map; ${what}s: ${listNames(callerNames)}${didYouMean(target, callerNames)}`,
      });
    }
    if (calls && typeof source === 'string')
      checkAnswerField(ctx, doc, { pointer: `${at}/${seg(target)}` }, source, calls, 'picker field');
  }
}

/** One PickerOpen (a reaction's or a form action's): the picker, map, mapRows; delay only on reactions. */
function checkPickerOpen(ctx: Ctx, doc: Doc, open: Json, at: string, inReaction: boolean): void {
  const id = str(open.picker);
  let calls: CallEntry[] | undefined;
  if (id !== undefined) {
    const known = ctx.index.byId.get('picker') ?? new Map<string, Doc>();
    if (!known.has(id))
      ctx.report(doc.file, { pointer: `${at}/picker`, message: unknownName('picker', id, known.keys(), 'pickers') });
    else calls = pickerCalls(ctx, id);
  }
  if (!inReaction && open.clear !== undefined) {
    ctx.report(doc.file, {
      pointer: `${at}/clear`,
      at: 'key',
      message:
        'clear is for x-reactions chains (the fields are emptied when the dependency changes); a form action has no dependency',
    });
  }
  const formNames = formFieldNames(doc) ?? [];
  (Array.isArray(open.clear) ? open.clear : []).forEach((name, i) => {
    if (typeof name === 'string' && formNames.length && !formNames.includes(name)) {
      ctx.report(doc.file, {
        pointer: `${at}/clear/${i}`,
        message: `unknown form field "${name}" in clear; form fields: ${listNames(formNames)}${didYouMean(name, formNames)}`,
      });
    }
  });
  if (!inReaction && open.delay !== undefined) {
    ctx.report(doc.file, {
      pointer: `${at}/delay`,
      at: 'key',
      message:
        'delay is for x-reactions chains (the picker opens that many ms after the dependency changes); a form action opens its picker on the click',
    });
  }
  if (open.map === undefined && open.mapRows === undefined) {
    ctx.report(doc.file, {
      pointer: at,
      message: 'the chosen row goes nowhere: give "map" { formField: pickerField } or "mapRows" { table, map }',
    });
  }
  checkMap(ctx, doc, open.map, `${at}/map`, formFieldNames(doc) ?? [], 'form field', calls);
  const rows = rec(open.mapRows);
  const table = str(rows?.table);
  if (rows && table !== undefined) {
    const tables = tableFields(doc);
    const row = tables.get(table);
    if (!row) {
      const names = [...tables.keys()];
      ctx.report(doc.file, {
        pointer: `${at}/mapRows/table`,
        message: `unknown table "${table}" for mapRows: it must name an array (RowTable) field of this form; array fields: ${listNames(names)}${didYouMean(table, names)}`,
      });
    } else {
      checkMap(ctx, doc, rows.map, `${at}/mapRows/map`, row, `row field of "${table}"`, calls);
    }
  }
}

/** `$picked` names a field of the picker the action opened; only an action with open.picker has a chosen row. */
function checkPicked(ctx: Ctx, doc: Doc): void {
  walkJson(doc.data, '', (value, pointer) => {
    const b = rec(value);
    const v = str(b?.$picked);
    if (v === undefined) return;
    const m = /^\/(rowActions|toolbar|actions)\/(\d+)\//.exec(pointer);
    const action = m ? rec(arr(doc.data[m[1]])[Number(m[2])]) : undefined;
    const picker = str(rec(action?.open)?.picker);
    if (!picker || !doc.picks) {
      ctx.report(doc.file, {
        pointer: `${pointer}/$picked`,
        message:
          '$picked is the row chosen in the picker an action opens: use it in the params of a page or detail action with "open": { "picker": ... }',
      });
      return;
    }
    const calls = pickerCalls(ctx, picker);
    if (calls) checkAnswerField(ctx, doc, { pointer: `${pointer}/$picked` }, v, calls, 'picker field');
  });
}

export function checkChains(ctx: Ctx, doc: Doc): void {
  checkPicked(ctx, doc);
  const fields = fieldsOf(doc);
  if (!fields) return;
  const names = fields.map((f) => f.name);
  const opens = doc.form?.opensPickers === true;
  for (const f of fields) {
    arr(f.node['x-reactions']).forEach((r, i) => {
      const open = rec(rec(r)?.open);
      if (!open) return;
      const at = `${f.pointer}/x-reactions/${i}/open`;
      if (!opens)
        ctx.report(doc.file, {
          pointer: at,
          at: 'key',
          message: `a chained picker ("open") belongs to a form's fields; a ${doc.kind}'s filters do not open pickers`,
        });
      else if (arr(rec(r)?.dependencies).length === 0)
        ctx.report(doc.file, {
          pointer: `${f.pointer}/x-reactions/${i}`,
          message: 'an "open" reaction needs "dependencies": the field whose change opens the picker',
        });
      checkPickerOpen(ctx, doc, open, at, true);
    });
    const first = rec(rec(f.node['x-component-props'])?.requireFirst);
    const field = str(first?.field);
    if (field !== undefined && !names.includes(field.split('.')[0])) {
      ctx.report(doc.file, {
        pointer: `${f.pointer}/x-component-props/requireFirst/field`,
        message: `unknown field "${field}" in requireFirst; fields of this ${doc.kind}: ${listNames(names)}${didYouMean(field, names)}`,
      });
    }
  }
  if (opens)
    arr(doc.data.actions).forEach((a, i) => {
      const open = rec(rec(a)?.open);
      if (open) checkPickerOpen(ctx, doc, open, `/actions/${i}/open`, false);
    });
}

/** A picker's row actions each open one nested dialog (a picker, form or detail that exists); params only for a
 * nested picker. The picker kind's check (checker/kinds.ts). */
export function checkNestedOpens(ctx: Ctx, doc: Doc): void {
  arr(doc.data.rowActions).forEach((a, i) => {
    const open = rec(rec(a)?.open);
    if (!open) return;
    const at = `/rowActions/${i}/open`;
    const targets = ctx.openable.filter((k) => open[k] !== undefined);
    if (targets.length !== 1)
      ctx.report(doc.file, {
        pointer: at,
        message: `a row action opens exactly one nested dialog: ${ctx.openable.join(', ')}${targets.length ? ` (given: ${targets.join(', ')})` : ''}`,
      });
    for (const kind of targets) {
      const id = str(open[kind]);
      const known = ctx.index.byId.get(kind) ?? new Map<string, Doc>();
      if (id !== undefined && !known.has(id))
        ctx.report(doc.file, { pointer: `${at}/${kind}`, message: unknownName(kind, id, known.keys(), `${kind}s`) });
    }
    if (open.params !== undefined && !open.picker)
      ctx.report(doc.file, {
        pointer: `${at}/params`,
        at: 'key',
        message: "params are sent with a nested picker's call; a nested form or detail takes the clicked row as $row",
      });
  });
}
