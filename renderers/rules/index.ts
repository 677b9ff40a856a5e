export { RULE_LIBRARY, isEmpty, type RuleFn, type RuleParams } from './library';
export { checkFormRule, checkFormRules, type FormRuleFailure } from './formRules';
export {
  toValidator,
  toValidators,
  formRuleValidators,
  isMandatory,
  UnknownRuleError,
  type RuleRef,
  type FormilyValidator,
} from './adapter';
