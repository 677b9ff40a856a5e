// The console's generic pieces: a field's server check (x-check) as a Formily validator, the sameAs rule across
// fields (确认密码), and the $selected binding (the checked rows of a page, for 冻结 of many users).
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
import { checkValidator, registerChecker } from './remote';
import { checkFormRule } from './formRules';
import { BindingError, resolveBindings } from '../calls/bindings';
import type { FieldsRule } from '../schema-types.generated';

describe('x-check', () => {
  const check = { call: 'user.checkDuplicate', params: { fieldVal: { $form: 'username' } } };
  it('runs on blur with the form values; a refusal is the field error; an empty value and a form without a checker pass', async () => {
    const v = checkValidator(check);
    expect(v.triggerType).toBe('onBlur');
    const form = createForm({ initialValues: { username: 'admin' } });
    expect(await v.validator('admin', {}, { form })).toBeUndefined(); // no checker registered
    const seen: unknown[] = [];
    registerChecker(form, async (c, values) => {
      seen.push([c.call, values.username]);
      return values.username === 'admin' ? '该值不可用，系统中已存在！' : undefined;
    });
    expect(await v.validator('admin', {}, { form })).toBe('该值不可用，系统中已存在！');
    expect(await v.validator('  ', {}, { form })).toBeUndefined();
    form.setValues({ username: 'free1' });
    expect(await v.validator('free1', {}, { form })).toBeUndefined();
    expect(seen).toEqual([
      ['user.checkDuplicate', 'admin'],
      ['user.checkDuplicate', 'free1'],
    ]);
  });

  it('blocks the submit of a Formily form and shows the message on the field', async () => {
    const form = createForm({ initialValues: { username: 'admin' } });
    registerChecker(form, async () => '该值不可用，系统中已存在！');
    const field = form.createField({ name: 'username', validator: [checkValidator(check)] });
    await expect(form.submit()).rejects.toBeTruthy();
    expect(field.selfErrors).toEqual(['该值不可用，系统中已存在！']);
  });
});

describe('sameAs', () => {
  const rule: FieldsRule = {
    rule: 'sameAs',
    field: 'confirmpassword',
    fields: ['password'],
    message: '两次输入的密码不一致',
  };
  it('fails only when the field is filled and differs, on that field', () => {
    expect(checkFormRule(rule, { password: 'Abcdefg1', confirmpassword: 'Abcdefg2' })).toEqual({
      field: 'confirmpassword',
      message: '两次输入的密码不一致',
    });
    expect(checkFormRule(rule, { password: 'Abcdefg1', confirmpassword: 'Abcdefg1' })).toBeUndefined();
    expect(checkFormRule(rule, { password: 'Abcdefg1' })).toBeUndefined();
  });
});

describe('$selected', () => {
  it('is the list of a field of the checked rows; none checked with a message refuses the call', () => {
    const params = { ids: { $selected: 'id', message: '请选择用户' }, status: 2 };
    expect(resolveBindings(params, { selected: [{ id: 'u1' }, { id: 'u2' }] })).toEqual({
      ids: ['u1', 'u2'],
      status: 2,
    });
    expect(() => resolveBindings(params, { selected: [] })).toThrow(BindingError);
    expect(() => resolveBindings(params, {})).toThrow('请选择用户');
  });
});
