// Seed once, clone per gateway (the gateway project's run): the global setup migrates and seeds one template per
// database kind (PGlite: a data directory; PostgreSQL when TEST_DATABASE_URL is set: a database on that server)
// with the harness's default seed, and startGateway copies it (a directory copy; CREATE DATABASE … TEMPLATE)
// instead of migrating and seeding again, which cost ~14 s of CPU per gateway. The clone holds the same rows.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, waitForDatabase } from '../../server/db/create-db';
import { prepareDatabase } from '../../server/seed/index';
import type { MenuDocument } from '../../server/seed/menus';

/** What the global setup hands the test files (vitest's provide/inject): where each kind's template is. */
export interface Templates {
  /** the seed scale the templates were made with (a gateway asking for another one seeds its own) */
  scale: number;
  /** a closed PGlite data directory, seeded */
  pglite?: string;
  /** the name of a seeded database on TEST_DATABASE_URL's server, with no connection open to it */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayTemplates: Templates | undefined;
  }
}

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrlOf(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e9)}`;

/** Migrates and seeds one template per kind; `remove` deletes them (the global setup's teardown). */
export async function makeTemplates(
  scale: number,
  menus: MenuDocument[],
): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'gw-template-'));
  const name = server ? uniqueName('gw_template') : undefined;
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (server && name) await adminQuery(server, `drop database if exists ${name} with (force)`);
  };
  try {
    const seed = async (database: ReturnType<typeof createDb>) => {
      try {
        await waitForDatabase(database.db, 60, (m) => console.warn(`gateway template: ${m}`));
        await prepareDatabase(database.db, { scale, menus });
      } finally {
        await database.close();
      }
    };
    const pglite = seed(createDb({ dataDir: dir, databaseUrl: '' }));
    let postgres: Promise<void> = Promise.resolve();
    if (server && name) {
      await adminQuery(server, `create database ${name}`);
      postgres = seed(createDb({ databaseUrl: databaseUrlOf(server, name) }));
    }
    await Promise.all([pglite, postgres]);
  } catch (e) {
    await remove();
    throw e;
  }
  return { templates: { scale, pglite: dir, postgres: name }, remove };
}

/** A new PGlite data directory holding a copy of the template's. */
export function clonePglite(template: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-test-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** A new database on `server` copied from the template database; answers its name. */
export async function clonePostgres(server: string, template: string): Promise<string> {
  const name = uniqueName('gw_test');
  await adminQuery(server, `create database ${name} template ${template}`);
  return name;
}
