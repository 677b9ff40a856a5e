// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amount,
  date,
  dictText,
  ellipsis,
  flag,
  format,
  regionName,
  RIGHT_ALIGNED,
  thousands,
  userName,
} from './filters';

describe('display filters', () => {
  it('groups thousands', () => {
    expect(thousands(1234567.5)).toBe('1,234,567.5');
    expect(thousands('1000')).toBe('1,000');
    expect(thousands(999)).toBe('999');
    expect(thousands(-1234.25)).toBe('-1,234.25');
    expect(thousands(0.12345)).toBe('0.12345');
    expect(thousands(null)).toBe('');
    expect(thousands('abc')).toBe('abc');
  });
  it('formats dates as YYYY-MM-DD HH:mm:ss', () => {
    expect(date('2024-03-05T07:08:09')).toBe('2024-03-05 07:08:09');
    expect(date(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(date('2024-03-05', 'YYYY-MM-DD')).toBe('2024-03-05');
    expect(date(undefined)).toBe('');
    expect(date('not a date')).toBe('not a date');
  });
  it('cuts at 25 characters by default', () => {
    const s25 = 'a'.repeat(25);
    expect(ellipsis(s25)).toBe(s25);
    expect(ellipsis(`${s25}b`)).toBe(`${s25}...`);
    expect(ellipsis('abcdef', 3)).toBe('abc...');
    expect(ellipsis('')).toBe('');
  });
  it('shows flags as 是/否', () => {
    expect(flag(1)).toBe('是');
    expect(flag('0')).toBe('否');
    expect(flag(true)).toBe('是');
    expect(flag(false, 'en_US')).toBe('No');
    expect(flag('maybe')).toBe('maybe');
    expect(flag(null)).toBe('');
  });
  it('shows dictionary text for codes', () => {
    const items = [
      { value: 'ENABLE', text: '启用' },
      { value: 1, text: '一' },
    ];
    expect(dictText('ENABLE', items)).toBe('启用');
    expect(dictText('1', items)).toBe('一');
    expect(dictText('X', items)).toBe('X');
    expect(dictText('X', undefined)).toBe('X');
  });
  it('shows money with separators and exactly 2 decimals, half up', () => {
    expect(amount(1234567.5)).toBe('1,234,567.50');
    expect(amount('4706.62')).toBe('4,706.62');
    expect(amount(1.005)).toBe('1.01');
    expect(amount(0)).toBe('0.00');
    expect(amount(-1234.5)).toBe('-1,234.50');
    expect(amount(null)).toBe('');
    expect(amount('n/a')).toBe('n/a');
  });
  it('shows a region code as its name at any level of the tree', () => {
    const tree = [
      {
        regionCode: '23',
        regionName: '黑龙江省',
        childList: [
          { regionCode: '2308', regionName: '佳木斯市', childList: [{ regionCode: '230882', regionName: '富锦市' }] },
        ],
      },
      { regionCode: '11', regionName: '北京市' },
    ];
    expect(regionName('23', tree)).toBe('黑龙江省');
    expect(regionName(230882, tree)).toBe('富锦市');
    expect(regionName('11', tree)).toBe('北京市');
    expect(regionName('99', tree)).toBe('99');
    expect(regionName('23', undefined)).toBe('23');
    expect(regionName('', tree)).toBe('');
    expect(format('2308', 'region', { regions: tree })).toBe('佳木斯市');
  });
  it("shows a user by the answer's own name, the id when there is none", () => {
    expect(userName('U0001', '演示IT管理员')).toBe('演示IT管理员');
    expect(userName('U0001', '')).toBe('U0001');
    expect(userName(null, undefined)).toBe('');
    expect(format('U0001', 'user', { name: '演示服务商' })).toBe('演示服务商');
  });
  it('right-aligns numbers only', () => {
    expect([...RIGHT_ALIGNED].sort()).toEqual(['amount', 'thousands']);
  });
  it('dispatches by format name', () => {
    expect(format(2871.6, 'amount')).toBe('2,871.60');
    expect(format('ENABLE', 'dict', { dict: [{ value: 'ENABLE', text: '启用' }] })).toBe('启用');
    expect(format(1234, 'thousands')).toBe('1,234');
    expect(format(0, 'flag')).toBe('否');
    expect(format(5, undefined)).toBe('5');
    expect(format(undefined, 'text')).toBe('');
  });
});
