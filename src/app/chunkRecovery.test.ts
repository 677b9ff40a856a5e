import { describe, expect, it, vi } from 'vitest';
import { RELOAD_FLAG, installChunkRecovery, isChunkLoadError, shouldReload, withChunkTimeout } from './chunkRecovery';

describe('chunk-load recovery', () => {
  it('recognises script and stylesheet chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError({ code: 'CSS_CHUNK_LOAD_FAILED', message: 'css' })).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('undefined is not a function'))).toBe(false);
  });
  it('reloads once, guarded by a session flag', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const err = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(shouldReload(err, storage)).toBe(true);
    expect(store.has(RELOAD_FLAG)).toBe(true);
    expect(shouldReload(err, storage)).toBe(false);
    expect(shouldReload(new Error('other'), { getItem: () => null, setItem: () => undefined })).toBe(false);
  });
  it('a chunk slower than the timeout fails as ChunkLoadError (120 s)', async () => {
    vi.useFakeTimers();
    const p = withChunkTimeout(() => new Promise(() => undefined))();
    vi.advanceTimersByTime(120000);
    await expect(p).rejects.toMatchObject({ name: 'ChunkLoadError' });
    vi.useRealTimers();
  });
  it('a lazy chunk that fails to load reloads the page once (React.lazy swallows the rejection)', async () => {
    sessionStorage.removeItem(RELOAD_FLAG);
    const reload = vi.fn();
    installChunkRecovery(reload);
    const failed = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Layout-x.js'));
    await expect(withChunkTimeout(failed)()).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(withChunkTimeout(failed)()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1); // once: the session flag stops a loop
    await expect(withChunkTimeout(() => Promise.reject(new Error('a bug in the module')))()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
