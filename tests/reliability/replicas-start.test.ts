// Several gateways started at once on one EMPTY PostgreSQL database (TEST_DATABASE_URL; a database of its own),
// as real processes. What must hold: migrations, first-start seeding and menu sync run under a
// PostgreSQL advisory lock, so all three replicas come up (ready, sign-in works), none logs a duplicate key, and
// the demo data is seeded exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  postgresAvailable,
  query,
  signIn,
  spawnGateway,
  type GatewayProcess,
} from './lifecycle-helpers';

const run = postgresAvailable('tests/reliability/replicas-start.test.ts');

describe.skipIf(!run)('three replicas started together on an empty PostgreSQL database', () => {
  let dbName = '';
  let replicas: GatewayProcess[] = [];

  beforeAll(async () => {
    dbName = await createDatabase();
  });

  afterAll(async () => {
    for (const g of replicas) await g.stop();
    if (dbName) await dropDatabase(dbName);
  });

  it('all come up, seeded once, without duplicate keys', async () => {
    const t0 = Date.now();
    replicas = await Promise.all([1, 2, 3].map(() => spawnGateway({ DATABASE_URL: databaseUrl(dbName) })));
    await Promise.all(replicas.map((g) => g.waitReady()));
    console.log(`replicas-start: 3 replicas ready ${Date.now() - t0} ms after spawning`);

    for (const g of replicas) {
      const r = await signIn(g.url);
      expect(r.status, g.log()).toBe(200);
      expect(r.body.result.token).toBeTruthy();
      expect(g.log()).not.toMatch(/duplicate key|start-up failed|23505/);
    }
    const seeders = replicas.filter((g) => g.log().includes('demo data committed'));
    expect(seeders).toHaveLength(1);
    expect(replicas.filter((g) => g.log().includes('migrations applied'))).toHaveLength(1);
    const waited = replicas.filter((g) => /start-up lock: waited/.test(g.log())).length;
    console.log(`replicas-start: ${waited} of the other 2 replicas logged waiting for the start-up lock`);

    const users = await query<{ n: string; distinct_names: string; admins: string }>(
      dbName,
      `select count(*) as n, count(distinct username) as distinct_names, count(*) filter (where username = 'admin') as admins from users`,
    );
    expect(Number(users[0].admins)).toBe(1);
    expect(Number(users[0].n)).toBe(Number(users[0].distinct_names));
    const menus = await query<{ n: string; distinct_paths: string }>(
      dbName,
      `select count(*) as n, count(distinct path) as distinct_paths from menus`,
    );
    expect(Number(menus[0].n)).toBe(Number(menus[0].distinct_paths));
    console.log(`replicas-start: ${users[0].n} users, ${menus[0].n} menus (each once)`);
  });
});
