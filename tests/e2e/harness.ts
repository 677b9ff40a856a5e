// The end-to-end harness: builds the portal when it is stale, starts the real gateway on a free port with a
// fresh data dir, and drives Debian Chromium through playwright-core (never a downloaded browser). In the e2e
// project's run the gateways start on copies of a database seeded once and the browsers are contexts of one
// Chromium (global-setup.ts, template.ts); outside it (the bench scripts) each seeds and launches its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { copyPglite, E2E_SEED_SCALE, type E2eShared, type KeptSession } from './template';
import { CHECK_CODE, claimPooled, databaseName, databaseUrl, e2eAdmin, gatewayEnv, stopPooled } from './gateway-pool';
import { cpuDelta, cpuOf, profiling, record, treeCpuByType, watchContext } from './profile';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots');
export { CHECK_CODE };
export const PASSWORD = 'Demo@2026';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when dist/ is missing or older than the sources it is built from. */
export function buildIfNeeded(): void {
  const index = join(ROOT, 'dist/index.html');
  const sources = ['src', 'renderers', 'checker', 'schemas', 'public'].map((d) => join(ROOT, d)).filter(existsSync);
  const newest = Math.max(statSync(join(ROOT, 'index.html')).mtimeMs, ...sources.map(newestMtime));
  if (existsSync(index) && statSync(index).mtimeMs >= newest) return;
  // vitest sets NODE_ENV=test, which Vite keeps: the build would bundle React's development build
  const r = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('npm run build failed');
}

/** A free TCP port on 127.0.0.1 (the e2e and reliability gateways). */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

/** What the e2e project's global setup provides; undefined outside a vitest run of it. */
function shared(): E2eShared | undefined {
  try {
    return inject('e2eShared');
  } catch {
    return undefined; // not in a vitest worker (the bench scripts)
  }
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

/**
 * The database of an e2e gateway: PGlite in its DATA_DIR, or, when E2E_DATABASE_URL names a PostgreSQL server (CI
 * sets it), a fresh database on it made for this gateway and dropped when it stops. Answers the env to start with.
 */
async function e2eDatabase(
  port: number,
  template: string | undefined,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return { env: {}, drop: async () => undefined };
  const name = databaseName(port, process.pid);
  const admin = (statement: string) => e2eAdmin(server, statement);
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    env: { DATABASE_URL: databaseUrl(server, name) },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined),
  };
}

/**
 * The real gateway (server/main.ts) on a free port with a fresh temp DATA_DIR (or database) and CHECK_CODE_FIXED;
 * its database a copy of the run's seeded template unless `env` sets its own SEED_SCALE, DATA_DIR or DATABASE_URL.
 * On a template copy in the e2e run it starts from the run's bundle (gateway-bundle.ts), else from the sources with
 * the tsx loader (as `npm start`).
 */
export async function startGateway(env: Record<string, string> = {}): Promise<Gateway> {
  const started = Date.now();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const seeded = shared()?.template;
  const template =
    seeded && seeded.scale === (env.SEED_SCALE ?? E2E_SEED_SCALE) && !env.DATA_DIR && !env.DATABASE_URL
      ? seeded
      : undefined;
  if (template?.pglite && !process.env.E2E_DATABASE_URL) copyPglite(template.pglite, dataDir);
  const database = await e2eDatabase(port, template?.postgres);
  const bundle = template ? shared()?.gatewayBundle : undefined;
  const child: ChildProcess = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: gatewayEnv(port, dataDir, { ...database.env, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}):\n${log}`);
    try {
      const r = await fetch(`${url}/`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`gateway did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100)); // a start takes seconds: ~50 ms late on average
  }
  if (profiling)
    record('gateway-start', { ms: Date.now() - started, cpu: cpuOf(child.pid ?? 0), bundle: bundle ? 1 : 0 });
  return {
    url,
    async stop() {
      if (profiling) record('gateway-stop', { cpu: cpuOf(child.pid ?? 0) });
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * A gateway of the run's pool (gateway-pool.ts: the bundle on a fresh template copy serving a private copy of dist/,
 * started while the previous file ran), or undefined when the pool has none: the caller then starts its own. Only
 * for a gateway that needs no env of its own; stopped like one the file started.
 */
export async function claimGateway(): Promise<Gateway | undefined> {
  const started = Date.now();
  const pooled = await claimPooled(shared()?.gatewayPool);
  if (!pooled) return undefined;
  if (profiling) record('gateway-start', { ms: Date.now() - started, cpu: cpuOf(pooled.pid), bundle: 1, pooled: 1 });
  return {
    url: pooled.url,
    async stop() {
      if (profiling) record('gateway-stop', { cpu: cpuOf(pooled.pid) });
      await stopPooled(pooled);
    },
  };
}

export interface Browser {
  context: BrowserContext;
  /** A fresh tab with no cookies and empty storage. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // E2E_CHROMIUM_FLAGS: more flags, space-separated (to measure one: docs/decisions.md "CI time", ninth round)
  ...(process.env.E2E_CHROMIUM_FLAGS ?? '').split(' ').filter(Boolean),
];
const VIEWPORT = { width: 1440, height: 900 };
/**
 * The tests' browser asks for reduced motion (`prefers-reduced-motion: reduce`), which the portal honours
 * (src/app/motion.tsx): no dialog, drop-down or sub-menu animation to wait for and paint frame by frame.
 * E2E_MOTION=1 runs them with the motion every other user gets; shell.test.ts checks both.
 */
export const REDUCED_MOTION = process.env.E2E_MOTION === '1' ? 'no-preference' : 'reduce';

/**
 * A browser context of its own (no cookies or storage shared with another file's): on the run's Chromium when the
 * e2e global setup started one, else in a Chromium launched for it.
 */
export async function startBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const endpoint = shared()?.browserEndpoint;
  if (endpoint) {
    const browser = await chromium.connect(endpoint);
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: REDUCED_MOTION });
    const pid = shared()?.browserPid ?? 0;
    const chromiumCpu = profiling ? treeCpuByType(pid) : {};
    const counts = profiling ? watchContext(context) : undefined;
    return {
      context,
      async newPage() {
        for (const p of context.pages()) await p.close();
        await context.clearCookies();
        return context.newPage();
      },
      async close() {
        if (counts) {
          const byType = cpuDelta(chromiumCpu, treeCpuByType(pid));
          const chromium = Math.round(Object.values(byType).reduce((a, b) => a + b, 0) * 100) / 100;
          record('browser-close', { ...counts(), chromium, ...byType });
        }
        await context.close();
        await browser.close(); // disconnects; the run's Chromium stays for the next file
      },
    };
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
    reducedMotion: REDUCED_MOTION,
  });
  return {
    context,
    async newPage() {
      for (const p of context.pages()) await p.close();
      await context.clearCookies();
      const page = await context.newPage();
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** page.goto that survives a navigation the page itself started (a sign-out's reload, a guard's redirect):
 * Chromium reports the goto as "interrupted by another navigation"; the page is then settled and the goto is
 * tried once more. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url);
  } catch (error) {
    if (!String(error).includes('interrupted by another navigation')) throw error;
    await page.waitForLoadState('load');
    await page.goto(url);
  }
}

/** Fills /login with the fixed check code and submits; resolves at once (for sign-ins that fail). */
export async function submitSignIn(page: Page, base: string, user: string, password = PASSWORD): Promise<void> {
  await gotoSettled(page, `${base}/#/login`);
  await page.locator('#loginName').fill(user);
  await page.locator('#loginPwd').fill(password);
  await page.locator('#checkCode').fill(CHECK_CODE);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
}

/** What a sign-in leaves in a tab (src/session/signIn.ts completeSignIn): these session-storage keys and the
 * expiry cookie. */
const SESSION_KEYS = [
  'token',
  'refreshToken',
  'secret',
  'userInfo',
  'roles',
  'frontRoles',
  'identity',
  'menu',
  'sp_login_user_permission',
  'sp_system_permission',
];
export type { KeptSession };
/** The sessions of this test file's sign-ins by gateway, account and password (a worker's files share this module:
 * tests/e2e/setup-file.ts empties it before each file, so nothing is kept from one file to the next). */
const kept = new Map<string, KeptSession>();
const reuseByDefault = () => process.env.E2E_FRESH_SIGNINS !== '1';
let reuseSessions = reuseByDefault();

/** Forgets what the previous file of this worker left here (run before each file by tests/e2e/setup-file.ts). */
export function startFile(): void {
  kept.clear();
  reuseSessions = reuseByDefault();
}

/** Every later signIn of this file goes through /login as its first does (for a file whose tests need that). */
export function freshSignIns(): void {
  reuseSessions = false;
}

/**
 * A tab given a session signed in before, as a reload of a signed-in tab has it: only when the gateway still
 * answers that token's permission menu (in the session's language) exactly as stored (asked from node), and then
 * only when the tab has no session and is in that language (a one-shot init script puts the session-storage keys
 * in place before the portal's first script, for this navigation alone), so a session that was signed out,
 * expired, or whose menu or buttons changed since is never reused. False: not reused.
 */
async function resumeSession(page: Page, base: string, session: KeptSession, at: string): Promise<boolean> {
  const s = session.storage;
  const res = await fetch(`${base}/api/sys/permission/getSystemPermissionByToken?system=sp&providerId=sp`, {
    headers: { 'X-Access-Token': s.token, language: session.language },
  }).catch(() => undefined);
  if (!res?.ok) return false;
  const r = ((await res.json().catch(() => ({}))) as { result?: Record<string, unknown> }).result ?? {};
  if (
    JSON.stringify(r.menu ?? []) !== s.menu ||
    JSON.stringify(r.auth ?? []) !== s.sp_login_user_permission ||
    JSON.stringify(r.allAuth ?? []) !== s.sp_system_permission
  )
    return false;
  const marker = `e2e-resume-${randomUUID()}`;
  const script = await page.addInitScript(
    ({ marker, storage, language }) => {
      const url = new URL(window.location.href);
      if (window.top !== window || !url.searchParams.has(marker)) return;
      url.searchParams.delete(marker);
      history.replaceState(history.state, '', url.href); // the portal never sees the marker
      const tabLanguage = localStorage.getItem('language') === 'en_US' ? 'en_US' : 'zh_CN';
      if (sessionStorage.getItem('token') || tabLanguage !== language) return;
      for (const [k, v] of Object.entries(storage)) sessionStorage.setItem(k, v);
    },
    { marker, storage: s, language: session.language },
  );
  try {
    await page.context().addCookies(session.cookies);
    await gotoSettled(page, `${base}/?${marker}#${at}`);
  } finally {
    await script.dispose();
  }
  const menu = page.getByTestId('side-menu');
  await menu.or(page.locator('#loginName')).first().waitFor({ timeout: 30000 });
  if ((await menu.isVisible()) && (await page.evaluate((t) => sessionStorage.getItem('token') === t, s.token)))
    return true;
  await page.evaluate(() => sessionStorage.clear());
  return false;
}

/** What a signed-in tab holds of its session (SESSION_KEYS and the expiry cookie); undefined without a token. */
export async function keepSession(page: Page, base: string): Promise<KeptSession | undefined> {
  const { storage, language } = await page.evaluate(
    (keys) => ({
      storage: Object.fromEntries(keys.map((k) => [k, sessionStorage.getItem(k) ?? ''])),
      language: localStorage.getItem('language') === 'en_US' ? ('en_US' as const) : ('zh_CN' as const),
    }),
    SESSION_KEYS,
  );
  const cookies = (await page.context().cookies(base)).filter((c) => c.name === 'tokenExpire');
  return storage.token && cookies.length ? { storage, cookies, language } : undefined;
}

/**
 * Signs in through /login (the form, the check code, the password check) and waits for the layout; keeps the
 * session for this file's later sign-ins of the account. For a test whose subject is the sign-in itself.
 */
export async function signInThroughForm(page: Page, base: string, user: string, password = PASSWORD): Promise<void> {
  const t0 = Date.now();
  await submitSignIn(page, base, user, password);
  await page.getByTestId('side-menu').waitFor({ timeout: 30000 });
  record('sign-in', { ms: Date.now() - t0, resumed: 0 });
  if (!reuseSessions) return;
  const session = await keepSession(page, base);
  const key = `${base} ${user} ${password}`;
  if (session) kept.set(key, session);
  else kept.delete(key);
}

/**
 * Signs in with the fixed check code; resolves when the layout shows. A sign-in on a fresh tab resumes a session
 * (resumeSession): this file's own earlier sign-in of the account, else one issued in the run's template
 * (template-sessions.ts: the most used accounts, password PASSWORD); otherwise, or when the session check refuses
 * it, it goes through /login (signInThroughForm). No reuse after `freshSignIns()` or with E2E_FRESH_SIGNINS=1 (the
 * /login page load, three fills and the password check are most of a sign-in's time). A test of the form itself
 * uses submitSignIn or signInThroughForm. `at`: the route the tab ends on (a resumed session's tab opens the portal
 * there, without the home screen first; one through /login then goes there).
 */
export async function signIn(page: Page, base: string, user: string, password = PASSWORD, at = '/'): Promise<void> {
  const own = reuseSessions ? kept.get(`${base} ${user} ${password}`) : undefined;
  const issued = reuseSessions && password === PASSWORD ? shared()?.templateSessions?.[user] : undefined;
  const t0 = Date.now();
  for (const session of own ? [own] : issued ? [issued] : [])
    if (await resumeSession(page, base, session, at))
      return record('sign-in', { ms: Date.now() - t0, resumed: 1, issued: own ? 0 : 1 });
  await signInThroughForm(page, base, user, password);
  if (at !== '/') await gotoSettled(page, `${base}/#${at}`);
}

/** The path after the hash, without its query. */
export const hashPath = (page: Page): string => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

/** Waits until the hash path is `path`. */
export const waitPath = (page: Page, path: string) =>
  page.waitForFunction((p) => window.location.hash.replace(/^#/, '').split('?')[0] === p, path, { timeout: 15000 });

/** A download's bytes. The browser runs as a shared server (connected remotely), where download.path() is not
 * available: the file is saved to a temp dir with saveAs(), read and removed. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-download-'));
  try {
    const file = join(dir, 'file');
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/**
 * Opens a side-menu sub-menu by its title element and waits until its list is shown (no fixed pause for the
 * antd animation: clicks on its entries wait for them to be stable). An open sub-menu is left open.
 */
export async function openSubmenu(title: Locator): Promise<void> {
  const list = title.locator('xpath=following-sibling::ul');
  if (await list.isVisible()) return;
  await title.click();
  await list.waitFor({ state: 'visible' });
}
