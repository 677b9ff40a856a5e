// One way to open the database: PGlite stored under DATA_DIR (default), or a PostgreSQL pool when a URL is given.
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql, type LogConfig } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './types';
import { lockDataDir } from './data-dir-lock';
import { registerWriteTracker, trackWrites } from './write-version';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory (default ./data); 'memory://' keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL only: the schema used as search_path (tests give each run its own). */
  schema?: string;
  /** Kysely's query log hook (the benchmark captures the queries a route runs) */
  log?: LogConfig;
  /** where a lost connection is reported (default console.warn; the gateway passes its logger) */
  warn?: (message: string) => void;
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
      // a server that does not answer (host down, packets dropped) fails the request instead of hanging it
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // An idle pooled client whose server restarts or goes away emits 'error'; without a listener the process
    // dies. The pool drops that client and opens new ones on demand, so the gateway recovers by itself.
    const warn = opts.warn ?? ((m: string) => console.warn(m));
    pool.on('error', (err) =>
      warn(`database: idle connection lost (${(err as { code?: string }).code ?? err.message})`),
    );
    // A checked-out client between two queries has no pool listener: its lost connection would kill the process
    // too (seen when a request starts the moment the database goes away). Its next query fails and answers 503.
    pool.on('connect', (client) =>
      client.on('error', (err) =>
        warn(`database: connection in use lost (${(err as { code?: string }).code ?? err.message})`),
      ),
    );
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: opts.log });
    POOLS.set(db, pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = opts.dataDir ?? process.env.DATA_DIR ?? './data';
  if (dataDir.startsWith('memory://')) {
    const db = pgliteKysely(new PGlite(dataDir, PGLITE_OPTIONS), opts.log);
    return { db, kind: 'pglite', close: () => db.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir); // throws DataDirInUseError when another gateway has it
  const db = pgliteKysely(new PGlite(dataDir, PGLITE_OPTIONS), opts.log);
  return {
    db,
    kind: 'pglite',
    // kysely-pglite-dialect 1.3 closes PGlite when the Kysely instance is destroyed; the lock goes after it.
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock.release();
      }
    },
  };
}

/** PGlite behind Kysely, its writes counted (server/db/write-version.ts: the searches' counts are cached until one). */
function pgliteKysely(pglite: PGlite, log?: LogConfig): Kysely<DB> {
  const { dialect, tracker } = trackWrites(new PGliteDialect(pglite));
  const db = new Kysely<DB>({ dialect, log });
  registerWriteTracker(db, tracker);
  return db;
}

const CONNECT_TIMEOUT_MS = 5000;

const POOLS = new WeakMap<Kysely<DB>, pg.Pool>();

/** A PostgreSQL database's pool use (the metrics); undefined for PGlite (one in-process connection, no pool). */
export function poolStatsOf(db: Kysely<DB>): { total: number; idle: number; waiting: number; max: number } | undefined {
  const pool = POOLS.get(db);
  return (
    pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }
  );
}

/** PGlite's contrib extensions the migrations create (0007: pg_trgm for the parts-name trigram index). */
const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/** True when the database answers `select 1` within timeoutMs (the readiness check). */
export async function pingDatabase(db: Kysely<DB>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((res) => (timer = setTimeout(() => res(false), timeoutMs)));
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connection refusals that waiting cannot fix (SQLSTATE → what is wrong): a wrong password, a role that may not
 * connect, a database that does not exist. Start-up stops at once on them (DatabaseSetupError) instead of retrying
 * for DB_START_TIMEOUT_SECONDS and being restarted in a loop.
 */
export const SETUP_ERRORS: Readonly<Record<string, string>> = {
  '28P01': 'the password in DATABASE_URL was refused',
  '28000': 'the user in DATABASE_URL may not connect (no such role, or pg_hba.conf refuses it)',
  '3D000': 'the database named in DATABASE_URL does not exist',
  '42501': 'the user in DATABASE_URL lacks the privilege to use the database',
};

/** The exit status of a start that stopped on a setting or a database error that waiting cannot fix (sysexits'
 * EX_CONFIG): the systemd unit does not restart on it (RestartPreventExitStatus=78). */
export const EXIT_CONFIG = 78;

/** A start-up failure that waiting cannot fix; its message is the one plain line the gateway logs. */
export class DatabaseSetupError extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(
      `database: ${SETUP_ERRORS[code]} (${code}: ${detail}); fix DATABASE_URL or the database and start again (retrying cannot help)`,
    );
    this.name = 'DatabaseSetupError';
  }
}

/**
 * Start-up: waits until the database answers, trying every 2 s for at most timeoutSeconds with a log line per
 * failed attempt; throws after that (main.ts exits non-zero and a supervisor restarts it). A refusal in
 * SETUP_ERRORS throws DatabaseSetupError at once.
 */
export async function waitForDatabase(db: Kysely<DB>, timeoutSeconds: number, log: (m: string) => void): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log(`database: reachable after ${attempt} attempts`);
      return;
    } catch (e) {
      const why = (e as { code?: string }).code ?? (e as Error).message;
      if (why in SETUP_ERRORS) throw new DatabaseSetupError(why, (e as Error).message);
      const left = Math.round((deadline - Date.now()) / 1000);
      if (left <= 0)
        throw new Error(
          `database: not reachable after ${timeoutSeconds} s (${why}); giving up (DB_START_TIMEOUT_SECONDS)`,
          { cause: e },
        );
      log(`database: not reachable (${why}), attempt ${attempt}; retrying for up to ${left} s more`);
      await new Promise((r) => setTimeout(r, Math.min(2000, left * 1000)));
    }
  }
}
