// profile:menu: where a menu click's time goes, the same flow as bench:shell's "menu click -> rows" (the production
// build served by the real gateway, signed in, the submenu open, a click on BENCH_ENTRY): per run the network
// timeline from the click (each request's start and end in ms, its path) and, for the last run, a DevTools CPU
// profile of the page around the click summed per 10 ms window (busy ms and the heaviest functions by self time).
// DIST_DIR serves another build (e.g. one built with `vite build --outDir`). Prints; asserts nothing.
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { CHECK_CODE, PASSWORD, buildIfNeeded, startGateway } from '../tests/e2e/harness';

const RUNS = Number(process.env.RUNS ?? 3);
const ENTRY = process.env.BENCH_ENTRY ?? '仓库查询';
const VIEW = process.env.BENCH_VIEW ?? '/warehouses';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Busy time per 10 ms window after `fromUs` (µs, the profile's clock) and the top self-time functions of each. */
function windows(p: Profile, fromUs: number): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const per = new Map<number, Map<string, number>>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    const n = byId.get(p.samples[i]);
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    if (!n || t < fromUs || n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
    const w = Math.floor((t - fromUs) / 10000);
    const f = n.callFrame;
    const name = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    const m = per.get(w) ?? new Map<string, number>();
    m.set(name, (m.get(name) ?? 0) + dt);
    per.set(w, m);
  }
  return [...per.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([w, m]) => {
      const busy = [...m.values()].reduce((a, b) => a + b, 0);
      const top = [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join('; ');
      return `  ${String(w * 10).padStart(4)}-${String(w * 10 + 10).padEnd(4)} busy ${busy.toFixed(1).padStart(4)} ms  ${top}`;
    });
}

/** The profile time (µs) of the first sample in clickMarker: the click. */
function markerAt(p: Profile): number {
  const marker = new Set(p.nodes.filter((n) => n.callFrame.functionName === 'clickMarker').map((n) => n.id));
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    if (marker.has(p.samples[i])) return t;
  }
  return p.startTime;
}

if (!process.env.DIST_DIR) buildIfNeeded();
const gw = await startGateway();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(`${gw.url}/#/login`);
    await page.locator('#loginName').fill('admin');
    await page.locator('#loginPwd').fill(PASSWORD);
    await page.locator('#checkCode').fill(CHECK_CODE);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('home').waitFor();
    await page.waitForLoadState('networkidle');
    const item = page.getByTestId('side-menu').getByText(ENTRY, { exact: true });
    const roots = page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
    for (let i = 0; i < (await roots.count()) && !(await item.isVisible()); i++) {
      await roots.nth(i).click();
      await page.waitForTimeout(400);
    }
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const reqs: { url: string; start: number; end?: number }[] = [];
    page.on('request', (r) => reqs.push({ url: r.url(), start: performance.now() }));
    page.on('requestfinished', (r) => {
      const x = reqs.find((q) => q.url === r.url() && q.end === undefined);
      if (x) x.end = performance.now();
    });
    await page.evaluate((view) => {
      const w = window as unknown as { __rowsMs?: number; __clickAt?: number };
      // a marker the CPU profile shows: a function named clickMarker that spins 2 ms at the click
      function clickMarker(): void {
        const end = performance.now() + 2;
        while (performance.now() < end);
      }
      document.addEventListener('click', () => ((w.__clickAt ||= performance.now()), clickMarker()), {
        capture: true,
        once: true,
      });
      const obs = new MutationObserver(() => {
        const row = document.querySelector(`[data-view="${view}"] .ant-table-row`);
        if (w.__clickAt && row && (row as HTMLElement).checkVisibility()) {
          w.__rowsMs = performance.now() - w.__clickAt;
          obs.disconnect();
        }
      });
      obs.observe(document, { subtree: true, childList: true, attributes: true });
    }, VIEW);
    const t0 = performance.now();
    await item.click();
    const ms = await page
      .waitForFunction(() => (window as unknown as { __rowsMs?: number }).__rowsMs)
      .then((h) => h.jsonValue() as Promise<number>);
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`run ${run}: click -> rows ${ms.toFixed(0)} ms (in the page); requests from the click (driver clock):`);
    for (const r of reqs)
      console.log(
        `  ${(r.start - t0).toFixed(0).padStart(5)} -> ${r.end === undefined ? '   ?' : (r.end - t0).toFixed(0).padStart(5)}  ${r.url.replace(gw.url, '')}`,
      );
    if (run === RUNS) {
      const file = `${tmpdir()}/menu-click.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile ${file}; per 10 ms window from the click (self ms):`);
      console.log(windows(profile, markerAt(profile)).join('\n'));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await gw.stop();
}
console.log(
  `load average: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
