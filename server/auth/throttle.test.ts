// The sign-in lock policy as a pure function (docs/gateway.md "Password guessing and account enumeration").
import { describe, expect, it } from 'vitest';
import { afterFailure, lockMessage, lockRemaining, POLICY, type FailureState } from './throttle';

const MIN = 60_000;
const failTimes = (kind: 'account' | 'address', n: number, start = 0, step = 1000): FailureState | null => {
  let s: FailureState | null = null;
  for (let i = 0; i < n; i++) s = afterFailure(kind, s, start + i * step);
  return s;
};

describe('sign-in lock policy', () => {
  it('an account: 4 failures are free, the 5th locks 1 min, each further one doubles the lock up to 15 min', () => {
    expect(failTimes('account', 4)!.lockedUntil).toBeNull();
    const at = (n: number) => {
      const s = failTimes('account', n, 0, 0)!;
      return s.lockedUntil! - 0;
    };
    expect(at(5)).toBe(1 * MIN);
    expect(at(6)).toBe(2 * MIN);
    expect(at(7)).toBe(4 * MIN);
    expect(at(8)).toBe(8 * MIN);
    expect(at(9)).toBe(15 * MIN);
    expect(at(30)).toBe(15 * MIN);
    expect(at(5000)).toBe(15 * MIN);
  });

  it('an address: 19 failures are free, the 20th locks 15 min', () => {
    expect(failTimes('address', 19, 0, 0)!.lockedUntil).toBeNull();
    expect(failTimes('address', 20, 0, 0)!.lockedUntil).toBe(15 * MIN);
  });

  it('failures older than the 15 min window start a new count', () => {
    const s = failTimes('account', 4, 0, 0)!;
    const later = afterFailure('account', s, POLICY.windowMs);
    expect(later).toEqual({ failures: 1, windowStart: POLICY.windowMs, lockedUntil: null });
    const within = afterFailure('account', s, POLICY.windowMs - 1);
    expect(within.failures).toBe(5);
    expect(within.lockedUntil).toBe(POLICY.windowMs - 1 + MIN);
  });

  it('the lock ends when its time has passed', () => {
    const s = failTimes('account', 5, 0, 0)!;
    expect(lockRemaining(s, 0)).toBe(MIN);
    expect(lockRemaining(s, MIN - 1)).toBe(1);
    expect(lockRemaining(s, MIN)).toBe(0);
    expect(lockRemaining(null, 0)).toBe(0);
  });

  it('the message rounds the wait up to whole minutes, in Chinese or English', () => {
    expect(lockMessage(1, false)).toBe('登录失败次数过多，请 1 分钟后再试');
    expect(lockMessage(14 * MIN + 1, false)).toBe('登录失败次数过多，请 15 分钟后再试');
    expect(lockMessage(MIN, true)).toBe('Too many failed sign-ins, please try again in 1 minute');
    expect(lockMessage(2 * MIN, true)).toBe('Too many failed sign-ins, please try again in 2 minutes');
  });
});
