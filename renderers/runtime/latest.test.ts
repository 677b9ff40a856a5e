import { describe, expect, it } from 'vitest';
import { Latest, STALE } from './latest';

const later = <T,>(ms: number, v: T) => new Promise<T>((r) => setTimeout(() => r(v), ms));

describe('Latest', () => {
  it('drops a slow first answer when a newer run started', async () => {
    const latest = new Latest();
    const first = latest.run(() => later(30, 'old'));
    const second = latest.run(() => later(5, 'new'));
    expect(await second).toBe('new');
    expect(await first).toBe(STALE);
  });
  it('aborts the previous run', async () => {
    const latest = new Latest();
    let aborted = false;
    const first = latest.run((signal) => new Promise((_r, reject) => signal.addEventListener('abort', () => { aborted = true; reject(new Error('aborted')); })));
    await latest.run(async () => 1);
    expect(aborted).toBe(true);
    expect(await first).toBe(STALE);
  });
  it('passes errors of the newest run', async () => {
    const latest = new Latest();
    await expect(latest.run(async () => { throw new Error('x'); })).rejects.toThrow('x');
  });
  it('drops everything after cancel', async () => {
    const latest = new Latest();
    const p = latest.run(() => later(5, 1));
    latest.cancel();
    expect(await p).toBe(STALE);
  });
});
