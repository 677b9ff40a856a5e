// Sessions issued in the seeded template (the e2e project's run): before any gateway copies the template, the
// global setup starts the run's gateway bundle on the template itself, signs the most used accounts in through
// /login on the run's Chromium, keeps what each sign-in left in its tab (harness.ts KeptSession) and stops the
// gateway. Every copy then holds those sessions' rows, so a file's first sign-in of such an account resumes one
// (harness.ts signIn) instead of loading /login: the session check against the file's own gateway still decides,
// and a sign-in that is what a test tests goes through the form (signInThroughForm). E2E_TEMPLATE_SESSIONS=0 turns
// it off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { databaseUrl, gatewayEnv, spawnBundle } from './gateway-pool';
import { keepSession, PASSWORD, submitSignIn, type KeptSession } from './harness';
import { cpuOf } from './profile';
import type { E2eShared } from './template';

/** The accounts most e2e files sign in as (sp01 62 sign-ins, admin 48, center01 8, part_business01 7). */
export const TEMPLATE_ACCOUNTS = ['sp01', 'admin', 'center01', 'part_business01'];

/**
 * The sessions by account (password PASSWORD), empty when turned off or when issuing them failed (logged), and the
 * CPU seconds of the gateway that issued them.
 */
export async function issueTemplateSessions(opts: {
  root: string;
  template: E2eShared['template'];
  bundle: string;
  browserEndpoint: string;
  port: number;
}): Promise<{ sessions: Record<string, KeptSession>; gatewayCpu: number }> {
  if (process.env.E2E_TEMPLATE_SESSIONS === '0') return { sessions: {}, gatewayCpu: 0 };
  const server = process.env.E2E_DATABASE_URL;
  const tempDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const dataDir = server ? tempDir : (opts.template.pglite ?? tempDir);
  const { child, exited, log } = spawnBundle(
    opts.root,
    opts.bundle,
    gatewayEnv(opts.port, dataDir, {
      ...(server && opts.template.postgres ? { DATABASE_URL: databaseUrl(server, opts.template.postgres) } : {}),
    }),
  );
  const base = `http://127.0.0.1:${opts.port}`;
  const sessions: Record<string, KeptSession> = {};
  let gatewayCpu = 0;
  try {
    const deadline = Date.now() + 240000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode})`);
      if (
        await fetch(`${base}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('the gateway did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await chromium.connect(opts.browserEndpoint);
    try {
      const context = await browser.newContext();
      for (const user of TEMPLATE_ACCOUNTS) {
        const page = await context.newPage(); // a tab of its own: the portal keeps its session in memory too
        await submitSignIn(page, base, user, PASSWORD);
        await page.getByTestId('side-menu').waitFor({ timeout: 60000 });
        const kept = await keepSession(page, base);
        if (kept) sessions[user] = kept;
        await page.close(); // no sign-out: that would end the session on the server
        await context.clearCookies();
      }
      await context.close();
    } finally {
      await browser.close();
    }
  } catch (e) {
    console.error(`e2e: no sessions issued in the template (files sign in through /login): ${String(e)}\n${log()}`);
  } finally {
    // the copies need the template with no connection open (PostgreSQL) and its data directory closed (PGlite)
    if (child.exitCode === null && child.pid) {
      gatewayCpu = cpuOf(child.pid);
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(tempDir, { recursive: true, force: true });
  }
  return { sessions, gatewayCpu };
}
