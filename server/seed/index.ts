// Prepares a database: migrations, demo data on first start (core, then business), menus from schemas/menus.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { migrateToLatest } from '../db/migrate';
import { createRng, type Rng } from './rng';
import { seedCore } from './core';
import { loadMenuDocuments, syncMenus, type MenuDocument } from './menus';

export interface PrepareOptions {
  scale?: number;
  seed?: number;
  /** menu documents; default: schemas/menus/*.json */
  menus?: MenuDocument[];
  log?: (msg: string) => void;
}

type SeedBusiness = (db: Kysely<DB>, rng: Rng, scale: number) => Promise<void>;

async function loadBusinessSeed(): Promise<SeedBusiness | null> {
  try {
    const mod = await import(new URL('./business.ts', import.meta.url).href);
    return typeof mod.seedBusiness === 'function' ? mod.seedBusiness : null;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url/.test(String(e))) return null;
    throw e;
  }
}

export async function prepareDatabase(db: Kysely<DB>, opts: PrepareOptions = {}): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  const applied = await migrateToLatest(db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  const { n } = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const seeded = Number(n) === 0;
  const rng = createRng(opts.seed ?? 20260101);
  const scale = opts.scale ?? 1;
  if (seeded) {
    const t0 = Date.now();
    await seedCore(db, rng, scale);
    log(`core demo data seeded in ${Date.now() - t0} ms`);
  }
  const synced = await syncMenus(db, opts.menus ?? loadMenuDocuments());
  if (synced.menus || synced.buttons) log(`menus: ${synced.menus} entries and ${synced.buttons} buttons added from schemas/menus`);
  if (seeded) {
    const seedBusiness = await loadBusinessSeed();
    if (seedBusiness) {
      const t0 = Date.now();
      await seedBusiness(db, createRng((opts.seed ?? 20260101) + 1), scale);
      log(`business demo data seeded in ${Date.now() - t0} ms`);
    }
  }
  return { seeded };
}
