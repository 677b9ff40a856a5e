// Editable picker cells (issue 9, construct 1: picker `columns[].edit`): a picker row's cell edited in place
// (the return-parts dialog's quantity, 001 §2.6), props bound to the row ({ "$row": "remainQty" } as max),
// computed columns shown live, and the row rules (table "$selected") applied to the chosen rows on 确定.
// Generic: the columns, computed columns and rules come from the picker document.
import { Input, InputNumber, Select } from 'antd';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { Row } from '../calls/types';
import { toValidators, type RuleRef } from '../rules/adapter';
import { computeRow, prepareRows, type ComputedColumn, type RowFailure } from '../rules/rows';
import type { LightColumn } from '../table/LightTable';
import { text, type Locale, type Text } from '../runtime/text';
import type { PickerCellEdit, PickerColumn, PickerDocument } from '../schema-types.generated';

/** The name a picker's row rules give as `table`: the chosen rows, with their edited cells. */
export const SELECTED_TABLE = '$selected';

const isRowBinding = (v: unknown): v is { $row: string } =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && typeof (v as { $row?: unknown }).$row === 'string' && Object.keys(v).length === 1;

/** The cell's props with each `{ "$row": field }` replaced by the row's value of that field. */
export function cellProps(props: PickerCellEdit['props'], row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props ?? {})) out[k] = isRowBinding(v) ? row[v.$row] : v;
  return out;
}

/** The first message of the cell's rules, or undefined. */
export function cellError(refs: readonly RuleRef[] | undefined, value: unknown, locale: Locale): string | undefined {
  for (const v of toValidators(refs, locale)) {
    const m = (v as (value: unknown) => string | undefined)(value);
    if (m) return m;
  }
  return undefined;
}

/** A row with the edits made to it and its computed columns. */
export function editedRow(row: Row, edits: Row | undefined, computed: readonly ComputedColumn[] | undefined): Row {
  return computeRow(edits ? { ...row, ...edits } : row, computed);
}

/**
 * What 确定 gives: the chosen rows with their edits and computed columns, the rows dropWhen matches removed,
 * then the other row rules (table "$selected") checked on what is left.
 */
export function confirmRows(
  doc: Pick<PickerDocument, 'rules' | 'computed'>,
  chosen: readonly Row[],
  editsOf: (row: Row) => Row | undefined,
): { rows: Row[]; failures: RowFailure[] } {
  const rows = chosen.map((r) => editedRow(r, editsOf(r), doc.computed));
  const rules = (doc.rules ?? []).filter((r) => (r as { table?: string }).table === SELECTED_TABLE);
  const { values, failures } = prepareRows(rules, { [SELECTED_TABLE]: rows });
  return { rows: values[SELECTED_TABLE] as Row[], failures };
}

/** True when the picker edits cells or computes columns (its rows then carry edits). */
export const isEditable = (doc: Pick<PickerDocument, 'columns' | 'computed'>): boolean => doc.columns.some((c) => c.edit) || !!doc.computed?.length;

interface EditCellProps {
  col: PickerColumn;
  row: Row;
  value: unknown;
  locale: Locale;
  onCell(row: Row, key: string, v: unknown): void;
}

// memo: a key press re-renders the edited row's cell, not the cells of the other rows
const EditCell = memo(function EditCell({ col, row, value, locale, onCell }: EditCellProps) {
  const edit = col.edit!;
  const onChange = (v: unknown) => onCell(row, col.key, v);
  const error = cellError(edit.validator, value, locale);
  const label = text(col.title as Text, locale);
  const props = { ...cellProps(edit.props, row), status: error ? ('error' as const) : undefined, 'aria-label': label };
  let input;
  if (edit.component === 'NumberPicker') {
    input = <InputNumber {...props} size="small" style={{ width: '100%' }} value={(value as number | null | undefined) ?? null} onChange={(v) => onChange(v ?? undefined)} />;
  } else if (edit.component === 'Select') {
    input = <Select {...props} size="small" style={{ width: '100%' }} value={value} onChange={(v) => onChange(v)} />;
  } else {
    input = <Input {...props} size="small" value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    // a click in the cell edits it; it does not choose the row (radio pickers choose on a row click)
    <div className="rt-picker-cell" onClick={(e) => e.stopPropagation()}>
      {input}
      {error && <div className="ant-form-item-explain-error">{error}</div>}
    </div>
  );
});

/**
 * The edits of a picker's rows, kept by row key across pages and searches: `rows` shows the page with its edits
 * and computed columns, `columns` makes the edit columns editable, `onEdit` is told of each edited row (the
 * picker chooses it), `confirm` applies the row rules to the chosen rows.
 */
export function usePickerEdits(doc: PickerDocument, rowKey: string, locale: Locale, onEdit: (row: Row) => void) {
  const [edits, setEdits] = useState<ReadonlyMap<string, Row>>(() => new Map());
  const keyOf = useCallback((r: Row) => String(r[rowKey]), [rowKey]);
  const editable = isEditable(doc);
  const setCell = useCallback(
    (row: Row, key: string, v: unknown) => {
      setEdits((before) => new Map(before).set(keyOf(row), { ...before.get(keyOf(row)), [key]: v }));
      onEdit(row);
    },
    [keyOf, onEdit],
  );
  // a row keeps its identity while its edits do not change (its cells then skip the re-render)
  const cache = useRef(new WeakMap<Row, { edits: Row | undefined; row: Row }>());
  const rows = useCallback(
    (page: Row[]): Row[] => {
      if (!editable) return page;
      return page.map((r) => {
        const e = edits.get(keyOf(r));
        const hit = cache.current.get(r);
        if (hit && hit.edits === e) return hit.row;
        const row = editedRow(r, e, doc.computed);
        cache.current.set(r, { edits: e, row });
        return row;
      });
    },
    [editable, edits, keyOf, doc.computed],
  );
  const columns = useCallback(
    (base: LightColumn<Row>[]): LightColumn<Row>[] =>
      base.map((c, i) => {
        const col = doc.columns[i];
        if (!col?.edit) return c;
        return { ...c, render: (row: Row) => <EditCell col={col} row={row} value={row[col.key]} locale={locale} onCell={setCell} /> };
      }),
    [doc.columns, locale, setCell],
  );
  const confirm = useCallback((chosen: readonly Row[]) => confirmRows(doc, chosen, (r) => edits.get(keyOf(r))), [doc, edits, keyOf]);
  return useMemo(() => ({ editable, rows, columns, confirm }), [editable, rows, columns, confirm]);
}
