// Starts the gateway: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates and seeds it on
// first start, serves the portal and every API host on PORT, and shuts down cleanly on SIGINT/SIGTERM.
import { configFromEnv } from './config';
import { createDb } from './db/create-db';
import { prepareDatabase } from './seed/index';
import { buildApp } from './app';

const config = configFromEnv();
if (config.checkCodeFixed) {
  console.warn('\n**********************************************************************');
  console.warn('* WARNING: CHECK_CODE_FIXED is set: that check code is always accepted. *');
  console.warn('* For tests only. Never run production with it.                        *');
  console.warn('**********************************************************************\n');
}
const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(database.kind === 'pglite' ? `database: PGlite in ${config.dataDir}` : 'database: PostgreSQL (DATABASE_URL)');
await prepareDatabase(database.db, { scale: config.seedScale, log: (m) => console.log(m) });
const app = await buildApp({ db: database.db, config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`gateway listening on http://localhost:${config.port}/`);
console.log('demo accounts: see README.md#demo-accounts');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
