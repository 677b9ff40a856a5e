// Rules across the rows of an editable row table (RowTable) and its computed columns, as data:
// sumNotExceed, sameValue, requiredWhen, dropWhen in the document's `rules`, and `computed` columns of the table.
// Pure functions: the RowTable component and the submit/confirm paths call them.
import { compileExpression } from '../expression';
import type { Text } from '../runtime/text';
import type { DropWhenRule, RequiredWhenRule, SameValueRule, SumNotExceedRule } from '../schema-types.generated';
import { isEmpty } from './library';

type Row = Record<string, unknown>;

export type { SumNotExceedRule, SameValueRule, RequiredWhenRule, DropWhenRule };
export type RowRule = SumNotExceedRule | SameValueRule | RequiredWhenRule | DropWhenRule;

/** A column computed from the row: `expr` over $row, rounded half up to `round` decimals when given. */
export interface ComputedColumn {
  key: string;
  expr: string;
  round?: number;
}

export interface RowFailure {
  rule: Exclude<RowRule['rule'], 'dropWhen'>;
  table: string;
  /** The column the message belongs to. */
  column: string;
  /** Indexes of the offending rows (after dropWhen). */
  rows: number[];
  message: Text;
}

const ROW_RULES = new Set<string>(['sumNotExceed', 'sameValue', 'requiredWhen', 'dropWhen']);

/** True for the FormRule kinds that work on a row table. */
export function isRowRule(rule: { rule: string }): rule is RowRule {
  return ROW_RULES.has(rule.rule);
}

/**
 * Rounds half up (away from zero on .5, as Java's BigDecimal ROUND_HALF_UP) to `digits` decimals, on the decimal
 * value the figure stands for: binary noise is removed first (to 12 significant digits), so 3 x 1.005, which is
 * 3.0149999999999997 in binary, is 3.015 and rounds to 3.02, and 1.005 rounds to 1.01 (Math.round(1.005 * 100)
 * would give 1.00). Non-finite input is returned as is.
 */
export function roundHalfUp(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const clean = Number(value.toPrecision(12));
  const sign = clean < 0 ? -1 : 1;
  const scale = 10 ** digits;
  // The shifted figure carries binary noise again (3.015 * 100 is 301.49999999999994): cleaned the same way.
  const rounded = Math.floor(Number((Math.abs(clean) * scale).toPrecision(12)) + 0.5);
  return (sign * rounded) / scale || 0;
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return 0;
}

function holds(expr: string, row: Row, values: Row): boolean {
  return Boolean(compileExpression(expr).run({ $row: row, $values: values, $form: values }));
}

/** The row with its computed columns filled (a non-number result is left undefined). */
export function computeRow(row: Row, computed: readonly ComputedColumn[] | undefined): Row {
  if (!computed?.length) return row;
  const out: Row = { ...row };
  for (const c of computed) {
    const v = compileExpression(c.expr).run({ $row: out });
    out[c.key] =
      typeof v === 'number' && Number.isFinite(v) ? (c.round === undefined ? v : roundHalfUp(v, c.round)) : undefined;
  }
  return out;
}

function rowsOf(values: Row, table: string): Row[] {
  const v = values[table];
  return Array.isArray(v) ? (v as Row[]) : [];
}

/** One rule's failure on the table's rows, or undefined. dropWhen never fails. */
export function checkRowRule(rule: RowRule, values: Row): RowFailure | undefined {
  const rows = rowsOf(values, rule.table);
  const fail = (column: string, idx: number[]): RowFailure | undefined =>
    idx.length
      ? {
          rule: rule.rule as RowFailure['rule'],
          table: rule.table,
          column,
          rows: idx,
          message: (rule as { message: Text }).message,
        }
      : undefined;
  switch (rule.rule) {
    case 'dropWhen':
      return undefined;
    case 'requiredWhen':
      return fail(
        rule.column,
        rows.flatMap((r, i) => (holds(rule.when, r, values) && isEmpty(r[rule.column]) ? [i] : [])),
      );
    case 'sameValue': {
      const first = rows[0]?.[rule.column];
      return fail(rule.column, rows.some((r) => r[rule.column] !== first) ? rows.map((_, i) => i) : []);
    }
    case 'sumNotExceed': {
      // Groups by the JSON of the groupBy values; the limit of a group is the smallest limit among its rows.
      const groups = new Map<string, { sum: number; limit: number; rows: number[] }>();
      rows.forEach((r, i) => {
        const key = JSON.stringify(rule.groupBy.map((g) => r[g] ?? null));
        const g = groups.get(key) ?? { sum: 0, limit: Infinity, rows: [] };
        g.sum += toNumber(r[rule.column]);
        g.limit = Math.min(g.limit, toNumber(r[rule.limit]));
        g.rows.push(i);
        groups.set(key, g);
      });
      // Sums compared on the decimal value (0.1 + 0.2 does not exceed 0.3).
      const over = [...groups.values()].filter((g) => roundHalfUp(g.sum, 6) > g.limit).flatMap((g) => g.rows);
      return fail(
        rule.column,
        over.sort((a, b) => a - b),
      );
    }
  }
}

/** The values with the rows every dropWhen rule matches removed from their tables (a new object when any is). */
export function dropRows<V extends Row>(rules: readonly { rule: string }[] | undefined, values: V): V {
  let out: Row = values;
  for (const r of rules ?? []) {
    if (!isRowRule(r) || r.rule !== 'dropWhen') continue;
    const rows = rowsOf(out, r.table);
    const kept = rows.filter((row) => !holds(r.when, row, out));
    if (kept.length !== rows.length) out = { ...out, [r.table]: kept };
  }
  return out as V;
}

/** All failures of the row rules among `rules` (other FormRule kinds are ignored). */
export function checkRowRules(rules: readonly { rule: string }[] | undefined, values: Row): RowFailure[] {
  return (rules ?? [])
    .filter(isRowRule)
    .map((r) => checkRowRule(r, values))
    .filter((f): f is RowFailure => f !== undefined);
}

/** Before submit/confirm: drop the rows dropWhen matches, then check the other row rules on what is left. */
export function prepareRows<V extends Row>(
  rules: readonly { rule: string }[] | undefined,
  values: V,
): { values: V; failures: RowFailure[] } {
  const kept = dropRows(rules, values);
  return { values: kept, failures: checkRowRules(rules, kept) };
}
