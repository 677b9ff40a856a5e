// Turns the language's rule references (x-validator items, FormRule) into Formily validator functions.
import type { FieldNode, FormRule } from '../schema-types.generated';
import { text, type Locale } from '../runtime/text';
import { checkFormRule, isFieldsRule } from './formRules';
import { checkRowRule, dropRows, isRowRule } from './rows';
import { RULE_LIBRARY, type RuleParams } from './library';
import type { RuleName } from '../manifest';

export type RuleRef = NonNullable<FieldNode['x-validator']>[number];

/** Formily calls a validator with (value, rule, context); a returned string is the error message. */
export type FormilyValidator = (
  value: unknown,
  rule: unknown,
  ctx: { form?: { values: Record<string, unknown> } },
) => string | undefined;

export class UnknownRuleError extends Error {}

/** One validator for one rule reference; `label` is the field title, used by required when no label is given. */
export function toValidator(ref: RuleRef, locale: Locale, label?: string): FormilyValidator {
  const { rule, message, ...params }: Exclude<RuleRef, string> = typeof ref === 'string' ? { rule: ref } : ref;
  const fn = RULE_LIBRARY[rule as RuleName];
  if (!fn) throw new UnknownRuleError(`unknown rule "${rule}"`);
  const p: RuleParams = { ...params, label: params.label ?? label };
  return (value) => {
    const failed = fn(value, p);
    if (!failed) return undefined;
    return text(message ?? failed, locale);
  };
}

export function toValidators(refs: readonly RuleRef[] | undefined, locale: Locale, label?: string): FormilyValidator[] {
  return (refs ?? []).map((r) => toValidator(r, locale, label));
}

/** True when the rule list makes the field mandatory (for the asterisk). */
export function isMandatory(refs: readonly RuleRef[] | undefined): boolean {
  const mandatory = new Set(['required', 'lengthRange', 'nonNegative', 'phone', 'feedbackPhone']);
  return (refs ?? []).some((r) => mandatory.has(typeof r === 'string' ? r : r.rule));
}

/** Validators to attach, per field, for the form-level rules: the message shows on the rule's owner field. */
export function formRuleValidators(
  rules: readonly FormRule[] | undefined,
  locale: Locale,
): Map<string, FormilyValidator[]> {
  const out = new Map<string, FormilyValidator[]>();
  for (const r of (rules ?? []).filter(isFieldsRule)) {
    const owner = r.rule === 'atLeastOne' ? r.fields[0] : (r.field ?? r.fields[0]);
    const v: FormilyValidator = (_value, _rule, ctx) => {
      const failed = checkFormRule(r, ctx.form?.values ?? {});
      return failed ? text(failed.message, locale) : undefined;
    };
    out.set(owner, [...(out.get(owner) ?? []), v]);
  }
  // Row-table rules: on the table field, checked on the rows dropWhen keeps.
  for (const r of (rules ?? []).filter(isRowRule)) {
    if (r.rule === 'dropWhen') continue;
    const v: FormilyValidator = (_value, _rule, ctx) => {
      const failed = checkRowRule(r, dropRows(rules, ctx.form?.values ?? {}));
      return failed ? text(failed.message, locale) : undefined;
    };
    out.set(r.table, [...(out.get(r.table) ?? []), v]);
  }
  return out;
}
