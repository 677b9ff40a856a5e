// bench:shell: the shell's load figures against the production build served by the real gateway, in headless
// Debian Chromium: JS (gzip) for /login, JS (gzip) in all for the first screen after sign-in, time from
// navigation to a usable login form and from sign-in to a usable first screen; in the same fresh page the first open
// of a list (BENCH_FIRST_ENTRY, default 配件询价: its submenu opened, then a menu click to its rows, chunks
// included) and one save's answer (a notice with ~4,000 characters of rich text, as the signed-in user; the first
// run's save is the first after the gateway's start, printed apart). Medians over RUNS runs, each in a fresh browser
// context (empty cache). Prints figures and the load average; asserts nothing. BENCH_STYLES=0 skips the antd-sheet
// pair of 仓库查询 below; DIST_DIR serves another build (no build then), for before/after pairs of one build.
import { loadavg, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHECK_CODE, PASSWORD, buildIfNeeded, startGateway } from '../tests/e2e/harness';

const RUNS = Number(process.env.RUNS ?? 5);
const USER = process.env.BENCH_USER ?? 'admin';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Collects the gzip size of every script the page loads. */
function trackScripts(page: Page): { kb(): number; files(): number } {
  const sizes = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    try {
      sizes.set(r.url(), gzipSync(await r.body()).length);
    } catch {
      /* a navigation dropped the body */
    }
  });
  return { kb: () => [...sizes.values()].reduce((a, b) => a + b, 0) / 1024, files: () => sizes.size };
}

/**
 * In the page: the time from the sign-in form's submit event to the first DOM change after which both the side
 * menu and the home view are visible (a MutationObserver), free of the driver's polling lag. Visible, not only
 * attached: React keeps a suspended subtree in the document with display:none until it reveals it. A string,
 * so that the transpiler adds no helpers the page does not have.
 */
const markFirstScreen = `(() => {
  let submitted = 0;
  document.addEventListener('submit', () => { submitted = performance.now(); }, true);
  const shown = (sel) => { const el = document.querySelector(sel); return !!el && el.checkVisibility(); };
  new MutationObserver(() => {
    if (submitted && !window.__firstScreenMs && shown('[data-testid=side-menu]') && shown('[data-testid=home]')) {
      window.__firstScreenMs = performance.now() - submitted;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
})();`;

/** The menu entry of a search page with the gateway's data (admin sees it), and its view. */
const SEARCH_ENTRY = process.env.BENCH_ENTRY ?? '仓库查询';
const SEARCH_VIEW = process.env.BENCH_VIEW ?? '/warehouses';
const SHOTS = process.env.BENCH_SHOTS ?? tmpdir();
/** The list opened first after the sign-in, in the same fresh page, and its view. */
const FIRST_ENTRY = process.env.BENCH_FIRST_ENTRY ?? '配件询价';
const FIRST_VIEW = process.env.BENCH_FIRST_VIEW ?? '/partQuery';
/** A notice's rich text as a user writes one: headings, paragraphs, a list, a link and a small table. */
const NOTICE_HTML = Array.from(
  { length: 24 },
  (_, i) =>
    `<h3>第${i + 1}条</h3><p>各服务商请注意 <strong>配件</strong> 回运 <a href="https://example.com/n/${i}">说明</a></p>` +
    `<ul><li>旧件</li><li>发运</li></ul><table><tbody><tr><th>配件</th><td>P${i}</td></tr></tbody></table>`,
).join('');

/** In the page: a notice saved through the gateway (POST /notice/V1.0 with the session's token); its answer's ms. */
async function saveNotice(html: string): Promise<number> {
  const t = performance.now();
  const r = await fetch(`/npsbackend-gateway/notice/V1.0?timestamp=${Date.now()}&sign=nsp-sign&systemCode=sp`, {
    method: 'POST',
    headers: { authorization: sessionStorage.getItem('token') ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ title: `bench ${Date.now()}`, content: html, publishMode: 'SYSTEM' }),
  });
  const answer = (await r.json()) as { result?: string; message?: string };
  if (answer.result !== 'SUCCEED') throw new Error(`notice save: ${answer.message ?? r.status}`);
  return performance.now() - t;
}

/** Opens the side menu's submenus until `entry` shows (the user's way to it), then marks the click to rows. */
async function openEntry(page: Page, entry: string, view: string): Promise<number> {
  const item = page.getByTestId('side-menu').getByText(entry, { exact: true });
  const roots = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
  for (let i = 0; i < (await roots.count()) && !(await item.isVisible()); i++) {
    await roots.nth(i).click();
    await page.waitForTimeout(400);
  }
  await page.evaluate(markRows, view);
  await item.click();
  return page
    .waitForFunction(() => (window as unknown as { __rowsMs?: number }).__rowsMs, undefined, { timeout: 30000 })
    .then((h) => h.jsonValue() as Promise<number>);
}
const menuToRowsMs: Record<string, number[]> = {};
const styleTags: Record<string, [number, number][]> = {};

/** In the page: the time from the next click to the view's first table row being visible. */
function markRows(view: string): void {
  let clicked = 0;
  const w = window as unknown as { __rowsMs?: number };
  document.addEventListener('click', () => (clicked ||= performance.now()), { capture: true, once: true });
  const obs = new MutationObserver(() => {
    const row = document.querySelector(`[data-view="${view}"] .ant-table-row`);
    if (clicked && row && (row as HTMLElement).checkVisibility()) {
      w.__rowsMs = performance.now() - clicked;
      obs.disconnect();
    }
  });
  obs.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
}

// DIST_DIR names another build to serve (e.g. one made from an earlier commit, for a before/after pair)
if (!process.env.DIST_DIR) buildIfNeeded();
const gw = await startGateway();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const loginKb: number[] = [];
const firstKb: number[] = [];
const loginMs: number[] = [];
const firstMs: number[] = [];
const firstInPageMs: number[] = [];
const firstListMs: number[] = [];
const saveMs: number[] = [];
let firstSaveMs = 0;
let loginFiles = 0;
let firstFiles = 0;
try {
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = trackScripts(page);
    await page.addInitScript({ content: markFirstScreen });
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    const t0 = Date.now();
    await page.goto(`${gw.url}/#/login`);
    await page.locator('#loginName:enabled').waitFor();
    const tLogin = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const kbLogin = scripts.kb();
    loginFiles = scripts.files();
    await page.locator('#loginName').fill(USER);
    await page.locator('#loginPwd').fill(PASSWORD);
    await page.locator('#checkCode').fill(CHECK_CODE);
    const t1 = Date.now();
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('home').waitFor();
    const tFirst = Date.now() - t1;
    const inPage = await page
      .waitForFunction(() => (window as unknown as { __firstScreenMs?: number }).__firstScreenMs)
      .then((h) => h.jsonValue() as Promise<number>);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const kbFirst = scripts.kb(); // the first screen's scripts, before the list's
    const filesFirst = scripts.files();
    const saved = await page.evaluate(saveNotice, NOTICE_HTML);
    const listMs = await openEntry(page, FIRST_ENTRY, FIRST_VIEW);
    await page.waitForLoadState('networkidle');
    if (run === 0) firstSaveMs = Math.round(saved);
    // run 0 warms the gateway (first queries, JIT) and is not counted
    if (run > 0) {
      saveMs.push(Math.round(saved));
      firstListMs.push(Math.round(listMs));
      loginKb.push(kbLogin);
      firstKb.push(kbFirst);
      loginMs.push(tLogin);
      firstMs.push(tFirst);
      firstInPageMs.push(Math.round(inPage));
      firstFiles = filesFirst;
    }
    await context.close();
  }

  // The same kind of screen as bench:render's search page inside the real shell: signed in, a menu click on a
  // search page that shows the gateway's rows. Time from the click to the rows in the page (a MutationObserver),
  // and the antd <style> tags the page inserted at run time: with the build-time sheets (as shipped) and with their
  // cache-path maps emptied (antd generates every style at run time, as it does without build-time sheets; the sheets' rules stay,
  // so a style missing from the sheets shows as a difference between the two screenshots). The maps are string
  // literals ("antd-map;path:hash;...", a template literal once minified) in the sheets' JS modules
  // (src/app/antdStyleMap.ts).
  for (const sheets of process.env.BENCH_STYLES === '0' ? [] : (['extracted', 'no-map'] as const)) {
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript({ content: 'window.__name = (f) => f;' });
      if (sheets === 'no-map')
        await page.route(/\.js$/, async (r) => {
          const res = await r.fetch();
          const body = await res.text();
          await r.fulfill({ response: res, body: body.replace(/(["'`])antd-map;[^"'`]*\1/g, '"antd-map;"') });
        });
      await page.goto(`${gw.url}/#/login`);
      await page.locator('#loginName').fill(USER);
      await page.locator('#loginPwd').fill(PASSWORD);
      await page.locator('#checkCode').fill(CHECK_CODE);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByTestId('home').waitFor();
      await page.waitForLoadState('networkidle');
      const before = await page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);
      const ms = await openEntry(page, SEARCH_ENTRY, SEARCH_VIEW);
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);
      if (run > 0) {
        (menuToRowsMs[sheets] ??= []).push(Math.round(ms));
        (styleTags[sheets] ??= []).push([before, after]);
      } else await page.screenshot({ path: `${SHOTS}/bench-shell-search-${sheets}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await gw.stop();
}

const f = (n: number): string => n.toFixed(1);
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
console.log(
  `bench:shell  (${RUNS} runs, medians; user ${USER}; production build served by the gateway; load average after: ${load})`,
);
console.log(
  `  JS gzip loaded for /login:                      ${f(median(loginKb))} KB in ${loginFiles} files   (goal < 200 KB)`,
);
console.log(
  `  JS gzip in all for the first screen (home):     ${f(median(firstKb))} KB in ${firstFiles} files   (goal < 450 KB)`,
);
console.log(`  navigation -> usable login form:                ${median(loginMs)} ms   (runs: ${loginMs.join(', ')})`);
console.log(
  `  sign-in click -> usable first screen:           ${median(firstMs)} ms   (runs: ${firstMs.join(', ')})   (goal < 1000 ms)`,
);
console.log(
  `  submit -> menu and home in the page:            ${median(firstInPageMs)} ms   (runs: ${firstInPageMs.join(', ')})`,
);
console.log(
  `  first list open, menu click -> rows of ${FIRST_ENTRY}: ${median(firstListMs)} ms   (runs: ${firstListMs.join(', ')})   (goal < 1000 ms; a fresh page, its submenu opened first)`,
);
console.log(
  `  a notice save's answer (${NOTICE_HTML.length} characters of rich text): ${median(saveMs)} ms   (runs: ${saveMs.join(', ')}); the first after the gateway's start ${firstSaveMs} ms   (goal < 1000 ms)`,
);
for (const sheets of process.env.BENCH_STYLES === '0' ? [] : (['extracted', 'no-map'] as const)) {
  const tags = styleTags[sheets] ?? [];
  const last = tags[tags.length - 1] ?? [0, 0];
  console.log(
    `  menu click -> rows of ${SEARCH_ENTRY} (antd sheets ${sheets.padEnd(9)}): ${median(menuToRowsMs[sheets] ?? [0])} ms   (runs: ${(menuToRowsMs[sheets] ?? []).join(', ')}); antd <style> tags at home ${last[0]}, after the search page ${last[1]}`,
  );
}
if (process.env.BENCH_STYLES !== '0') console.log(`  screenshots: ${SHOTS}/bench-shell-search-{extracted,no-map}.png`);
