// Upgrades and rollbacks against real gateway processes on PostgreSQL (docs/operations.md "Upgrades"):
// - an older release starts on a database a newer release has migrated (an additive migration it does not know:
//   a new column and its kysely_migration row): Kysely's "corrupted migrations" refusal stopped it before;
// - a database seeded by a release older than the English dictionary names (item_text_en null everywhere, as
//   migration 0008 left it) gets them on the next start, not only a freshly seeded one.
// The newer release and the older database are made by hand from a database this release seeded: the same rows
// and migration table a real newer/older release leaves behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_EN } from '../../server/seed/dict-en';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  postgresAvailable,
  query,
  signIn,
  spawnGateway,
} from './lifecycle-helpers';

const run = postgresAvailable('tests/reliability/upgrades.test.ts');
const ENGLISH_NAMES = Object.values(DICT_EN).reduce((n, items) => n + Object.keys(items).length, 0);

describe.runIf(run)('upgrades and rollbacks (PostgreSQL, real processes)', () => {
  let dbName = '';

  beforeAll(async () => {
    dbName = await createDatabase();
    const first = await spawnGateway({ DATABASE_URL: databaseUrl(dbName) });
    await first.waitReady(120_000);
    expect(await first.stop()).toBe(0);
  }, 180_000);

  afterAll(async () => {
    if (dbName) await dropDatabase(dbName);
  });

  it("a database from before the English names and a newer release's additive migration: this release starts, fills the names and serves", async () => {
    // the previous release's data: no English names
    await query(dbName, 'update sys_dict_items set item_text_en = null');
    // a newer release ran on it: a nullable column and its migration row
    await query(dbName, 'alter table users add column future_note text');
    await query(
      dbName,
      `insert into kysely_migration (name, timestamp) values ('0099_future_additive', '2027-01-01T00:00:00.000Z')`,
    );

    const g = await spawnGateway({ DATABASE_URL: databaseUrl(dbName) });
    try {
      await g.waitReady(120_000);
      expect(g.log()).toMatch(
        /migrations: this database also has 0099_future_additive from a newer release; running on it/,
      );
      expect(g.log()).toMatch(/dictionaries: \d+ items got their English names/);
      expect((await signIn(g.url)).status).toBe(200);
      const named = await query<{ n: string }>(
        dbName,
        'select count(*) as n from sys_dict_items where item_text_en is not null',
      );
      // every seeded item with an English name in this release has it again (some codes are per-branch copies)
      expect(Number(named[0].n)).toBeGreaterThanOrEqual(ENGLISH_NAMES);
      const feedback = await query<{ item_text_en: string }>(
        dbName,
        `select item_text_en from sys_dict_items where dict_code = 'feedback_type' and item_value = '2'`,
      );
      expect(feedback[0].item_text_en).toBe('Suggestion');
      // the newer release's marker stays: it is neither run nor removed
      const rows = await query<{ name: string }>(
        dbName,
        `select name from kysely_migration where name = '0099_future_additive'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      expect(await g.stop()).toBe(0);
    }
  }, 240_000);

  it('an English name an administrator changed is kept on the next start', async () => {
    await query(
      dbName,
      `update sys_dict_items set item_text_en = 'Idea' where dict_code = 'feedback_type' and item_value = '2'`,
    );
    const g = await spawnGateway({ DATABASE_URL: databaseUrl(dbName) });
    try {
      await g.waitReady(120_000);
      const feedback = await query<{ item_text_en: string }>(
        dbName,
        `select item_text_en from sys_dict_items where dict_code = 'feedback_type' and item_value = '2'`,
      );
      expect(feedback[0].item_text_en).toBe('Idea');
    } finally {
      await g.stop();
    }
  }, 240_000);
});
