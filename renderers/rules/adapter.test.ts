// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formRuleValidators, isMandatory, toValidator, toValidators } from './adapter';
import { checkFormRules } from './formRules';

describe('rule adapter', () => {
  it('turns a rule name into a Formily validator with the field title as label', () => {
    const v = toValidator('required', 'zh_CN', '标题');
    expect(v('', {}, {})).toBe('标题不能为空');
    expect(v('x', {}, {})).toBeUndefined();
  });
  it('passes parameters and lets a message override the library text', () => {
    expect(toValidator({ rule: 'lengthRange', min: 1, max: 3 }, 'zh_CN')('abcd', {}, {})).toBe('长度不能小于1或大于3');
    expect(toValidator({ rule: 'required', message: '请选择类型' }, 'zh_CN')(undefined, {}, {})).toBe('请选择类型');
    expect(
      toValidator({ rule: 'required', message: { zh_CN: '请选择类型', en_US: 'Choose a type' } }, 'en_US')(
        undefined,
        {},
        {},
      ),
    ).toBe('Choose a type');
  });
  it('uses English forms for en_US', () => {
    expect(toValidator('vin', 'en_US')('123', {}, {})).toBe('The VIN must have at least 8 characters');
  });
  it('refuses an unknown rule', () => {
    expect(() => toValidator('nope', 'zh_CN')).toThrow(/unknown rule/);
  });
  it('builds a list and knows mandatory rules', () => {
    expect(toValidators(['required', 'vin'], 'zh_CN', 'VIN')).toHaveLength(2);
    expect(isMandatory(['vin'])).toBe(false);
    expect(isMandatory([{ rule: 'required' }])).toBe(true);
    expect(isMandatory(undefined)).toBe(false);
  });
});

describe('form rules', () => {
  const atLeastOne = {
    rule: 'atLeastOne' as const,
    fields: ['vin', 'engineCode'] as [string, ...string[]],
    message: '请输入VIN码或发动机号',
  };
  const requires = {
    rule: 'requiresOneOf' as const,
    field: 'desc',
    fields: ['partsCode', 'partsName'] as [string, ...string[]],
    message: '必须填写配件才能填写描述',
  };
  it('atLeastOne fails when every field is empty, on the first field', () => {
    expect(checkFormRules([atLeastOne], { vin: ' ' })).toEqual([{ field: 'vin', message: '请输入VIN码或发动机号' }]);
    expect(checkFormRules([atLeastOne], { engineCode: 'E12345' })).toEqual([]);
  });
  it('requiresOneOf fails only when the owner is filled and none of the others', () => {
    expect(checkFormRules([requires], { desc: 'x' })).toEqual([{ field: 'desc', message: '必须填写配件才能填写描述' }]);
    expect(checkFormRules([requires], { desc: 'x', partsName: 'p' })).toEqual([]);
    expect(checkFormRules([requires], {})).toEqual([]);
  });
  it('attaches form-rule validators to the owner field', () => {
    const map = formRuleValidators([atLeastOne, requires], 'zh_CN');
    expect([...map.keys()]).toEqual(['vin', 'desc']);
    expect(map.get('vin')![0](undefined, {}, { form: { values: {} } })).toBe('请输入VIN码或发动机号');
    expect(map.get('vin')![0](undefined, {}, { form: { values: { engineCode: 'abcdef' } } })).toBeUndefined();
  });
});
