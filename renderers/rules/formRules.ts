// Rules across the fields of one form (FormRule of the language): atLeastOne and requiresOneOf.
import type { FieldsRule, FormRule } from '../schema-types.generated';
import { isEmpty } from './library';

export interface FormRuleFailure {
  /** The field the message is shown on. */
  field: string;
  message: FieldsRule['message'];
}

/**
 * atLeastOne: one of `fields` must be filled (VIN or engine number); the message goes on the first field.
 * requiresOneOf: when `field` is filled, one of `fields` must be filled too (a description only with a part given,
 * 必须填写配件才能填写描述); the message goes on `field`.
 */
export function checkFormRule(rule: FieldsRule, values: Record<string, unknown>): FormRuleFailure | undefined {
  if (rule.rule === 'sameAs') {
    // sameAs: `field`, when filled, must equal fields[0] (确认密码 against 密码); the message goes on `field`
    const owner = rule.field ?? '';
    return isEmpty(values[owner]) || values[owner] === values[rule.fields[0]]
      ? undefined
      : { field: owner, message: rule.message };
  }
  const anyFilled = rule.fields.some((f) => !isEmpty(values[f]));
  if (rule.rule === 'atLeastOne') return anyFilled ? undefined : { field: rule.fields[0], message: rule.message };
  const owner = rule.field;
  if (!owner || isEmpty(values[owner]) || anyFilled) return undefined;
  return { field: owner, message: rule.message };
}

/** True for the rules across fields (the row-table rules live in rows.ts). */
export function isFieldsRule(rule: FormRule): rule is FieldsRule {
  return rule.rule === 'atLeastOne' || rule.rule === 'requiresOneOf' || rule.rule === 'sameAs';
}

export function checkFormRules(
  rules: readonly FormRule[] | undefined,
  values: Record<string, unknown>,
): FormRuleFailure[] {
  return (rules ?? [])
    .filter(isFieldsRule)
    .map((r) => checkFormRule(r, values))
    .filter((f): f is FormRuleFailure => f !== undefined);
}
