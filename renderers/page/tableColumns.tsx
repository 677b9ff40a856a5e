// Schema columns -> antd Table columns, or LightTable columns (renderers/table/LightTable.tsx). Cells are plain text through the display filters (cheap to mount);
// dictionary columns look their texts up once per dictionary.
import type { ColumnsType } from 'antd/es/table';
import type { Row } from '../calls/types';
import type { LightColumn } from '../table/LightTable';
import { format } from '../filters';
import type { Column } from '../schema-types.generated';
import type { RuntimeContext } from '../runtime/context';
import { loadDict } from '../runtime/dict';
import { useLoad } from '../runtime/useLoad';
import { text } from '../runtime/text';

function DictCell({ rt, dict, value }: { rt: RuntimeContext; dict: string; value: unknown }) {
  const { data } = useLoad(() => loadDict(rt, dict), [dict, rt.transport]);
  return <>{format(value, 'dict', { dict: data })}</>;
}

export function cellText(column: Column, value: unknown, rt: RuntimeContext) {
  if (column.format === 'dict' && column.dict) return <DictCell rt={rt} dict={column.dict} value={value} />;
  const s = format(value, column.format, { locale: rt.locale, ellipsis: column.ellipsis });
  return column.format === 'ellipsis' && s !== String(value ?? '') ? <span title={String(value)}>{s}</span> : s;
}

export function tableColumns(columns: readonly Column[], rt: RuntimeContext): ColumnsType<Row> {
  return columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: text(c.title, rt.locale),
    width: c.width,
    render: (value: unknown) => cellText(c, value, rt),
  }));
}

export function lightColumns(columns: readonly Column[], rt: RuntimeContext): LightColumn<Row>[] {
  return columns.map((c) => ({
    key: c.key,
    title: text(c.title, rt.locale),
    width: c.width,
    render: (row: Row) => cellText(c, row[c.key], rt),
  }));
}
