// The gateway's one way to write a paged search: a filter table per route (which input field filters which column,
// and how), applied to the route's base query; then the page and its total in one call. Every list route reads the
// same: `searchPage(db, filtered(base, body, FILTERS), body, (q) => q.select(...).orderBy(...))`, and a filter that
// needs more than a column and an operator is a function in the same table.
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { paging } from '../http/route';
import { countRows } from './count-cache';
import { contains, given, startsWith } from './query';

/** How a given value filters its column: equal, starts with (the text_pattern_ops indexes), contains (icontains: in
 * any letter case), one of a list (an array, or a comma-separated string), at or after / at or before (dates, times,
 * numbers). */
export type FilterOp = 'eq' | 'prefix' | 'contains' | 'icontains' | 'in' | 'from' | 'to';

/** A column of the query's tables, bare or qualified by its table. */
export type ColumnOf<DB, TB extends keyof DB> = {
  [T in TB]: (keyof DB[T] & string) | `${T & string}.${keyof DB[T] & string}`;
}[TB];

/** One row of a filter table: [column, operator], or an expression built from the value (anything else). */
export type FilterRule<DB, TB extends keyof DB, V> =
  | readonly [ColumnOf<DB, TB>, FilterOp]
  | ((eb: ExpressionBuilder<DB, TB>, value: NonNullable<V>) => Expression<SqlBool>);

/** The fields an input declares (its schema's properties), not the index signature of additionalProperties. */
type DeclaredKeys<B> = keyof { [K in keyof B as string extends K ? never : number extends K ? never : K]: B[K] };

/** A route's filter table: input field -> rule. Only fields the input declares can be named. */
export type FilterTable<DB, TB extends keyof DB, B> = { [K in DeclaredKeys<B>]?: FilterRule<DB, TB, B[K]> };

/** A filter was given: a non-blank string, a number, a boolean true or false, a non-empty list. */
const present = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : given(v));

function compare<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: string,
  op: FilterOp,
  value: unknown,
): Expression<SqlBool> {
  const ref = sql.ref(column);
  switch (op) {
    case 'eq':
      return eb(ref, '=', value);
    case 'prefix':
      return eb(ref, 'like', startsWith(String(value)));
    case 'contains':
      return eb(ref, 'like', contains(String(value)));
    case 'icontains':
      return eb(ref, 'ilike', contains(String(value)));
    case 'in':
      return eb(
        ref,
        'in',
        (Array.isArray(value) ? value : String(value).split(',')).map((s) => String(s).trim()).filter(Boolean),
      );
    case 'from':
      return eb(ref, '>=', value);
    case 'to':
      return eb(ref, '<=', value);
  }
}

/** The base query with every filter of the table whose field the input gave (blank strings and empty lists are no
 * filter: the portal drops empty values, other callers may not). */
export function filtered<DB, TB extends keyof DB, O, B extends object>(
  q: SelectQueryBuilder<DB, TB, O>,
  input: B,
  table: FilterTable<DB, TB, B>,
): SelectQueryBuilder<DB, TB, O> {
  for (const field of Object.keys(table) as DeclaredKeys<B>[]) {
    const rule = table[field];
    const value = input[field];
    if (!rule || !present(value)) continue;
    q = q.where((eb) => (typeof rule === 'function' ? rule(eb, value as never) : compare(eb, rule[0], rule[1], value)));
  }
  return q;
}

/** The page the input asks for (size/current or pageSize/pageNo) and the total of the filtered query (a count that
 * PGlite caches until a write: server/db/count-cache.ts). `page` adds the selection and the order. `counted`, when
 * given, is a cheaper query with the same rows to count (joins the filters do not need left out: only where foreign
 * keys make each joined row exist). */
export async function searchPage<DB, TB extends keyof DB, O, R, CDB, CTB extends keyof CDB, CO>(
  db: object,
  q: SelectQueryBuilder<DB, TB, O>,
  input: { size?: number; current?: number; pageSize?: number; pageNo?: number },
  page: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  counted?: SelectQueryBuilder<CDB, CTB, CO>,
): Promise<{ rows: R[]; total: number; limit: number; offset: number }> {
  const { limit, offset } = paging(input);
  const [rows, total] = await Promise.all([
    page(q).limit(limit).offset(offset).execute(),
    counted ? countRows(db, counted) : countRows(db, q),
  ]);
  return { rows, total, limit, offset };
}
