// The change-record viewer's rows (001 §2.6): who, when, which action and what changed, from the records the
// change-record call answers ({ id, userName, changedAt, action, before, after }). Pure.
import { text, type Locale, type Text } from '../runtime/text';

export interface ChangeRecord {
  id?: unknown;
  userName?: unknown;
  changedAt?: unknown;
  action?: unknown;
  before?: unknown;
  after?: unknown;
}

export interface ChangeRow {
  key: string;
  who: string;
  when: string;
  action: string;
  /** "field: before → after" for each named field that differs. */
  changes: string[];
}

export interface ChangeTexts {
  actions?: Record<string, Text>;
  fields?: Record<string, Text>;
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const shown = (v: unknown): string =>
  v === undefined || v === null || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The fields named in `texts.fields` (in that order) whose value differs between before and after. */
export function changedFields(before: unknown, after: unknown, texts: ChangeTexts, locale: Locale): string[] {
  const b = obj(before);
  const a = obj(after);
  const out: string[] = [];
  for (const [field, label] of Object.entries(texts.fields ?? {})) {
    if (!(field in a) && !(field in b)) continue;
    if (JSON.stringify(b[field] ?? null) === JSON.stringify(a[field] ?? null)) continue;
    out.push(`${text(label, locale)}: ${shown(b[field])} → ${shown(a[field])}`);
  }
  return out;
}

/** The viewer's rows, in the order answered (newest first). */
export function changeRows(records: unknown, texts: ChangeTexts, locale: Locale): ChangeRow[] {
  const list = Array.isArray(records) ? (records as ChangeRecord[]) : [];
  return list.map((r, i) => {
    const code = String(r.action ?? '');
    const label = texts.actions?.[code];
    return {
      key: String(r.id ?? i),
      who: shown(r.userName),
      when: shown(r.changedAt),
      action: label ? text(label, locale) : code,
      changes: changedFields(r.before, r.after, texts, locale),
    };
  });
}
