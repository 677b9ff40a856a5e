// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Latest, STALE } from './latest';

/** A promise the test settles by hand: the order of answers is set by the test, not by timers. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Latest', () => {
  it('drops a slow first answer when a newer run started', async () => {
    const latest = new Latest();
    const slow = deferred<string>();
    const fast = deferred<string>();
    const first = latest.run(() => slow.promise);
    const second = latest.run(() => fast.promise);
    fast.resolve('new');
    expect(await second).toBe('new');
    slow.resolve('old');
    expect(await first).toBe(STALE);
  });
  it('aborts the previous run', async () => {
    const latest = new Latest();
    let aborted = false;
    const first = latest.run(
      (signal) =>
        new Promise((_r, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
    );
    await latest.run(async () => 1);
    expect(aborted).toBe(true);
    expect(await first).toBe(STALE);
  });
  it('passes errors of the newest run', async () => {
    const latest = new Latest();
    await expect(
      latest.run(async () => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
  });
  it('drops everything after cancel', async () => {
    const latest = new Latest();
    const answer = deferred<number>();
    const p = latest.run(() => answer.promise);
    latest.cancel();
    answer.resolve(1);
    expect(await p).toBe(STALE);
  });
});
