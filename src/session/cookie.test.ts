import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRY_COOKIE, EXPIRY_MS, hasExpiryCookie, removeExpiryCookie, renewExpiryCookie } from './cookie';

describe('token-expiry cookie (000 §2, §9)', () => {
  afterEach(() => removeExpiryCookie());

  it('lives 2 hours', () => {
    expect(EXPIRY_MS).toBe(2 * 60 * 60 * 1000);
    const now = Date.now();
    renewExpiryCookie(now);
    const value = document.cookie
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${EXPIRY_COOKIE}=`));
    expect(Number(value?.split('=')[1])).toBe(now + 2 * 60 * 60 * 1000);
    expect(hasExpiryCookie()).toBe(true);
  });

  it('renewal moves the expiry forward; removal drops it', () => {
    renewExpiryCookie(1_000);
    renewExpiryCookie(Date.now());
    const value = document.cookie
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${EXPIRY_COOKIE}=`));
    expect(Number(value?.split('=')[1])).toBeGreaterThan(Date.now() + EXPIRY_MS - 60_000);
    removeExpiryCookie();
    expect(hasExpiryCookie()).toBe(false);
  });
});
