// Dictionary answers cached per key; every dictionary write drops the cache, on every replica
// (server/auth/cache-sync.ts; not used while this replica's listener is down).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { cachesUsable, invalidate, onInvalidate } from '../../auth/cache-sync';

type Items = Promise<{ itemValue: string; itemText: string }[]>;
// Per database (tests run PGlite and PostgreSQL side by side in one process).
let caches = new WeakMap<object, Map<string, Items>>();

onInvalidate((db, what) => {
  if (what.kind !== 'dict' && what.kind !== 'reset') return;
  if (db) caches.delete(db);
  else caches = new WeakMap();
});

/** After a dictionary write has committed. */
export function dropDictCache(): void {
  void invalidate({ kind: 'dict' });
}

const load = (db: Kysely<DB>, code: string): Items =>
  db.selectFrom('sys_dict_items').select(['item_value as itemValue', 'item_text as itemText'])
    .where('dict_code', '=', code).where('status', '=', 1).where('branch_id', 'is', null)
    .orderBy('sort_no').orderBy('item_value').execute();

export function dictItems(db: Kysely<DB>, code: string) {
  if (!cachesUsable(db)) return load(db, code);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let p = cache.get(code);
  if (!p) {
    p = load(db, code);
    cache.set(code, p);
    p.catch(() => cache!.delete(code));
  }
  return p;
}
