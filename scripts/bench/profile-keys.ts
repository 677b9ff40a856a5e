// Where a key press in field 250 (PROFILE_FIELD) of the bench's 500-field form goes (docs/decisions.md "Performance 8" and "10").
// `BENCH_DIST=<dir> tsx scripts/bench/profile-keys.ts [keys] [variant]`: a build kept by bench:render
// (`BENCH_KEEP=1` or `BENCH_BUILD_ONLY=1`; `BENCH_SOURCEMAP=1` names the functions), the page of `variant`
// (schema by default, handA, handE), all 500 fields mounted, the focus in field 250, then `keys` real key presses
// (40 by default) under a DevTools CPU profile (25 µs sampling), then as many under a Chromium trace. Prints the
// keys' handled time (median), the functions with the most self time and the main thread's trace events by total
// time, each per key. The profiler and the tracer cost time of their own: compare runs of this script, not its
// figures with bench:render's.
import { resolve } from 'node:path';
import { FORM_ALL, freshPage, KEYS_INPUT, serveDir, typeKeys, launchChromium } from './keys';
import { place as placeIn, sumTraceEvents, type ProfileNode, type TraceEvent } from './profile';

const place = (f: ProfileNode['callFrame']) => placeIn(DIST, f);

const KEYS = Number(process.argv[2] ?? 40);
const VARIANT = process.argv[3] ?? 'schema';
const DIST = resolve(process.env.BENCH_DIST ?? '');
// PROFILE_FIELD=<n>: the field typed in (250 by default; the first 20 are a SchemaField slice, the rest LiveFields)
const FIELD = Number(process.env.PROFILE_FIELD ?? 250);

const per = (ms: number) => (ms / KEYS).toFixed(3).padStart(8);

async function main(): Promise<void> {
  if (!process.env.BENCH_DIST) throw new Error('BENCH_DIST=<a bench:render build> is needed');
  const server = await serveDir(DIST);
  const browser = await launchChromium();
  try {
    const page = await freshPage(browser);
    await page.goto(`${server.url}/scripts/bench/render/${VARIANT}.html`);
    await page.waitForFunction(() => typeof (window as unknown as { __render?: unknown }).__render === 'function');
    await page.evaluate(() => (window as unknown as { __render(s: string): void }).__render('form'));
    await page.waitForFunction(FORM_ALL);
    await page.waitForTimeout(500);
    await page.evaluate(
      ([attr, field]) => {
        const input = document.querySelectorAll('#bench input')[field - 1] as HTMLInputElement;
        input.setAttribute(attr, '');
        input.focus();
      },
      [KEYS_INPUT, FIELD] as const,
    );
    // the focus makes the field a Formily field (LiveField); the key then goes to the input that has the focus
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.evaluate((attr) => {
      document.querySelector(`[${attr}]`)!.removeAttribute(attr);
      document.activeElement!.setAttribute(attr, '');
    }, KEYS_INPUT);
    if (Number(process.env.PROFILE_GROUP) > 0)
      await page.evaluate((n) => {
        const input = document.activeElement as HTMLElement;
        const form = document.querySelector('#bench form')!;
        const items = [...form.children];
        for (let i = 0; i < items.length; i += n) {
          const g = document.createElement('div');
          items[i].before(g);
          g.append(...items.slice(i, i + n));
        }
        input.focus();
      }, Number(process.env.PROFILE_GROUP));
    const warm = await typeKeys(page, 'abcde');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 25 });
    await cdp.send('Profiler.start');
    const handled: number[] = [];
    for (let i = 0; i < KEYS; i += 20) handled.push((await typeKeys(page, 'abcde'))[0]);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', {
      categories:
        process.env.PROFILE_CATEGORIES ?? 'devtools.timeline,blink,disabled-by-default-devtools.timeline,v8.execute',
      transferMode: 'ReportEvents',
    });
    for (let i = 0; i < KEYS; i += 20) handled.push((await typeKeys(page, 'abcde'))[0]);
    await cdp.send('Tracing.end');
    await done;
    console.log(
      `${VARIANT}: key handled (median of 20) warm ${warm[0].toFixed(2)} ms, profiled/traced ${handled.map((h) => h.toFixed(2)).join(', ')} ms`,
    );

    // self time per function (ms per key)
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const key = place(byId.get(id)!.callFrame);
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    console.log(`\nself time per key (ms), top 40, idle and program apart:`);
    for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${per(ms)}  ${k}`);

    // where the top self times come from: each one's heaviest stack (8 callers)
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const stacks = new Map<string, Map<string, number>>();
    profile.samples.forEach((id, i) => {
      const chain: string[] = [];
      for (let p = parent.get(id); p !== undefined && chain.length < 8; p = parent.get(p))
        chain.push(place(byId.get(p)!.callFrame));
      const m = stacks.get(place(byId.get(id)!.callFrame)) ?? new Map<string, number>();
      stacks.set(place(byId.get(id)!.callFrame), m);
      m.set(chain.join(' < '), (m.get(chain.join(' < ')) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    // inclusive time: each sample counts once for every function on its stack
    const incl = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const seen = new Set<string>();
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) seen.add(place(byId.get(p)!.callFrame));
      for (const k of seen) incl.set(k, (incl.get(k) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    console.log(`\ninclusive time per key (ms), top 40:`);
    for (const [k, ms] of [...incl]
      .filter(([k]) => !k.startsWith('('))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40))
      console.log(`${per(ms)}  ${k}`);
    // PROFILE_FOCUS=<text>: what the functions whose place contains it call (inclusive ms per key, 3 levels)
    const focus = process.env.PROFILE_FOCUS;
    if (focus) {
      const under = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const chain: string[] = [];
        for (let p: number | undefined = id; p !== undefined; p = parent.get(p))
          chain.unshift(place(byId.get(p)!.callFrame));
        const at = chain.findIndex((k) => k.includes(focus));
        if (at < 0) return;
        const k = chain.slice(at + 1, at + 4).join(' > ') || '(self)';
        under.set(k, (under.get(k) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      });
      console.log(`\nunder ${focus} (ms per key):`);
      for (const [k, ms] of [...under].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${per(ms)}  ${k}`);
    }
    console.log(`\nthe heaviest stacks of the top 12 (ms per key):`);
    for (const [k] of [...self]
      .filter(([k]) => !k.startsWith('('))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)) {
      const [chain, ms] = [...stacks.get(k)!].sort((a, b) => b[1] - a[1])[0];
      console.log(`${per(ms)}  ${k}\n            < ${chain}`);
    }

    // trace events of the renderer's main thread, total per name (ms per key)
    const main = events.find(
      (e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
    );
    const total = new Map<string, [number, number]>();
    sumTraceEvents(events, total);
    // one key's InsertText (the median by duration) as a tree of the events inside it (X events, 4 levels)
    const xs = events.filter((e) => main && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
    const inserts = xs.filter((e) => e.name === 'TypingCommand::InsertText').sort((a, b) => a.dur! - b.dur!);
    const one = inserts[inserts.length >> 1];
    if (one) {
      console.log(`\none key's TypingCommand::InsertText (the median of ${inserts.length}), events inside it (ms):`);
      const inside = xs
        .filter((e) => e !== one && e.ts >= one.ts && e.ts + e.dur! <= one.ts + one.dur!)
        .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      const stack: TraceEvent[] = [one];
      console.log(`${(one.dur! / 1000).toFixed(3).padStart(8)}  ${one.name}`);
      for (const e of inside) {
        while (stack.length && e.ts >= stack[stack.length - 1].ts + stack[stack.length - 1].dur!) stack.pop();
        const args = (e as unknown as { args?: { beginData?: unknown; elementCount?: number } }).args;
        const data = args?.beginData ?? args?.elementCount;
        if (stack.length <= Number(process.env.PROFILE_DEPTH ?? 5) && e.dur! >= 20)
          console.log(
            `${(e.dur! / 1000).toFixed(3).padStart(8)}  ${'  '.repeat(stack.length)}${e.name}${data ? ` ${JSON.stringify(data)}` : ''}`,
          );
        stack.push(e);
      }
    }
    console.log(`\ntrace events of the main thread per key (ms, count), top 30:`);
    for (const [k, [ms, n]] of [...total].sort((a, b) => b[1][0] - a[1][0]).slice(0, 30))
      console.log(`${per(ms)}  ${(n / KEYS).toFixed(1).padStart(5)}  ${k}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
