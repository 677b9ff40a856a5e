// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchColumns, visibleFieldCount } from './columns';

describe('search form columns', () => {
  it('4 at >= 1200, 3 from 1080, else 2', () => {
    expect(searchColumns(1920)).toBe(4);
    expect(searchColumns(1200)).toBe(4);
    expect(searchColumns(1199)).toBe(3);
    expect(searchColumns(1080)).toBe(3);
    expect(searchColumns(1079)).toBe(2);
    expect(searchColumns(0)).toBe(2);
  });
  it('collapsed shows 2 x columns - 1 fields', () => {
    expect(visibleFieldCount(4, 12, false)).toBe(7);
    expect(visibleFieldCount(3, 12, false)).toBe(5);
    expect(visibleFieldCount(2, 12, false)).toBe(3);
    expect(visibleFieldCount(2, 2, false)).toBe(2);
    expect(visibleFieldCount(4, 12, true)).toBe(12);
  });
});
