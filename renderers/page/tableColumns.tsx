// Schema columns -> antd Table columns, or LightTable columns (renderers/antd-light/LightTable.tsx). Cells are plain text through the display filters (cheap to mount);
// dictionary columns look their texts up once per dictionary, region columns the region tree once; user columns
// show the row's own name field (nameKey). Amounts and thousands are right-aligned.
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import type { Row } from '../calls/types';
import type { LightColumn } from '../antd-light/LightTable';
import { format, RIGHT_ALIGNED } from '../filters';
import { loadTree, peekTree } from '../fields/regionTree';
import { DEFAULT_CALLS } from '../runtime/defaults';
import type { Column } from '../schema-types.generated';
import type { RuntimeContext } from '../runtime/context';
import { loadDict, peekDict } from '../runtime/dict';
import { useLoad } from '../runtime/useLoad';
import { text } from '../runtime/text';

// a dictionary already answered is read at once (no first render with the code); else loaded
function DictCell({ rt, dict, value }: { rt: RuntimeContext; dict: string; value: unknown }) {
  const known = peekDict(rt, dict);
  const { data } = useLoad(known ? undefined : () => loadDict(rt, dict), [dict, rt.transport, rt.locale, !!known]);
  return <>{format(value, 'dict', { dict: known ?? data })}</>;
}

function RegionCell({ rt, value }: { rt: RuntimeContext; value: unknown }) {
  const known = peekTree(rt);
  const { data } = useLoad(known ? undefined : () => loadTree(rt, DEFAULT_CALLS.regionTree), [rt.transport, !!known]);
  return <>{format(value, 'region', { regions: known ?? data })}</>;
}

/** What a table's cells look up: the dictionaries of its dict columns (dictBy's too) and whether it shows regions. */
export function columnLookups(columns: readonly Pick<Column, 'format' | 'dict' | 'dictBy'>[]): {
  dicts: string[];
  region: boolean;
} {
  const dicts = new Set<string>();
  for (const c of columns) {
    if (c.format !== 'dict') continue;
    if (c.dict) dicts.add(c.dict);
    for (const d of Object.values(c.dictBy?.dicts ?? {})) dicts.add(d);
  }
  return { dicts: [...dicts].sort(), region: columns.some((c) => c.format === 'region') };
}

/**
 * Whether the lookups of a table's cells have answered (rows render once their dictionaries are there,
 * so no code shows before its name). A failed lookup counts as answered: the cells then show the codes.
 */
export function useLookupsReady(columns: readonly Column[], rt: RuntimeContext): boolean {
  const { dicts, region } = useMemo(() => columnLookups(columns), [columns]);
  const known = dicts.every((d) => peekDict(rt, d)) && (!region || !!peekTree(rt));
  const [ready, setReady] = useState(known);
  const key = `${dicts.join(',')}|${region}`;
  useEffect(() => {
    if (known) return setReady(true);
    let live = true;
    setReady(false);
    const loads: Promise<unknown>[] = [
      ...dicts.map((d) => loadDict(rt, d)),
      ...(region ? [loadTree(rt, DEFAULT_CALLS.regionTree)] : []),
    ];
    void Promise.allSettled(loads).then(() => live && setReady(true));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lookups (key) and the transport decide
  }, [key, rt.transport, known]);
  return known || ready;
}

/** format dict with dictBy: the dictionary of the row's kind (a tree's provider row: facilitator_status), if any. */
export function rowDict(column: Pick<Column, 'dictBy'>, row: Row | undefined): string | undefined {
  if (!column.dictBy || !row) return undefined;
  const kind = row[column.dictBy.field];
  return kind === undefined || kind === null ? undefined : column.dictBy.dicts[String(kind)];
}

/** A column's cell; `row` gives format user its name field and format dict with dictBy the row's dictionary. */
export function cellText(column: Column, value: unknown, rt: RuntimeContext, row?: Row) {
  if (column.format === 'dict' && column.dict)
    return <DictCell rt={rt} dict={rowDict(column, row) ?? column.dict} value={value} />;
  if (column.format === 'region') return <RegionCell rt={rt} value={value} />;
  const s = format(value, column.format, {
    locale: rt.locale,
    ellipsis: column.ellipsis,
    name: column.nameKey ? row?.[column.nameKey] : undefined,
  });
  return column.format === 'ellipsis' && s !== String(value ?? '') ? <span title={String(value)}>{s}</span> : s;
}

/** Numbers (amount, thousands) right-aligned. */
export const align = (c: Pick<Column, 'format'>): 'right' | undefined =>
  c.format && RIGHT_ALIGNED.has(c.format) ? 'right' : undefined;

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
