// Helpers of the lifecycle reliability tests (faults, embedded, replicas-start): real gateway processes
// (node --import tsx server/main.ts), a TCP proxy in front of PostgreSQL that a test takes down, stalls and brings
// back, fresh databases of their own, and sign-in over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { CHECK_CODE, PASSWORD, ROOT, freePort } from '../e2e/harness';

export { CHECK_CODE, PASSWORD, ROOT, freePort };
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL tests run when TEST_DATABASE_URL is set; under CI=true a missing URL fails the file instead of
 * skipping it (nothing may be skipped in CI).
 */
export function postgresAvailable(file: string): boolean {
  if (TEST_DATABASE_URL) return true;
  if (process.env.CI === 'true')
    throw new Error(`${file}: TEST_DATABASE_URL is not set; CI must run the PostgreSQL reliability tests`);
  console.log(`${file}: skipped (set TEST_DATABASE_URL=postgres://... to run it)`);
  return false;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A URL of the test server with another database name (and, optionally, host:port). */
export function databaseUrl(name: string, hostPort?: string): string {
  const u = new URL(TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  if (hostPort) u.host = hostPort;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new empty database on the test server (rel_<random>); returns its name. */
export async function createDatabase(): Promise<string> {
  const name = `rel_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await admin((c) => c.query(`create database ${name}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
}

/** Runs one query on a database of the test server. */
export async function query<T = Record<string, unknown>>(name: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: databaseUrl(name) });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

export interface GatewayProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** everything it printed so far */
  log(): string;
  /** resolves with the exit code (128 + n for a signal) once it ends */
  exited: Promise<number>;
  alive(): boolean;
  /** resolves when the log contains `text` (rejects when the process ends first or after timeoutMs) */
  waitForLog(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** resolves when GET /healthz/ready answers 200 (rejects when the process ends first) */
  waitReady(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; resolves with the exit code */
  stop(): Promise<number>;
}

const SIGNALS: Record<string, number> = { SIGKILL: 9, SIGTERM: 15, SIGINT: 2 };

/** Spawns server/main.ts on a free port with the given env (DATABASE_URL or DATA_DIR) and a small seed. */
export async function spawnGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CHECK_CODE_FIXED: CHECK_CODE,
      SEED_SCALE: '0.02',
      DIST_DIR: 'no-dist',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  // 'close' (not 'exit'): the process has ended and its output has been read to the end
  const exited = new Promise<number>((res) =>
    child.once('close', (code, sig) => res(code ?? 128 + (SIGNALS[sig ?? ''] ?? 0))),
  );
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void exited.then(() => (ended = true));
  const gw: GatewayProcess = {
    url,
    port,
    child,
    exited,
    log: () => out,
    alive: () => !ended,
    async waitForLog(text, timeoutMs = 120000) {
      const deadline = Date.now() + timeoutMs;
      const has = () => (typeof text === 'string' ? out.includes(text) : text.test(out));
      while (!has()) {
        if (ended) throw new Error(`gateway ended before printing ${text}:\n${out}`);
        if (Date.now() > deadline) throw new Error(`gateway did not print ${text}:\n${out}`);
        await sleep(50);
      }
    },
    async waitReady(timeoutMs = 180000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (ended) throw new Error(`gateway exited (${await exited}):\n${out}`);
        try {
          if ((await fetch(`${url}/healthz/ready`)).status === 200) return;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) throw new Error(`gateway not ready:\n${out}`);
        await sleep(200);
      }
    },
    async stop() {
      if (!ended) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 10000);
        await exited;
        clearTimeout(t);
      }
      return exited;
    },
  };
  return gw;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the envelope of many routes (result is a code or the answer, data any shape)
  body: Record<string, any>;
}

export async function getJson(url: string, init?: RequestInit): Promise<Answer> {
  const r = await fetch(url, init);
  const text = await r.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: r.status, body };
}

/** Signs in with the fixed check code; answers the HTTP status and body (a token in body.result.token). */
export function signIn(base: string, user = 'admin'): Promise<Answer> {
  return getJson(`${base}/common/user/user/common_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginName: user,
      loginPwd: PASSWORD,
      checkCode: CHECK_CODE,
      checkKey: `k${Math.random()}`,
      loginType: 'common',
    }),
  });
}

/**
 * A TCP proxy to PostgreSQL on a port of its own. down(): stops listening and cuts every connection (the
 * database "goes away"; new connections are refused); up(): listens again; stall(true): holds the server's
 * answers until stall(false) (a slow database).
 */
export class PgProxy {
  port = 0;
  private server: Server | null = null;
  private pairs = new Set<{ client: Socket; upstream: Socket; held: Buffer[] }>();
  private stalled = false;

  constructor(
    private target = {
      host: new URL(TEST_DATABASE_URL ?? 'postgres://localhost:5432').hostname,
      port: Number(new URL(TEST_DATABASE_URL ?? 'postgres://localhost:5432').port || 5432),
    },
  ) {}

  /** Reserves a port (listening only when `listening`). */
  async start(listening = true): Promise<this> {
    this.port = await freePort();
    if (listening) await this.up();
    return this;
  }

  up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      const pair = { client, upstream, held: [] as Buffer[] };
      this.pairs.add(pair);
      client.on('data', (d) => upstream.write(d));
      upstream.on('data', (d) => (this.stalled ? pair.held.push(d) : client.write(d)));
      const end = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
    });
    this.server = server;
    return new Promise((res, rej) => {
      server.once('error', rej);
      server.listen(this.port, '127.0.0.1', () => res());
    });
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise((r) => server.close(() => r(undefined)));
  }

  stall(on: boolean): void {
    this.stalled = on;
    if (!on) for (const p of this.pairs) for (const d of p.held.splice(0)) p.client.write(d);
  }

  /** Answer chunks held back by stall(true): more than 0 once a query is in flight at the database. */
  get held(): number {
    let n = 0;
    for (const p of this.pairs) n += p.held.length;
    return n;
  }

  get hostPort(): string {
    return `127.0.0.1:${this.port}`;
  }
}
