// A light table for read-only result rows: plain <table> markup with exactly the class names and structure antd
// 5.29's Table renders for these cases (size, fixed right column, radio/checkbox selection, empty, loading after
// a moment as Spin's `delay`,
// pagination), so antd's sheet (build-time or run-time) styles it identically and selectors such as
// `.ant-table-tbody .ant-table-row` keep working. Selection uses native inputs in antd's radio/checkbox wrapper
// markup. It mounts a fraction of antd's Table (no rc-table, no column/selection/sorter machinery). Cells are
// whatever the column's render returns (text for read-only cells). Features it does not support (sorters,
// filters, expandable rows, fixed left columns, virtual lists) are not declared by the schema; use antd's Table
// for those. The pager is LightPager (antd's Pagination markup for a few pages, antd's Pagination otherwise).
// A page of more than FIRST_ROWS rows mounts its first screenful with the first paint and the rest after it.
// With the switch off (switch.ts) antd's own Table renders the same props (OwnTable).
import { ConfigProvider, Table, type PaginationProps, type TableColumnsType } from 'antd';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useRadioStyle from 'antd/es/radio/style';
import useSpinStyle from 'antd/es/spin/style';
import useTableStyle from 'antd/es/table/style';
import { memo, useContext, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LightPager } from './LightPager';
import { useDelayed } from '../runtime/busy';
import { afterNextPaint } from '../runtime/effects';
import { useAntdLight } from './switch';

export interface LightColumn<R> {
  key: string;
  title: ReactNode;
  width?: number;
  /** Sticky on the right edge (the actions column), as antd's `fixed: 'right'`. */
  fixed?: 'right';
  /** Cell alignment (numbers: right), as antd's `align`. */
  align?: 'right';
  render(row: R): ReactNode;
}

export interface LightSelection<R> {
  type: 'radio' | 'checkbox';
  selectedKeys: readonly string[];
  /** The selected keys and rows of this page after a change (as antd's rowSelection.onChange). */
  onChange(keys: string[], rows: R[]): void;
  /** aria-label of the header checkbox (antd: 'Select all'). */
  selectAllLabel?: string;
  /** aria-label of a row's radio or checkbox (a screen reader names the row it selects). */
  rowLabel?(row: R, key: string): string;
  /** The selection column's header text for screen readers (visually hidden). */
  columnLabel?: string;
}

export interface LightTableProps<R> {
  columns: readonly LightColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string;
  size?: 'small' | 'middle' | 'large';
  loading?: boolean;
  emptyText: ReactNode;
  selection?: LightSelection<R>;
  onRowClick?(row: R): void;
  /** Shown (LightPager: antd's Pagination markup, small, right-aligned, as Table does) when total > 0. */
  pagination?: PaginationProps | false;
}

/**
 * Rows mounted with the first paint of a new page of rows (mounting less): a screenful (a row is 39 px
 * small, 55 px large; 1000 px show fewer than 20). The rest mount after that paint, in one step (a page holds at
 * most 100 rows).
 */
export const FIRST_ROWS = 20;

/**
 * The rows to render: all of a short page; of a long one, its first screenful until the page has been painted,
 * then all. A new page of rows (a new array) starts again from its first screenful.
 */
export function useRowsAfterPaint<R>(rows: readonly R[]): readonly R[] {
  const [state, setState] = useState(() => ({ rows, all: rows.length <= FIRST_ROWS }));
  let now = state;
  if (state.rows !== rows) {
    // a new page: reset during this render (React's state from the previous render), not an effect a frame later
    now = { rows, all: rows.length <= FIRST_ROWS };
    setState(now);
  }
  const all = now.all;
  useEffect(() => {
    if (all) return;
    return afterNextPaint(() => setState((st) => (st.rows === rows ? { rows, all: true } : st)));
  }, [rows, all]);
  return all ? rows : rows.slice(0, FIRST_ROWS);
}

/** A column without a width counts this much towards the table's scroll width. */
export const DEFAULT_COLUMN_WIDTH = 120;
const SELECTION_WIDTH = 32;

/** The table's scroll width (antd's scroll.x): the sum of the column widths (DEFAULT_COLUMN_WIDTH when none). */
export function scrollWidth(columns: readonly Pick<LightColumn<unknown>, 'width'>[], selection = false): number {
  return columns.reduce((n, c) => n + (c.width ?? DEFAULT_COLUMN_WIDTH), selection ? SELECTION_WIDTH : 0);
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Read by screen readers, not shown (the usual visually-hidden clip). */
const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Registers antd's radio/checkbox styles (skipped when the build-time sheet has them). */
// (memoised: the table's re-render with new rows does not run their style hooks again)
const RadioStyle = memo(function RadioStyle({ prefix }: { prefix: string }) {
  useRadioStyle(prefix);
  return null;
});
const CheckboxStyle = memo(function CheckboxStyle({ prefix }: { prefix: string }) {
  useCheckboxStyle(prefix);
  return null;
});

function Spinner({ prefix, hashId }: { prefix: string; hashId: string }) {
  useSpinStyle(prefix);
  return (
    <div>
      <div className={cx(prefix, `${prefix}-spinning`, hashId)} aria-live="polite" aria-busy="true">
        <span className={`${prefix}-dot-holder`}>
          <span className={`${prefix}-dot ${prefix}-dot-spin`}>
            <i className={`${prefix}-dot-item`} />
            <i className={`${prefix}-dot-item`} />
            <i className={`${prefix}-dot-item`} />
            <i className={`${prefix}-dot-item`} />
          </span>
        </span>
      </div>
    </div>
  );
}

interface CheckProps {
  type: 'radio' | 'checkbox';
  prefix: string;
  hashId: string;
  checked: boolean;
  indeterminate?: boolean;
  label?: string;
  onToggle(): void;
}

/** antd's Radio / Checkbox markup around a native input: Space (native) and Enter toggle it. */
function Check({ type, prefix, hashId, checked, indeterminate, label, onToggle }: CheckProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onToggle();
  };
  const input = (
    <input
      className={`${prefix}-input`}
      type={type}
      aria-label={label}
      checked={checked}
      onChange={onToggle}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
  return (
    <label
      className={cx(`${prefix}-wrapper`, checked && `${prefix}-wrapper-checked`, hashId)}
      onClick={(e) => e.stopPropagation()}
    >
      {type === 'radio' ? (
        <span className={cx(prefix, 'ant-wave-target', checked && `${prefix}-checked`)}>
          {input}
          <span className={`${prefix}-inner`} />
        </span>
      ) : (
        <span
          className={cx(
            prefix,
            indeterminate && `${prefix}-indeterminate`,
            'ant-wave-target',
            hashId,
            checked && `${prefix}-checked`,
          )}
        >
          {input}
          <span className={`${prefix}-inner`} />
        </span>
      )}
    </label>
  );
}

/** The copy, or antd's own Table when the switch is off. */
export function LightTable<R>(props: LightTableProps<R>) {
  return useAntdLight() ? <TableMarkup<R> {...props} /> : <OwnTable<R> {...props} />;
}

function TableMarkup<R>(props: LightTableProps<R>) {
  const { columns, rows, rowKey, size = 'large', loading, emptyText, selection, onRowClick, pagination } = props;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const t = getPrefixCls('table');
  const spin = getPrefixCls('spin');
  const check = getPrefixCls(selection?.type ?? 'checkbox');
  const [, hashId] = useTableStyle(t);
  // the spinner and the blur over the rows once the search has lasted a moment (antd's Spin `delay`)
  const spinning = useDelayed(!!loading);
  // a long page mounts its first screenful with the first paint, the rest after it (selection acts on every row)
  const shownRows = useRowsAfterPaint(rows);

  const selected = new Set(selection?.selectedKeys ?? []);
  const keys = rows.map(rowKey);
  const pageSelected = keys.filter((k) => selected.has(k));
  const toggle = (row: R, key: string) => {
    if (!selection) return;
    if (selection.type === 'radio') return selection.onChange([key], [row]);
    const next = selected.has(key) ? pageSelected.filter((k) => k !== key) : [...pageSelected, key];
    selection.onChange(
      next,
      rows.filter((_, i) => next.includes(keys[i])),
    );
  };
  const allChecked = rows.length > 0 && pageSelected.length === rows.length;
  const toggleAll = () => {
    if (!selection) return;
    if (allChecked) selection.onChange([], []);
    else selection.onChange(keys, [...rows]);
  };
  const lastWidth = columns.reduce((last, c, i) => (c.width ? i : last), -1);
  const hasFixRight = columns.some((c) => c.fixed === 'right');
  // one line per row (wrapped rows at 1366 px would squeeze short columns such as 状态 to one character a
  // line): cells do not wrap, long texts are cut by their column's ellipsis format, the table
  // scrolls sideways instead
  const fixCell = (c: LightColumn<R>) => {
    const align = c.align ? ({ textAlign: c.align, whiteSpace: 'nowrap' } as const) : NOWRAP;
    return c.fixed === 'right'
      ? {
          className: `${t}-cell ${t}-cell-fix-right ${t}-cell-fix-right-first`,
          style: { position: 'sticky', right: 0, ...align } as const,
        }
      : { className: `${t}-cell`, style: align };
  };
  // as antd's scroll.x: the table is as wide as its columns (or the container) and scrolls in its content box;
  // the fixed-right column (the actions) stays in view
  const scrollX = scrollWidth(columns, !!selection);

  const table = (
    <div
      className={cx(
        t,
        size !== 'large' && `${t}-${size}`,
        rows.length === 0 && `${t}-empty`,
        hashId,
        hasFixRight && `${t}-has-fix-right`,
        `${t}-scroll-horizontal`,
      )}
    >
      <div className={`${t}-container`}>
        <div className={`${t}-content`} style={{ overflowX: 'auto', overflowY: 'hidden' }}>
          <table style={{ width: scrollX, minWidth: '100%', tableLayout: 'auto' }}>
            <colgroup>
              {selection && <col className={`${t}-selection-col`} />}
              {/* as rc-table: a <col> per column up to the last one with a width */}
              {columns
                .slice(0, lastWidth + 1)
                .map((c) => (c.width ? <col key={c.key} style={{ width: c.width }} /> : <col key={c.key} />))}
            </colgroup>
            <thead className={`${t}-thead`}>
              <tr>
                {selection?.type === 'radio' && (
                  <th className={`${t}-cell ${t}-selection-column`} scope="col">
                    {selection.columnLabel && <span style={SR_ONLY}>{selection.columnLabel}</span>}
                  </th>
                )}
                {selection?.type === 'checkbox' && (
                  <th className={`${t}-cell ${t}-selection-column`} scope="col">
                    <div className={`${t}-selection`}>
                      <Check
                        type="checkbox"
                        prefix={check}
                        hashId={hashId}
                        checked={allChecked}
                        indeterminate={!allChecked && pageSelected.length > 0}
                        label={selection.selectAllLabel ?? 'Select all'}
                        onToggle={toggleAll}
                      />
                    </div>
                  </th>
                )}
                {columns.map((c) => (
                  <th key={c.key} {...fixCell(c)} scope="col">
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={`${t}-tbody`}>
              {rows.length === 0 ? (
                <tr className={`${t}-placeholder`}>
                  <td className={`${t}-cell`} colSpan={columns.length + (selection ? 1 : 0)}>
                    {emptyText}
                  </td>
                </tr>
              ) : (
                shownRows.map((row, i) => {
                  const key = keys[i];
                  const on = selected.has(key);
                  return (
                    <tr
                      key={key}
                      className={cx(`${t}-row ${t}-row-level-0`, on && `${t}-row-selected`)}
                      data-row-key={key}
                      onClick={onRowClick && (() => onRowClick(row))}
                    >
                      {selection && (
                        <td className={`${t}-cell ${t}-selection-column`}>
                          <Check
                            type={selection.type}
                            prefix={check}
                            hashId={hashId}
                            checked={on}
                            label={selection.rowLabel?.(row, key)}
                            onToggle={() => toggle(row, key)}
                          />
                        </td>
                      )}
                      {columns.map((c) => (
                        <td key={c.key} {...fixCell(c)}>
                          {c.render(row)}
                        </td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );

  return (
    <div className={cx(`${t}-wrapper`, hashId)}>
      {selection?.type === 'radio' && <RadioStyle prefix={check} />}
      {selection?.type === 'checkbox' && <CheckboxStyle prefix={check} />}
      <div className={cx(`${spin}-nested-loading`, hashId)}>
        {spinning && <Spinner prefix={spin} hashId={hashId} />}
        <div className={cx(`${spin}-container`, spinning && `${spin}-blur`)}>
          {table}
          {pagination && (pagination.total ?? 0) > 0 && (
            <LightPager
              size={size === 'large' ? undefined : 'small'}
              align="end"
              {...pagination}
              className={cx(`${t}-pagination`, pagination.className)}
            />
          )}
        </div>
      </div>
    </div>
  );
}

type AnyRow = Record<string, unknown>;

/** antd's own Table for LightTable's props (the switch off): the same columns, rows, selection, empty text,
 * loading state and pager. */
function OwnTable<R>(props: LightTableProps<R>) {
  const { columns, rows, rowKey, size = 'large', loading, emptyText, selection, onRowClick, pagination } = props;
  // antd's Table types its rows as objects; ours are whatever the caller's rowKey and renderers take
  const cols: TableColumnsType<AnyRow> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    fixed: c.fixed,
    align: c.align,
    render: (_: unknown, row: AnyRow) => c.render(row as R),
  }));
  return (
    <Table<AnyRow>
      columns={cols}
      dataSource={rows as readonly AnyRow[] as AnyRow[]}
      rowKey={(row) => rowKey(row as R)}
      size={size}
      loading={loading}
      locale={{ emptyText }}
      scroll={{ x: scrollWidth(columns, !!selection) }}
      onRow={onRowClick && ((row) => ({ onClick: () => onRowClick(row as R) }))}
      pagination={
        pagination && (pagination.total ?? 0) > 0
          ? { size: size === 'large' ? undefined : 'small', align: 'end', ...pagination }
          : false
      }
      rowSelection={
        selection && {
          type: selection.type,
          selectedRowKeys: [...selection.selectedKeys],
          onChange: (keys, chosen) => selection.onChange(keys.map(String), chosen as R[]),
          columnTitle: selection.type === 'radio' ? selection.columnLabel : undefined,
        }
      }
    />
  );
}
