// @vitest-environment node
import { describe, expect, it } from 'vitest';
import returnParts from '../../schemas/pickers/returnParts.json';
import { text } from '../runtime/text';
import type { PickerDocument } from '../schema-types.generated';
import { cellError, cellProps, confirmRows, editedRow, isEditable } from './editable';

const doc = returnParts as unknown as PickerDocument;
type Row = Record<string, unknown>;
const line = (id: string, over: Row = {}): Row => ({
  id,
  partsNo: 'P1',
  returnBasePrice: 10.05,
  realReturnBasePrice: 9.55,
  remainQty: 5,
  whetherReturn: 1,
  warehouseId: 'W1',
  qty: null,
  ...over,
});
const confirm = (rows: Row[], edits: Record<string, Row> = {}) => confirmRows(doc, rows, (r) => edits[String(r.id)]);
// the rules' messages are { zh_CN, en_US } texts: compared in Chinese
const messages = (rows: Row[], edits: Record<string, Row> = {}) =>
  confirm(rows, edits).failures.map((f) => text(f.message, 'zh_CN'));

describe('editable picker cells (returnParts)', () => {
  it('binds a prop to the row ({ $row }) and keeps literals', () => {
    expect(cellProps({ min: 0, max: { $row: 'remainQty' }, precision: 0 }, { remainQty: 3 })).toEqual({
      min: 0,
      max: 3,
      precision: 0,
    });
    expect(cellProps({ options: [{ $row: 'x' }] }, { x: 1 })).toEqual({ options: [{ $row: 'x' }] }); // only a whole-value binding
    expect(cellProps(undefined, {})).toEqual({});
  });

  it('checks a cell with its rules', () => {
    expect(cellError([{ rule: 'wholeNumber', min: 0 }], 1.5, 'zh_CN')).toBe('请输入整数');
    expect(cellError([{ rule: 'wholeNumber', min: 0 }], -1, 'zh_CN')).toBe('不能小于0');
    expect(cellError([{ rule: 'wholeNumber', min: 0 }], 2, 'zh_CN')).toBeUndefined();
  });

  it('computes the real return amount live, rounded half up to 2 decimals, empty while no quantity', () => {
    expect(isEditable(doc)).toBe(true);
    expect(editedRow(line('a'), { qty: 3 }, doc.computed).realReturnAmt).toBe(28.65);
    expect(editedRow(line('a', { realReturnBasePrice: 1.005 }), { qty: 3 }, doc.computed).realReturnAmt).toBe(3.02);
    expect(editedRow(line('a'), undefined, doc.computed).realReturnAmt).toBeUndefined();
  });

  it('请输入退货数量 for a chosen returnable row without quantity', () => {
    expect(messages([line('a')])).toEqual(['请输入退货数量']);
    expect(messages([line('a')], { a: { qty: 2 } })).toEqual([]);
  });

  it('请选择同一个仓库下的配件 when the chosen rows come from two warehouses', () => {
    expect(
      messages([line('a'), line('b', { partsNo: 'P2', warehouseId: 'W2' })], { a: { qty: 1 }, b: { qty: 1 } }),
    ).toEqual(['请选择同一个仓库下的配件']);
  });

  it('同一配件的退货数量不能大于可退数量！ when one part at one price sums over its returnable quantity', () => {
    const rows = [line('a', { remainQty: 5 }), line('b', { remainQty: 3 })];
    expect(messages(rows, { a: { qty: 3 }, b: { qty: 3 } })).toEqual(['同一配件的退货数量不能大于可退数量！']);
    expect(messages(rows, { a: { qty: 2 }, b: { qty: 1 } })).toEqual([]);
    // another price is another group
    expect(
      messages([line('a', { remainQty: 3 }), line('b', { remainQty: 3, returnBasePrice: 11 })], {
        a: { qty: 3 },
        b: { qty: 3 },
      }),
    ).toEqual([]);
  });

  it('drops rows with quantity 0 and rows not returnable; the edits and amounts go with the kept rows', () => {
    const rows = [
      line('a'),
      line('b', { partsNo: 'P2' }),
      line('c', { partsNo: 'P3', whetherReturn: 0 }),
      line('d', { partsNo: 'P4', remainQty: 0 }),
    ];
    const out = confirm(rows, { a: { qty: 3 }, b: { qty: 0 }, c: { qty: 2 } });
    expect(out.failures).toEqual([]);
    expect(out.rows.map((r) => [r.id, r.qty, r.realReturnAmt])).toEqual([['a', 3, 28.65]]);
  });
});
