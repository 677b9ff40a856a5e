// Schema columns -> antd Table columns, or LightTable columns (renderers/table/LightTable.tsx). Cells are plain text through the display filters (cheap to mount);
// dictionary columns look their texts up once per dictionary, region columns the region tree once; user columns
// show the row's own name field (nameKey). Amounts and thousands are right-aligned.
import type { ColumnsType } from 'antd/es/table';
import type { Row } from '../calls/types';
import type { LightColumn } from '../table/LightTable';
import { format, RIGHT_ALIGNED } from '../filters';
import { loadTree } from '../fields/regionTree';
import { DEFAULT_CALLS } from '../runtime/defaults';
import type { Column } from '../schema-types.generated';
import type { RuntimeContext } from '../runtime/context';
import { loadDict } from '../runtime/dict';
import { useLoad } from '../runtime/useLoad';
import { text } from '../runtime/text';

function DictCell({ rt, dict, value }: { rt: RuntimeContext; dict: string; value: unknown }) {
  const { data } = useLoad(() => loadDict(rt, dict), [dict, rt.transport, rt.locale]);
  return <>{format(value, 'dict', { dict: data })}</>;
}

function RegionCell({ rt, value }: { rt: RuntimeContext; value: unknown }) {
  const { data } = useLoad(() => loadTree(rt, DEFAULT_CALLS.regionTree), [rt.transport]);
  return <>{format(value, 'region', { regions: data })}</>;
}

/** format dict with dictBy: the dictionary of the row's kind (a tree's provider row: facilitator_status), if any. */
export function rowDict(column: Pick<Column, 'dictBy'>, row: Row | undefined): string | undefined {
  if (!column.dictBy || !row) return undefined;
  const kind = row[column.dictBy.field];
  return kind === undefined || kind === null ? undefined : column.dictBy.dicts[String(kind)];
}

/** A column's cell; `row` gives format user its name field and format dict with dictBy the row's dictionary. */
export function cellText(column: Column, value: unknown, rt: RuntimeContext, row?: Row) {
  if (column.format === 'dict' && column.dict) return <DictCell rt={rt} dict={rowDict(column, row) ?? column.dict} value={value} />;
  if (column.format === 'region') return <RegionCell rt={rt} value={value} />;
  const s = format(value, column.format, { locale: rt.locale, ellipsis: column.ellipsis, name: column.nameKey ? row?.[column.nameKey] : undefined });
  return column.format === 'ellipsis' && s !== String(value ?? '') ? <span title={String(value)}>{s}</span> : s;
}

/** Numbers (amount, thousands) right-aligned. */
export const align = (c: Pick<Column, 'format'>): 'right' | undefined => (c.format && RIGHT_ALIGNED.has(c.format) ? 'right' : undefined);

export function tableColumns(columns: readonly Column[], rt: RuntimeContext): ColumnsType<Row> {
  return columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: text(c.title, rt.locale),
    width: c.width,
    align: align(c),
    render: (value: unknown, row: Row) => cellText(c, value, rt, row),
  }));
}

export function lightColumns(columns: readonly Column[], rt: RuntimeContext): LightColumn<Row>[] {
  return columns.map((c) => ({
    key: c.key,
    title: text(c.title, rt.locale),
    width: c.width,
    align: align(c),
    render: (row: Row) => cellText(c, row[c.key], rt, row),
  }));
}
