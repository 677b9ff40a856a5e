// Document numbers: prefix + yyyyMMdd (China date) + a 4-digit daily sequence, e.g. XJ202611220001.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { chinaDay } from '../../dates';

export async function nextNumber(db: Kysely<DB> | Transaction<DB>, prefix: string, now = new Date()): Promise<string> {
  const day = chinaDay(now);
  const row = await db
    .insertInto('doc_sequences')
    .values({ prefix, day, value: 1 })
    .onConflict((oc) => oc.columns(['prefix', 'day']).doUpdateSet({ value: sql`doc_sequences.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${prefix}${day}${String(row.value).padStart(4, '0')}`;
}
