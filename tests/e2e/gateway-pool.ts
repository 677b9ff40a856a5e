// A pool of e2e gateways started ahead (the e2e project's run): the global setup keeps POOL_SIZE gateways ready,
// each the run's bundle on a fresh copy of the seeded template serving a private copy of dist/, started while the
// previous file runs. A test file whose gateway needs no env of its own claims one by renaming its marker file
// (ready/ -> claimed/: atomic, so two claims never get the same gateway), stops it when done as it stops its own,
// and the pool starts the next. An empty pool (or none: outside the run, E2E_POOL=0) means the file starts its own.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyPglite, E2E_SEED_SCALE, type E2eShared } from './template';

/** Gateways kept ready: one is enough while the files run one at a time (a file takes longer than a start). */
export const POOL_SIZE = Number(process.env.E2E_POOL ?? 1);
export const CHECK_CODE = '1234';

/**
 * The env of an e2e gateway process, the pool's and the harness's own: the run's env, a port on 127.0.0.1, its data
 * directory, the fixed check code and the e2e seed scale; then `more` (its database, its dist/, a file's settings).
 */
export const gatewayEnv = (port: number, dataDir: string, more: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CHECK_CODE_FIXED: CHECK_CODE,
  SEED_SCALE: E2E_SEED_SCALE,
  // most files never save a rich text: the sanitiser's worker starts on the first one (about 1-1.5 s of CPU saved a
  // gateway; docs/decisions.md "CI time", tenth round)
  SANITIZER_WARM: '0',
  ...more,
});

/** What a ready gateway's marker file holds: enough for the file that claims it to use and stop it. */
export interface PooledGateway {
  url: string;
  pid: number;
  dataDir: string;
  distDir: string;
  /** PostgreSQL: the database made for it on E2E_DATABASE_URL's server */
  database?: string;
}

/** A copy of dist/ whose index.html and every asset it names are present (no build half-written). */
export function snapshotDist(root: string, build: () => void): string {
  for (let attempt = 0; ; attempt++) {
    build();
    const dir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
    cpSync(join(root, 'dist'), dir, { recursive: true });
    const index = join(dir, 'index.html');
    const named = existsSync(index)
      ? [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1])
      : null;
    if (named && named.every((a) => existsSync(join(dir, a)))) return dir;
    rmSync(dir, { recursive: true, force: true });
    if (attempt >= 5) throw new Error('dist/ is incomplete (a build is running?)');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
  }
}

/** Runs one statement on E2E_DATABASE_URL's server (its maintenance database). */
export async function e2eAdmin(server: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** A gateway's database name on the server, by port and the process that made it. */
export const databaseName = (port: number, pid: number) => `portal_e2e_${port}_${pid}`;

/** The URL of `name` on E2E_DATABASE_URL's server. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Stops a gateway process (its whole process group) and deletes its data dir, dist copy and database. */
export async function stopPooled(g: PooledGateway, exited?: Promise<unknown>, gone = false): Promise<void> {
  const alive = () => {
    if (gone) return false; // known to have exited: its pid may be another process's by now
    try {
      process.kill(g.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) {
    try {
      process.kill(-g.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const deadline = Date.now() + 5000;
    while (alive() && Date.now() < deadline) await (exited ? Promise.race([exited, pause(50)]) : pause(50));
    if (alive()) process.kill(-g.pid, 'SIGKILL');
  }
  rmSync(g.dataDir, { recursive: true, force: true });
  rmSync(g.distDir, { recursive: true, force: true });
  const server = process.env.E2E_DATABASE_URL;
  if (server && g.database)
    await e2eAdmin(server, `DROP DATABASE IF EXISTS ${g.database} WITH (FORCE)`).catch(() => undefined);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims a gateway of the run's pool: the first marker this process renames from ready/ to claimed/ is its own.
 * While one is still starting it waits for it (starting a second beside it would only share the CPU); undefined
 * when the pool has none ready or starting (or there is no pool: outside the run, E2E_POOL=0).
 */
export async function claimPooled(dir: string | undefined): Promise<PooledGateway | undefined> {
  if (!dir || POOL_SIZE <= 0 || !existsSync(dir)) return undefined;
  const deadline = Date.now() + 240000;
  let idleSince = Date.now();
  for (;;) {
    for (const name of readdirSync(join(dir, 'ready')).filter((n) => n.endsWith('.json'))) {
      const claimed = join(dir, 'claimed', `${process.pid}-${name}`);
      try {
        renameSync(join(dir, 'ready', name), claimed);
      } catch {
        continue; // another file claimed it first
      }
      return JSON.parse(readFileSync(claimed, 'utf8')) as PooledGateway;
    }
    // none starting either: the pool may not have seen the last claim yet (it looks every 200 ms), so a second
    // look before the file starts its own
    if (!readdirSync(join(dir, 'starting')).length && Date.now() > idleSince + 1000) return undefined;
    if (readdirSync(join(dir, 'starting')).length) idleSince = Date.now();
    if (Date.now() > deadline) return undefined;
    await pause(100);
  }
}

/** The run's gateway bundle started with `env` (its own process group), its output kept (the last 20,000
 * characters) for a failure's message. */
export function spawnBundle(
  root: string,
  bundle: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; exited: Promise<unknown>; log(): string } {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20000)));
  child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20000)));
  return { child, exited: new Promise((r) => child.once('exit', r)), log: () => log };
}

interface Started {
  child: ChildProcess;
  gateway: PooledGateway;
  exited: Promise<unknown>;
}

/**
 * The pool, run by the global setup: keeps POOL_SIZE gateways ready (counting those starting) until `stop`, which
 * stops every gateway it started that no file claimed. `freePort` comes from the harness.
 */
export function startPool(opts: {
  root: string;
  template: E2eShared['template'];
  bundle: string;
  freePort(): Promise<number>;
}): { dir: string; stop(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pool-'));
  for (const sub of ['starting', 'ready', 'claimed']) mkdirSync(join(dir, sub));
  const ours = new Map<number, Started>(); // by pid: every gateway the pool started
  let starting = 0;
  let stopped = false;
  const server = process.env.E2E_DATABASE_URL;

  let made = 0;
  // the marker is written before anything is awaited: a file that finds neither a ready nor a starting gateway may
  // start its own
  const startOne = async (marker: string): Promise<boolean> => {
    try {
      return await launch(await opts.freePort());
    } finally {
      rmSync(marker, { force: true });
    }
  };
  /** true: started and put in ready/; false: it exited or did not answer in time (logged, cleaned up) */
  const launch = async (port: number): Promise<boolean> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
    if (opts.template.pglite && !server) copyPglite(opts.template.pglite, dataDir);
    // dist/ as the global setup built it (no build from here: it would block the main process the workers talk to)
    const distDir = snapshotDist(opts.root, () => undefined);
    const database = server && opts.template.postgres ? databaseName(port, process.pid) : undefined;
    if (server && database) await e2eAdmin(server, `CREATE DATABASE ${database} TEMPLATE ${opts.template.postgres}`);
    const { child, exited, log } = spawnBundle(
      opts.root,
      opts.bundle,
      gatewayEnv(port, dataDir, {
        DIST_DIR: distDir,
        ...(server && database ? { DATABASE_URL: databaseUrl(server, database) } : {}),
      }),
    );
    const gateway: PooledGateway = { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, dataDir, distDir, database };
    ours.set(gateway.pid, { child, gateway, exited });
    const deadline = Date.now() + 240000;
    for (;;) {
      if (child.exitCode !== null || stopped) {
        if (!stopped) console.error(`e2e pool: a gateway exited (${child.exitCode}):\n${log()}`);
        await stopPooled(gateway, exited);
        return false;
      }
      const up = await fetch(`${gateway.url}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) {
        console.error(`e2e pool: a gateway did not start:\n${log()}`);
        await stopPooled(gateway, exited);
        return false;
      }
      await pause(100);
    }
    writeFileSync(join(dir, 'ready', `.${port}.tmp`), JSON.stringify(gateway));
    renameSync(join(dir, 'ready', `.${port}.tmp`), join(dir, 'ready', `${port}.json`));
    return true;
  };

  const ready = () => readdirSync(join(dir, 'ready')).filter((n) => n.endsWith('.json')).length;
  // a failed start is logged, and the next tick starts another; files start their own meanwhile
  let failures = 0;
  const fill = () => {
    if (stopped || failures >= 3) return; // three failed starts in a row: the files start their own (and show why)
    while (ready() + starting < POOL_SIZE) {
      starting++;
      const marker = join(dir, 'starting', String(++made));
      writeFileSync(marker, '');
      startOne(marker)
        .then((ok) => (failures = ok ? 0 : failures + 1))
        .catch((e: unknown) => (failures++, console.error('e2e pool: start failed', e)))
        .finally(() => void starting--);
    }
  };
  fill();
  const tick = setInterval(fill, 200);

  return {
    dir,
    async stop() {
      stopped = true;
      clearInterval(tick);
      while (starting > 0) await pause(100);
      // a claimed gateway was stopped by its file (stopping again is harmless); one still running (a file that
      // crashed) or never claimed is stopped here
      await Promise.all(
        [...ours.values()].map(({ child, gateway, exited }) =>
          stopPooled(gateway, exited, child.exitCode !== null || child.signalCode !== null),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
