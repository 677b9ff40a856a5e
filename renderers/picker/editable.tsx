// Editable picker cells (construct 1: picker `columns[].edit`): a picker row's cell edited in place
// (the return-parts dialog's quantity, 001 §2.6), props bound to the row ({ "$row": "remainQty" } as max),
// computed columns shown live, and the row rules (table "$selected") applied to the chosen rows on 确定.
// Generic: the columns, computed columns and rules come from the picker document.
import { Input, InputNumber, Select } from 'antd';
import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Row } from '../calls/types';
import { toValidators, type RuleRef } from '../rules/adapter';
import { computeRow, prepareRows, type ComputedColumn, type RowFailure } from '../rules/rows';
import type { LightColumn } from '../antd-light/LightTable';
import { cellText } from '../page/tableColumns';
import type { RuntimeContext } from '../runtime/context';
import { text, type Locale, type Text } from '../runtime/text';
import type { PickerCellEdit, PickerColumn, PickerDocument } from '../schema-types.generated';

/** The name a picker's row rules give as `table`: the chosen rows, with their edited cells. */
export const SELECTED_TABLE = '$selected';

const isRowBinding = (v: unknown): v is { $row: string } =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  typeof (v as { $row?: unknown }).$row === 'string' &&
  Object.keys(v).length === 1;

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
export const isEditable = (doc: Pick<PickerDocument, 'columns' | 'computed'>): boolean =>
  doc.columns.some((c) => c.edit) || !!doc.computed?.length;

/**
 * The edits of a picker's rows by row key, outside React state: a key press notifies only the cells of its row
 * (the edit cell and the computed cells), so the dialog, its table and the other rows do not re-render.
 */
class EditStore {
  private edits = new Map<string, Row>();
  private listeners = new Map<string, Set<() => void>>();
  get = (key: string): Row | undefined => this.edits.get(key);
  set(key: string, field: string, v: unknown): void {
    this.edits.set(key, { ...this.edits.get(key), [field]: v });
    this.listeners.get(key)?.forEach((l) => l());
  }
  subscribe(key: string, l: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    set.add(l);
    this.listeners.set(key, set);
    return () => void set.delete(l);
  }
}

/** The row's edits, re-rendering the caller when they change. */
function useRowEdits(store: EditStore, key: string): Row | undefined {
  const subscribe = useCallback((l: () => void) => store.subscribe(key, l), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(key));
}

interface CellProps {
  col: PickerColumn;
  row: Row;
  rowKey: string;
  store: EditStore;
  rt: RuntimeContext;
  computed?: readonly ComputedColumn[];
  onEdit?(row: Row): void;
}

// memo: choosing a row re-renders the table; the cells of unchanged rows skip it (their props are the same)
const EditCell = memo(function EditCell({ col, row, rowKey, store, rt, onEdit }: CellProps) {
  const key = String(row[rowKey]);
  const edits = useRowEdits(store, key);
  const edit = col.edit!;
  const value = edits && col.key in edits ? edits[col.key] : row[col.key];
  const onChange = (v: unknown) => {
    store.set(key, col.key, v);
    onEdit?.(row);
  };
  const error = cellError(edit.validator, value, rt.locale);
  const label = text(col.title as Text, rt.locale);
  const props = {
    ...cellProps(edit.props, edits ? { ...row, ...edits } : row),
    status: error ? ('error' as const) : undefined,
    'aria-label': label,
  };
  let input;
  if (edit.component === 'NumberPicker') {
    input = (
      <InputNumber
        {...props}
        size="small"
        style={{ width: '100%' }}
        value={(value as number | null | undefined) ?? null}
        onChange={(v) => onChange(v ?? undefined)}
      />
    );
  } else if (edit.component === 'Select') {
    input = <Select {...props} size="small" style={{ width: '100%' }} value={value} onChange={(v) => onChange(v)} />;
  } else {
    input = (
      <Input
        {...props}
        size="small"
        value={(value as string | undefined) ?? ''}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    // a click in the cell edits it; it does not choose the row (radio pickers choose on a row click)
    <div className="rt-picker-cell" onClick={(e) => e.stopPropagation()}>
      {input}
      {error && <div className="ant-form-item-explain-error">{error}</div>}
    </div>
  );
});

/** A cell showing a field of the row with its edits and computed columns (a computed column, or an edited field). */
const LiveCell = memo(function LiveCell({ col, row, rowKey, store, rt, computed }: CellProps) {
  const edits = useRowEdits(store, String(row[rowKey]));
  return <>{cellText(col, edits || computed?.length ? editedRow(row, edits, computed)[col.key] : row[col.key], rt)}</>;
});

/**
 * The edits of a picker's rows, kept by row key across pages and searches while the dialog is open: `columns`
 * makes the edit columns editable and the computed ones live, `onEdit` is told of each edited row (the picker
 * chooses it), `confirm` applies the row rules to the chosen rows with their edits. The page's rows stay as
 * answered: the cells read the edits themselves.
 */
export function usePickerEdits(doc: PickerDocument, rowKey: string, rt: RuntimeContext, onEdit: (row: Row) => void) {
  const [store] = useState(() => new EditStore());
  const editable = isEditable(doc);
  const columns = useCallback(
    (base: LightColumn<Row>[]): LightColumn<Row>[] => {
      if (!editable) return base;
      const live = new Set((doc.computed ?? []).map((c) => c.key));
      return base.map((c, i) => {
        const col = doc.columns[i];
        if (!col) return c;
        const props = { col, rowKey, store, rt, computed: doc.computed };
        if (col.edit) return { ...c, render: (row: Row) => <EditCell {...props} row={row} onEdit={onEdit} /> };
        return live.has(col.key) ? { ...c, render: (row: Row) => <LiveCell {...props} row={row} /> } : c;
      });
    },
    [editable, doc.columns, doc.computed, rowKey, store, rt, onEdit],
  );
  const confirm = useCallback(
    (chosen: readonly Row[]) => confirmRows(doc, chosen, (r) => store.get(String(r[rowKey]))),
    [doc, store, rowKey],
  );
  return useMemo(() => ({ editable, columns, confirm }), [editable, columns, confirm]);
}
