// Starts the gateway: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates and seeds it on
// first start, serves the portal and every API host on PORT, and shuts down cleanly on SIGINT/SIGTERM. Exits
// non-zero when it cannot start (database unreachable for DB_START_TIMEOUT_SECONDS, DATA_DIR in use).
import { configFromEnv, SettingsError, type GatewayConfig } from './config';
import type { FastifyInstance } from 'fastify';
import { createDb, waitForDatabase, type Database } from './db/create-db';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './seed/index';
import { buildApp } from './app';
import { startCacheSync, type CacheSync } from './auth/cache-sync';
import { clearAuthCaches } from './auth/session';
import { reloadSchemas } from './auth/schemas-reload';
import { controlFile, removeControl, writeControl, type ControlState } from './reload-signal';

// Settings are checked before anything starts: a bad one stops the gateway with the variable and what is allowed.
function settings(): GatewayConfig {
  try {
    return configFromEnv();
  } catch (e) {
    if (!(e instanceof SettingsError)) throw e;
    console.error(`gateway: bad setting: ${e.message}`);
    process.exit(1);
  }
}
const config = settings();
if (config.checkCodeFixed) {
  console.warn('\n**********************************************************************');
  console.warn('* WARNING: CHECK_CODE_FIXED is set: that check code is always accepted. *');
  console.warn('* For tests only. Never run production with it.                        *');
  console.warn('**********************************************************************\n');
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
  console.log(`${signal}: shutting down (finishing requests in flight)`);
  const force = setTimeout(() => {
    console.error(`shutdown: requests still running after ${config.shutdownTimeoutSeconds} s; exiting anyway`);
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000);
  force.unref();
  let code = 0;
  try {
    await app?.close();
  } catch (e) {
    console.error('shutdown: closing the HTTP server failed', e);
    code = 1;
  }
  await cacheSync?.stop().catch(() => {});
  removeControl(controlFile(config.dataDir));
  try {
    await database?.close();
  } catch (e) {
    console.error('shutdown: closing the database failed', e);
    code = 1;
  }
  console.log(`${signal}: stopped`);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// SIGHUP (`npm run reload`, the dev plugin): reload menus and calls' permissions from schemas/ without a restart;
// other replicas follow through the cache sync. The result goes to the log and to DATA_DIR/gateway.control.
let control: ControlState | undefined;
let reloading: Promise<void> = Promise.resolve();
process.on('SIGHUP', () => {
  reloading = reloading.then(async () => {
    if (!app || !database || stopping || !control) return;
    try {
      const r = await reloadSchemas(database.db, app.schemas);
      control = { ...control, reloads: control.reloads + 1, ok: true, last: `schemas reloaded: menus ${r.menus} entries and ${r.buttons} buttons added, ${r.changed} changed, ${r.removed} removed; ${r.calls} routes take their permission from schemas/calls` };
      console.log(`SIGHUP: ${control.last}`);
    } catch (e) {
      control = { ...control, reloads: control.reloads + 1, ok: false, last: `schemas not reloaded (the previous ones stay in force): ${(e as Error).message}` };
      console.error(`SIGHUP: ${control.last}`);
    }
    writeControl(controlFile(config.dataDir), control);
  });
});

// A rejected promise nobody awaited (a background query while the database is away) is logged; it must not take
// the whole gateway down with every request in flight.
process.on('unhandledRejection', (reason) => console.error('unhandled rejection (kept running):', reason));

async function start(): Promise<void> {
  try {
    database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof DataDirInUseError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  console.log(database.kind === 'pglite' ? `database: PGlite in ${config.dataDir}` : 'database: PostgreSQL (DATABASE_URL)');
  await waitForDatabase(database.db, config.dbStartTimeoutSeconds, (m) => console.log(m));
  await prepareDatabase(database.db, { scale: config.seedScale, log: (m) => console.log(m), afterStep: seedCrashHook() });
  if (stopping) return;
  if (database.kind === 'postgres' && config.databaseUrl) {
    // caches correct across replicas: LISTEN/NOTIFY on 'auth_cache' (docs/operations.md "Replicas: shared state")
    cacheSync = await startCacheSync({ db: database.db, connectionString: config.databaseUrl, log: (m) => console.warn(m) });
    if (!cacheSync.listening) console.warn('cache sync: not listening yet; caches off until it connects');
    // this start may have synced menus and grants: the replicas already running drop their caches
    clearAuthCaches();
  }
  app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`gateway listening on http://localhost:${config.port}/`);
  control = { pid: process.pid, port: config.port, reloads: 0 };
  writeControl(controlFile(config.dataDir), control);
  console.log('demo accounts: see README.md#demo-accounts');
}

/** SEED_CRASH_AFTER=core|menus|business (tests only): the process kills itself inside the seeding transaction. */
function seedCrashHook(): ((step: string) => void) | undefined {
  const at = process.env.SEED_CRASH_AFTER;
  if (!at) return undefined;
  console.warn(`WARNING: SEED_CRASH_AFTER=${at} is set: the first-start seeding kills this process (tests only).`);
  return (step) => {
    if (step === at) process.kill(process.pid, 'SIGKILL');
  };
}

try {
  await start();
} catch (e) {
  console.error(`gateway: start-up failed: ${(e as Error).message}`);
  await database?.close().catch(() => {});
  process.exit(1);
}
