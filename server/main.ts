// Starts the gateway: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates and seeds it on
// first start, serves the portal and every API host on PORT, and shuts down cleanly on SIGINT/SIGTERM. Exits
// non-zero when it cannot start: 1 when waiting may help (database unreachable for DB_START_TIMEOUT_SECONDS, DATA_DIR
// in use), 78 at once when it cannot (a bad setting; a wrong password or a missing database: one plain line).
import pino from 'pino';
import { configFromEnv, SettingsError, type GatewayConfig } from './config';
import type { FastifyInstance } from 'fastify';
import { createDb, DatabaseSetupError, EXIT_CONFIG, waitForDatabase, type Database } from './db/create-db';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './seed/index';
import { buildApp } from './app';
import { redactingLogOptions } from './http/log-redact';
import { startCacheSync, type CacheSync } from './auth/cache-sync';
import { clearAuthCaches } from './auth/session';
import { join } from 'node:path';
import { reloadSchemas } from './auth/schemas-reload';
import { verifySchemas } from './auth/schemas-verify';
import { controlFile, reloadSummary, removeControl, writeControl, type ControlState } from './reload-signal';

// Settings are checked before anything starts: a bad one stops the gateway with the variable and what is allowed.
function settings(): GatewayConfig {
  try {
    return configFromEnv();
  } catch (e) {
    if (!(e instanceof SettingsError)) throw e;
    // the one plain line: LOG_LEVEL itself is a setting, so no logger exists yet
    console.error(`gateway: bad setting: ${e.message}`);
    process.exit(EXIT_CONFIG);
  }
}
const config = settings();
// One log for the process: pino (Fastify's logger), JSON lines on stdout. Requests log at LOG_LEVEL; the life-cycle
// lines (database, seeding, listening, reload, shutdown) log through a child at info at least, so operators see
// them under the default LOG_LEVEL=warn (LOG_LEVEL=silent silences them too).
// Written synchronously: a line logged just before a crash (or SIGKILL) is not lost in a buffer.
// Secrets (SQL parameters, passwords, tokens, hashes...) are redacted from every line (server/http/log-redact.ts).
const logger = pino({ level: config.logLevel, ...redactingLogOptions() }, pino.destination({ dest: 1, sync: true }));
const life = logger.child(
  { part: 'lifecycle' },
  { level: config.logLevel === 'silent' ? 'silent' : logger.levelVal < 30 ? config.logLevel : 'info' },
);
if (config.checkCodeFixed) {
  life.warn(
    'WARNING: CHECK_CODE_FIXED is set: that check code is always accepted. For tests only. Never run production with it.',
  );
}
// Stops (SIGINT/SIGTERM): the HTTP server stops taking connections and waits for the requests in flight
// (Fastify close), then the database closes (and the DATA_DIR lock goes). Before the server is up, a stop just
// closes the database: an interrupted first-start seeding is rolled back and redone on the next start.
let app: FastifyInstance | undefined;
let database: Database | undefined;
let cacheSync: CacheSync | undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  life.info(`${signal}: shutting down (finishing requests in flight)`);
  const force = setTimeout(() => {
    life.error(`shutdown: requests still running after ${config.shutdownTimeoutSeconds} s; exiting anyway`);
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000);
  force.unref();
  let code = 0;
  try {
    await app?.close();
  } catch (e) {
    life.error({ err: e }, 'shutdown: closing the HTTP server failed');
    code = 1;
  }
  await cacheSync?.stop().catch(() => {});
  removeControl(controlFile(config.dataDir));
  try {
    await database?.close();
  } catch (e) {
    life.error({ err: e }, 'shutdown: closing the database failed');
    code = 1;
  }
  life.info(`${signal}: stopped`);
  logger.flush();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// SIGHUP (`npm run reload`, the dev plugin): reload menus, calls' permissions and documents from schemas/ without a restart;
// other replicas follow through the cache sync. The result goes to the log and to DATA_DIR/gateway.control.
let control: ControlState | undefined;
let reloading: Promise<void> = Promise.resolve();
process.on('SIGHUP', () => {
  reloading = reloading.then(async () => {
    if (!app || !database || stopping || !control) return;
    try {
      const r = await reloadSchemas(database.db, app.schemas);
      control = { ...control, reloads: control.reloads + 1, ok: true, last: reloadSummary(r) };
      life.info(`SIGHUP: ${control.last}`);
    } catch (e) {
      control = {
        ...control,
        reloads: control.reloads + 1,
        ok: false,
        last: `schemas not reloaded (the previous ones stay in force): ${(e as Error).message}`,
      };
      life.error(`SIGHUP: ${control.last}`);
    }
    writeControl(controlFile(config.dataDir), control);
  });
});

// A rejected promise nobody awaited (a background query while the database is away) is logged; it must not take
// the whole gateway down with every request in flight.
process.on('unhandledRejection', (reason) => life.error({ err: reason }, 'unhandled rejection (kept running)'));

async function start(): Promise<void> {
  try {
    database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, warn: (m) => life.warn(m) });
  } catch (e) {
    if (e instanceof DataDirInUseError) {
      life.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  life.info(
    database.kind === 'pglite' ? `database: PGlite in ${config.dataDir}` : 'database: PostgreSQL (DATABASE_URL)',
  );
  await waitForDatabase(database.db, config.dbStartTimeoutSeconds, (m) => life.info(m));
  await prepareDatabase(database.db, { scale: config.seedScale, log: (m) => life.info(m), afterStep: seedCrashHook() });
  if (stopping) return;
  if (database.kind === 'postgres' && config.databaseUrl) {
    // caches correct across replicas: LISTEN/NOTIFY on 'auth_cache' (docs/operations.md "Replicas: shared state")
    cacheSync = await startCacheSync({
      db: database.db,
      connectionString: config.databaseUrl,
      log: (m) => life.warn(m),
    });
    if (!cacheSync.listening) life.warn('cache sync: not listening yet; caches off until it connects');
    // this start may have synced menus and grants: the replicas already running drop their caches
    clearAuthCaches();
  }
  // SCHEMAS_ROOT (as for the scripts): the project folder whose schemas/ the gateway serves and reloads (default
  // the working directory); a reload is checked by the project's checker first (server/auth/schemas-verify.ts)
  app = await buildApp({
    db: database.db,
    config,
    loggerInstance: logger,
    schemasDir: join(process.env.SCHEMAS_ROOT || '.', 'schemas'),
  });
  app.schemas.verify = (dir) => verifySchemas(dir);
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  life.info(`gateway listening on http://localhost:${config.port}/`);
  control = { pid: process.pid, port: config.port, reloads: 0 };
  writeControl(controlFile(config.dataDir), control);
  life.info('demo accounts: see README.md#demo-accounts');
}

/** SEED_CRASH_AFTER=core|menus|business (tests only): the process kills itself inside the seeding transaction. */
function seedCrashHook(): ((step: string) => void) | undefined {
  const at = process.env.SEED_CRASH_AFTER;
  if (!at) return undefined;
  life.warn(`WARNING: SEED_CRASH_AFTER=${at} is set: the first-start seeding kills this process (tests only).`);
  return (step) => {
    if (step === at) process.kill(process.pid, 'SIGKILL');
  };
}

try {
  await start();
} catch (e) {
  life.error(`gateway: start-up failed: ${(e as Error).message}`);
  await database?.close().catch(() => {});
  process.exit(e instanceof DatabaseSetupError ? EXIT_CONFIG : 1);
}
