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

/**
 * The number a 新增 form showed (from the generator, before the first save), kept when the generator issued it today
 * and `taken` says no document has it; any other (missing, made up, of another day, not yet issued, taken) gives way
 * to a new one. One rule for every document whose form shows its number (return bills, repair orders, inquiries).
 */
export async function shownOrNextNumber(
  trx: Transaction<DB>,
  prefix: string,
  shown: string | undefined,
  taken: (no: string) => Promise<boolean>,
): Promise<string> {
  const m = shown ? new RegExp(`^${prefix}(\\d{8})(\\d{4})$`).exec(shown) : null;
  if (shown && m && m[1] === chinaDay(new Date())) {
    const [issued, used] = await Promise.all([
      trx
        .selectFrom('doc_sequences')
        .select('value')
        .where('prefix', '=', prefix)
        .where('day', '=', m[1])
        .executeTakeFirst(),
      taken(shown),
    ]);
    if (issued && Number(m[2]) >= 1 && Number(m[2]) <= issued.value && !used) return shown;
  }
  return nextNumber(trx, prefix);
}
