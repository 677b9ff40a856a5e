// server/auth/password.ts: bcrypt at cost 10, compatible with the hashes bcryptjs wrote, and computed off the event
// loop (the event loop's utilisation while comparisons run: a pure-JavaScript bcrypt keeps it busy all along).
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, verifyPassword } from './password';

/** 'Demo@2026' hashed by bcryptjs 3 at cost 10: what the demo accounts of a data directory seeded before carry. */
const BCRYPTJS_HASH = '$2b$10$qZ6z1QDcH0LdeLjVp394kuB2Xo1Ctk1XXXMy7TOos4EGhLqbkC9kK';

describe('password hashes', () => {
  it('keeps cost 10 and the standard format, and verifies the hashes bcryptjs wrote', async () => {
    expect(PASSWORD_COST).toBe(10);
    const hash = await hashPassword('Demo@2026');
    expect(hash).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('Demo@2027', hash)).toBe(false);
    expect(await verifyPassword('Demo@2026', BCRYPTJS_HASH)).toBe(true);
    expect(await verifyPassword('Demo@2026', BCRYPTJS_HASH.replace('$2b$', '$2a$'))).toBe(true);
    expect(await verifyPassword('wrong', BCRYPTJS_HASH)).toBe(false);
    expect(await verifyPassword('Demo@2026', 'not a hash')).toBe(false);
  });

  it('compares off the event loop: the loop stays mostly idle while four comparisons run', async () => {
    await verifyPassword('warm-up', BCRYPTJS_HASH);
    const before = performance.eventLoopUtilization();
    const results = await Promise.all([1, 2, 3, 4].map((i) => verifyPassword(`guess ${i}`, BCRYPTJS_HASH)));
    const used = performance.eventLoopUtilization(before);
    expect(results).toEqual([false, false, false, false]);
    // a fraction of the time, not a time: the comparisons' CPU is on libuv's pool, so the loop waits idle (about
    // 0.01 here; bcryptjs, the library before, kept it at 0.99 as its chunks ran on the loop)
    expect(used.utilization).toBeLessThan(0.5);
  });
});
