// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BindingError, resolveBindings } from './bindings';
import { chooseCall } from './choose';

const scope = {
  form: { branchId: 'B1', nested: { code: 'N' }, empty: '' },
  row: { id: 42 },
  session: { userId: 'u1', isTractorBrand: true, identity: ['FACILITATOR'] },
  route: { path: '/claimList', params: { id: '9' }, query: { tab: 'a' } },
};

describe('resolveBindings', () => {
  it('keeps literals and resolves $form, $row, $session and $route', () => {
    expect(
      resolveBindings(
        {
          status: 'ENABLE',
          list: ['WZ_NEW'],
          flag: 0,
          branchId: { $form: 'branchId' },
          code: { $form: 'nested.code' },
          id: { $row: 'id' },
          userId: { $session: 'userId' },
          tractor: { $session: 'isTractorBrand' },
          type: { $route: 'historyType' },
          pid: { $route: 'params.id' },
          tab: { $route: 'query.tab' },
        },
        scope,
      ),
    ).toEqual({
      status: 'ENABLE',
      list: ['WZ_NEW'],
      flag: 0,
      branchId: 'B1',
      code: 'N',
      id: 42,
      userId: 'u1',
      tractor: true,
      type: 'claim',
      pid: '9',
      tab: 'a',
    });
  });
  it('resolves bindings inside lists', () => {
    expect(resolveBindings({ ids: [{ $row: 'id' }, 7] }, scope)).toEqual({ ids: [42, 7] });
    expect(() => resolveBindings({ ids: [{ $row: 'x', message: '请选择' }] }, scope)).toThrow('请选择');
  });
  it('takes a key of each item through a list (the ids of a RowTable), an empty list being missing', () => {
    const form = { claims: [{ id: 'C1', no: 'a' }, { id: 'C2' }, { no: 'c' }], none: [] };
    expect(resolveBindings({ claimIds: { $form: 'claims.id' }, first: { $form: 'claims.0.no' } }, { form })).toEqual({
      claimIds: ['C1', 'C2'],
      first: 'a',
    });
    expect(() => resolveBindings({ claimIds: { $form: 'none.id', message: '请选择索赔单' } }, { form })).toThrow(
      '请选择索赔单',
    );
    expect(() => resolveBindings({ claimIds: { $form: 'missing.id', message: '请选择索赔单' } }, { form })).toThrow(
      '请选择索赔单',
    );
  });
  it('leaves out a missing value without a message', () => {
    expect(resolveBindings({ x: { $form: 'empty' }, y: { $row: 'nope' } }, scope)).toEqual({});
  });
  it('throws BindingError with the message when a bound value is missing', () => {
    expect(() => resolveBindings({ branchId: { $form: 'empty', message: '请先选择分公司' } }, scope)).toThrow(
      BindingError,
    );
    try {
      resolveBindings(
        { branchId: { $form: 'none', message: { zh_CN: '请先选择分公司', en_US: 'Choose a branch first' } } },
        scope,
        'en_US',
      );
    } catch (e) {
      expect((e as BindingError).message).toBe('Choose a branch first');
      expect((e as BindingError).localized('zh_CN')).toBe('请先选择分公司');
    }
  });
});

describe('chooseCall', () => {
  const ref = { byIdentity: { FACILITATOR: 'claim.searchProvider', '{product}': 'claim.searchMaker' } };
  it('takes the id as given', () => expect(chooseCall('a.b', [])).toBe('a.b'));
  it('FACILITATOR -> the service-provider call', () =>
    expect(chooseCall(ref, ['TRACTOR_SP', 'FACILITATOR'])).toBe('claim.searchProvider'));
  it('{product} -> the maker call', () => expect(chooseCall(ref, ['{product}'])).toBe('claim.searchMaker'));
});
