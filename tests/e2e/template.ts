// Seed once, copy per gateway (the e2e project's run): the global setup migrates and seeds one database the way a
// gateway's first start does (SEED_SCALE 0.05, the menus of schemas/menus) — a PostgreSQL database on
// E2E_DATABASE_URL's server when it is set (CI), else a PGlite data directory — and each e2e gateway starts on a
// copy (CREATE DATABASE … TEMPLATE; a copied DATA_DIR), finding its demo data there as on a second start.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../server/db/create-db';
import { prepareDatabase } from '../../server/seed/index';
import type { Cookie } from 'playwright-core';
import { adminQuery, databaseUrlOf } from '../gateway/template';

/** What a sign-in left in its tab (harness.ts keeps them per file; the template's, template-sessions.ts). */
export interface KeptSession {
  storage: Record<string, string>;
  cookies: Cookie[];
  /** the tab's language when it signed in (the menu's names are in it) */
  language: 'zh_CN' | 'en_US';
}

/** The seed scale of every e2e gateway (harness.ts passes it as SEED_SCALE). */
export const E2E_SEED_SCALE = '0.05';

/** What the global setup hands the test files (vitest's provide/inject). */
export interface E2eShared {
  /** the seeded template: a database name on E2E_DATABASE_URL's server, or a closed PGlite data directory */
  template: { scale: string; postgres?: string; pglite?: string };
  /** the run's Chromium (playwright's browser server), which each file connects to for contexts of its own */
  browserEndpoint?: string;
  /** the process id of that Chromium (tests/e2e/profile.ts sums the CPU of its process tree) */
  browserPid?: number;
  /** the gateway bundled once for the run (gateway-bundle.ts): what gateways on a template copy start from */
  gatewayBundle?: string;
  /** the folder of the run's gateway pool (gateway-pool.ts), which files claim ready gateways from */
  gatewayPool?: string;
  /** sessions issued in the template by account (template-sessions.ts), which a file's sign-ins may resume */
  templateSessions?: Record<string, KeptSession>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eShared: E2eShared | undefined;
  }
}

/** Seeds the template; `remove` deletes it. */
export async function makeE2eTemplate(): Promise<{ template: E2eShared['template']; remove(): Promise<void> }> {
  const server = process.env.E2E_DATABASE_URL;
  const scale = Number(E2E_SEED_SCALE);
  if (server) {
    const name = `portal_e2e_template_${process.pid}`;
    await adminQuery(server, `drop database if exists ${name} with (force)`);
    await adminQuery(server, `create database ${name}`);
    const remove = () => adminQuery(server, `drop database if exists ${name} with (force)`);
    const database = createDb({ databaseUrl: databaseUrlOf(server, name) });
    try {
      await prepareDatabase(database.db, { scale });
    } catch (e) {
      await database.close();
      await remove();
      throw e;
    }
    await database.close();
    return { template: { scale: E2E_SEED_SCALE, postgres: name }, remove };
  }
  const dir = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  const remove = async () => rmSync(dir, { recursive: true, force: true });
  const database = createDb({ dataDir: dir, databaseUrl: '' });
  try {
    await prepareDatabase(database.db, { scale });
  } finally {
    await database.close();
  }
  return { template: { scale: E2E_SEED_SCALE, pglite: dir }, remove };
}

/** Copies the template's PGlite files into a gateway's new DATA_DIR. */
export function copyPglite(template: string, dataDir: string): void {
  cpSync(template, dataDir, { recursive: true });
}
