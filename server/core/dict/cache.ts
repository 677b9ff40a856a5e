// Dictionary answers cached per key in the app's caches (server/auth/caches.ts); every dictionary write drops the
// cache, on every replica (server/auth/cache-sync.ts; not used while this replica's listener is down).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { cachesUsable, invalidate } from '../../auth/cache-sync';
import type { DictItems as Items, GatewayCaches } from '../../auth/caches';

/** After a dictionary write has committed. */
export function dropDictCache(): void {
  void invalidate({ kind: 'dict' });
}

const load = (db: Kysely<DB>, code: string): Items =>
  db
    .selectFrom('sys_dict_items')
    .select(['item_value as itemValue', 'item_text as itemText', 'item_text_en as itemTextEn'])
    .where('dict_code', '=', code)
    .where('status', '=', 1)
    .where('branch_id', 'is', null)
    .orderBy('sort_no')
    .orderBy('item_value')
    .execute();

export function dictItems(db: Kysely<DB>, code: string, caches?: GatewayCaches): Items {
  if (!caches || !cachesUsable(db)) return load(db, code);
  const cache = caches.dict;
  let p = cache.get(code);
  if (!p) {
    p = load(db, code);
    cache.set(code, p);
    p.catch(() => cache.delete(code));
  }
  return p;
}
