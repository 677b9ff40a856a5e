// The shared test helpers can fail: expectAll on an empty list or a misfit, until on a condition never met.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectAll, until } from '../wait';

describe('expectAll', () => {
  it('passes when every item matches', () => {
    expect(() => expectAll([2, 3], (x) => x > 1)).not.toThrow();
  });
  it('fails on an empty list and on a missing list', () => {
    expect(() => expectAll([], () => true)).toThrow(/empty list/);
    expect(() => expectAll(undefined, () => true)).toThrow(/not a list/);
  });
  it('fails naming the items that do not match', () => {
    expect(() => expectAll([1, 2, 3], (x) => x > 1, 'numbers')).toThrow(/numbers: items not matching/);
  });
});

describe('until', () => {
  it('answers the first truthy value of the condition', async () => {
    let n = 0;
    expect(await until(() => (++n >= 3 ? `after ${n}` : false), { intervalMs: 1 })).toBe('after 3');
  });
  it('fails naming what it awaited when the time is up', async () => {
    await expect(until(() => false, { timeoutMs: 30, intervalMs: 5, what: 'never' })).rejects.toThrow(
      /never not met within 30 ms/,
    );
  });
  it('counts a throwing condition as not met and reports its error', async () => {
    await expect(
      until(
        () => {
          throw new Error('boom');
        },
        { timeoutMs: 20, intervalMs: 5 },
      ),
    ).rejects.toThrow(/last: boom/);
  });
});
