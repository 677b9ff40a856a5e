// npm run bench:render: the runtime's three bench screens against the same screens hand-written in plain antd,
// in headless Chromium (fresh page per run, medians after warm-ups). See DESIGN.md "Performance".
import { readFileSync, writeFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUPS = 3;
const KEY_PAGES = 5;
const root = resolve(import.meta.dirname, 'bench/render');
const outDir = mkdtempSync(join(tmpdir(), 'bench-render-'));
type Screen = 'search' | 'picker' | 'form';
type Variant = 'schema' | 'hand';
const SCREENS: Screen[] = ['search', 'picker', 'form'];
const VARIANTS: Variant[] = ['schema', 'hand'];

async function buildApps(): Promise<void> {
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rollupOptions: { input: { schema: join(root, 'schema.html'), hand: join(root, 'hand.html'), extract: join(root, 'extract.html') } } },
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
function serve(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!path.startsWith(outDir) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
    const a = server.address() as { port: number };
    ok({ url: `http://127.0.0.1:${a.port}`, close: () => server.close() });
  }));
}

/** Initial JS and CSS of an entry: its script, module preloads and style sheets, gzip-compressed. */
function initialSize(entry: Variant): { js: number; css: number } {
  const html = readFileSync(join(outDir, `${entry}.html`), 'utf8');
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
  search: "document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 10 && document.querySelectorAll('label').length >= 7",
  picker: "document.querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row').length === 5 && document.querySelectorAll('.ant-modal label').length >= 2",
  form: "document.querySelectorAll('input').length >= 500",
};

// tsx (esbuild keepNames) wraps functions passed to page.evaluate in __name(); give the page a no-op one.
async function freshPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  return page;
}

async function timeRender(browser: Browser, url: string, screen: Screen): Promise<number> {
  const page = await freshPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    return await page.evaluate(
      ([s, ready]) =>
        new Promise<number>((done) => {
          const isReady = new Function(`return ${ready}`) as () => boolean;
          const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));
          const obs = new MutationObserver(() => {
            if (isReady()) {
              obs.disconnect();
              frames();
            }
          });
          obs.observe(document.body, { childList: true, subtree: true, attributes: true });
          const t0 = performance.now();
          (window as unknown as { __render(s: string): void }).__render(s);
        }),
      [screen, READY[screen]] as const,
    );
  } finally {
    await page.close();
  }
}

/** Key presses in field 250: a native input event per key, timed until the next task (React and Formily done). */
async function timeKeys(browser: Browser, url: string): Promise<[number, number]> {
  const page = await freshPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    await page.evaluate(() => (window as unknown as { __render(s: string): void }).__render('form'));
    await page.waitForFunction(READY.form);
    await page.waitForTimeout(300);
    return await page.evaluate(async () => {
      const input = document.querySelectorAll('input')[249] as HTMLInputElement;
      input.focus();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const nextTask = () => new Promise<void>((r) => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(0); });
      let total = 0;
      let sync = 0;
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        setter.call(input, `${input.value}a`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        sync += performance.now() - t0;
        await nextTask();
        total += performance.now() - t0;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      if (input.value.length !== 20) throw new Error(`field 250 holds "${input.value}"`);
      return [sync / 20, total / 20] as [number, number];
    });
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  console.log(`building the bench apps into ${outDir} ...`);
  await buildApps();
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await freshPage(browser);
    await page.goto(`${server.url}/extract.html`);
    const css = (await page.waitForFunction(() => (window as unknown as { __extracted?: string }).__extracted, undefined, { timeout: 60000 }).then((h) => h.jsonValue())) as string;
    await page.close();
    writeFileSync(join(outDir, 'antd-extracted.css'), css);
    const times: Record<string, number[]> = {};
    for (let i = 0; i < WARMUPS + RUNS; i++)
      for (const s of SCREENS)
        for (const v of VARIANTS) {
          const t = await timeRender(browser, `${server.url}/${v}.html`, s);
          if (i >= WARMUPS) (times[`${s}:${v}`] ??= []).push(t);
        }
    const keys: Record<Variant, [number, number][]> = { schema: [], hand: [] };
    for (let i = 0; i < KEY_PAGES; i++) for (const v of VARIANTS) keys[v].push(await timeKeys(browser, `${server.url}/${v}.html`));

    console.log(`\nrender: median of ${RUNS} fresh pages after ${WARMUPS} warm-ups (render call -> content + 2 frames)`);
    console.log('screen   schema ms   hand-written ms   ratio');
    for (const s of SCREENS) {
      const a = median(times[`${s}:schema`]);
      const b = median(times[`${s}:hand`]);
      console.log(`${s.padEnd(8)} ${a.toFixed(1).padStart(9)} ${b.toFixed(1).padStart(17)} ${(a / b).toFixed(2).padStart(7)}`);
    }
    console.log(`\n500-field form, key press in field 250 (average of 20 keys, median of ${KEY_PAGES} pages):`);
    console.log('           event handled (sync)   until the next task');
    for (const v of VARIANTS)
      console.log(`  ${v.padEnd(7)} ${median(keys[v].map((k) => k[0])).toFixed(2).padStart(12)} ms ${median(keys[v].map((k) => k[1])).toFixed(2).padStart(17)} ms`);
    console.log('\ninitial JS + CSS (gzip):');
    for (const v of VARIANTS) {
      const s = initialSize(v);
      console.log(`  ${v.padEnd(7)} JS ${(s.js / 1024).toFixed(1)} KB   CSS ${(s.css / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
