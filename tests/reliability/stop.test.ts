// Stopping `npm start` as a supervisor does: SIGTERM (or SIGINT, Ctrl-C) sent to the npm process must
// reach the gateway and end it gracefully: the port closes, no process is left, npm exits 0, and the next start on
// the same PGlite DATA_DIR succeeds (the data directory lock was released). A gateway that cannot stop (its event
// loop stuck: simulated with SIGSTOP, which no handler can catch) is killed SHUTDOWN_TIMEOUT_SECONDS (+1 s) after
// the signal, npm start exits 1, and the next start takes the data directory over. While the first gateway runs,
// a refused insert checks that the process's own logger (server/main.ts) keeps SQL parameters out of the log.
// Runs the real `npm start` (npm from PATH) in a directory whose server/, scripts/, schemas/, node_modules/ and
// package.json are the project's, without index.html, so nothing is built.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECK_CODE, ROOT, freePort, signIn } from './lifecycle-helpers';
import { until } from '../wait';

const cwd = mkdtempSync(join(tmpdir(), 'rel-stop-'));
for (const d of ['server', 'scripts', 'node_modules', 'schemas', 'package.json'])
  symlinkSync(join(ROOT, d), join(cwd, d));
const dataDir = join(cwd, 'data');
const pids: number[] = [];

interface NpmStart {
  pid: number;
  port: number;
  exited: Promise<number>;
  log(): string;
}

async function npmStart(env: Record<string, string> = {}): Promise<NpmStart> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const p = spawn('npm', ['start'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: 'no-dist',
      SEED_SCALE: '0.02',
      LOG_LEVEL: 'warn',
      CHECK_CODE_FIXED: CHECK_CODE,
      ...env,
    },
  });
  pids.push(p.pid!);
  let log = '';
  p.stdout!.on('data', (d) => (log += d));
  p.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<number>((r) =>
    p.once('exit', (code, sig) => r(code ?? (sig === 'SIGTERM' ? 143 : sig === 'SIGINT' ? 130 : 137))),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 170000;
  while (!log.includes('gateway listening')) {
    if (ended || Date.now() > deadline) throw new Error(`npm start did not listen:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { pid: p.pid!, port, exited, log: () => log };
}

/** Every process under `pid` (children, grandchildren...), as "pid args" lines. */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='])
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/)!)
    .filter(Boolean)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const out: { pid: number; args: string }[] = [];
  const walk = (p: number) => rows.filter((r) => r.ppid === p).forEach((r) => (out.push(r), walk(r.pid)));
  walk(pid);
  return out;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const answers = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz/live`)).status;
  } catch {
    return 'refused';
  }
};

afterAll(() => {
  for (const pid of pids)
    for (const d of [...descendants(pid), { pid }]) if (alive(d.pid)) process.kill(d.pid, 'SIGKILL');
  rmSync(cwd, { recursive: true, force: true });
});

describe('stopping npm start (PGlite)', () => {
  for (const sig of ['SIGTERM', 'SIGINT'] as const) {
    it(`${sig} to the npm process stops the gateway gracefully; npm exits 0; the next start takes the same DATA_DIR`, async () => {
      const a = await npmStart();
      expect(await answers(a.port)).toBe(200);
      const tree = descendants(a.pid);
      const gateway = tree.find((d) => d.args.includes('server/main.ts'));
      expect(gateway, JSON.stringify(tree)).toBeTruthy();
      if (sig === 'SIGTERM') {
        // the process's own logger (server/main.ts) redacts too: a refused insert logs no bcrypt hash
        const base = `http://127.0.0.1:${a.port}`;
        const token = (await signIn(base)).body.result.token as string;
        const r = await fetch(`${base}/console/sys/user/add?system=sp&provider=sp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': token },
          body: JSON.stringify({ username: 'nul_user', realname: 'a\u0000b', password: 'Secret2026xyz' }),
        });
        expect(r.status).toBe(417);
        await until(() => a.log().includes('database refused input'), { what: 'the refused insert logged' });
        expect(a.log()).toContain('[Redacted: 13 SQL parameters]');
        expect(a.log()).not.toMatch(/\$2[aby]\$\d\d\$/);
      }
      process.kill(a.pid, sig);
      expect(await a.exited).toBe(0);
      expect(a.log()).toContain(`${sig}: stopped`);
      expect(await answers(a.port)).toBe('refused');
      // nothing left: the gateway and tsx's esbuild service (which ends when its parent's pipe closes)
      await until(() => tree.every((d) => !alive(d.pid)), { what: `no process left of ${JSON.stringify(tree)}` });
      // the same data directory (its lock released) and the same port
      const b = await npmStart({ PORT: String(a.port) });
      expect(await answers(b.port)).toBe(200);
      process.kill(b.pid, 'SIGTERM');
      expect(await b.exited).toBe(0);
    });
  }

  it('a gateway that cannot run its signal handler is killed within SHUTDOWN_TIMEOUT_SECONDS + 1 s; npm exits 1', async () => {
    const a = await npmStart({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
    const tree = descendants(a.pid);
    const gateway = tree.find((d) => d.args.includes('server/main.ts'))!;
    process.kill(gateway.pid, 'SIGSTOP'); // as stuck as a process gets: not even its own timers run
    const t0 = Date.now();
    process.kill(a.pid, 'SIGTERM');
    expect(await a.exited).toBe(1);
    // bound from the issue: stopped within its shutdown timeout (2 s, +1 s grace), with room for a loaded machine
    expect(Date.now() - t0).toBeLessThan(6000);
    expect(a.log()).toMatch(/did not stop within 3 s of SIGTERM; killing it/);
    await until(() => !alive(gateway.pid), { what: 'the stuck gateway gone' });
    expect(await answers(a.port)).toBe('refused');
    // the killed gateway's lock (its pid gone) is taken over at once
    const b = await npmStart();
    process.kill(b.pid, 'SIGTERM');
    expect(await b.exited).toBe(0);
  });
});
