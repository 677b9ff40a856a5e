// Batch inserts for demo data (1000 rows per statement keeps 20k+ rows fast on PGlite).
import type { Kysely } from 'kysely';
import { untyped, type DB } from '../db/types';

export async function insertBatches(
  db: Kysely<DB>,
  table: keyof DB,
  rows: Record<string, unknown>[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await untyped(db)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}
