// RowTable: an array field shown as a table whose cells may be edited, with rows added and removed.
// Computed columns (quantity x price, rounded half up) are filled on every edit; the cross-row rules of the
// document (sumNotExceed, sameValue, requiredWhen) are validators on the field (rules/adapter.ts) and dropWhen
// applies before submit (form/FormView.tsx). Generic: the columns and rules come from the schema.
import { Button, Input, InputNumber, Select, Table } from 'antd';
import { FormItemInputContext } from '../antd-light/formStatus';
import type { ColumnsType } from 'antd/es/table';
import { useField } from '@formily/react';
import { reaction } from '@formily/reactive';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { format } from '../filters';
import { toValidators, type RuleRef } from '../rules/adapter';
import { computeRow, type ComputedColumn } from '../rules/rows';
import { useRuntime } from '../runtime/context';
import type { StockPanelProps } from './StockPanel';
import { runtimeText, text, type Locale, type Text } from '../runtime/text';

type Row = Record<string, unknown>;

export interface RowTableColumn {
  key: string;
  title: Text;
  width?: number;
  format?: 'text' | 'thousands' | 'amount' | 'flag';
  edit?: { component: 'NumberPicker' | 'Input' | 'Select'; props?: Record<string, unknown>; validator?: RuleRef[] };
  /** A stock price panel per line (001 §2.6): its `$row` bindings read the line (the sales order's 库存). */
  stock?: Omit<StockPanelProps, 'row'>;
}

export interface RowTableProps {
  value?: Row[];
  onChange?(rows: Row[]): void;
  columns: RowTableColumn[];
  computed?: ComputedColumn[];
  addable?: boolean;
  removable?: boolean;
  rowKey?: string;
  scrollY?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

const INDEX = '__rtIndex';

// the stock price panel of a `stock` column, loaded with the first such cell (the registry loads it lazily too)
const StockPanel = lazy(() => import('./StockPanel').then((m) => ({ default: m.StockPanel })));

/** The first message of the cell's rules, or undefined. */
function cellError(refs: readonly RuleRef[] | undefined, value: unknown, locale: Locale): string | undefined {
  for (const v of toValidators(refs, locale)) {
    const m = (v as (value: unknown) => string | undefined)(value);
    if (m) return m;
  }
  return undefined;
}

function Cell({
  col,
  value,
  locale,
  disabled,
  onChange,
}: {
  col: RowTableColumn;
  value: unknown;
  locale: Locale;
  disabled?: boolean;
  onChange(v: unknown): void;
}) {
  const edit = col.edit!;
  const error = cellError(edit.validator, value, locale);
  const status: 'error' | undefined = error ? 'error' : undefined;
  const props = { ...edit.props, disabled, status, 'aria-label': text(col.title, locale) };
  let input;
  if (edit.component === 'NumberPicker') {
    input = (
      <InputNumber
        {...props}
        style={{ width: '100%' }}
        value={(value as number | null | undefined) ?? null}
        onChange={(v) => onChange(v ?? undefined)}
      />
    );
  } else if (edit.component === 'Select') {
    input = <Select {...props} style={{ width: '100%' }} value={value} onChange={(v) => onChange(v)} />;
  } else {
    input = <Input {...props} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className="rt-row-cell">
      {input}
      {error && <div className="ant-form-item-explain-error rt-row-cell-error">{error}</div>}
    </div>
  );
}

export function RowTable({
  value,
  onChange,
  columns,
  computed,
  addable,
  removable,
  rowKey,
  scrollY,
  disabled,
  readOnly,
}: RowTableProps) {
  const rt = useRuntime();
  const rows = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const editable = !disabled && !readOnly;
  // rows given from outside (default, load, a picker) get their computed columns too, in the value as on screen
  const withComputed = useMemo(() => rows.map((r) => computeRow(r, computed)), [rows, computed]);
  const stale = computed?.length
    ? withComputed.some((r, i) => computed.some((c) => !Object.is(r[c.key], rows[i][c.key])))
    : false;
  useEffect(() => {
    if (stale) onChange?.(withComputed);
  }, [stale, withComputed, onChange]);
  // in a form, in the same change as the rows themselves (a reaction runs before anything renders), so a reader of
  // the value (a StockPanel's quote over the lines) sees one change, not the rows and then their computed columns
  const field = useField() as unknown as { value?: unknown; setValue(v: unknown): void } | undefined;
  useEffect(() => {
    if (!field || !computed?.length) return undefined;
    return reaction(
      () => field.value,
      (value) => {
        if (!Array.isArray(value)) return;
        const next = (value as Row[]).map((r) => computeRow(r, computed));
        if (next.some((r, i) => computed.some((c) => !Object.is(r[c.key], (value as Row[])[i][c.key]))))
          field.setValue(next);
      },
    );
  }, [field, computed]);
  const data = useMemo(
    () =>
      withComputed.map((r, i) => ({
        ...r,
        [INDEX]: rowKey && r[rowKey] !== undefined ? String(r[rowKey]) : String(i),
      })),
    [withComputed, rowKey],
  );

  const setCell = (i: number, key: string, v: unknown) => {
    const next = rows.slice();
    next[i] = computeRow({ ...rows[i], [key]: v }, computed);
    onChange?.(next);
  };

  const cols: ColumnsType<Row> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: text(c.title, rt.locale),
    width: c.width,
    align: c.format === 'amount' || c.format === 'thousands' ? 'right' : undefined,
    render: (v: unknown, r: Row, i: number) =>
      c.stock ? (
        <Suspense fallback={null}>
          <StockPanel {...c.stock} row={r} />
        </Suspense>
      ) : c.edit && editable ? (
        <Cell col={c} value={v} locale={rt.locale} onChange={(nv) => setCell(i, c.key, nv)} />
      ) : (
        format(v, c.format, { locale: rt.locale })
      ),
  }));
  if (removable && editable) {
    cols.push({
      key: INDEX,
      title: runtimeText('actions', rt.locale),
      width: 80,
      render: (_v: unknown, _r: Row, i: number) => (
        <Button type="link" size="small" onClick={() => onChange?.(rows.filter((_, j) => j !== i))}>
          {runtimeText('delete', rt.locale)}
        </Button>
      ),
    });
  }
  return (
    <div className="rt-row-table">
      {/* the field's message shows under the table; a cell shows only its own state, not the whole field's red */}
      <FormItemInputContext.Provider value={{}}>
        <Table<Row>
          size="small"
          bordered
          rowKey={INDEX}
          columns={cols}
          dataSource={data}
          pagination={false}
          scroll={{ x: 'max-content', ...(scrollY ? { y: scrollY } : {}) }}
          locale={{ emptyText: runtimeText('empty', rt.locale) }}
        />
      </FormItemInputContext.Provider>
      {addable && editable && (
        <Button
          type="dashed"
          block
          style={{ marginTop: 8 }}
          onClick={() => onChange?.([...rows, computeRow({}, computed)])}
        >
          {runtimeText('addRow', rt.locale)}
        </Button>
      )}
    </div>
  );
}
