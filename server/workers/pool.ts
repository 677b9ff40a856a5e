// The worker-thread pools (piscina) for CPU-heavy work on untrusted input, so that no request blocks the event
// loop: rich-text sanitising and workbook reading (docs/gateway.md "Trust model", docs/decisions.md). One pool
// per kind for the whole process (every app in a test process shares them; idle workers do not keep the process
// alive). Each task has a run-time limit counted from the moment a worker starts it (the worker writes the time
// into a shared buffer): over the limit the task is aborted, piscina terminates its worker and starts another.
// A task that waits in the queue longer than its queue limit, or finds the queue full, is refused as busy (503).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { WORKER_FILES } from './files';

/** Why a task did not finish: over its run time, over the worker's heap, or the pool too busy to start it. */
export type WorkRefusal = 'time' | 'memory' | 'busy';

export class WorkRefused extends Error {
  constructor(readonly reason: WorkRefusal) {
    super(`untrusted work refused: ${reason}`);
    this.name = 'WorkRefused';
  }
}

export interface PoolSpec {
  file: string;
  /** threads kept ready (warm) and the most that run at once */
  minThreads: number;
  maxThreads: number;
  /** tasks that may wait for a worker; beyond that a task is refused as busy at once */
  maxQueue: number;
  /** heap of each worker (MB): a task needing more ends its worker and is refused as 'memory' */
  maxHeapMb?: number;
  workerData?: unknown;
}

const pools = new Map<string, Piscina>();

/** The pool of this spec (made on first use, then the same one for the process). */
export function poolOf(name: string, spec: PoolSpec): Piscina {
  let pool = pools.get(name);
  if (!pool) {
    pool = new Piscina({
      filename: spec.file,
      minThreads: spec.minThreads,
      maxThreads: spec.maxThreads,
      maxQueue: spec.maxQueue,
      idleTimeout: 60_000,
      workerData: spec.workerData,
      ...(spec.maxHeapMb
        ? { resourceLimits: { maxOldGenerationSizeMb: spec.maxHeapMb, maxYoungGenerationSizeMb: 32 } }
        : {}),
    });
    // a worker that dies outside a task (e.g. out of memory while loading) is replaced by piscina; nothing to do
    pool.on('error', () => undefined);
    pools.set(name, pool);
  }
  return pool;
}

/** The threads a pool may use: at most `want`, and one less than the machine's cores (at least one). */
export const threadsFor = (want: number) => Math.max(1, Math.min(want, availableParallelism() - 1));

export interface Limits {
  /** the longest a worker may run the task (ms) */
  runMs: number;
  /** the longest the task may wait for a worker (ms) */
  queueMs: number;
}

/** Runs `task` (plus `started`, the shared start time) on the pool within the limits; WorkRefused otherwise. */
export async function runLimited<T>(pool: Piscina, task: Record<string, unknown>, limits: Limits): Promise<T> {
  const started = new Float64Array(new SharedArrayBuffer(8));
  const abort = new AbortController();
  const submitted = Date.now();
  let refusal: WorkRefusal | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const now = Date.now();
    const began = started[0];
    if (began === 0 && now - submitted >= limits.queueMs) refusal = 'busy';
    else if (began !== 0 && now - began >= limits.runMs) refusal = 'time';
    if (refusal) {
      abort.abort(refusal);
      return;
    }
    const next = began === 0 ? Math.min(limits.runMs, submitted + limits.queueMs - now) : began + limits.runMs - now;
    timer = setTimeout(check, Math.max(1, next));
  };
  timer = setTimeout(check, Math.min(limits.runMs, limits.queueMs));
  try {
    return (await pool.run({ ...task, started }, { signal: abort.signal })) as T;
  } catch (err) {
    if (refusal) throw new WorkRefused(refusal);
    const e = err as { code?: string; message?: string };
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkRefused('memory');
    if (e.message === 'Task queue is at limit') throw new WorkRefused('busy');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Ends every pool's workers (a task still running is aborted). */
export async function closePools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.destroy()));
}

export { WORKER_FILES };
