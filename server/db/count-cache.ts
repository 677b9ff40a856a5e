// Counts of the paged searches, cached on PGlite. A list answer's totalCount is a count(*) over every matching
// row (20,000 company parts, 10,000 stock rows): on the embedded database, one WASM thread in the gateway's own
// process, that count was most of a search's time. Each answer is kept with the write counter of
// server/db/write-version.ts and used only while no statement that may write has run since, so a count is never
// staler than the last write, whoever made it (all of PGlite's writes pass through this process). On PostgreSQL
// (other replicas write too, and counts are cheap there) and inside transactions it counts every time.
import type { SelectQueryBuilder } from 'kysely';
import { countAll } from './query';
import { writeTrackerOf } from './write-version';

const MAX_ENTRIES = 2000;

interface Entry {
  version: number;
  n: number;
}
const CACHES = new WeakMap<object, Map<string, Entry>>();
const STATS = new WeakMap<object, { hits: number; misses: number }>();

/** Hits and misses of a database's count cache (tests check that a repeated search does not count again). */
export const countCacheStats = (db: object) => STATS.get(db) ?? { hits: 0, misses: 0 };

/** count(*) of a search's filtered query (its rows' builder without select) on `db` (the handler's database, whose
 * write counter keys the cache): cached on PGlite until a write. */
export async function countRows<QDB, TB extends keyof QDB, O>(
  db: object,
  q: SelectQueryBuilder<QDB, TB, O>,
): Promise<number> {
  const query = q.select(countAll.as('n')) as unknown as SelectQueryBuilder<QDB, TB, { n: number }>;
  const tracker = writeTrackerOf(db);
  if (!tracker) return (await query.executeTakeFirstOrThrow()).n;
  const compiled = query.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  let cache = CACHES.get(db);
  if (!cache) CACHES.set(db, (cache = new Map()));
  let stats = STATS.get(db);
  if (!stats) STATS.set(db, (stats = { hits: 0, misses: 0 }));
  const version = tracker.version();
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    stats.hits++;
    return hit.n;
  }
  stats.misses++;
  const n = Number((await query.executeTakeFirstOrThrow()).n);
  // kept only when nothing may have written while it ran (the counter moved: the next search counts again)
  if (tracker.version() === version) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.delete(key);
    cache.set(key, { version, n });
  }
  return n;
}
