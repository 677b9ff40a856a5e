// Date-range filters as the search forms send them: [from, to] as YYYY-MM-DD (or full timestamps). The end day
// is inclusive, so the upper bound is the start of the next day.
import { BusinessError } from '../../http/route';

export const dateRange = { type: 'array', maxItems: 2, items: { type: ['string', 'null'], maxLength: 30 } } as const;

function parse(value: string | null | undefined, field: string): Date | null {
  if (!value) return null;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) throw new BusinessError(`${field}: 日期格式不正确`, { status: 417, code: 'INPUT' });
  return d;
}

export function dayBounds(range: (string | null)[] | undefined, field = 'publishedTime'): [Date | null, Date | null] {
  if (!range) return [null, null];
  const from = parse(range[0], field);
  const toDay = parse(range[1], field);
  const to = toDay && /^\d{4}-\d{2}-\d{2}$/.test(range[1] ?? '') ? new Date(toDay.getTime() + 86_400_000) : toDay;
  return [from, to];
}
