// The date module: China time (UTC+8) whatever the machine's zone, whole end days, 417 naming the field.
import { describe, expect, it } from 'vitest';
import { BusinessError } from './http/route';
import { chinaDay, chinaRange, chinaRangeOf, formatTime, parseChinaTime } from './dates';

function refusal(f: () => unknown): BusinessError {
  try {
    f();
  } catch (e) {
    if (e instanceof BusinessError) return e;
    throw e;
  }
  throw new Error('expected a BusinessError');
}

describe('server/dates', () => {
  it('formats in China time', () => {
    expect(formatTime(new Date('2026-03-14T16:30:00Z'))).toBe('2026-03-15 00:30:00');
    expect(formatTime('2026-03-15T15:59:59.999Z')).toBe('2026-03-15 23:59:59');
    expect(formatTime(null)).toBeNull();
    expect(formatTime('')).toBeNull();
    expect(formatTime('not a date')).toBeNull();
    expect(chinaDay(new Date('2026-11-22T16:00:00Z'))).toBe('20261123');
  });

  it('reads filter dates in China time', () => {
    expect(parseChinaTime('2026-03-15', 'f').toISOString()).toBe('2026-03-14T16:00:00.000Z');
    expect(parseChinaTime('2026-03-15', 'f', true).toISOString()).toBe('2026-03-15T15:59:59.999Z');
    expect(parseChinaTime('2026-03-15 08:00:00', 'f').toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(parseChinaTime('2026-03-15 08:00:00', 'f', true).toISOString()).toBe('2026-03-15T00:00:00.999Z');
    expect(parseChinaTime('2024-02-29', 'f').toISOString()).toBe('2024-02-28T16:00:00.000Z');
  });

  it('a one-day range covers the whole day', () => {
    const [from, to] = chinaRange('2026-03-15', '2026-03-15', { from: 'startTime', to: 'endTime' });
    expect(from!.toISOString()).toBe('2026-03-14T16:00:00.000Z');
    expect(to!.toISOString()).toBe('2026-03-15T15:59:59.999Z');
    expect(chinaRangeOf(['2026-03-15', null], 'publishedTime')[1]).toBeNull();
    expect(chinaRangeOf(undefined, 'publishedTime')).toEqual([null, null]);
    expect(chinaRange('', '  ', { from: 'a', to: 'b' })).toEqual([null, null]);
  });

  it.each([
    ['2026-02-30'],
    ['2026-13-01'],
    ['2025-02-29'],
    ['2026-3-5'],
    ['15/03/2026'],
    ['2026-03-15T00:00:00Z'],
    ['2026-03-15 24:00:00'],
    ['2026-03-15 12:60:00'],
    ['yesterday'],
  ])('refuses %s with 417 naming the field', (bad) => {
    const e = refusal(() => chinaRange('2026-01-01', bad, { from: 'startTime', to: 'endTime' }));
    expect(e.status).toBe(417);
    expect(e.message).toMatch(/^endTime: /);
  });

  it('refuses a start after the end, naming the start field', () => {
    const e = refusal(() => chinaRange('2026-03-16', '2026-03-15', { from: 'startTime', to: 'endTime' }));
    expect(e.status).toBe(417);
    expect(e.message).toMatch(/^startTime: /);
    expect(refusal(() => chinaRangeOf(['2026-03-16', '2026-03-15'], 'publishedTime')).message).toMatch(
      /^publishedTime: /,
    );
  });
});
