// Chunk-load failure recovery (000 §8, §9): a failed script chunk (ChunkLoadError) or stylesheet
// (CSS_CHUNK_LOAD_FAILED) reloads the page once; a session flag stops a reload loop. A chunk that takes
// longer than 120 s counts as failed.
export const CHUNK_TIMEOUT_MS = 120000;
export const RELOAD_FLAG = 'chunkReloaded';

const PATTERNS = [
  /ChunkLoadError/i,
  /CSS_CHUNK_LOAD_FAILED/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: string; code?: string; message?: string };
  const text = `${e.name ?? ''} ${e.code ?? ''} ${e.message ?? String(error)}`;
  return PATTERNS.some((p) => p.test(text));
}

/** Reload once: true when the caller should reload now (and the flag is set), false when it already did. */
export function shouldReload(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  if (!isChunkLoadError(error)) return false;
  if (storage.getItem(RELOAD_FLAG)) return false;
  storage.setItem(RELOAD_FLAG, String(Date.now()));
  return true;
}

/**
 * The recovery installed by installChunkRecovery. A failed lazy chunk reaches React as a render error (React.lazy
 * handles the rejection, so no unhandledrejection event fires) and Vite's preload event covers only the
 * dependencies it preloads: the shell's lazy imports therefore report their failures here themselves.
 */
let recover: ((error: unknown) => boolean) | undefined;

/** A lazy import that fails as a ChunkLoadError after the timeout; a chunk failure starts the recovery. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const fail = (e: unknown) => {
        clearTimeout(timer);
        recover?.(e);
        reject(e);
      };
      const timer = setTimeout(
        () => fail(Object.assign(new Error('Loading chunk timed out'), { name: 'ChunkLoadError' })),
        ms,
      );
      load().then((m) => {
        clearTimeout(timer);
        resolve(m);
      }, fail);
    });
}

/** Installs the listeners: Vite's preload error event and unhandled rejections. */
export function installChunkRecovery(reload: () => void = () => window.location.reload()): void {
  const handle = (error: unknown): boolean => {
    if (!shouldReload(error, sessionStorage)) return false;
    reload();
    return true;
  };
  recover = handle;
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (
      handle(
        Object.assign(new Error(String((payload as Error | undefined)?.message ?? payload)), {
          name: 'ChunkLoadError',
        }),
      )
    )
      event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (handle(event.reason)) event.preventDefault();
  });
  // A page that loaded fine for a while may reload again after a later deploy.
  setTimeout(() => sessionStorage.removeItem(RELOAD_FLAG), CHUNK_TIMEOUT_MS);
}
