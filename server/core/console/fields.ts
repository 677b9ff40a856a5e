// The console's paged lists: their answer (`records`, the page's rows shaped and cut to the asked columns) and the
// `field` parameter of the role and user lists (001 §7: userRoleList with field): the columns the caller reads.
// A column outside the list's readable ones (a password hash, a salt, a misspelt name) is refused with result code
// 510 and a message, answered with HTTP 200 (001 §8: the screens show that message as a warning).
import type { SelectQueryBuilder } from 'kysely';
import { BusinessError, records, type Records } from '../../http/route';
import { given } from '../../db/query';
import { searchPage } from '../../db/search';

/** The result code of a list query refused for the columns it asks (data authority). */
export const NO_FIELD_AUTHORITY = '510';

/** The asked columns (always with id), or undefined when `field` is not given; refuses unreadable ones with 510. */
export function askedFields(field: string | undefined, readable: readonly string[]): string[] | undefined {
  if (!given(field)) return undefined;
  const asked = [
    ...new Set(
      field
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
  const refused = asked.filter((f) => !readable.includes(f));
  if (refused.length)
    throw new BusinessError(`无权查询字段：${refused.join('、')}`, { status: 200, code: NO_FIELD_AUTHORITY });
  return asked.includes('id') ? asked : ['id', ...asked];
}

/** Each row with only the asked columns (all of them when none were asked). */
export function onlyFields<T extends Record<string, unknown>>(rows: T[], asked: string[] | undefined): Partial<T>[] {
  if (!asked) return rows;
  return rows.map((r) => Object.fromEntries(asked.filter((k) => k in r).map((k) => [k, r[k]])) as Partial<T>);
}

/** A console list's answer: the page of `q` the input asks for (server/db/search.ts searchPage, `page` adding the
 * selection and the order), its rows shaped by `shape` and cut to the `asked` columns, as `records`. */
export async function recordsPage<DB, TB extends keyof DB, O, R, T extends Record<string, unknown>>(
  db: object,
  q: SelectQueryBuilder<DB, TB, O>,
  input: { size?: number; current?: number; pageSize?: number; pageNo?: number },
  page: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  shape: (rows: R[]) => T[] | Promise<T[]>,
  asked?: string[],
): Promise<Records<Partial<T>>> {
  const { rows, total, ...at } = await searchPage(db, q, input, page);
  return records(onlyFields(await shape(rows), asked), total, at);
}
