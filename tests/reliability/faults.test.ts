// Database faults, against real gateway processes on PostgreSQL (TEST_DATABASE_URL; a database of its own).
// The gateway reaches PostgreSQL through a TCP proxy this test owns, so "PostgreSQL down" is the proxy closing
// every connection and refusing new ones, without touching the shared server. What must hold:
// - while the database is away every request gets 503 with a clear message in the host's envelope, the process
//   stays alive, /healthz/live is 200 and /healthz/ready 503; when it returns requests succeed again by themselves;
// - pooled connections killed by the server (pg_terminate_backend, as in a PostgreSQL restart) do not crash it;
// - start-up retries an unreachable database (a log line per attempt) and comes up when it appears, or exits
//   non-zero after DB_START_TIMEOUT_SECONDS;
// - `npm start` (scripts/start.ts) exits non-zero when its gateway dies, 0 after a clean stop;
// - SIGTERM finishes a request in flight (held by a stalled database), refuses new ones, exits 0.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf } from '../../scripts/start';
import {
  PgProxy,
  ROOT,
  createDatabase,
  databaseUrl,
  dropDatabase,
  getJson,
  postgresAvailable,
  query,
  signIn,
  sleep,
  spawnGateway,
  type GatewayProcess,
} from './lifecycle-helpers';
import { until } from '../wait';

const run = postgresAvailable('tests/reliability/faults.test.ts');
const UNAVAILABLE = '数据库暂不可用，请稍后重试';

describe('npm start exit status (scripts/start.ts exitCodeOf)', () => {
  it('is the gateway exit code, or 128 + the signal number when it was killed', () => {
    expect(exitCodeOf(0, null)).toBe(0);
    expect(exitCodeOf(1, null)).toBe(1);
    expect(exitCodeOf(null, 'SIGKILL')).toBe(137);
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143);
    expect(exitCodeOf(null, null)).toBe(1);
  });
});

describe.skipIf(!run)('database faults (PostgreSQL through a TCP proxy)', () => {
  let dbName = '';
  const proxy = new PgProxy();
  let gw: GatewayProcess;
  const others: GatewayProcess[] = [];

  beforeAll(async () => {
    dbName = await createDatabase();
    await proxy.start();
    gw = await spawnGateway({ DATABASE_URL: databaseUrl(dbName, proxy.hostPort) });
    await gw.waitReady();
  });

  afterAll(async () => {
    for (const g of [gw, ...others]) await g?.stop();
    await proxy.down();
    if (dbName) await dropDatabase(dbName);
  });

  it('answers 503 while the database is down, stays alive, and recovers by itself when it returns', async () => {
    const first = await signIn(gw.url);
    expect(first.status).toBe(200);
    const token = first.body.result.token as string;
    // several connections in the pool, idle when the database goes away
    await Promise.all(Array.from({ length: 5 }, () => signIn(gw.url)));

    await proxy.down();
    // asked at once: a request the moment the database goes away must not kill the gateway (it did, behind a pause)
    const login = await until(
      async () => {
        const r = await signIn(gw.url);
        return r.status === 503 && r;
      },
      { what: 'sign-in 503 with the database down' },
    );
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ success: false, code: 503, message: UNAVAILABLE });
    const menu = await getJson(`${gw.url}/api/sys/permission/getSystemPermissionByToken`, {
      headers: { 'x-access-token': token },
    });
    expect(menu.status).toBe(503);
    expect(menu.body.message).toBe(UNAVAILABLE);
    const gateway = await getJson(
      `${gw.url}/npsbackend-gateway/tractorVehicle/search/V1.0?timestamp=${Date.now()}&sign=nsp-sign`,
      {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(gateway).toMatchObject({ status: 503, body: { result: 'FAILED', code: '503', message: UNAVAILABLE } });
    expect((await getJson(`${gw.url}/healthz/live`)).status).toBe(200);
    expect(await getJson(`${gw.url}/healthz/ready`)).toMatchObject({
      status: 503,
      body: { ok: false, database: 'down' },
    });
    expect(await getJson(`${gw.url}/healthz`)).toMatchObject({ status: 503, body: { ok: false, database: 'down' } });
    // time itself is tested here: the gateway is still alive a second into the outage
    await sleep(1000);
    expect(gw.alive()).toBe(true);

    await proxy.up();
    const t0 = Date.now();
    const after = await until(
      async () => {
        const r = await signIn(gw.url);
        return r.status === 200 && r;
      },
      { timeoutMs: 15000, intervalMs: 100, what: 'sign-in after the database returned' },
    );
    console.log(`faults: first successful sign-in ${Date.now() - t0} ms after the database returned`);
    expect(after.status).toBe(200);
    expect(await getJson(`${gw.url}/healthz/ready`)).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
    expect(gw.log()).not.toMatch(/uncaught|unhandled/i);
  });

  it('survives its pooled connections being terminated by the server (a PostgreSQL restart)', async () => {
    await Promise.all(Array.from({ length: 5 }, () => signIn(gw.url)));
    const killed = await query<{ n: string }>(
      dbName,
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(Number(killed[0].n)).toBeGreaterThan(0);
    await gw.waitForLog(/idle connection lost \(57P01\)/, 10000);
    // a sign-in that takes a terminated client before the pool dropped it answers 503; the next ones succeed
    const again = await until(
      async () => {
        const r = await signIn(gw.url);
        return r.status === 200 && r;
      },
      { what: 'sign-in after the restart' },
    );
    expect(again.status).toBe(200);
    expect(gw.alive()).toBe(true);
    expect(gw.log()).toMatch(/idle connection lost \(57P01\)/);
  });

  it('retries an unreachable database at start-up and comes up when it appears', async () => {
    const late = await new PgProxy().start(false);
    const g = await spawnGateway({ DATABASE_URL: databaseUrl(dbName, late.hostPort), DB_START_TIMEOUT_SECONDS: '60' });
    others.push(g);
    try {
      await g.waitForLog(/attempt 2;/);
      expect(g.alive()).toBe(true);
      // the port opens only once the database is ready and migrated
      await expect(fetch(`${g.url}/healthz/live`)).rejects.toThrow();
      await late.up();
      const t0 = Date.now();
      await g.waitReady();
      console.log(`faults: start-up came up ${Date.now() - t0} ms after the database appeared`);
      expect(g.log()).toMatch(/database: not reachable \(ECONNREFUSED\), attempt 1; retrying for up to \d+ s more/);
      expect((await signIn(g.url)).status).toBe(200);
    } finally {
      await g.stop();
      await late.down();
    }
  });

  it('exits non-zero when the database stays unreachable for DB_START_TIMEOUT_SECONDS', async () => {
    const never = await new PgProxy().start(false);
    const g = await spawnGateway({ DATABASE_URL: databaseUrl(dbName, never.hostPort), DB_START_TIMEOUT_SECONDS: '3' });
    others.push(g);
    const code = await g.exited;
    expect(code).toBe(1);
    expect(g.log()).toMatch(/not reachable after 3 s \(ECONNREFUSED\); giving up/);
  });

  it('a wrong password or a missing database stops the start at once with one plain line and exit 78 (no retry loop)', async () => {
    const u = new URL(databaseUrl(dbName));
    u.password = 'not-the-password';
    const cases = [
      {
        url: u.toString(),
        line: /gateway: start-up failed: database: the password in DATABASE_URL was refused \(28P01: password authentication failed for user \\?"\w+\\?"\); fix DATABASE_URL or the database and start again \(retrying cannot help\)/,
      },
      {
        url: databaseUrl(`${dbName}_missing`),
        line: /gateway: start-up failed: database: the database named in DATABASE_URL does not exist \(3D000: database \\?"\w+_missing\\?" does not exist\)/,
      },
    ];
    for (const c of cases) {
      const t0 = Date.now();
      const g = await spawnGateway({ DATABASE_URL: c.url, DB_START_TIMEOUT_SECONDS: '60' });
      others.push(g);
      expect(await g.exited).toBe(78);
      const seconds = (Date.now() - t0) / 1000;
      console.log(`faults: refused start ended after ${seconds.toFixed(1)} s`);
      // no retrying: the 60 s start timeout was not waited out, and no attempt line was logged
      expect(seconds).toBeLessThan(30);
      expect(g.log()).toMatch(c.line);
      expect(g.log()).not.toMatch(/attempt \d+; retrying/);
      expect(g.log()).not.toContain('not-the-password');
    }
  });

  it('SIGTERM finishes the request in flight, refuses new ones, and exits 0', async () => {
    const g = await spawnGateway({ DATABASE_URL: databaseUrl(dbName, proxy.hostPort) });
    others.push(g);
    await g.waitReady();
    expect((await signIn(g.url)).status).toBe(200);
    proxy.stall(true); // the database answers nothing until released: the next sign-in hangs in flight
    const inFlight = signIn(g.url);
    await until(() => proxy.held > 0, { what: 'a sign-in query in flight at the stalled database' });
    g.child.kill('SIGTERM');
    await g.waitForLog('SIGTERM: shutting down');
    await expect(fetch(`${g.url}/healthz/live`)).rejects.toThrow(); // no longer listening
    expect(g.alive()).toBe(true);
    // time itself is tested here: half a second into shutdown the gateway still waits for the request in flight
    await sleep(500);
    expect(g.alive()).toBe(true);
    proxy.stall(false);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.result.token).toBeTruthy();
    expect(await g.exited).toBe(0);
  });

  it('npm start (scripts/start.ts) exits non-zero when its gateway dies, 0 after a clean stop', async () => {
    // a directory without index.html (start.ts builds nothing) whose server/, scripts/, schemas/ and node_modules/
    // are the project's
    const cwd = mkdtempSync(join(tmpdir(), 'rel-start-'));
    for (const d of ['server', 'scripts', 'node_modules', 'schemas']) symlinkSync(join(ROOT, d), join(cwd, d));
    const started: ChildProcess[] = [];
    const startNpm = () => {
      const p = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl(dbName),
          DIST_DIR: 'no-dist',
          CHECK_CODE_FIXED: '1234',
        },
      });
      started.push(p);
      let log = '';
      p.stdout!.on('data', (d) => (log += d));
      p.stderr!.on('data', (d) => (log += d));
      const exited = new Promise<number | null>((r) => p.once('exit', (c) => r(c)));
      return { p, exited, log: () => log };
    };
    const gatewayOf = async (parent: number) => {
      const line = await until(
        () =>
          execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)])
            .toString()
            .split('\n')
            .find((l) => l.includes('server/main.ts')), // tsx's esbuild service is a child too
        { intervalMs: 100, what: 'the gateway process under npm start' },
      );
      return Number(line.trim().split(/\s+/)[0]);
    };
    try {
      const a = startNpm();
      await new Promise<void>((res, rej) => {
        const t = setInterval(() => a.log().includes('gateway listening') && (clearInterval(t), res()), 100);
        void a.exited.then(() => (clearInterval(t), rej(new Error(a.log()))));
      });
      process.kill(await gatewayOf(a.p.pid!), 'SIGKILL');
      expect(await a.exited).toBe(137);
      expect(a.log()).toMatch(/gateway ended \(SIGKILL\); npm start exits 137/);

      const b = startNpm();
      await new Promise<void>((res, rej) => {
        const t = setInterval(() => b.log().includes('gateway listening') && (clearInterval(t), res()), 100);
        void b.exited.then(() => (clearInterval(t), rej(new Error(b.log()))));
      });
      b.p.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    } finally {
      for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGTERM');
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
