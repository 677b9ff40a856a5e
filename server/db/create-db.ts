// One way to open the database: PGlite stored under DATA_DIR (default), or a PostgreSQL pool when a URL is given.
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type LogConfig } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './types';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory (default ./data); 'memory://' keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL only: the schema used as search_path (tests give each run its own). */
  schema?: string;
  /** Kysely's query log hook (the benchmark captures the queries a route runs) */
  log?: LogConfig;
}

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function createDb(opts: DbOptions = {}): Database {
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: opts.log });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = opts.dataDir ?? process.env.DATA_DIR ?? './data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), log: opts.log });
  // kysely-pglite-dialect 1.3 closes PGlite when the Kysely instance is destroyed.
  return { db, kind: 'pglite', close: () => db.destroy() };
}
