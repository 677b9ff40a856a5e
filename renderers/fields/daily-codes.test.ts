// Pure logic behind "no code a user must guess": the region picker over a district code, the picker
// input's shown text after a value set from elsewhere (替换件), and the lookups a table waits for.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionPath, type RegionNode } from './region';
import { districtValue } from './RegionPicker';
import { shownText } from './PickerInput';
import { columnLookups } from '../page/tableColumns';

const tree: RegionNode[] = [
  {
    regionCode: '370000',
    regionName: '山东省',
    childList: [
      { regionCode: '370100', regionName: '济南市', childList: [{ regionCode: '370102', regionName: '历下区' }] },
    ],
  },
];

describe('district-only region value', () => {
  it('finds the levels above a district code', () => {
    expect(regionPath(tree, '370102')).toEqual(['370000', '370100', '370102']);
    expect(regionPath(tree, '999999')).toEqual([]);
    expect(regionPath(tree, undefined)).toEqual([]);
  });
  it('shows the district path, or the levels chosen so far while no district is chosen', () => {
    expect(districtValue(tree, '370102', ['370000'])).toEqual(['370000', '370100', '370102']);
    expect(districtValue(tree, undefined, ['370000'])).toEqual(['370000']);
    expect(districtValue(tree, 'unknown', ['370000'])).toEqual([]);
  });
});

describe('picker input text', () => {
  it('shows the chosen label only while the value is the one chosen', () => {
    const chosen = { value: 'P0000008', label: '旧件名称' };
    expect(shownText('P0000008', chosen)).toBe('旧件名称');
    // 替换件 set another part code: the input shows that code, not the old label
    expect(shownText('P0000009', chosen)).toBe('P0000009');
    expect(shownText(['a', 'b'], { value: ['a', 'b'], label: 'A,B' })).toBe('A,B');
    expect(shownText(undefined, undefined)).toBeUndefined();
  });
});

describe('table lookups', () => {
  it('lists each dictionary once, dictBy included, and whether regions show', () => {
    expect(
      columnLookups([
        { format: 'dict', dict: 'enable_status', dictBy: { field: 'type', dicts: { provider: 'facilitator_status' } } },
        { format: 'dict', dict: 'enable_status' },
        { format: 'amount' },
      ]),
    ).toEqual({ dicts: ['enable_status', 'facilitator_status'], region: false });
    expect(columnLookups([{ format: 'region' }])).toEqual({ dicts: [], region: true });
  });
});
