// npm start: builds the portal with vite when dist/ is missing or older than the sources, then starts the gateway
// and exits with its status: non-zero when the gateway fails or dies (a signal counts as 128 + its number), so a
// supervisor (systemd Restart=on-failure) restarts it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:os';
import { spawnSync, spawn } from 'node:child_process';

/** The exit status for a gateway that ended with `code` or was killed by `signal` (a shell's convention). */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const n = signal ? constants.signals[signal] : undefined;
  return n ? 128 + n : 1;
}

const SOURCES = ['src', 'renderers', 'schemas', 'index.html', 'vite.config.ts', 'package.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of readdirSync(path)) if (e !== 'node_modules') t = Math.max(t, newest(join(path, e)));
  return t;
}

function main(): void {
  // A portal with schema problems is neither built nor started: the checker prints file:line:col and the fix.
  if (spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schemas-check.ts'], { stdio: 'inherit' }).status !== 0) {
    console.error('npm start: the schemas have problems (above); fix them and start again');
    process.exit(1);
  }
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newest));
  if (existsSync('index.html') && (!built || built < sources)) {
    console.log(built ? 'sources changed: rebuilding the portal (vite build)...' : 'building the portal (vite build)...');
    const r = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) {
      console.error('vite build failed; starting the gateway with the previous build (if any)');
    }
  }

  // node with the tsx loader directly (no npx in between), so SIGINT/SIGTERM reach the gateway.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => {
    const status = exitCodeOf(code, signal);
    if (status !== 0) console.error(`gateway ended (${signal ?? `exit code ${code}`}); npm start exits ${status}`);
    process.exit(status);
  });
}

// run only as the entry point (tests import exitCodeOf)
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
