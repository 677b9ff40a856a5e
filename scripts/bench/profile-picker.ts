// Where a fresh page's picker dialog goes from bench:render's render call to "ready" (its 5 rows and 2 filter labels,
// then 2 frames; docs/decisions.md "Performance 11").
// `BENCH_DIST=<dir> tsx scripts/bench/profile-picker.ts [pages] [variant] [screen]`: a build kept by bench:render
// (`BENCH_BUILD_ONLY=1`; `BENCH_SOURCEMAP=1` names the functions), `pages` fresh pages (6 by default) of `variant`
// (schema, handA, handE) under a DevTools CPU profile (50 µs sampling), then as many under a Chromium trace. Prints
// the times to ready, the functions with the most self and inclusive time and the main thread's trace events by
// total time, each per page. PROFILE_FOCUS=<text>: what the functions whose place contains it call; PROFILE_TASKS=1:
// the first traced page's tasks in order.
import { resolve } from 'node:path';
import { freshPage, serveDir, launchChromium } from './keys';
import { busyStretches, mainThread, sumProfile, sumTraceEvents, type CpuProfile, type TraceEvent } from './profile';
import { renderToReady } from './ready';

const PAGES = Number(process.argv[2] ?? 6);
const VARIANT = process.argv[3] ?? 'schema';
const SCREEN = process.argv[4] ?? 'picker';
const DIST = resolve(process.env.BENCH_DIST ?? '');

/** PROFILE_TASKS=1: the first traced page's main-thread tasks over 0.5 ms in order, with what they hold (ms). */
function printTasks(events: TraceEvent[], tid: number | undefined): void {
  const xs = events.filter((e) => e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const t0 = Math.min(...xs.filter((e) => e.name === 'RunTask').map((e) => e.ts));
  const inner = new Set(['FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'FireAnimationFrame', 'RunMicrotasks']);
  for (const task of xs.filter((e) => e.name === 'RunTask' && e.dur! >= 500).sort((a, b) => a.ts - b.ts)) {
    const parts = xs
      .filter((e) => inner.has(e.name) && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! >= 200)
      .map((e) => `${e.name} ${(e.dur! / 1000).toFixed(1)}`);
    console.log(
      `task at ${((task.ts - t0) / 1000).toFixed(1).padStart(6)} ms, ${(task.dur! / 1000).toFixed(1).padStart(5)} ms: ${parts.join(', ')}`,
    );
  }
}

async function main(): Promise<void> {
  if (!process.env.BENCH_DIST) throw new Error('BENCH_DIST=<a bench:render build> is needed');
  const server = await serveDir(DIST);
  const browser = await launchChromium();
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  const under = new Map<string, number>();
  const focus = process.env.PROFILE_FOCUS;
  const total = new Map<string, [number, number]>();
  const times: number[][] = [[], []];
  try {
    for (let i = 0; i < 2 * PAGES; i++) {
      const traced = i >= PAGES;
      const page = await freshPage(browser);
      try {
        await page.goto(`${server.url}/scripts/bench/render/${VARIANT}.html`);
        await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
        const cdp = await page.context().newCDPSession(page);
        const events: TraceEvent[] = [];
        if (traced) {
          cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
          await cdp.send('Tracing.start', {
            categories: 'devtools.timeline,blink,disabled-by-default-devtools.timeline,v8.execute',
            transferMode: 'ReportEvents',
          });
        } else {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
          await cdp.send('Profiler.start');
        }
        times[traced ? 1 : 0].push(await renderToReady(page, SCREEN));
        if (traced) {
          const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
          await cdp.send('Tracing.end');
          await done;
          if (process.env.PROFILE_TASKS && i === PAGES) printTasks(events, mainThread(events));
          sumTraceEvents(events, total);
        } else {
          const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
          sumProfile(DIST, profile, self, incl, focus ? { text: focus, under } : undefined);
          if (process.env.PROFILE_TASKS && i === 0) console.log(busyStretches(DIST, profile).join('\n'));
        }
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const per = (ms: number) => (ms / PAGES).toFixed(2).padStart(8);
  const top = (m: Map<string, number>, n: number, all = false) =>
    [...m]
      .filter(([k]) => all || !k.startsWith('('))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  const f = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
  console.log(`${VARIANT} ${SCREEN}: ready in ${f(times[0])} ms profiled, ${f(times[1])} ms traced`);
  console.log(`\nself time per page (ms), top 45:`);
  for (const [k, ms] of top(self, 45, true)) console.log(`${per(ms)}  ${k}`);
  console.log(`\ninclusive time per page (ms), top 60:`);
  for (const [k, ms] of top(incl, 60)) console.log(`${per(ms)}  ${k}`);
  if (focus) {
    console.log(`\nunder ${focus} (ms per page):`);
    for (const [k, ms] of top(under, 30, true)) console.log(`${per(ms)}  ${k}`);
  }
  console.log(`\ntrace events of the main thread per page (ms, count), top 35:`);
  for (const [k, [ms, n]] of [...total].sort((a, b) => b[1][0] - a[1][0]).slice(0, 35))
    console.log(`${per(ms)}  ${(n / PAGES).toFixed(1).padStart(5)}  ${k}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
