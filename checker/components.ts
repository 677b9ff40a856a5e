// The field components' own checks: each component's checker half, beside its spec in renderers/manifest.ts
// COMPONENTS (what it edits, its props) and its renderer in renderers/fields/registry.tsx. checker/fields.ts runs
// a component's check on each field node that names it; no check switches on a component's name. A new component
// with a rule only it needs adds its entry here (or its descriptor's `check`, as tests/unit/extending.test.tsx
// does).
import { COMPONENTS, type ComponentName, type ComponentSpec } from '../renderers/manifest';
import { checkAnswerField, resolveCallRef, unknownCallMessage } from './calls';
import { fieldsOf } from './fields';
import { checkHistoryInput } from './history';
import {
  type CheckedComponent,
  type ComponentCheck,
  type Ctx,
  type Doc,
  type FieldVisit,
  type Json,
  arr,
  rec,
  str,
} from './model';
import { didYouMean, listNames } from './names';
import { seg } from './problem';
import { checkStockPanel } from './stockPanel';

/** PickerInput `fill: { formField: pickerColumn }`: each column must be a field of the picker's answer. */
function checkPickerFill(ctx: Ctx, doc: Doc, f: FieldVisit, props: Json): void {
  const picker = ctx.index.byId.get('picker')?.get(str(props.picker) ?? '');
  const fill = rec(props.fill);
  if (!picker || !fill) return;
  const silent: Ctx = { ...ctx, report: () => undefined };
  const calls = resolveCallRef(silent, picker, '/call', picker.data.call, 'rows');
  for (const [target, column] of Object.entries(fill)) {
    if (typeof column !== 'string') continue;
    checkAnswerField(
      ctx,
      doc,
      { pointer: `${f.pointer}/x-component-props/fill/${seg(target)}` },
      column,
      calls,
      'column',
    );
  }
}

/** RowTable: each column key names a row field (items.properties) or a computed column. */
function checkRowTableColumns(ctx: Ctx, doc: Doc, f: FieldVisit, props: Json): void {
  const row = [
    ...Object.keys(rec(rec(f.node.items)?.properties) ?? {}),
    ...arr(props.computed).flatMap((c) => str(rec(c)?.key) ?? []),
  ];
  arr(props.columns).forEach((c, i) => {
    const key = str(rec(c)?.key);
    const stock = rec(rec(c)?.stock);
    // a stock panel per line: its key names the column only; its `$row` bindings name row fields
    if (stock) {
      const pointer = `${f.pointer}/x-component-props/columns/${i}/stock`;
      checkStockPanel(ctx, doc, f, stock, pointer);
      for (const [name, b] of Object.entries(rec(stock.params) ?? {})) {
        const field = str(rec(b)?.$row);
        if (field !== undefined && !row.includes(field)) {
          ctx.report(doc.file, {
            pointer: `${pointer}/params/${name}`,
            message: `$row "${field}" is no row field of RowTable "${f.name}"; row fields: ${listNames(row)}${didYouMean(field, row)}`,
          });
        }
      }
      return;
    }
    if (key !== undefined && !row.includes(key)) {
      ctx.report(doc.file, {
        pointer: `${f.pointer}/x-component-props/columns/${i}/key`,
        message: `unknown column "${key}" of RowTable "${f.name}"; row fields (items.properties) and computed columns: ${listNames(row)}${didYouMean(key, row)}`,
      });
    }
  });
}

/** Tabs: its children are titled groups (a tab each). */
function checkTabs(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  const kids = Object.entries(rec(f.node.properties) ?? {});
  if (kids.length === 0)
    ctx.report(doc.file, {
      pointer: f.pointer,
      message: `Tabs "${f.name}" has no tabs; give it child nodes under "properties", each a void group with a "title" (the tab's label)`,
    });
  for (const [k, n] of kids) {
    if (rec(n)?.title === undefined)
      ctx.report(doc.file, {
        pointer: `${f.pointer}/properties/${seg(k)}`,
        message: `tab "${k}" of Tabs "${f.name}" has no "title" (the tab's label)`,
      });
  }
}

/** LeftRight: two children, left then right. */
function checkLeftRight(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  const kids = Object.keys(rec(f.node.properties) ?? {});
  if (kids.length !== 2) {
    ctx.report(doc.file, {
      pointer: f.pointer,
      message: `LeftRight "${f.name}" takes two child nodes (left, then right) under "properties"; it has ${kids.length}${kids.length ? `: ${listNames(kids)}` : ''}`,
    });
  }
}

const rowOf = (f: FieldVisit) => Object.keys(rec(rec(f.node.items)?.properties) ?? {});

/** GroupRows: the fields of one group under items.properties. */
function checkGroupRows(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  if (rowOf(f).length === 0) {
    ctx.report(doc.file, {
      pointer: f.pointer,
      message: `GroupRows "${f.name}" needs "items": { "type": "object", "properties": { ... } }, the fields of one group`,
    });
  }
}

/** ValueTable: with declared rows (items.properties) its columns name them; its source call exists and its fill
 * names other ValueTables of the document. */
function checkValueTable(ctx: Ctx, doc: Doc, f: FieldVisit, props: Json): void {
  const row = rowOf(f);
  if (row.length) {
    arr(props.columns).forEach((c, i) => {
      const key = str(rec(c)?.key);
      if (key !== undefined && !row.includes(key)) {
        ctx.report(doc.file, {
          pointer: `${f.pointer}/x-component-props/columns/${i}/key`,
          message: `unknown column "${key}" of ValueTable "${f.name}"; row fields (items.properties): ${listNames(row)}${didYouMean(key, row)}`,
        });
      }
    });
  }
  const source = rec(props.source);
  const call = str(source?.call);
  if (call !== undefined && !ctx.index.calls.has(call) && !ctx.index.broken.has('calls')) {
    ctx.report(doc.file, {
      pointer: `${f.pointer}/x-component-props/source/call`,
      message: unknownCallMessage(call, ctx.index.calls.keys()),
    });
  }
  const tables = (fieldsOf(doc, '') ?? [])
    .filter((v) => v.node['x-component'] === f.node['x-component'] && v.name !== f.name)
    .map((v) => v.name);
  for (const target of Object.keys(rec(source?.fill) ?? {})) {
    if (!tables.includes(target)) {
      ctx.report(doc.file, {
        pointer: `${f.pointer}/x-component-props/source/fill/${seg(target)}`,
        at: 'key',
        message: `fill names "${target}", not another ValueTable of this document; ValueTables: ${listNames(tables)}${didYouMean(target, tables)}`,
      });
    }
  }
}

/** The checks of the built-in components, by name. */
export const COMPONENT_CHECKS: Partial<Record<ComponentName, ComponentCheck>> = {
  HistoryInput: checkHistoryInput,
  PickerInput: checkPickerFill,
  RowTable: checkRowTableColumns,
  StockPanel: (ctx, doc, f, props) => checkStockPanel(ctx, doc, f, props),
  Tabs: checkTabs,
  LeftRight: checkLeftRight,
  GroupRows: checkGroupRows,
  ValueTable: checkValueTable,
};

/** The components given (default COMPONENTS) with their checks: a descriptor's own `check`, else the built-in one. */
export function withChecks(
  specs: Readonly<Record<string, ComponentSpec | CheckedComponent>> = COMPONENTS,
): Readonly<Record<string, CheckedComponent>> {
  const checks: Partial<Record<string, ComponentCheck>> = COMPONENT_CHECKS;
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => {
      const check = ('check' in spec ? spec.check : undefined) ?? checks[name];
      return [name, check ? { ...spec, check } : spec];
    }),
  );
}
