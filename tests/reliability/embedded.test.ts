// The embedded default (PGlite under DATA_DIR), against real gateway processes; no PostgreSQL needed.
// What must hold:
// - one gateway per DATA_DIR: a second one on the same directory exits non-zero with a clear message naming the
//   owner's pid; the lock goes on a clean stop, and a lock left by a killed gateway does not block the next start;
// - first-start seeding is all or nothing: a gateway killed in the middle of it (SEED_CRASH_AFTER, tests only:
//   the process SIGKILLs itself inside the seeding transaction) leaves no partial data, and the next start seeds
//   completely: every table has the same row count as after a clean first start.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/create-db';
import { spawnGateway, type GatewayProcess } from './lifecycle-helpers';

const dirs: string[] = [];
const gateways: GatewayProcess[] = [];
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'rel-embedded-'));
  dirs.push(d);
  return d;
};
const start = async (env: Record<string, string>) => {
  const g = await spawnGateway(env);
  gateways.push(g);
  return g;
};

/** Row count of every table in the data directory (the gateway must be stopped: the directory is locked). */
async function tableCounts(dataDir: string): Promise<Record<string, number>> {
  const database = createDb({ dataDir, databaseUrl: '' });
  try {
    const { rows } = await sql<{
      t: string;
    }>`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(
      database.db,
    );
    const counts: Record<string, number> = {};
    for (const { t } of rows) {
      const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(database.db);
      counts[t] = Number(r.rows[0].n);
    }
    return counts;
  } finally {
    await database.close();
  }
}

afterAll(async () => {
  for (const g of gateways) await g.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('PGlite data directory lock', () => {
  it('refuses a second gateway on the same DATA_DIR, releases on stop, and is not blocked by a killed owner', async () => {
    const dir = newDir();
    const a = await start({ DATA_DIR: dir });
    await a.waitReady();
    const b = await start({ DATA_DIR: dir });
    expect(await b.exited).toBe(1);
    expect(b.log()).toContain(
      `DATA_DIR ${dir} is in use by another gateway (pid ${a.child.pid}); stop it or choose another DATA_DIR`,
    );
    expect((await fetch(`${a.url}/healthz/ready`)).status).toBe(200); // the first one is untouched

    expect(await a.stop()).toBe(0);
    expect(existsSync(join(dir, 'gateway.lock'))).toBe(false);

    const c = await start({ DATA_DIR: dir });
    await c.waitReady();
    c.child.kill('SIGKILL');
    expect(await c.exited).toBe(137);
    expect(existsSync(join(dir, 'gateway.lock'))).toBe(true); // left behind by the killed gateway
    const t0 = Date.now();
    const d = await start({ DATA_DIR: dir });
    await d.waitReady();
    console.log(`embedded: restart over a killed gateway's lock ready in ${Date.now() - t0} ms`);
    expect(await d.stop()).toBe(0);
  });
});

describe('all-or-nothing first-start seeding', () => {
  it('redoes a seeding killed half-way, ending with the same data as a clean first start', async () => {
    const clean = newDir();
    const ref = await start({ DATA_DIR: clean });
    await ref.waitReady();
    expect(await ref.stop()).toBe(0);
    const expected = await tableCounts(clean);
    expect(expected.users).toBeGreaterThan(0);

    const dir = newDir();
    for (const step of ['core', 'business']) {
      const crashed = await start({ DATA_DIR: dir, SEED_CRASH_AFTER: step });
      expect(await crashed.exited).toBe(137);
      expect(crashed.log()).toContain('core demo data seeded');
      expect(crashed.log()).not.toContain('demo data committed');
    }
    const next = await start({ DATA_DIR: dir });
    await next.waitReady();
    expect(next.log()).toContain('demo data committed');
    expect(await next.stop()).toBe(0);
    const counts = await tableCounts(dir);
    console.log(
      `embedded: ${Object.keys(counts).length} tables, ${counts.users} users, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows after the redone seeding`,
    );
    expect(counts).toEqual(expected);
  });
});
