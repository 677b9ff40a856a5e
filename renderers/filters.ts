// Display filters (000 §5 "Display filters", 001 §3): thousands, amounts, dates, ellipsis, 是/否 flags, dictionary
// text, region names (the region tree) and user names (the answer's own name field).
import dayjs from 'dayjs';
import type { RegionNode } from './fields/region';
import { runtimeText, type Locale } from './runtime/text';

const empty = (v: unknown): boolean => v === undefined || v === null || v === '';

/** 1234567.5 -> "1,234,567.5"; non-numbers are shown as given. */
export function thousands(value: unknown): string {
  if (empty(value)) return '';
  const s = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return String(value);
  const [int, frac] = s.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** A date (ms, ISO text, Date) as YYYY-MM-DD HH:mm:ss, or another dayjs pattern. */
export function date(value: unknown, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (empty(value)) return '';
  const d = dayjs(value as string | number | Date);
  return d.isValid() ? d.format(pattern) : String(value);
}

/** The first n characters followed by "..." when the text is longer (default 25). */
export function ellipsis(value: unknown, n = 25): string {
  if (empty(value)) return '';
  const s = String(value);
  return s.length > n ? `${s.slice(0, n)}...` : s;
}

/** 1/true/"1"/"Y"/"YES" -> 是, 0/false/"0"/"N"/"NO" -> 否. */
export function flag(value: unknown, locale: Locale = 'zh_CN'): string {
  if (empty(value)) return '';
  const s = String(value).toUpperCase();
  if (['1', 'TRUE', 'Y', 'YES'].includes(s)) return runtimeText('yes', locale);
  if (['0', 'FALSE', 'N', 'NO'].includes(s)) return runtimeText('no', locale);
  return String(value);
}

export interface DictItem {
  value: string | number;
  text: string;
}

/** The dictionary text for a code, or the code itself when the dictionary does not know it. */
export function dictText(value: unknown, items: readonly DictItem[] | undefined): string {
  if (empty(value)) return '';
  const hit = items?.find((i) => String(i.value) === String(value));
  return hit ? hit.text : String(value);
}

/** Money: thousands separators and exactly 2 decimals, half up (away from zero) on the decimal value the number
 * stands for (binary noise removed first: 1.005 -> 1.01); non-numbers are shown as given. */
export function amount(value: unknown): string {
  if (empty(value)) return '';
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value.trim()))) return String(value);
  const cents = Math.round(Number((Math.abs(n) * 100).toPrecision(12)));
  const s = (cents / 100).toFixed(2);
  return thousands(n < 0 && cents !== 0 ? `-${s}` : s);
}

/** The region's name for a code at any level of the tree, or the code itself when the tree does not know it. */
export function regionName(value: unknown, tree: readonly RegionNode[] | undefined): string {
  if (empty(value)) return '';
  const code = String(value);
  const stack = [...(tree ?? [])];
  while (stack.length) {
    const n = stack.pop()!;
    if (String(n.regionCode) === code) return n.regionName;
    if (n.childList) stack.push(...n.childList);
  }
  return code;
}

/** Rich text as plain text (a table cell; a detail shows the sanitised markup): blocks become a blank, inline tags go, blanks collapse. */
export function htmlText(value: unknown): string {
  if (empty(value)) return '';
  return String(value)
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A user's name: the answer's own name field when it has one, else the id as given. */
export function userName(value: unknown, name: unknown): string {
  if (!empty(name)) return String(name);
  return empty(value) ? '' : String(value);
}

export type FormatName =
  'text' | 'thousands' | 'date' | 'ellipsis' | 'flag' | 'dict' | 'amount' | 'region' | 'user' | 'html';

export interface FormatOptions {
  locale?: Locale;
  ellipsis?: number;
  dict?: readonly DictItem[];
  regions?: readonly RegionNode[];
  /** format user: the row's name field's value. */
  name?: unknown;
}

/** Formats shown right-aligned in tables (numbers). */
export const RIGHT_ALIGNED: ReadonlySet<string> = new Set(['amount', 'thousands']);

/** One entry point for columns and detail fields. */
export function format(value: unknown, name: FormatName | undefined, options: FormatOptions = {}): string {
  switch (name) {
    case 'thousands':
      return thousands(value);
    case 'amount':
      return amount(value);
    case 'date':
      return date(value);
    case 'ellipsis':
      return ellipsis(value, options.ellipsis);
    case 'flag':
      return flag(value, options.locale);
    case 'dict':
      return dictText(value, options.dict);
    case 'region':
      return regionName(value, options.regions);
    case 'user':
      return userName(value, options.name);
    case 'html':
      return htmlText(value);
    default:
      return empty(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
