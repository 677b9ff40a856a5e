// Pure parts of the detail blocks: money with 2 decimals, the change-record rows, the approval remark,
// and the flag binding ({ $session: company, is: SILAGE }) the retail-stock dialog sends.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approvalInput, remarkProblem } from '../approval/approval';
import { resolveBindings } from '../calls/bindings';
import { amount, format } from '../filters';
import { changedFields, changeRows } from './changes';

describe('amount format', () => {
  it('shows 2 decimals with separators, half up on the decimal value', () => {
    expect(amount(1234567.5)).toBe('1,234,567.50');
    expect(amount(1.005)).toBe('1.01'); // 1.00499999... in binary
    expect(amount(2.675)).toBe('2.68');
    expect(amount(3 * 1.005)).toBe('3.02');
    expect(amount(-2.675)).toBe('-2.68');
    expect(amount(-0.001)).toBe('0.00');
    expect(amount('12.3')).toBe('12.30');
    expect(amount(0)).toBe('0.00');
  });
  it('leaves empty values empty and other texts as given', () => {
    expect(amount(null)).toBe('');
    expect(amount('')).toBe('');
    expect(amount('abc')).toBe('abc');
    expect(format(99, 'amount')).toBe('99.00');
  });
});

describe('change records', () => {
  const texts = {
    actions: { reject: '驳回' },
    fields: { status: '状态', reject_remark: '驳回原因', approval_remark: '审批备注' },
  };
  it('lists the named fields that differ, in the order named', () => {
    expect(
      changedFields(
        { status: 'SHIPPED', reject_remark: '', version: 3 },
        { status: 'REJECTED', reject_remark: '缺标签', version: 4 },
        texts,
        'zh_CN',
      ),
    ).toEqual(['状态: SHIPPED → REJECTED', '驳回原因: — → 缺标签']);
    expect(changedFields(null, { status: 'SAVED' }, texts, 'zh_CN')).toEqual(['状态: — → SAVED']);
    expect(changedFields({ status: 'A' }, { status: 'A' }, texts, 'zh_CN')).toEqual([]);
  });
  it('turns records into who / when / action / changes rows; an unknown action shows its code', () => {
    const rows = changeRows(
      [
        {
          id: 7,
          userName: '中心库管',
          changedAt: '2026-11-23 10:00:00',
          action: 'reject',
          before: { status: 'SHIPPED' },
          after: { status: 'REJECTED' },
        },
        { id: 6, userName: null, changedAt: '2026-11-22 10:00:00', action: 'ship', before: null, after: null },
      ],
      texts,
      'zh_CN',
    );
    expect(rows).toEqual([
      { key: '7', who: '中心库管', when: '2026-11-23 10:00:00', action: '驳回', changes: ['状态: SHIPPED → REJECTED'] },
      { key: '6', who: '—', when: '2026-11-22 10:00:00', action: 'ship', changes: [] },
    ]);
    expect(changeRows(undefined, texts, 'zh_CN')).toEqual([]);
  });
});

describe('approval remark', () => {
  const base = { call: 'x.reject', params: { id: { $row: 'id' } } };
  it('is required by default with 请输入, or with the given message', () => {
    expect(remarkProblem(base, '  ', 'zh_CN')).toBe('请输入');
    expect(remarkProblem(base, '  ', 'en_US')).toBe('Please enter');
    expect(remarkProblem({ ...base, remark: { message: '请输入驳回原因' } }, '', 'zh_CN')).toBe('请输入驳回原因');
    expect(remarkProblem(base, '好', 'zh_CN')).toBeUndefined();
  });
  it('may be optional', () => {
    expect(remarkProblem({ ...base, remark: { required: false } }, '', 'zh_CN')).toBeUndefined();
  });
  it('goes trimmed under its key into params or query; an empty optional remark is not sent', () => {
    expect(approvalInput(base, ' 缺标签 ')).toEqual({ params: { id: { $row: 'id' }, remark: '缺标签' }, query: {} });
    expect(approvalInput({ ...base, remark: { key: 'opinion', in: 'query' } }, 'ok')).toEqual({
      params: { id: { $row: 'id' } },
      query: { opinion: 'ok' },
    });
    expect(approvalInput({ ...base, remark: { required: false } }, '   ')).toEqual({
      params: { id: { $row: 'id' } },
      query: {},
    });
  });
});

describe('flag binding (is)', () => {
  it('is true when the bound value equals, and left out otherwise', () => {
    const params = { searchNonZeroStockPrice: { $session: 'company', is: 'SILAGE' } } as const;
    expect(resolveBindings(params, { session: { company: 'SILAGE' } })).toEqual({ searchNonZeroStockPrice: true });
    expect(resolveBindings(params, { session: { company: 'YC' } })).toEqual({});
    expect(resolveBindings(params, { session: {} })).toEqual({});
  });
});
