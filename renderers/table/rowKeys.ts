// Row keys that stay unique when an answer repeats a key (a rowKey field that is not unique in the answer, or missing).
// React keys rows by them: with a repeat, rows of an earlier page stay mounted beside the new ones (17, then 24 rows
// on a 10-row page). The repeats get a suffix so every row renders once, in order; the field and its repeated
// values are reported (useRowKeys): in development as an error message on screen, in production once to the console.
import { useEffect, useMemo } from 'react';
import { useRuntime } from '../runtime/context';

export interface RowKeys<R> {
  /** The row's key: its rowKey field, with `#2`, `#3`… on a repeat. */
  key(row: R): string;
  /** The key values the answer repeats (empty when every key is unique). */
  repeated: string[];
}

/** Keys for rows by a field; pure. */
export function keyRows<R extends object>(rows: readonly R[], field: string): RowKeys<R> {
  const keys = new WeakMap<R, string>();
  const seen = new Map<string, number>();
  const repeated = new Set<string>();
  for (const row of rows) {
    const base = String((row as Record<string, unknown>)[field]);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    if (n > 1) repeated.add(base);
    keys.set(row, n > 1 ? `${base}#${n}` : base);
  }
  return { key: (row) => keys.get(row) ?? String((row as Record<string, unknown>)[field]), repeated: [...repeated] };
}

const told = new Set<string>();

/** The message for a repeated key: what is wrong, where, and the fix. */
export const repeatedKeyMessage = (where: string, field: string, repeated: string[]) =>
  `${where}: rowKey "${field}" is not unique in the answer (${repeated.slice(0, 3).join(', ')}${repeated.length > 3 ? '…' : ''} repeated); set "rowKey" to a field that is unique per row`;

/** keyRows for a table's rows, reporting a repeated key once per screen and field. */
export function useRowKeys<R extends object>(rows: readonly R[], field: string, where: string): RowKeys<R> {
  const rt = useRuntime();
  const keys = useMemo(() => keyRows(rows, field), [rows, field]);
  const repeated = keys.repeated.length > 0;
  useEffect(() => {
    if (!repeated) return;
    const message = repeatedKeyMessage(where, field, keys.repeated);
    if (told.has(`${where}|${field}`)) return;
    told.add(`${where}|${field}`);
    if (import.meta.env.DEV) rt.messages.error(message);
    console.warn(message);
  }, [repeated, keys, where, field, rt.messages]);
  return keys;
}
