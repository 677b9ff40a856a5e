// npm run bench:render: the runtime's bench screens against the same screens hand-written in plain antd, in
// headless Chromium (fresh page per run, variants interleaved, medians after warm-ups). See DESIGN.md "Performance".
// Three variants, all built by the portal's own build (vite.config.ts: its plugins and chunking) as extra entries
// beside index.html (see buildApps), all in the same frame (scripts/bench/render/frame.tsx: the portal's theme and
// locale):
//   schema  the runtime as shipped, with the portal's build-time antd sheets (the shell's and the screens');
//   handA   the hand-written page with antd's runtime styles (what a team writes by default);
//   handE   the same page with a build-time sheet of only its own components (what a team tuning it would ship).
// The 500-field form is timed to its first screenful and to its last field painted (all 500 mounted, the last one
// scrolled into view and painted: what a user scrolling down sees); the return-parts dialog with 50 lines a page
// likewise to its first 20 lines and to its last line painted (docs/decisions.md "Performance 7": what each counts).
// Key presses in field 250 and in a return line's quantity: scripts/bench/keys.ts.
import { readFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build, createLogger, type Plugin } from 'vite';
import { antdImports, extractComponentStyles } from './build/antdStyles';
import { FORM_ALL, freshPage, KEYS_INPUT, pressKeys, serveDir, timeFormKeys } from './bench/keys';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const WARMUPS = 3;
const KEY_PAGES = 5;
const repo = resolve(import.meta.dirname, '..');
const root = resolve(import.meta.dirname, 'bench/render');
const PAGES = '/scripts/bench/render';
// BENCH_DIST=<dir>: time a build made before (BENCH_KEEP=1 keeps one; BENCH_BUILD_ONLY=1 only builds), so
// before/after pairs of two trees time two fixed builds (scripts/bench/keys-pairs.ts interleaves their key presses)
const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : undefined;
const outDir = DIST ?? mkdtempSync(join(tmpdir(), 'bench-render-'));
type Screen = 'search' | 'picker' | 'form' | 'returnParts';
type Variant = 'schema' | 'handA' | 'handE';
// BENCH_SCREENS=search,picker times only those (while working on them); the printed table needs all four
const SCREENS: Screen[] = (process.env.BENCH_SCREENS?.split(',') as Screen[] | undefined) ?? [
  'search',
  'picker',
  'form',
  'returnParts',
];
const VARIANTS: Variant[] = ['schema', 'handA', 'handE'];

/** The static-sheet baseline's sheet: only the antd components the bench apps import (scripts/bench/render). */
function handSheet(): Plugin {
  const id = 'virtual:bench-hand.css';
  return {
    name: 'bench-hand-sheet',
    enforce: 'pre',
    resolveId: (source) => (source === id ? '\0bench-hand.css' : undefined),
    load: (source) => (source === '\0bench-hand.css' ? extractComponentStyles([...antdImports([root])]) : undefined),
  };
}

/**
 * Builds the portal with the three bench pages as extra entries, with the portal's vite config unchanged (its
 * plugins, chunk groups and antd sheets). Its `boot` group takes every entry's static imports, so the portal's
 * main.tsx shares a chunk with the bench entries and runs on the bench pages too; the pages have no #root, so it
 * does nothing there (docs/decisions.md "Performance 7": the pages start clean). (Built one app at a time
 * instead, Rolldown orders the modules of the runtime's chunks wrongly.)
 * Returns the build's own lines on the bundle budget and the antd sheets.
 */
async function buildApps(): Promise<string[]> {
  const lines: string[] = [];
  const logger = createLogger('warn');
  const info = logger.info;
  logger.info = (msg, o) =>
    /bundle budget|antd styles/.test(msg) ? void lines.push(msg.replace(/^.*?\] /, '')) : info(msg, o);
  await build({
    configFile: join(repo, 'vite.config.ts'),
    root: repo,
    mode: 'production',
    logLevel: 'info',
    customLogger: logger,
    plugins: [handSheet()],
    build: {
      outDir,
      // BENCH_SOURCEMAP=1: source maps, so a CPU profile names the original functions (scripts/bench/profile-keys.ts)
      sourcemap: !!process.env.BENCH_SOURCEMAP,
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          index: join(repo, 'index.html'),
          ...Object.fromEntries(VARIANTS.map((v) => [v, join(root, `${v}.html`)])),
        },
      },
    },
  });
  return lines;
}

/** Initial JS and CSS of an entry: its script, module preloads and style sheets, gzip-compressed. */
function initialSize(entry: Variant): { js: number; css: number } {
  const html = readFileSync(join(outDir, PAGES, `${entry}.html`), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((r) => /\.(js|css)$/.test(r));
  const size = { js: 0, css: 0 };
  for (const r of new Set(refs)) {
    const file = join(outDir, r.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    size[r.endsWith('.css') ? 'css' : 'js'] += gzipSync(readFileSync(file)).length;
  }
  return size;
}

const READY: Record<Screen, string> = {
  search:
    "document.querySelectorAll('#bench .ant-table-tbody tr.ant-table-row').length === 10 && document.querySelectorAll('#bench label').length >= 7",
  picker:
    "document.querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row').length === 5 && document.querySelectorAll('.ant-modal label').length >= 2",
  // the first screenful of the 1000 px high page (twelve 82 px fields)
  form: "document.querySelectorAll('#bench input').length >= 12",
  // the return-parts dialog (schemas/pickers/returnParts.json), 50 lines a page: its first screenful (the runtime
  // mounts 20 lines with the first paint, the rest after it), each line with its quantity input
  returnParts:
    "document.querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row').length >= 20 && document.querySelectorAll('.ant-modal .ant-table-tbody .ant-input-number-input').length >= 20",
};
/** After ALL holds: what a user does to see the end (the last field or line scrolled into view), then 2 frames. */
const LAST: Record<Screen, string> = {
  search: '0',
  picker: '0',
  form: "document.querySelectorAll('#bench input')[499].scrollIntoView({ block: 'end' })",
  returnParts:
    "document.querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row')[49].scrollIntoView({ block: 'end' })",
};
const ALL: Record<Screen, string> = {
  ...READY,
  form: FORM_ALL,
  returnParts:
    "document.querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row').length === 50 && document.querySelectorAll('.ant-modal .ant-table-tbody .ant-input-number-input').length === 50",
};

async function timeRender(browser: Browser, url: string, screen: Screen): Promise<[number, number]> {
  const page = await freshPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    // nothing rendered before the bench: not in #bench, and no antd style made by anything else (the portal's entry
    // shares the boot chunk and must stay idle here: src/main.tsx)
    const early = await page.evaluate(
      () => document.getElementById('bench')!.innerHTML.slice(0, 200) || document.querySelector('style')?.outerHTML,
    );
    if (early) throw new Error(`${url}: something rendered before the bench: ${early.slice(0, 200)}`);
    return await page
      .evaluate(
        ([s, ready, all, last]) =>
          new Promise<[number, number]>((done) => {
            const isReady = new Function(`return ${ready}`) as () => boolean;
            const isAll = new Function(`return ${all}`) as () => boolean;
            const scrollToLast = new Function(last) as () => void;
            let first = 0;
            let ended = false;
            const frames = (then: (t: number) => void) =>
              requestAnimationFrame(() => requestAnimationFrame(() => then(performance.now() - t0)));
            const finish = () => {
              if (ended) return;
              ended = true;
              obs.disconnect();
              scrollToLast();
              frames((t) => done([first, t]));
            };
            const check = () => {
              if (!first && isReady()) {
                first = -1;
                frames((t) => {
                  first = t;
                  if (isAll()) finish();
                });
              }
              if (first > 0 && isAll()) finish();
            };
            const obs = new MutationObserver(check);
            obs.observe(document.body, { childList: true, subtree: true, attributes: true });
            const t0 = performance.now();
            (window as unknown as { __render(s: string): void }).__render(s);
          }),
        [screen, READY[screen], ALL[screen], LAST[screen]] as const,
      )
      .then(async (t) => {
        const runtime = await page.evaluate(() => !!document.querySelector('[class^="rt-"], [class*=" rt-"]'));
        if (runtime !== url.endsWith('/schema.html')) throw new Error(`${url}: the wrong app rendered`);
        return t;
      });
  } finally {
    await page.close();
  }
}

/**
 * The return-parts dialog with 50 lines: key presses in the quantity cell of line 25, each a native input event
 * setting a new quantity (1..5, within the line's remaining quantity), timed as the form's keys. Returns [sync ms,
 * until the next task ms]; checks the line's amount followed.
 */
async function timeQuantityKeys(browser: Browser, url: string): Promise<[number, number]> {
  const page = await freshPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    await page.evaluate(() => (window as unknown as { __render(s: string): void }).__render('returnParts'));
    await page.waitForFunction(ALL.returnParts);
    await page.waitForTimeout(300);
    await page.evaluate(
      (attr) =>
        document
          .querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row')[24]
          .querySelector('.ant-input-number-input')!
          .setAttribute(attr, ''),
      KEYS_INPUT,
    );
    const keys = await pressKeys(page, 'cycle');
    // the last quantity was 5: the amount cell (the last) shows 5 x the line's real return price (9.74)
    const [quantity, amount] = await page.evaluate((attr) => {
      const input = document.querySelector(`[${attr}]`) as HTMLInputElement;
      return [input.value, (input.closest('tr')!.lastElementChild as HTMLElement).innerText.trim()];
    }, KEYS_INPUT);
    if (quantity !== '5' || Number(amount.replace(/,/g, '')) !== 48.7)
      throw new Error(`line 25: quantity "${quantity}", amount "${amount}"`);
    return keys;
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!DIST) console.log(`building the portal with the bench apps into ${outDir} ...`);
  const buildLines = DIST ? [] : await buildApps();
  if (process.env.BENCH_BUILD_ONLY) return;
  console.log(`load average at start: ${load()}`);
  const server = await serveDir(outDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
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
  try {
    const times: Record<string, [number, number][]> = {};
    for (let i = 0; i < WARMUPS + RUNS; i++)
      for (const s of SCREENS)
        for (const v of VARIANTS) {
          const t = await timeRender(browser, `${server.url}${PAGES}/${v}.html`, s);
          if (i >= WARMUPS) (times[`${s}:${v}`] ??= []).push(t);
        }
    const keys: Record<Variant, [number, number, number, number, number][]> = { schema: [], handA: [], handE: [] };
    const keyPages = SCREENS.includes('form') ? KEY_PAGES : 0;
    for (let i = 0; i < keyPages; i++)
      for (const v of VARIANTS) keys[v].push(await timeFormKeys(browser, `${server.url}${PAGES}/${v}.html`));
    const qtyKeys: Record<Variant, [number, number][]> = { schema: [], handA: [], handE: [] };
    const qtyPages = SCREENS.includes('returnParts') ? KEY_PAGES : 0;
    for (let i = 0; i < qtyPages; i++)
      for (const v of VARIANTS) qtyKeys[v].push(await timeQuantityKeys(browser, `${server.url}${PAGES}/${v}.html`));

    console.log(
      `\nrender: median of ${RUNS} fresh pages after ${WARMUPS} warm-ups (render call -> content + 2 frames), load ${load()}`,
    );
    console.log(
      '  A: hand-written antd with its runtime styles; E: the same page with a build-time sheet of only its components',
    );
    console.log('screen                      schema ms   hand A ms   hand E ms   schema/A   schema/E');
    const row = (label: string, k: 0 | 1, s: Screen) => {
      if (!SCREENS.includes(s)) return;
      const [a, ha, he] = VARIANTS.map((v) => median(times[`${s}:${v}`].map((t) => t[k])));
      const f = (x: number, w: number) => x.toFixed(1).padStart(w);
      console.log(
        `${label.padEnd(27)} ${f(a, 9)} ${f(ha, 11)} ${f(he, 11)} ${(a / ha).toFixed(2).padStart(10)} ${(a / he).toFixed(2).padStart(10)}`,
      );
    };
    row('search', 0, 'search');
    row('picker', 0, 'picker');
    row('form (screenful)', 0, 'form');
    row('form (last field painted)', 1, 'form');
    row('return (screenful)', 0, 'returnParts');
    row('return (last line painted)', 1, 'returnParts');
    if (keyPages) {
      console.log(
        `\n500-field form (median of ${KEY_PAGES} pages, load ${load()}): heap growth once all fields are mounted (after GC); key presses in field 250 (real keys: the median of 20 a page; dispatched: the mean of 20):`,
      );
      console.log(
        '  key: a real key press (keydown to the input event and keyup handled: every listener and microtask)',
      );
      console.log('  dispatched: an input event dispatched from script (its microtasks run after the timing)');
      console.log('           heap growth   key handled   until next task   dispatched (sync)   until next task');
    }
    const km = (v: Variant, i: 0 | 1 | 2 | 3 | 4) => median(keys[v].map((k) => k[i]));
    for (const v of keyPages ? VARIANTS : []) {
      const f = (i: 0 | 1 | 2 | 3 | 4, w: number) => km(v, i).toFixed(2).padStart(w);
      console.log(
        `  ${v.padEnd(7)} ${km(v, 0).toFixed(1).padStart(8)} MB ${f(3, 10)} ms ${f(4, 14)} ms ${f(1, 16)} ms ${f(2, 14)} ms`,
      );
    }
    if (keyPages)
      console.log(
        `  key handled: schema/A ${(km('schema', 3) / km('handA', 3)).toFixed(2)}, schema/E ${(km('schema', 3) / km('handE', 3)).toFixed(2)}`,
      );
    if (qtyPages)
      console.log(
        `\nreturn-parts dialog, 50 editable lines (median of ${KEY_PAGES} pages): key press in the quantity of line 25 (average of 20 keys; target: handled < 4 ms)`,
      );
    if (qtyPages) console.log('           event handled (sync)   until the next task');
    for (const v of qtyPages ? VARIANTS : []) {
      const m = (i: 0 | 1) => median(qtyKeys[v].map((k) => k[i]));
      console.log(`  ${v.padEnd(7)} ${m(0).toFixed(2).padStart(18)} ms ${m(1).toFixed(2).padStart(17)} ms`);
    }
    console.log('\ninitial JS + CSS of the bench pages (gzip; the screens and their sheets load after):');
    for (const v of VARIANTS) {
      const s = initialSize(v);
      console.log(`  ${v.padEnd(7)} JS ${(s.js / 1024).toFixed(1)} KB   CSS ${(s.css / 1024).toFixed(1)} KB`);
    }
    console.log('\nthe portal build (bundleGuard, scripts/build):');
    for (const l of buildLines) console.log(`  ${l}`);
    console.log(`\nload average at end: ${load()}`);
  } finally {
    await browser.close();
    server.close();
    if (!process.env.BENCH_KEEP && !DIST) rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
