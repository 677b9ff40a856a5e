// Live without a rebuild: with the portal open on two gateway replicas sharing one PostgreSQL database
// (one gateway on PGlite when E2E_DATABASE_URL is not set), a configurator writes a new page and its menu entry into
// the gateways' schemas folder (a copy: SCHEMAS_ROOT) and runs `npm run reload` against one replica. Without any
// restart or rebuild, the refreshed portal on every replica shows the new entry and the page with its rows: the
// replica that was signalled checked and took the folder, the other heard it through the cache sync.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, shot, signIn, startBrowser, startGateway, type Browser, type Gateway } from './harness';
import { callAsPage, rows, view } from './flows';
import { adminQuery, databaseUrlOf } from '../gateway/template';
import { admitMenuEntry } from '../../scripts/admit-entry';

const TITLE = '实时配件';
const server = process.env.E2E_DATABASE_URL;
const template = inject('e2eShared')?.template.postgres;
const database = `portal_e2e_live_${process.pid}`;

let root: string;
const dataDirs: string[] = [];
const gateways: Gateway[] = [];
let browser: Browser;
const pages: Page[] = [];

/** `npm run reload` as a configurator runs it (check, then SIGHUP to the gateway of DATA_DIR); its exit and output. */
function npmRunReload(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/reload.ts'], {
      cwd: ROOT,
      env: { ...process.env, SCHEMAS_ROOT: root, DATA_DIR: dataDir },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => done({ code, out }));
  });
}

/** The new page (the supplier parts list under another id and title) and its menu entry for finance. */
function writeNewPage(): void {
  const schemas = join(root, 'schemas');
  const page = JSON.parse(readFileSync(join(schemas, 'pages', 'supplierParts.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    join(schemas, 'pages', 'liveParts.json'),
    JSON.stringify(
      { ...page, id: 'liveParts', title: { zh_CN: TITLE, en_US: 'Live parts' }, toolbar: [], rowActions: [] },
      null,
      2,
    ),
  );
  const entry = {
    name: 'liveParts',
    title: { zh_CN: TITLE, en_US: 'Live parts' },
    path: '/liveParts',
    icon: 'appstore',
    screen: 'page:liveParts',
    roles: ['financial'],
  };
  writeFileSync(
    join(schemas, 'menus', 'liveFixture.json'),
    JSON.stringify({ $schema: '../meta/menu.schema.json', kind: 'menu', id: 'liveFixture', entries: [entry] }, null, 2),
  );
  const calls = join(schemas, 'calls', 'supplierParts.json');
  writeFileSync(calls, admitMenuEntry(readFileSync(calls, 'utf8'), 'supplierParts.search', '/liveParts'));
}

const menuItem = (page: Page) => page.locator('.ant-menu').getByText(TITLE, { exact: true });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-live-'));
  cpSync(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  const replicas = server && template ? 2 : 1;
  const env: Record<string, string> = { SCHEMAS_ROOT: root };
  if (server && template) {
    await adminQuery(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminQuery(server, `CREATE DATABASE ${database} TEMPLATE ${template}`);
    env.DATABASE_URL = databaseUrlOf(server, database);
  }
  for (let i = 0; i < replicas; i++) dataDirs.push(mkdtempSync(join(tmpdir(), 'e2e-live-data-')));
  gateways.push(...(await Promise.all(dataDirs.map((d) => startGateway({ ...env, DATA_DIR: d })))));
  browser = await startBrowser();
  for (const gw of gateways) {
    const page = await browser.context.newPage();
    await signIn(page, gw.url, 'fin01');
    pages.push(page);
  }
}, 480_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(gateways.map((g) => g.stop()));
  if (server && template)
    await adminQuery(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  for (const d of [root, ...dataDirs]) if (d) rmSync(d, { recursive: true, force: true });
});

describe('a new page goes live with npm run reload, no restart, no rebuild', () => {
  it('before: no such entry, and the gateway serves no such document', async () => {
    for (const page of pages) {
      await page.locator('.ant-menu').first().waitFor();
      expect(await menuItem(page).count()).toBe(0);
      expect((await callAsPage(page, 'GET', '/schemas/page/liveParts')).status).toBe(404);
    }
  });

  it(`after npm run reload on one replica: ${TITLE} with its rows on ${server && template ? 'both replicas' : 'the gateway'}`, async () => {
    writeNewPage();
    const reload = await npmRunReload(dataDirs[0]);
    expect(reload.out).toMatch(/menus 1 entries and 0 buttons added, 0 changed, 0 removed; documents 1 new or changed/);
    expect(reload.code).toBe(0);
    for (const [i, page] of pages.entries()) {
      // the other replica rereads and checks its folder when the reload is announced (seconds): wait for its list
      await expect
        .poll(async () => JSON.stringify((await callAsPage(page, 'GET', '/schemas')).json.data), {
          timeout: 120_000,
          interval: 500,
        })
        .toContain('"page:liveParts"');
      await page.reload();
      await menuItem(page).click({ timeout: 60_000 });
      await rows(view(page, '/liveParts')).first().waitFor({ timeout: 60_000 });
      expect(await rows(view(page, '/liveParts')).count()).toBeGreaterThan(0);
      await shot(page, `live-documents-replica-${i + 1}`);
    }
  }, 400_000);
});
