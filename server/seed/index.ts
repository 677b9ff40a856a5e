// Prepares a database: migrations, demo data on first start (core, then business), menus from schemas/menus;
// under a start-up lock, the first-start seeding all or nothing.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { migrateToLatest } from '../db/migrate';
import { createRng, type Rng } from './rng';
import { seedCore } from './core';
import { loadMenuDocuments, syncMenus, type MenuDocument } from './menus';
import { fillDictEnglish } from './dict';

export interface PrepareOptions {
  scale?: number;
  seed?: number;
  /** menu documents; default: schemas/menus/*.json */
  menus?: MenuDocument[];
  log?: (msg: string) => void;
  /** called inside the first-start seeding transaction after each step (tests crash there: SEED_CRASH_AFTER) */
  afterStep?: (step: 'core' | 'menus' | 'business') => void;
}

type SeedBusiness = (db: Kysely<DB>, rng: Rng, scale: number) => Promise<void>;

async function loadBusinessSeed(): Promise<SeedBusiness | null> {
  try {
    const mod = await import(new URL('./business.ts', import.meta.url).href);
    return typeof mod.seedBusiness === 'function' ? mod.seedBusiness : null;
  } catch (e) {
    if (
      (e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' ||
      /Cannot find module|Failed to load url/.test(String(e))
    )
      return null;
    throw e;
  }
}

/**
 * Advisory-lock key for start-up work (any constant; Kysely's migrator takes its own, different one inside).
 * Replicas started together on one PostgreSQL queue here: the first migrates and seeds, the others then find
 * nothing left to do.
 */
const STARTUP_LOCK = 804_162_026;

/**
 * Migrations, then demo data on first start, then menus from schemas/menus; on one dedicated connection holding
 * pg_advisory_lock(STARTUP_LOCK, the schema) (PGlite has a single connection and one process per data directory;
 * the lock is free there). The demo data and the menu sync of a first start go in one transaction: a crash during seeding
 * leaves an empty database, seeded again on the next start.
 */
export async function prepareDatabase(db: Kysely<DB>, opts: PrepareOptions = {}): Promise<{ seeded: boolean }> {
  return db.connection().execute(async (conn) => {
    const log = opts.log ?? (() => {});
    const t0 = Date.now();
    // keyed by schema too: gateways on other schemas of the same database (parallel test runs) do not queue
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK)}, hashtext(current_schema()))`.execute(conn);
    if (Date.now() - t0 > 500) log(`start-up lock: waited ${Date.now() - t0} ms for another gateway's start-up`);
    try {
      return await prepareLocked(conn, opts, log);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK)}, hashtext(current_schema()))`.execute(conn);
    }
  });
}

async function prepareLocked(
  db: Kysely<DB>,
  opts: PrepareOptions,
  log: (msg: string) => void,
): Promise<{ seeded: boolean }> {
  const tMigrate = Date.now();
  const applied = await migrateToLatest(db, (newer) =>
    log(
      `migrations: this database also has ${newer.join(', ')} from a newer release; running on it (newer migrations are additive: docs/operations.md "Upgrades")`,
    ),
  );
  if (applied.length) log(`migrations applied in ${Date.now() - tMigrate} ms: ${applied.join(', ')}`);
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const seeded = Number(n) === 0;
  const menus = opts.menus ?? loadMenuDocuments();
  if (!seeded) {
    const tMenus = Date.now();
    const synced = await db.transaction().execute((trx) => syncMenus(trx, menus));
    if (synced.menus || synced.buttons)
      log(
        `menus: ${synced.menus} entries and ${synced.buttons} buttons added from schemas/menus (${Date.now() - tMenus} ms)`,
      );
    // reference data of this release for a database an older one seeded (a first start gets it from the seed)
    const named = await fillDictEnglish(db);
    if (named) log(`dictionaries: ${named} items got their English names`);
    return { seeded };
  }
  const rng = createRng(opts.seed ?? 20260101);
  const scale = opts.scale ?? 1;
  const seedBusiness = await loadBusinessSeed();
  const tAll = Date.now();
  await db.transaction().execute(async (trx) => {
    const t0 = Date.now();
    await seedCore(trx, rng, scale);
    log(`core demo data seeded in ${Date.now() - t0} ms`);
    opts.afterStep?.('core');
    const tMenus = Date.now();
    const synced = await syncMenus(trx, menus);
    if (synced.menus || synced.buttons)
      log(
        `menus: ${synced.menus} entries and ${synced.buttons} buttons added from schemas/menus (${Date.now() - tMenus} ms)`,
      );
    opts.afterStep?.('menus');
    if (seedBusiness) {
      const t1 = Date.now();
      await seedBusiness(trx, createRng((opts.seed ?? 20260101) + 1), scale);
      log(`business demo data seeded in ${Date.now() - t1} ms`);
      opts.afterStep?.('business');
    }
  });
  log(`demo data committed (${Date.now() - tAll} ms, one transaction)`);
  // Fresh statistics and visibility maps, so the searches get good plans and index-only counts from the start.
  const tVacuum = Date.now();
  await sql`vacuum analyze`.execute(db);
  log(`statistics and visibility maps refreshed (vacuum analyze, ${Date.now() - tVacuum} ms)`);
  return { seeded };
}
