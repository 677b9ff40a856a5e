// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RULES } from '../manifest';
import { RULE_LIBRARY, type RuleParams } from './library';
import { text } from '../runtime/text';

const msg = (rule: keyof typeof RULE_LIBRARY, value: unknown, params: RuleParams = {}): string | undefined => {
  const r = RULE_LIBRARY[rule](value, params);
  return r === undefined ? undefined : text(r, 'zh_CN');
};

describe('rule library', () => {
  it('has exactly the rules of the manifest', () => {
    expect(Object.keys(RULE_LIBRARY).sort()).toEqual(Object.keys(RULES).sort());
  });

  it('required: label + 不能为空', () => {
    expect(msg('required', '', { label: '标题' })).toBe('标题不能为空');
    expect(msg('required', '   ', { label: '标题' })).toBe('标题不能为空');
    expect(msg('required', [], { label: '附件' })).toBe('附件不能为空');
    expect(msg('required', null, { label: 'x' })).toBe('x不能为空');
    expect(msg('required', 0, { label: 'x' })).toBeUndefined();
    expect(msg('required', 'a', { label: 'x' })).toBeUndefined();
    expect(RULE_LIBRARY.required('', { label: 'Title' })).toMatchObject({ en_US: 'Title cannot be empty' });
  });

  it('lengthRange: min..max inclusive, empty refused', () => {
    const p = { min: 2, max: 4 };
    expect(msg('lengthRange', '', p)).toBe('不能为空');
    expect(msg('lengthRange', 'a', p)).toBe('长度不能小于2或大于4');
    expect(msg('lengthRange', 'ab', p)).toBeUndefined();
    expect(msg('lengthRange', 'abcd', p)).toBeUndefined();
    expect(msg('lengthRange', 'abcde', p)).toBe('长度不能小于2或大于4');
  });

  it('positiveInteger', () => {
    expect(msg('positiveInteger', '1')).toBeUndefined();
    expect(msg('positiveInteger', 25)).toBeUndefined();
    expect(msg('positiveInteger', '')).toBeUndefined();
    for (const bad of ['0', '-1', '1.5', 'a', '01']) expect(msg('positiveInteger', bad)).toBe('请输入正整数');
  });

  it('nonNegative: not below 0, not empty', () => {
    expect(msg('nonNegative', 0)).toBeUndefined();
    expect(msg('nonNegative', '0.5')).toBeUndefined();
    expect(msg('nonNegative', -0.01)).toBe('不能小于0');
    expect(msg('nonNegative', 'x')).toBe('不能小于0');
    expect(msg('nonNegative', '')).toBe('不能为空');
    expect(msg('nonNegative', undefined)).toBe('不能为空');
  });

  it('digits', () => {
    expect(msg('digits', '0123')).toBeUndefined();
    expect(msg('digits', '')).toBeUndefined();
    for (const bad of ['12a', '1.2', '-1', ' 1 2']) expect(msg('digits', bad)).toBe('请输入数字');
  });

  it('numberRange: inclusive bounds', () => {
    const p = { min: 1, max: 10 };
    expect(msg('numberRange', 1, p)).toBeUndefined();
    expect(msg('numberRange', '10', p)).toBeUndefined();
    expect(msg('numberRange', 0.99, p)).toBe('请输入1到10之间的数字');
    expect(msg('numberRange', 11, p)).toBe('请输入1到10之间的数字');
    expect(msg('numberRange', 'abc', p)).toBe('请输入1到10之间的数字');
    expect(msg('numberRange', '', p)).toBeUndefined();
  });

  it('mobile (optional): 11 digits, 1 then 2-9', () => {
    expect(msg('mobile', '')).toBeUndefined();
    expect(msg('mobile', '12800138000')).toBeUndefined();
    expect(msg('mobile', '19912345678')).toBeUndefined();
    for (const bad of ['11800138000', '1380013800', '138001380001', '23800138000'])
      expect(msg('mobile', bad)).toBe('手机号格式不正确');
  });

  it('phone: area code + 7-8 digits, or a mobile 13-19', () => {
    for (const ok of ['010-12345678', '0755-1234567', '01012345678', '13800138000', '19912345678'])
      expect(msg('phone', ok)).toBeUndefined();
    for (const bad of ['12800138000', '12345678', '010-123456', '010-123456789', 'abc'])
      expect(msg('phone', bad)).toBe('电话号码格式不正确');
    expect(msg('phone', '')).toBe('请输入电话号码');
  });

  it('foreignPhone (optional): international or domestic', () => {
    for (const ok of ['', '+44 2071234567', '+1-4155552671', '13800138000', '010-12345678'])
      expect(msg('foreignPhone', ok)).toBeUndefined();
    for (const bad of ['abc', '12', '+44 20a']) expect(msg('foreignPhone', bad)).toBe('电话号码格式不正确');
  });

  it('feedbackPhone: mobile 1[3-9] or landline with optional area code', () => {
    for (const ok of ['13800138000', '010-12345678', '1234567', '12345678', '0755-1234567'])
      expect(msg('feedbackPhone', ok)).toBeUndefined();
    for (const bad of ['12800138000', '1380013800', '', '123456', '010-123456789', '010 12345678'])
      expect(msg('feedbackPhone', bad)).toBe('请输入正确的手机号或座机号');
  });

  it('maxLength / minLength', () => {
    expect(msg('maxLength', 'abc', { max: 3 })).toBeUndefined();
    expect(msg('maxLength', 'abcd', { max: 3 })).toBe('长度不能大于3');
    expect(msg('minLength', 'ab', { min: 2 })).toBeUndefined();
    expect(msg('minLength', 'a', { min: 2 })).toBe('长度不能小于2');
    expect(msg('minLength', '', { min: 2 })).toBeUndefined();
  });

  it('vin: at least 8 characters (message made true)', () => {
    expect(msg('vin', '1234567')).toBe('VIN码不能小于8位');
    expect(msg('vin', '12345678')).toBeUndefined();
    expect(msg('vin', '')).toBeUndefined();
  });

  it('engineCode: at least 6 characters (message made true)', () => {
    expect(msg('engineCode', '12345')).toBe('发动机号不能小于6位');
    expect(msg('engineCode', '123456')).toBeUndefined();
    expect(msg('engineCode', undefined)).toBeUndefined();
  });

  it('wholeNumber: integer within min (default 0) and max', () => {
    expect(msg('wholeNumber', 0, { max: 5 })).toBeUndefined();
    expect(msg('wholeNumber', '5', { max: 5 })).toBeUndefined();
    expect(msg('wholeNumber', 6, { max: 5 })).toBe('不能大于5');
    expect(msg('wholeNumber', -1)).toBe('不能小于0');
    expect(msg('wholeNumber', 2, { min: 3 })).toBe('不能小于3');
    expect(msg('wholeNumber', '1.5')).toBe('请输入整数');
    expect(msg('wholeNumber', '')).toBeUndefined();
  });

  it('pattern', () => {
    expect(msg('pattern', 'AB12', { pattern: '^[A-Z]+\\d+$' })).toBeUndefined();
    expect(msg('pattern', 'ab', { pattern: '^[A-Z]+$' })).toBe('格式不正确');
    expect(msg('pattern', '', { pattern: '^[A-Z]+$' })).toBeUndefined();
  });
});
