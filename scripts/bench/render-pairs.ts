// Before/after pairs of a bench screen's render to ready (docs/decisions.md "Performance 11"):
// `tsx scripts/bench/render-pairs.ts <before build> <after build> [screen] [pages]`, two builds kept by bench:render
// (`BENCH_BUILD_ONLY=1` in each tree), screen picker (default) or search. Interleaved page by page, each a fresh
// page: the schema page of each build (which goes first alternates), then hand-written antd A (of the after build:
// A is the same in both), `pages` times (20 by default) after 3 warm-ups; prints the medians, the ratios to A, the
// median of the pairs' differences and how often after was below before, with the load before and after.
// BENCH_CPU=1: the main thread's CPU time instead of the wall time (see `time`).
import type { Browser } from 'playwright-core';
import { freshPage } from './keys';
import { load, median, runPairs } from './pairs';
import { renderToReady } from './ready';

const SCREEN = process.argv[4] ?? 'picker';
const PAGES = Number(process.argv[5] ?? 20);
const WARMUPS = 3;

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The render call to ready in a fresh page: wall ms, or with BENCH_CPU=1 the renderer main thread's CPU ms over the
 * same stretch (the `tdur` of its top-level tasks in a Chromium trace): on a loaded machine the wall time holds
 * every wait for a core, the thread's CPU time does not.
 */
async function time(browser: Browser, url: string): Promise<number> {
  const page = await freshPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    if (!process.env.BENCH_CPU) return await renderToReady(page, SCREEN);
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await renderToReady(page, SCREEN);
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.end');
    await done;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    return (
      events
        .filter((e) => e.tid === main?.tid && e.ph === 'X' && e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
    );
  } finally {
    await page.close();
  }
}

runPairs('render-pairs.ts <before build> <after build> [screen] [pages]', async (browser, servers) => {
  const t: Record<'before' | 'after' | 'handA', number[]> = { before: [], after: [], handA: [] };
  console.log(`${SCREEN} (${process.env.BENCH_CPU ? 'main thread CPU ms' : 'wall ms'}): load at start ${load()}`);
  for (let i = -WARMUPS; i < PAGES; i++) {
    const order = i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
    const page: Partial<Record<'before' | 'after' | 'handA', number>> = {};
    for (const b of order) page[b] = await time(browser, `${servers[b].url}/scripts/bench/render/schema.html`);
    page.handA = await time(browser, `${servers.after.url}/scripts/bench/render/handA.html`);
    if (i < 0) continue;
    for (const k of ['before', 'after', 'handA'] as const) t[k].push(page[k]!);
  }
  const [b, a, h] = [median(t.before), median(t.after), median(t.handA)];
  const below = t.after.filter((x, i) => x < t.before[i]).length;
  const diff = median(t.after.map((x, i) => x - t.before[i]));
  console.log(
    `median of ${PAGES} pages: before ${b.toFixed(1)} ms (${(b / h).toFixed(2)} of A), after ${a.toFixed(1)} ms (${(a / h).toFixed(2)} of A), hand A ${h.toFixed(1)} ms; after - before per pair: median ${diff.toFixed(1)} ms, below in ${below} of ${PAGES} pairs; load at end ${load()}`,
  );
});
