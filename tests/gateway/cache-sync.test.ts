// Caches across replicas (server/auth/cache-sync.ts): two database handles on one PostgreSQL schema stand for two
// replicas in this process. A logout or a grants write on A drops B's cached entries through NOTIFY; while B's
// listener is down B uses no cache at all; it reconnects by itself. PostgreSQL only (PGlite is one process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { createDb, type Database } from '../../server/db/create-db';
import { prepareDatabase } from '../../server/seed/index';
import { configFromEnv } from '../../server/config';
import { endSession, issueSession, lookupToken } from '../../server/auth/session';
import { grantsOf } from '../../server/auth/permissions';
import { cachesUsable, invalidate, startCacheSync, type CacheSync } from '../../server/auth/cache-sync';
import { until } from '../wait';
import { createCaches, type GatewayCaches } from '../../server/auth/caches';

const url = process.env.TEST_DATABASE_URL;
const config = { ...configFromEnv({}), seedScale: 0.02 };

/** Polls `check` (the shared `until`, every 5 ms) and answers the milliseconds it took. */
async function msUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<number> {
  const start = Date.now();
  await until(check, { what, timeoutMs, intervalMs: 5 });
  return Date.now() - start;
}

describe.skipIf(!url)('caches across replicas on PostgreSQL (LISTEN/NOTIFY)', () => {
  const schema = `cache_sync_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  let a: Database;
  let b: Database;
  let syncA: CacheSync;
  let syncB: CacheSync;
  let userId: string;
  // B's caches, as its app would own them (app.caches)
  let cachesB: GatewayCaches;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    a = createDb({ databaseUrl: url, schema });
    b = createDb({ databaseUrl: url, schema });
    await prepareDatabase(a.db, { scale: config.seedScale });
    syncA = await startCacheSync({ db: a.db, connectionString: url!, log: () => {} });
    syncB = await startCacheSync({ db: b.db, connectionString: url!, log: () => {} });
    cachesB = createCaches(b.db);
    expect(syncA.listening && syncB.listening).toBe(true);
    userId = (await a.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await syncA?.stop();
    await syncB?.stop();
    cachesB?.close();
    await a?.close();
    await b?.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  it('a logout on A: B refuses the token it had cached', async () => {
    const { token } = await issueSession(a.db, config, userId);
    expect((await lookupToken(b.db, config, token, cachesB)).status).toBe('ok'); // cached on B now
    const start = Date.now();
    await endSession(a.db, token);
    const ms = await msUntil(
      'B drops the session',
      async () => (await lookupToken(b.db, config, token, cachesB)).status === 'invalid',
      1000,
    );
    console.log(`cache sync (in-process): logout on A refused on B after ${Date.now() - start} ms (polling ${ms} ms)`);
  });

  it('a grants write on A: B reads the grants again', async () => {
    const role = await a.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select(['roles.role_code', 'role_permissions.role_id', 'role_permissions.permission_id'])
      .where('roles.role_code', '!=', 'it_manager')
      .executeTakeFirstOrThrow();
    const before = await grantsOf(b.db, [role.role_code], cachesB); // cached on B
    await a.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role.role_id)
      .where('permission_id', '=', role.permission_id)
      .execute();
    expect(await grantsOf(b.db, [role.role_code], cachesB)).toBe(before); // no notification yet: B still has its entry
    const start = Date.now();
    await invalidate({ kind: 'auth' }, a.db); // what clearAuthCaches() sends after such a write
    await msUntil(
      'B reloads the grants',
      async () => (await grantsOf(b.db, [role.role_code], cachesB)) !== before,
      1000,
    );
    expect((await grantsOf(b.db, [role.role_code], cachesB)).size).toBe(before.size - 1);
    console.log(`cache sync (in-process): grants write on A seen on B after ${Date.now() - start} ms`);
  });

  it("while B's listener is down B uses no cache; it reconnects by itself and caches again", async () => {
    const { token } = await issueSession(a.db, config, userId);
    expect((await lookupToken(b.db, config, token, cachesB)).status).toBe('ok');
    const pid = syncB.backendPid;
    expect(pid).toBeTypeOf('number');
    await sql`select pg_terminate_backend(${pid}::int)`.execute(a.db);
    await msUntil('B notices the lost listener', () => !cachesUsable(b.db), 2000);
    // a session ended behind B's back (no notification) is refused at once: no cache while down
    await a.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    expect((await lookupToken(b.db, config, token, cachesB)).status).toBe('invalid');
    const ms = await msUntil('B listens again', () => syncB.listening, 10_000);
    console.log(`cache sync (in-process): listener back ${ms} ms after it was lost`);
    expect(syncB.backendPid).not.toBe(pid);
    // and caches again: an entry read now survives a removal that sends no notification
    const again = await issueSession(a.db, config, userId);
    expect((await lookupToken(b.db, config, again.token, cachesB)).status).toBe('ok');
    await a.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    expect((await lookupToken(b.db, config, again.token, cachesB)).status).toBe('ok');
    // notifications flow again
    await endSession(a.db, again.token);
    await msUntil(
      'B drops the session after the reconnect',
      async () => (await lookupToken(b.db, config, again.token, cachesB)).status === 'invalid',
      1000,
    );
  });
});
