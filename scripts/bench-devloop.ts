// `npm run bench:devloop`: the time from saving a new page (with its menu entry and its call's permission) to
// seeing it in Chromium, in the two-process dev loop (`npm start` gateway + `npm run dev`), without a restart.
// Runs on a copy of the project in a temp folder (the real schemas/ are not touched): a real gateway
// (server/main.ts, PGlite, CHECK_CODE_FIXED) and Vite's dev server with the project's config, Chromium signed in
// as admin on the portal; then `npm run new -- page devLoopParts --menu parts` writes the three files and the
// clock runs until the new menu entry shows (plugin: check -> SIGHUP reload -> HMR event -> menu refetch) and
// until its page shows its table. Prints ms; RUNS=n repeats with new ids and prints each and the median.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { freePort, signIn, startBrowser, CHECK_CODE } from '../tests/e2e/harness';
import { createScreen } from './new';

const ROOT = resolve(import.meta.dirname, '..');
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const tmp = mkdtempSync(join(tmpdir(), 'devloop-'));
for (const d of ['src', 'renderers', 'checker', 'schemas', 'public', 'scripts', 'server'])
  cpSync(join(ROOT, d), join(tmp, d), { recursive: true });
for (const f of ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) cpSync(join(ROOT, f), join(tmp, f));
symlinkSync(join(ROOT, 'node_modules'), join(tmp, 'node_modules'));
const dataDir = join(tmp, 'data');

let gateway: ChildProcess | undefined;
const cleanup = () => {
  gateway?.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
};

try {
  const gwPort = await freePort();
  gateway = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: tmp,
    env: {
      ...process.env,
      PORT: String(gwPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CHECK_CODE_FIXED: CHECK_CODE,
      SEED_SCALE: '0.02',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((res, rej) => {
    const onData = (b: Buffer) => {
      log += b.toString();
      if (process.env.DEVLOOP_LOG) process.stdout.write(`[gateway ${new Date().toISOString()}] ${b}`);
      if (log.includes('gateway listening')) res();
    };
    gateway!.stdout!.on('data', onData);
    gateway!.stderr!.on('data', (b: Buffer) => {
      log += b.toString();
    });
    gateway!.once('exit', (code) => rej(new Error(`gateway exited (${code}):\n${log}`)));
  });

  // the dev server as `npm run dev` starts it, its proxy pointed at this gateway
  process.env.DATA_DIR = dataDir;
  process.chdir(tmp);
  const target = `http://127.0.0.1:${gwPort}`;
  const vitePort = await freePort();
  const vite = await createServer({
    root: tmp,
    configFile: join(tmp, 'vite.config.ts'),
    logLevel: process.env.DEVLOOP_LOG ? 'info' : 'warn',
    server: {
      host: '127.0.0.1',
      port: vitePort,
      strictPort: true,
      proxy: { '/npsbackend-gateway': target, '/common': target, '/api': target, '/console': target },
    },
  });
  await vite.listen();
  const base = `http://127.0.0.1:${vitePort}`;

  const browser = await startBrowser();
  try {
    const page = await browser.newPage();
    await signIn(page, base, 'admin');
    const times: { menu: number; page: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const id = `devLoopParts${i}`;
      const t0 = performance.now();
      if (process.env.DEVLOOP_LOG) console.log(`t0 ${new Date().toISOString()}`);
      createScreen(tmp, 'page', id, { menu: 'parts' });
      const entry = page.getByTestId('side-menu').getByText(id, { exact: true });
      await entry.waitFor({ state: 'visible', timeout: 60_000 });
      const tMenu = performance.now() - t0;
      await entry.click();
      await page.locator('.ant-table:visible').first().waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForFunction((p) => window.location.hash.includes(p), `/${id}`, { timeout: 60_000 });
      times.push({ menu: Math.round(tMenu), page: Math.round(performance.now() - t0) });
      console.log(
        `run ${i + 1}: save -> menu entry visible ${times[i].menu} ms; -> its page shown ${times[i].page} ms`,
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `bench:devloop: save to new page visible in Chromium (median of ${runs}): menu entry ${median(times.map((t) => t.menu))} ms, page ${median(times.map((t) => t.page))} ms`,
    );
  } finally {
    await browser.close();
    await vite.close();
  }
} finally {
  process.chdir(ROOT);
  cleanup();
}
process.exit(0);
