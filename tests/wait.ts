// Test helpers shared by the gateway, reliability and end-to-end tests (node side): wait for a condition instead
// of sleeping a fixed time, and assert a predicate over a list that must not be empty.
import { expect } from 'vitest';

export interface UntilOptions {
  /** give up after this long (default 10 s); the error names what was awaited */
  timeoutMs?: number;
  /** pause between two checks (default 25 ms) */
  intervalMs?: number;
  /** what is awaited, for the timeout message */
  what?: string;
}

/** A value that passes an `if`. */
export type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Polls `condition` until it returns a truthy value (which is returned) or the timeout passes (which throws).
 * A condition that throws counts as not yet met; its last error is reported on timeout.
 */
export async function until<T>(condition: () => T | Promise<T>, opts: UntilOptions = {}): Promise<Truthy<T>> {
  const { timeoutMs = 10_000, intervalMs = 25, what = 'condition' } = opts;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await condition();
      if (v) return v as Truthy<T>;
      last = v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline)
      throw new Error(
        `until: ${what} not met within ${timeoutMs} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`,
      );
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Every item matches `pred`, and there is at least one item (an empty list proves nothing). Names the misfits. */
export function expectAll<T>(
  list: ReadonlyArray<T> | null | undefined,
  pred: (item: T) => unknown,
  message = 'expectAll',
): void {
  expect(Array.isArray(list), `${message}: not a list`).toBe(true);
  expect(list!.length, `${message}: empty list`).toBeGreaterThan(0);
  expect(
    list!.filter((x) => !pred(x)),
    `${message}: items not matching`,
  ).toEqual([]);
}
