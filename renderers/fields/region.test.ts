// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionOptions, selectRegion, type RegionNode } from './region';

const tree: RegionNode[] = [
  {
    regionCode: 'P1',
    regionName: '山东',
    childList: [
      {
        regionCode: 'C1',
        regionName: '济南',
        childList: [
          { regionCode: 'D1', regionName: '历下' },
          { regionCode: 'D2', regionName: '市中' },
        ],
      },
      { regionCode: 'C2', regionName: '青岛', childList: [{ regionCode: 'D3', regionName: '市南' }] },
    ],
  },
  { regionCode: 'P2', regionName: '北京', childList: [] },
];

describe('region cascade', () => {
  it('choosing a province selects its first city and that city first district', () => {
    expect(selectRegion(tree, [], 0, 'P1')).toEqual(['P1', 'C1', 'D1']);
  });
  it('choosing a city selects its first district', () => {
    expect(selectRegion(tree, ['P1', 'C1', 'D2'], 1, 'C2')).toEqual(['P1', 'C2', 'D3']);
  });
  it('clearing a level clears all below', () => {
    expect(selectRegion(tree, ['P1', 'C1', 'D2'], 0, undefined)).toEqual([]);
    expect(selectRegion(tree, ['P1', 'C1', 'D2'], 1, undefined)).toEqual(['P1']);
  });
  it('stops where a level has no children', () => {
    expect(selectRegion(tree, [], 0, 'P2')).toEqual(['P2']);
  });
  it('lists each level from the level above', () => {
    const [p, c, d] = regionOptions(tree, ['P1', 'C2']);
    expect(p).toHaveLength(2);
    expect(c.map((n) => n.regionCode)).toEqual(['C1', 'C2']);
    expect(d.map((n) => n.regionCode)).toEqual(['D3']);
  });
});
