// Dictionary answers cached per key; every dictionary write drops the cache.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

type Items = Promise<{ itemValue: string; itemText: string }[]>;
// Per database (tests run PGlite and PostgreSQL side by side in one process).
let caches = new WeakMap<object, Map<string, Items>>();

export function dropDictCache(): void {
  caches = new WeakMap();
}

export function dictItems(db: Kysely<DB>, code: string) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let p = cache.get(code);
  if (!p) {
    p = db.selectFrom('sys_dict_items').select(['item_value as itemValue', 'item_text as itemText'])
      .where('dict_code', '=', code).where('status', '=', 1).where('branch_id', 'is', null)
      .orderBy('sort_no').orderBy('item_value').execute();
    cache.set(code, p);
    p.catch(() => cache!.delete(code));
  }
  return p;
}
