// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveBindings } from '../calls/bindings';
import { appendRows, isFilled, mapRow } from './map';

describe('chain mappings', () => {
  it('maps only the named fields of a picker row; extra keys do not leak into the caller', () => {
    const picked = { id: 'E1', code: 'ENG01', name: '张三', phone: '13800000000', facilitatorId: 'F9', secret: 'x' };
    const out = mapRow(picked, { employeeId: 'id', employeeName: 'name' });
    expect(out).toEqual({ employeeId: 'E1', employeeName: '张三' });
    expect(Object.keys(out)).not.toContain('id');
    expect(Object.keys(out)).not.toContain('secret');
  });

  it('gives undefined for a mapped field the row lacks and reads nested paths', () => {
    expect(mapRow({ a: { b: 2 } }, { x: 'a.b', y: 'missing' })).toEqual({ x: 2, y: undefined });
    expect(mapRow(undefined, { x: 'id' })).toEqual({ x: undefined });
  });

  it('appends mapped rows after the existing ones, skipping keys already present', () => {
    const existing = [{ partsId: 'P1', quantity: 2 }];
    const chosen = [
      { id: 'P1', partsNo: 'A', price: 1, stock: 9 },
      { id: 'P2', partsNo: 'B', price: 2, stock: 9 },
      { id: 'P2', partsNo: 'B', price: 2, stock: 9 },
    ];
    const rows = appendRows(existing, chosen, { partsId: 'id', partsNo: 'partsNo', price: 'price' }, 'partsId');
    expect(rows).toEqual([
      { partsId: 'P1', quantity: 2 },
      { partsId: 'P2', partsNo: 'B', price: 2 },
    ]);
    expect(existing).toHaveLength(1); // not mutated
  });

  it('without a row key appends every chosen row', () => {
    expect(appendRows(undefined, [{ id: 1 }, { id: 1 }], { k: 'id' })).toEqual([{ k: 1 }, { k: 1 }]);
  });

  it('a dependency counts as chosen when it is not empty', () => {
    expect([undefined, null, '', []].map(isFilled)).toEqual([false, false, false, false]);
    expect(['B01', 0, ['x']].map(isFilled)).toEqual([true, true, true]);
  });

  it('$picked reads the chosen picker row while $row stays the clicked row (派工 keeps the ticket id)', () => {
    const scope = { row: { id: 'T000001', version: 3 }, picked: { id: 'F00001E2', code: 'F00001-E2' } };
    const params = {
      ticketId: { $row: 'id' },
      version: { $row: 'version' },
      employeeId: { $picked: 'id', message: '请选择工程师' },
    };
    expect(resolveBindings(params, scope)).toEqual({ ticketId: 'T000001', version: 3, employeeId: 'F00001E2' });
    expect(() => resolveBindings(params, { row: scope.row })).toThrow('请选择工程师');
  });
});
