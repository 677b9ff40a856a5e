// bench:shell: the shell's load figures against the production build served by the real gateway, in headless
// Debian Chromium: JS (gzip) for /login, JS (gzip) in all for the first screen after sign-in, time from
// navigation to a usable login form and from sign-in to a usable first screen. Medians over RUNS runs, each in a
// fresh browser context (empty cache). Prints figures and the load average; asserts nothing.
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

buildIfNeeded();
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
let loginFiles = 0;
let firstFiles = 0;
try {
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = trackScripts(page);
    await page.addInitScript({ content: markFirstScreen });
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
    // run 0 warms the gateway (first queries, JIT) and is not counted
    if (run > 0) {
      loginKb.push(kbLogin);
      firstKb.push(scripts.kb());
      loginMs.push(tLogin);
      firstMs.push(tFirst);
      firstInPageMs.push(Math.round(inPage));
      firstFiles = scripts.files();
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
  for (const sheets of ['extracted', 'no-map'] as const) {
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
      const item = page.getByTestId('side-menu').getByText(SEARCH_ENTRY, { exact: true });
      const roots = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
      for (let i = 0; i < (await roots.count()) && !(await item.isVisible()); i++) {
        await roots.nth(i).click();
        await page.waitForTimeout(400);
      }
      await page.evaluate(markRows, SEARCH_VIEW);
      await item.click();
      const ms = await page
        .waitForFunction(() => (window as unknown as { __rowsMs?: number }).__rowsMs, undefined, { timeout: 30000 })
        .then((h) => h.jsonValue() as Promise<number>);
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
for (const sheets of ['extracted', 'no-map'] as const) {
  const tags = styleTags[sheets] ?? [];
  const last = tags[tags.length - 1] ?? [0, 0];
  console.log(
    `  menu click -> rows of ${SEARCH_ENTRY} (antd sheets ${sheets.padEnd(9)}): ${median(menuToRowsMs[sheets] ?? [0])} ms   (runs: ${(menuToRowsMs[sheets] ?? []).join(', ')}); antd <style> tags at home ${last[0]}, after the search page ${last[1]}`,
  );
}
console.log(`  screenshots: ${SHOTS}/bench-shell-search-{extracted,no-map}.png`);
