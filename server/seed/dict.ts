// Dictionary seeding shared by the core and business seeds: inserts a dictionary and the items it lacks.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { DICT_EN, dictEnglish } from './dict-en';

export interface DictItem {
  value: string;
  text: string;
  branchId?: string | null;
}

export async function ensureDict(db: Kysely<DB>, code: string, name: string, items: DictItem[]): Promise<void> {
  await db
    .insertInto('sys_dict')
    .values({ id: `d:${code}`, dict_code: code, dict_name: name, description: null })
    .onConflict((oc) => oc.column('dict_code').doNothing())
    .execute();
  const existing = await db
    .selectFrom('sys_dict_items')
    .select(['item_value', 'branch_id', 'item_text_en'])
    .where('dict_code', '=', code)
    .execute();
  const have = new Set(existing.map((e) => `${e.item_value}|${e.branch_id ?? ''}`));
  const rows = items
    .map((it, i) => ({
      id: `di:${code}:${it.value}:${it.branchId ?? ''}`,
      dict_code: code,
      item_value: it.value,
      item_text: it.text,
      item_text_en: dictEnglish(code, it.value),
      branch_id: it.branchId ?? null,
      sort_no: i + 1,
      status: 1,
    }))
    .filter((r) => !have.has(`${r.item_value}|${r.branch_id ?? ''}`));
  if (rows.length) await db.insertInto('sys_dict_items').values(rows).execute();
  // items seeded before they had English names (a database older than migration 0008) get them now
  for (const it of existing.filter((e) => e.item_text_en === null)) {
    const en = dictEnglish(code, it.item_value);
    if (en)
      await db
        .updateTable('sys_dict_items')
        .set({ item_text_en: en })
        .where('dict_code', '=', code)
        .where('item_value', '=', it.item_value)
        .where('item_text_en', 'is', null)
        .execute();
  }
}

/**
 * Reference data that ships with the code reaches databases seeded by an older release: every start fills
 * the English names (DICT_EN) of the items that have none, in one statement. A name an administrator gave is
 * kept (only nulls are filled). Returns how many items got one.
 */
export async function fillDictEnglish(db: Kysely<DB>): Promise<number> {
  const pairs = Object.entries(DICT_EN).flatMap(([code, items]) =>
    Object.entries(items).map(([value, en]) => sql`(${code}, ${value}, ${en})`),
  );
  const r =
    await sql`update sys_dict_items i set item_text_en = v.en from (values ${sql.join(pairs)}) as v(code, value, en)
    where i.dict_code = v.code and i.item_value = v.value and i.item_text_en is null`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}
