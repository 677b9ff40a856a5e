// Key presses for bench:render (scripts/bench-render.ts): how long a page takes to handle a key in a marked input.
// Two ways, both on the input that has the focus once the marked one is focused (the runtime's long form keeps the
// same input when the focus makes it a Formily field, renderers/antd-light/LiveField.tsx; the check allows another
// input with the same id):
//   pressKeys  a native input event dispatched from script with the next value, timed around dispatchEvent and
//              until the next task. Microtasks queued by the handlers (React's sync flush, Formily's validation)
//              run only after the calling script ends, so "sync" here leaves them out.
//   typeKeys   real key presses through the DevTools protocol (Playwright's keyboard: keyDown with its text, then
//              keyUp), timed in the page from the keydown's first listener (window, capture) to the input
//              event's last one (window, bubble) plus the keyup's handling: every listener and every microtask
//              the key causes, as the browser runs them, which is what the issue's table calls "synchronous
//              handling". And until the next task after the input event (React's scheduled work, a paint's
//              effects).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
/** Serves a bench build (its files as they are) on a free port of 127.0.0.1. */
export function serveDir(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!path.startsWith(dir) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address() as { port: number };
      ok({ url: `http://127.0.0.1:${a.port}`, close: () => server.close() });
    }),
  );
}

// tsx (esbuild keepNames) wraps functions passed to page.evaluate in __name(); give the page a no-op one.
/** Headless Debian Chromium as the bench's helper scripts run it (keys-pairs, render-pairs, profile-*). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

export async function freshPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  page.on('crash', () => console.error(`the page crashed: ${page.url()}`));
  page.on('pageerror', (e) => console.error(`${page.url()}: ${e.message}`));
  return page;
}

/** The bench's 500-field form is all in the page (every field's input mounted). */
export const FORM_ALL = "document.querySelectorAll('#bench input').length >= 500";

/** The input the key presses go to: marked by the screen's timing function before pressKeys. */
export const KEYS_INPUT = 'data-bench-keys';

/**
 * 20 key presses in the marked input (the input with the focus once it is focused), each a native input event
 * setting the next value ('append': one more "a"; 'cycle': 1..5), timed synchronously and until the next task, a
 * frame between presses. Returns [sync ms, until the next task ms], the means of the 20.
 */
export function pressKeys(page: Page, next: 'append' | 'cycle'): Promise<[number, number]> {
  return page.evaluate(
    async ([attr, next]) => {
      const marked = document.querySelector(`[${attr}]`) as HTMLInputElement;
      marked.focus();
      // keys go to the input that has the focus after a frame, marked instead
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const input = document.activeElement as HTMLInputElement;
      if (input.tagName !== 'INPUT' || input.id !== marked.id)
        throw new Error(`the focus is on ${input.tagName}#${input.id}, not on the marked input`);
      marked.removeAttribute(attr);
      input.setAttribute(attr, '');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const nextTask = () =>
        new Promise<void>((r) => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => r();
          ch.port2.postMessage(0);
        });
      let total = 0;
      let sync = 0;
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        setter.call(input, next === 'append' ? `${input.value}a` : String((i % 5) + 1));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        sync += performance.now() - t0;
        await nextTask();
        total += performance.now() - t0;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      return [sync / 20, total / 20] as [number, number];
    },
    [KEYS_INPUT, next] as const,
  );
}

/**
 * 20 real key presses (`keys`, one character each, cycled) in the marked input, which must have the focus (after
 * pressKeys, or focused and checked by the caller), two frames between presses. Returns [handled ms, until the
 * next task ms], the medians of the 20 (a key that a neighbour process or a GC delayed does not move it); throws
 * when a key caused no input event.
 */
export async function typeKeys(page: Page, keys: string): Promise<[number, number]> {
  await page.evaluate((attr) => {
    const input = document.querySelector(`[${attr}]`) as HTMLInputElement;
    if (document.activeElement !== input) throw new Error('the marked input does not have the focus');
    const w = window as unknown as { __keys?: { handled: number[]; task: number[] } };
    if (w.__keys) return void (w.__keys = { handled: [], task: [] });
    w.__keys = { handled: [], task: [] };
    let t0 = 0;
    let up = 0;
    // the first listeners of the page (registered before any of the app's on window; the app's React root
    // listens on its container, under window) and the last ones (window, bubble phase)
    addEventListener('keydown', () => (t0 = performance.now()), true);
    addEventListener('input', () => {
      const rec = w.__keys!;
      rec.handled.push(performance.now() - t0);
      const ch = new MessageChannel();
      ch.port1.onmessage = () => rec.task.push(performance.now() - t0);
      ch.port2.postMessage(0);
    });
    addEventListener('keyup', () => (up = performance.now()), true);
    addEventListener('keyup', () => (w.__keys!.handled[w.__keys!.handled.length - 1] += performance.now() - up));
  }, KEYS_INPUT);
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press(keys[i % keys.length]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
  }
  const { handled, task } = await page.evaluate(
    () => (window as unknown as { __keys: { handled: number[]; task: number[] } }).__keys,
  );
  if (handled.length !== 20 || task.length !== 20) throw new Error(`${handled.length} input events for 20 keys`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  return [median(handled), median(task)];
}

/**
 * The 500-field form in one page: heap growth (used JS heap after a forced GC, before the render and once all 500
 * fields are mounted), then key presses in field 250 (scripts/bench/keys.ts): 20 dispatched input events, then 20
 * real keys. Returns [heap MB, dispatched: sync ms, until the next task ms, real keys: handled ms, until the next
 * task ms].
 */
export async function timeFormKeys(browser: Browser, url: string): Promise<[number, number, number, number, number]> {
  const page = await freshPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const heap0 = await heap();
    await page.evaluate(() => (window as unknown as { __render(s: string): void }).__render('form'));
    await page.waitForFunction(FORM_ALL);
    await page.waitForTimeout(300);
    const grown = ((await heap()) - heap0) / 2 ** 20;
    await page.evaluate((attr) => document.querySelectorAll('#bench input')[249].setAttribute(attr, ''), KEYS_INPUT);
    const keys = await pressKeys(page, 'append');
    const typed = await typeKeys(page, 'a');
    const value = await page.evaluate(
      (attr) => (document.querySelector(`[${attr}]`) as HTMLInputElement).value,
      KEYS_INPUT,
    );
    if (value !== 'a'.repeat(40)) throw new Error(`field 250 holds "${value}"`);
    return [grown, ...keys, ...typed];
  } finally {
    await page.close();
  }
}
