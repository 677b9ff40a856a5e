// Helpers for the business-screen flows (flows-*.test.ts): locators by role, label and text, and waits on the
// gateway's answers instead of sleeps. Built on the shared harness, which they do not change.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Locator, Page, Request, Response } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import {
  ROOT,
  buildIfNeeded,
  claimGateway,
  hashPath,
  openSubmenu,
  PASSWORD,
  signIn,
  startBrowser,
  startGateway,
  type Browser,
  type Gateway,
} from './harness';
import { snapshotDist } from './gateway-pool';

/**
 * The gateway serving a private copy of the built portal: the working tree is shared with other engineers whose
 * runs rebuild dist/ (new chunk names) while a browser of ours is on the page, which would reload it mid-flow.
 */
export async function startFlowsGateway(env: Record<string, string> = {}): Promise<Gateway> {
  // one of the run's pool when it needs no env of its own (it serves a private copy of dist/ too)
  const pooled = Object.keys(env).length ? undefined : await claimGateway();
  if (pooled) return pooled;
  const dist = snapshotDist(ROOT, buildIfNeeded);
  const gw = await startGateway({ DIST_DIR: dist, ...env });
  return {
    url: gw.url,
    async stop() {
      await gw.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** A suite's gateway (startFlowsGateway) and browser, started before its tests and stopped after them. */
export function flowsSuite(env: Record<string, string> = {}): { readonly gw: Gateway; readonly browser: Browser } {
  let gw: Gateway | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    gw = await startFlowsGateway(env);
    browser = await startBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
  });
  const started = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`the ${what} is not started (use it inside a test)`);
    return v;
  };
  return {
    get gw() {
      return started(gw, 'gateway');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

/** A suite's gateway and browser (flowsSuite) and one tab signed in as `account` at 1280x720, shared by its tests. */
export function signedInSuite(account: string): {
  readonly gw: Gateway;
  readonly browser: Browser;
  readonly page: Page;
} {
  const flows = flowsSuite();
  let page: Page | undefined;
  beforeAll(async () => {
    page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, flows.gw.url, account);
  });
  return {
    get gw() {
      return flows.gw;
    },
    get browser() {
      return flows.browser;
    },
    get page() {
      if (!page) throw new Error('the page is not signed in yet (use it inside a test)');
      return page;
    },
  };
}

/**
 * One signed-in tab per account for a suite (the first in the suite's own context, the others in the shared one):
 * `as(user)` signs in on first use (at `viewport` when given) and brings that account's tab to the front.
 */
export function accountTabs(
  flows: {
    readonly gw: Gateway;
    readonly browser: Browser;
  },
  opts: { viewport?: { width: number; height: number } } = {},
): (user: string) => Promise<Page> {
  const tabs = new Map<string, Page>();
  return async (user) => {
    let page = tabs.get(user);
    if (!page) {
      page = tabs.size === 0 ? await flows.browser.newPage() : await flows.browser.context.newPage();
      // the window size is set before the sign-in, so the first screen already lays out at it
      if (opts.viewport) await page.setViewportSize(opts.viewport);
      await signIn(page, flows.gw.url, user);
      tabs.set(user, page);
    }
    await page.bringToFront();
    return page;
  };
}

/** The kept-alive view of a route (the shell mounts each open tab in a [data-view] box). */
/** A gateway call with the tab's session, for looking data up. */
export async function callAsPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch(
        `/npsbackend-gateway${path}${path.includes('?') ? '&' : '?'}timestamp=${Date.now()}&sign=nsp-sign`,
        {
          method,
          headers: { 'content-type': 'application/json', authorization: token.replace(/^"|"$/g, '') },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
      );
      return { status: res.status, json: (await res.json()) as { message?: string; data?: unknown } };
    },
    { method, path, body },
  );
}

export const view = (page: Page, path: string): Locator => page.locator(`[data-view="${path}"]`);

/** The table rows of a view or dialog. */
export const rows = (scope: Locator): Locator => scope.locator('.ant-table-tbody .ant-table-row');

/** The one table row holding a text. */
export const row = (scope: Locator, text: string): Locator => rows(scope).filter({ hasText: text });

/** The visible dialog with this title (form dialogs, pickers). */
export const dialog = (page: Page, title: string): Locator =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** The confirmation dialog holding this text. */
export const confirmBox = (page: Page, text: string): Locator =>
  page.locator('.ant-modal-confirm').filter({ hasText: text });

/** Waits until a dialog has finished opening: a click on its buttons during antd's zoom-in can be lost. */
export async function settled(box: Locator): Promise<void> {
  await box.waitFor();
  await expect
    .poll(async () => (await box.getAttribute('class')) ?? '', { timeout: 10000 })
    .not.toMatch(/appear|enter/);
}

/** The error dialog of the shell's message catalogue (Modal.error). */
export const errorBox = (page: Page): Locator => page.locator('.ant-modal-confirm-error');

/** A toast (antd message) with this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** antd puts a space between two CJK characters of a button: 确 定, 查 询. */
export const button = (scope: Locator | Page, label: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`) });

/** The gateway call whose path contains `path` (method optional). */
const isCall = (path: string, method?: string) => (r: Request | Response) => {
  const req = 'request' in r ? r.request() : r;
  return req.url().includes(`/npsbackend-gateway${path}`) && (!method || req.method() === method);
};

/** The request's JSON body holds these values (a call told apart from others on the same path). */
const sends = (values: Record<string, unknown>) => (r: Response) => {
  try {
    const body = r.request().postDataJSON() as Record<string, unknown> | null;
    return !!body && Object.entries(values).every(([k, v]) => body[k] === v);
  } catch {
    return false;
  }
};

/**
 * Runs `act` and resolves with the gateway's answer to the call it makes (request body parsed); `sending`: the call
 * whose JSON body holds these values, when other calls to the same path may be in flight.
 */
export async function answerOf(
  page: Page,
  path: string,
  act: () => Promise<unknown>,
  method?: string,
  sending?: Record<string, unknown>,
) {
  const match = (r: Response) => isCall(path, method)(r) && (!sending || sends(sending)(r));
  const [res] = await Promise.all([page.waitForResponse(match, { timeout: 30000 }), act()]);
  const req = res.request();
  const raw = req.postData();
  let body: Record<string, unknown> | undefined;
  try {
    body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  const json = (await res.json().catch(() => undefined)) as
    { result?: string; message?: string; data?: unknown } | undefined;
  return { url: new URL(req.url()), status: res.status(), body, json, method: req.method() };
}

/** Opens a route by its address and waits for the first page of its search call. */
export async function openPage(page: Page, base: string, path: string, call: string) {
  return answerOf(page, call, () => page.goto(`${base}/#${path}`));
}

/** Signs in (harness.ts signIn) ending on a route, and waits for the first page of its search call, as a sign-in
 * then `openPage` do (a resumed session's tab opens the portal at the route, without the home screen first). */
export async function signInAndOpen(page: Page, base: string, user: string, path: string, call: string) {
  return answerOf(page, call, () => signIn(page, base, user, PASSWORD, path));
}

/** The cell texts of one column (by header title) of a view's table. */
export async function columnTexts(scope: Locator, title: string): Promise<string[]> {
  const headers = await scope.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  expect(index, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return rows(scope).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
}

/** The row actions (link buttons) shown in a row. */
export const rowActions = (r: Locator): Promise<string[]> =>
  r
    .locator('.ant-btn-link')
    .allInnerTexts()
    .then((t) => t.map((x) => x.replace(/\s+/g, '')));

/** The sessionStorage of a tab, to open a duplicate of it (as the browser's 'Duplicate tab' does). */
export async function duplicateTab(page: Page, url: string): Promise<Page> {
  const storage = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(sessionStorage))));
  const other = await page.context().newPage();
  await other.addInitScript((s) => {
    if (sessionStorage.getItem('token')) return;
    for (const [k, v] of Object.entries(JSON.parse(s) as Record<string, string>)) sessionStorage.setItem(k, v);
  }, storage);
  await other.goto(url);
  return other;
}

/** Opens 系统管理 > 配置演练场 from the side menu (signed in as a role that has it) and waits for the editor. */
export async function openPlayground(page: Page): Promise<{ pg: Locator; preview: Locator }> {
  // if the editor does not come, say what the page reported (session 18: chunks importing each other left it out)
  const reported: string[] = [];
  const note = (e: Error) => reported.push(e.message);
  page.on('pageerror', note);
  const menu = page.getByTestId('side-menu');
  await openSubmenu(menu.locator('.ant-menu-submenu-title', { hasText: '系统管理' }));
  // a click while the submenu is still opening can miss: click again until the route has changed
  const item = menu.getByText('配置演练场', { exact: true });
  await expect
    .poll(
      async () => {
        if (hashPath(page) !== '/playground') await item.click();
        return hashPath(page);
      },
      { timeout: 30000, interval: 1500 },
    )
    .toBe('/playground');
  const pg = view(page, '/playground');
  await pg
    .locator('.cm-content')
    .waitFor()
    .catch((e: Error) => {
      throw new Error(`${e.message}\npage errors: ${reported.join(' | ') || 'none'}`);
    })
    .finally(() => page.off('pageerror', note));
  return { pg, preview: pg.getByTestId('playground-preview') };
}

/** Starts the playground from a project document: types its id into the source select and clicks its option once
 * the option is there (the list fills when the checker's chunk has loaded). */
export async function choosePlaygroundSource(page: Page, pg: Locator, id: string): Promise<void> {
  await pg.getByTestId('playground-source').click();
  await page.keyboard.type(id);
  // the id as a whole word: 'returnParts' must not pick 'coreReturnParts'
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: new RegExp(`(^|[^A-Za-z0-9_])${id}($|[^A-Za-z0-9_])`),
    })
    .first();
  await option.waitFor({ timeout: 15000 });
  await option.click();
}

/** Replaces the first `from` in the playground's editor with `to` (the EditorView CodeMirror keeps on its DOM). */
export async function replaceInEditor(page: Page, from: string, to: string): Promise<void> {
  await page.evaluate(
    ({ from, to }) => {
      type View = { state: { doc: { toString(): string } }; dispatch(t: unknown): void };
      const content = document.querySelector('[data-view="/playground"] .cm-content') as unknown as {
        cmTile?: { root?: { view: View } };
        cmView?: { view: View };
      };
      const view = content.cmTile?.root?.view ?? content.cmView!.view;
      const pos = view.state.doc.toString().indexOf(from);
      if (pos < 0) throw new Error(`"${from}" is not in the editor`);
      view.dispatch({ changes: { from: pos, to: pos + from.length, insert: to } });
    },
    { from, to },
  );
}

/** A row of 供应商配件's search answer (the supplier parts import tests, versions 1 and 2). */
export interface SupplierPartRow {
  supplierNo: string;
  partsNo: string;
  company: string;
}

/** The supplier parts import template's header. */
export const SUPPLIER_PARTS_HEADER = ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'];

/** An .xlsx of the import template with these rows. */
export function supplierPartsBook(body: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([SUPPLIER_PARTS_HEADER, ...body]), 'S');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Searches 供应商配件 by supplier and parts number (its filters), resolving with the answered rows. */
export async function searchSupplierParts(page: Page, supplierNo: string, partsNo: string): Promise<SupplierPartRow[]> {
  const sp = view(page, '/supplierParts');
  await sp.getByLabel('供应商编码').fill(supplierNo);
  await sp.getByLabel('配件编码').fill(partsNo);
  const r = await answerOf(page, '/supplierParts/search/V1.0', () => button(sp, '查询').click());
  return r.json!.data as SupplierPartRow[];
}

/** The first row's supplier with a part it does not offer yet (another row's part), searched for so that the
 * filters stay on that pair (a refresh after an import shows the imported row); undefined when there is none. */
export async function freshSupplierPart(page: Page, known: SupplierPartRow[]): Promise<SupplierPartRow | undefined> {
  const supplier = known[0];
  for (const r of known.filter((k) => k.partsNo !== supplier.partsNo)) {
    if ((await searchSupplierParts(page, supplier.supplierNo, r.partsNo)).length === 0) {
      return { supplierNo: supplier.supplierNo, company: supplier.company, partsNo: r.partsNo };
    }
  }
  return undefined;
}
