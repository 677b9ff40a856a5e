// npm start: checks the schemas (skipped when nothing the check reads changed since it last passed), builds the portal
// with vite when dist/ is missing or older than the sources, then starts the gateway
// and exits with its status: 0 after a clean stop (SIGTERM, Ctrl-C), non-zero when the gateway fails or dies (a
// signal counts as 128 + its number), so a supervisor (systemd Restart=on-failure) restarts it.
// Stopping: the npm script is `exec node --import tsx scripts/start.ts`, so npm's shell becomes this process and
// the SIGTERM/SIGINT npm forwards reaches it; it passes the signal on to the gateway, waits for its graceful stop,
// and SIGKILLs it when it has not ended SHUTDOWN_TIMEOUT_SECONDS (+1 s) later (an event loop stuck in a request
// cannot run its own shutdown timer), so a stop never leaves the gateway running (docs/operations.md "Stopping").
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:os';
import { spawnSync, spawn } from 'node:child_process';
import { configFromEnv } from '../server/config';

/** The exit status for a gateway that ended with `code` or was killed by `signal` (a shell's convention). */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const n = signal ? constants.signals[signal] : undefined;
  return n ? 128 + n : 1;
}

const SOURCES = ['src', 'renderers', 'checker', 'schemas', 'index.html', 'vite.config.ts', 'package.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of readdirSync(path)) if (e !== 'node_modules') t = Math.max(t, newest(join(path, e)));
  return t;
}

/** SHUTDOWN_TIMEOUT_SECONDS as the gateway reads it (30 when unset or bad: the gateway reports a bad setting). */
function shutdownTimeoutSeconds(): number {
  try {
    return configFromEnv().shutdownTimeoutSeconds;
  } catch {
    return 30;
  }
}

/** Only the default build folder is built here: DIST_DIR set elsewhere names a build made beforehand. */
function buildsDist(): boolean {
  const d = process.env.DIST_DIR;
  return !d || resolve(d) === resolve('dist');
}

/** What the schema check reads (the documents, the checker, the renderers' manifest, the gateway's routes). */
const CHECK_INPUTS = [
  'schemas',
  'checker',
  'scripts/schemas-check.ts',
  'scripts/print-routes.ts',
  'renderers',
  'src',
  'server',
  'package.json',
  'package-lock.json',
];
/** The newest input time of the last check that passed: a start with nothing newer skips the check (~3 s of CPU). */
const CHECK_STAMP = 'node_modules/.cache/portal-start/schemas-checked';

/** Runs the schema check unless nothing it reads changed since it last passed; false when it finds problems. */
function checkSchemas(): boolean {
  const inputs = Math.max(...CHECK_INPUTS.map(newest));
  const stamp = existsSync(CHECK_STAMP) ? Number(readFileSync(CHECK_STAMP, 'utf8')) : 0;
  if (stamp && stamp >= inputs) {
    console.log('npm start: schemas unchanged since their last passing check; not checked again');
    return true;
  }
  const t0 = Date.now();
  if (spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schemas-check.ts'], { stdio: 'inherit' }).status !== 0)
    return false;
  console.log(`npm start: schemas checked in ${Date.now() - t0} ms`);
  try {
    mkdirSync(dirname(CHECK_STAMP), { recursive: true });
    writeFileSync(CHECK_STAMP, String(inputs));
  } catch {
    // no stamp (read-only tree): the next start checks again
  }
  return true;
}

function main(): void {
  // A portal with schema problems is neither built nor started: the checker prints file:line:col and the fix.
  if (!checkSchemas()) {
    console.error('npm start: the schemas have problems (above); fix them and start again');
    process.exit(1);
  }
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newest));
  if (buildsDist() && existsSync('index.html') && (!built || built < sources)) {
    console.log(
      built ? 'sources changed: rebuilding the portal (vite build)...' : 'building the portal (vite build)...',
    );
    const t0 = Date.now();
    // vite's own entry directly (no npx resolving it first)
    const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) {
      console.error('vite build failed; starting the gateway with the previous build (if any)');
    } else console.log(`npm start: portal built in ${Date.now() - t0} ms`);
  }

  // node with the tsx loader directly (no npx or tsx CLI in between): one process to signal
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
  let stopSignal: NodeJS.Signals | undefined;
  let killed = false;
  const graceMs = (shutdownTimeoutSeconds() + 1) * 1000;
  const onSignal = (sig: NodeJS.Signals) => {
    // Ctrl-C signals the whole process group: the gateway got it too, and a second one changes nothing there
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    if (stopSignal) return;
    stopSignal = sig;
    setTimeout(() => {
      console.error(`npm start: the gateway did not stop within ${graceMs / 1000} s of ${sig}; killing it (SIGKILL)`);
      killed = true;
      child.kill('SIGKILL');
    }, graceMs).unref();
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, onSignal);
  child.on('exit', (code, signal) => {
    // a forced kill is 1 (not 137), so a supervisor sees the stop was not clean but was asked for
    const status = killed ? 1 : exitCodeOf(code, signal);
    if (status !== 0) console.error(`gateway ended (${signal ?? `exit code ${code}`}); npm start exits ${status}`);
    process.exit(status);
  });
}

// run only as the entry point (tests import exitCodeOf); argv[1] may be a symlink to this file
if (process.argv[1] && realpathSync(resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) main();
