// Chained dialogs (construct 3): what a chosen picker row gives the caller. A mapping names every
// field it copies ({ callerField: pickerField }); nothing else of the picker row reaches the caller, so a
// picker row's id never overwrites the caller's id (the dispatch keeps the ticket id).
export type Row = Record<string, unknown>;
export type FieldMap = Readonly<Record<string, string>>;

const getPath = (row: Row | undefined, path: string): unknown =>
  path.split('.').reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Row)[k] : undefined), row);

/** The caller's values taken from one picker row: only the mapped fields (a missing picker field gives undefined). */
export function mapRow(row: Row | undefined, map: FieldMap): Row {
  const out: Row = {};
  for (const [target, source] of Object.entries(map)) out[target] = getPath(row, source);
  return out;
}

/**
 * The new rows of a row table: each chosen picker row mapped by `map` (only the mapped fields), appended after
 * the existing rows. With `rowKey`, a chosen row whose key the table already holds is skipped (choosing a part
 * twice does not add it twice), as is a repeated key among the chosen rows.
 */
export function appendRows(
  existing: readonly Row[] | undefined,
  chosen: readonly Row[],
  map: FieldMap,
  rowKey?: string,
): Row[] {
  const out = [...(existing ?? [])];
  const seen = new Set(rowKey ? out.map((r) => String(r[rowKey])) : []);
  for (const row of chosen) {
    const mapped = mapRow(row, map);
    if (rowKey) {
      const key = String(mapped[rowKey]);
      if (mapped[rowKey] !== undefined && seen.has(key)) continue;
      seen.add(key);
    }
    out.push(mapped);
  }
  return out;
}

/** Whether a dependency's value counts as chosen (a chain opens its picker only then). */
export const isFilled = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
