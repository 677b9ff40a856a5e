// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRowRules, computeRow, dropRows, prepareRows, roundHalfUp, type RowRule } from './rows';

// The return-parts dialog of 001 §2.6 / §5, as data.
const RULES: RowRule[] = [
  { rule: 'dropWhen', table: 'parts', when: '{{ $row.quantity === 0 || !($row.remainQuantity > 0) }}' },
  {
    rule: 'requiredWhen',
    table: 'parts',
    column: 'quantity',
    when: '{{ $row.remainQuantity > 0 }}',
    message: '请输入退货数量',
  },
  { rule: 'sameValue', table: 'parts', column: 'warehouseCode', message: '请选择同一个仓库下的配件' },
  {
    rule: 'sumNotExceed',
    table: 'parts',
    column: 'quantity',
    groupBy: ['partsCode', 'price'],
    limit: 'remainQuantity',
    message: '同一配件的退货数量不能大于可退数量！',
  },
];

const row = (over: Record<string, unknown>) => ({
  partsCode: 'P1',
  price: 10,
  remainQuantity: 5,
  warehouseCode: 'WZ_NEW',
  quantity: 1,
  ...over,
});

describe('roundHalfUp', () => {
  it('rounds the decimal value half up to 2 decimals, binary noise removed first', () => {
    expect(3 * 1.005).not.toBe(3.015); // 3.0149999999999997 in binary
    expect(roundHalfUp(3 * 1.005, 2)).toBe(3.02);
    expect(roundHalfUp(1.005, 2)).toBe(1.01); // Math.round(1.005 * 100) / 100 is 1
    expect(roundHalfUp(2.675, 2)).toBe(2.68); // (2.675).toFixed(2) is '2.67'
    expect(roundHalfUp(1.004, 2)).toBe(1);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(7 * 3.33, 2)).toBe(23.31);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01); // away from zero, as BigDecimal ROUND_HALF_UP
    expect(roundHalfUp(12.5, 0)).toBe(13);
    expect(roundHalfUp(0, 2)).toBe(0);
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
    expect(roundHalfUp(NaN, 2)).toBeNaN();
  });
});

describe('computed columns', () => {
  it('fills amount = quantity x price rounded to 2 decimals', () => {
    const computed = [{ key: 'amount', expr: '{{ $row.quantity * $row.price }}', round: 2 }];
    expect(computeRow({ quantity: 3, price: 1.005 }, computed)).toEqual({ quantity: 3, price: 1.005, amount: 3.02 });
    expect(computeRow({ quantity: 2, price: 0.1 }, computed).amount).toBe(0.2);
    expect(
      computeRow({ quantity: 3, price: 0.1 }, [{ key: 'amount', expr: '$row.quantity * $row.price' }]).amount,
    ).toBeCloseTo(0.3, 10);
  });
  it('leaves a non-number result undefined and sees earlier computed columns', () => {
    const computed = [
      { key: 'amount', expr: '{{ $row.quantity * $row.price }}', round: 2 },
      { key: 'label', expr: "{{ $row.amount > 10 ? 'big' : 'small' }}" },
      { key: 'double', expr: '{{ $row.amount * 2 }}' },
    ];
    const out = computeRow({ quantity: 4, price: 3 }, computed);
    expect(out).toEqual({ quantity: 4, price: 3, amount: 12, label: undefined, double: 24 });
    expect(computeRow({ price: 3 }, computed).amount).toBeUndefined();
  });
});

describe('row rules', () => {
  it('passes the valid return', () => {
    expect(checkRowRules(RULES, { parts: [row({}), row({ partsCode: 'P2', quantity: 5 })] })).toEqual([]);
  });
  it('requiredWhen: 请输入退货数量 on the rows with a remaining quantity and no quantity', () => {
    const f = checkRowRules(RULES, {
      parts: [row({}), row({ quantity: undefined }), row({ partsCode: 'P3', quantity: '', remainQuantity: 0 })],
    });
    expect(f).toEqual([
      { rule: 'requiredWhen', table: 'parts', column: 'quantity', rows: [1], message: '请输入退货数量' },
    ]);
  });
  it('sameValue: 请选择同一个仓库下的配件 when the warehouses differ', () => {
    const f = checkRowRules(RULES, { parts: [row({}), row({ partsCode: 'P2', warehouseCode: 'WZ_OLD' })] });
    expect(f.map((x) => [x.rule, x.message, x.rows])).toEqual([['sameValue', '请选择同一个仓库下的配件', [0, 1]]]);
  });
  it('sumNotExceed: 同一配件的退货数量不能大于可退数量！ per parts number and price', () => {
    const parts = [
      row({ quantity: 3 }),
      row({ partsCode: 'P2', quantity: 4 }),
      row({ quantity: 3 }),
      row({ price: 11, quantity: 5 }),
    ];
    const f = checkRowRules(RULES, { parts });
    // P1@10: 3 + 3 > 5 fails (rows 0 and 2); P1@11 (5 <= 5) and P2 (4 <= 5) pass.
    expect(f).toEqual([
      {
        rule: 'sumNotExceed',
        table: 'parts',
        column: 'quantity',
        rows: [0, 2],
        message: '同一配件的退货数量不能大于可退数量！',
      },
    ]);
    expect(checkRowRules(RULES, { parts: [row({ quantity: 2 }), row({ quantity: 3 })] })).toEqual([]);
    expect(checkRowRules(RULES, { parts: [row({ quantity: '4' }), row({ quantity: '2' })] })[0].rows).toEqual([0, 1]);
  });
  it('sumNotExceed compares the decimal sum (0.1 + 0.2 does not exceed 0.3)', () => {
    const rule: RowRule = { rule: 'sumNotExceed', table: 't', column: 'q', groupBy: [], limit: 'max', message: 'x' };
    expect(
      checkRowRules([rule], {
        t: [
          { q: 0.1, max: 0.3 },
          { q: 0.2, max: 0.3 },
        ],
      }),
    ).toEqual([]);
    expect(
      checkRowRules([rule], {
        t: [
          { q: 0.2, max: 0.3 },
          { q: 0.2, max: 0.3 },
        ],
      }),
    ).toHaveLength(1);
  });
  it('ignores other form rules and missing tables', () => {
    expect(checkRowRules([{ rule: 'atLeastOne' }, ...RULES], {})).toEqual([]);
  });
});

describe('dropWhen before submit', () => {
  it('drops rows with quantity 0 or nothing returnable, then checks what is left', () => {
    const values = {
      remark: 'r',
      parts: [row({ quantity: 0 }), row({ remainQuantity: 0, quantity: undefined }), row({ quantity: 2 })],
    };
    const out = dropRows(RULES, values);
    expect(out).toEqual({ remark: 'r', parts: [row({ quantity: 2 })] });
    expect(values.parts).toHaveLength(3); // not mutated
    expect(prepareRows(RULES, values)).toEqual({ values: out, failures: [] });
    const bad = prepareRows(RULES, { parts: [row({ quantity: 0 }), row({ quantity: undefined })] });
    expect(bad.values.parts).toHaveLength(1);
    expect(bad.failures.map((f) => f.message)).toEqual(['请输入退货数量']);
  });
  it('returns the same object when nothing is dropped', () => {
    const values = { parts: [row({})] };
    expect(dropRows(RULES, values)).toBe(values);
  });
});
