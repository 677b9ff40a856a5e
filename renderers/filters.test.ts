import { describe, expect, it } from 'vitest';
import { date, dictText, ellipsis, flag, format, thousands } from './filters';

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
    const items = [{ value: 'ENABLE', text: '启用' }, { value: 1, text: '一' }];
    expect(dictText('ENABLE', items)).toBe('启用');
    expect(dictText('1', items)).toBe('一');
    expect(dictText('X', items)).toBe('X');
    expect(dictText('X', undefined)).toBe('X');
  });
  it('dispatches by format name', () => {
    expect(format(1234, 'thousands')).toBe('1,234');
    expect(format(0, 'flag')).toBe('否');
    expect(format(5, undefined)).toBe('5');
    expect(format(undefined, 'text')).toBe('');
  });
});
