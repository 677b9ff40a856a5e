// Rows come from the database in snake_case; answers are camelCase with dates as 'YYYY-MM-DD HH:mm:ss'
// (China time, what the portal's date filter shows: server/dates.ts).
import { formatTime } from '../../dates';

function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function toCamel<T extends object>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[camelKey(key)] = value instanceof Date ? formatTime(value) : value;
  return out;
}

export function toCamelRows<T extends object>(rows: T[]): Record<string, unknown>[] {
  return rows.map((row) => toCamel(row));
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
