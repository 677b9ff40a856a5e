// The `field` parameter of the role and user lists (001 §7: userRoleList with field): the columns the caller reads.
// A column outside the list's readable ones (a password hash, a salt, a misspelt name) is refused with result code
// 510 and a message, answered with HTTP 200 (001 §8: the screens show that message as a warning).
import { BusinessError } from '../../http/route';
import { given } from '../../db/query';

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
