// A code-search picker's selected list (000 §2 the code-search dialog, §9: selected-list scroll height 300): under
// the table, the rows chosen on every page of a checkbox picker by their code and name, each with 移除, and their
// count; it scrolls past 300 px. The picker document names the two fields (`selectedList`: code, name).
import { LightButton } from '../antd-light/LightButton';
import type { Row } from '../calls/types';
import { runtimeText, type Locale } from '../runtime/text';

/** The selected list's scroll height in px (000 §9). */
export const SELECTED_LIST_HEIGHT = 300;

export interface SelectedListProps {
  rows: Row[];
  rowKey: string;
  code: string;
  name: string;
  locale: Locale;
  onChange(rows: Row[]): void;
}

/** The rows without the one whose key is `key` (移除). */
export function withoutRow(rows: readonly Row[], rowKey: string, key: string): Row[] {
  return rows.filter((r) => String(r[rowKey]) !== key);
}

const cell = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function SelectedList({ rows, rowKey, code, name, locale, onChange }: SelectedListProps) {
  const heading = runtimeText('pickedCount', locale, { count: rows.length });
  return (
    <section className="rt-picked" aria-label={heading} style={{ marginTop: 12 }}>
      <div className="rt-picked-count" style={{ fontWeight: 600, marginBottom: 4 }}>
        {heading}
      </div>
      {rows.length > 0 && (
        <ul
          className="rt-picked-list"
          style={{
            maxHeight: SELECTED_LIST_HEIGHT,
            overflowY: 'auto',
            margin: 0,
            padding: '0 8px',
            listStyle: 'none',
            border: '1px solid #f0f0f0',
            borderRadius: 6,
          }}
        >
          {rows.map((r) => {
            const key = String(r[rowKey]);
            return (
              <li
                key={key}
                data-key={key}
                style={{ display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #f0f0f0' }}
              >
                <span className="rt-picked-code" style={{ minWidth: 120 }}>
                  {cell(r[code])}
                </span>
                <span className="rt-picked-name" style={{ flex: 1 }}>
                  {cell(r[name])}
                </span>
                <LightButton type="link" size="small" onClick={() => onChange(withoutRow(rows, rowKey, key))}>
                  {runtimeText('removePicked', locale)}
                </LightButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
