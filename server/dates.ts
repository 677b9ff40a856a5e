// The gateway's one date module. The business time zone is China time (Asia/Shanghai): UTC+8 all year, no
// daylight saving, so a fixed offset is exact. Answers show times as 'YYYY-MM-DD HH:mm:ss' in China time, and
// date filters are read in China time whatever the server's own time zone is.
import { BusinessError } from './http/route';

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD HH:mm:ss' in China time; null for no value or an invalid one. */
export function formatTime(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYYMMDD' of the China day of `date` (document numbers). */
export function chinaDay(date: Date): string {
  return (formatTime(date) ?? '').slice(0, 10).replace(/-/g, '');
}

const FORM = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

function badDate(field: string, value: string): BusinessError {
  return new BusinessError(`${field}: 日期格式不正确（${value}），应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`, {
    status: 417,
    code: 'INPUT',
  });
}

/**
 * A filter date in China time: 'YYYY-MM-DD' (the start of that day, or with `endOfDay` its last millisecond) or
 * 'YYYY-MM-DD HH:mm:ss' (that second; with `endOfDay` its last millisecond). Anything else, or an impossible
 * date such as 2026-02-30, is a 417 naming the field.
 */
export function parseChinaTime(value: string, field: string, endOfDay = false): Date {
  const m = FORM.exec(value.trim());
  if (!m) throw badDate(field, value);
  const [y, mo, d, h = '00', mi = '00', s = '00'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const back = new Date(utc);
  const same =
    back.getUTCFullYear() === +y &&
    back.getUTCMonth() === +mo - 1 &&
    back.getUTCDate() === +d &&
    back.getUTCHours() === +h &&
    back.getUTCMinutes() === +mi &&
    back.getUTCSeconds() === +s;
  if (!same) throw badDate(field, value);
  const start = utc - OFFSET_MS;
  if (!endOfDay) return new Date(start);
  return new Date(start + (m[4] === undefined ? DAY_MS : 1000) - 1);
}

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/**
 * A date-range filter [from, to] in China time, both ends inclusive: ['2026-03-15', '2026-03-15'] is
 * 2026-03-15 00:00:00.000 to 23:59:59.999 China time. Either end may be blank (open). A start after the end is
 * a 417 naming the start field. Compare with `>=` and `<=`.
 */
export function chinaRange(
  from: string | null | undefined,
  to: string | null | undefined,
  fields: { from: string; to: string },
): [Date | null, Date | null] {
  const start = blank(from) ? null : parseChinaTime(String(from), fields.from);
  const end = blank(to) ? null : parseChinaTime(String(to), fields.to, true);
  if (start && end && start > end) {
    throw new BusinessError(`${fields.from}: 开始日期不能晚于结束日期（${from} > ${to}）`, {
      status: 417,
      code: 'INPUT',
    });
  }
  return [start, end];
}

/** The same for a range sent as one array field ([from, to], as the portal's DateRangePicker sends it). */
export function chinaRangeOf(range: readonly (string | null)[] | undefined, field: string): [Date | null, Date | null] {
  if (!range) return [null, null];
  return chinaRange(range[0], range[1], { from: field, to: field });
}

/** JSON Schema of a date-range array field. */
export const dateRangeSchema = {
  type: 'array',
  maxItems: 2,
  items: { type: ['string', 'null'], maxLength: 30 },
} as const;
/** JSON Schema of one filter date (the format is checked by parseChinaTime, so the message can name it). */
export const dateSchema = { type: 'string', maxLength: 30 } as const;
