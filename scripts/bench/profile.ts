// Shared by the bench's profile scripts: a DevTools CPU profile's frames named through a kept build's source maps
// (bench:render with `BENCH_SOURCEMAP=1`), and its samples summed per function.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer main thread's id in a Chromium trace. */
export const mainThread = (events: TraceEvent[]): number | undefined =>
  events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;

/** Adds the main thread's trace events to `total` per name: [ms, count] (complete events and begin/end pairs). */
export function sumTraceEvents(events: TraceEvent[], total: Map<string, [number, number]>): void {
  const main = mainThread(events);
  const open = new Map<string, number[]>();
  for (const e of events) {
    if (main === undefined || e.tid !== main) continue;
    let dur = 0;
    if (e.ph === 'X') dur = (e.dur ?? 0) / 1000;
    else if (e.ph === 'B') void (open.get(e.name) ?? open.set(e.name, []).get(e.name)!).push(e.ts);
    else if (e.ph === 'E') dur = (e.ts - (open.get(e.name)?.pop() ?? e.ts)) / 1000;
    if (!dur) continue;
    const t = total.get(e.name) ?? [0, 0];
    total.set(e.name, [t[0] + dur, t[1] + 1]);
  }
}

const maps = new Map<string, TraceMap | null>();
/** A profile frame's original place and name through the build's source map in `dist`, else as is. */
export function place(dist: string, f: ProfileNode['callFrame']): string {
  const file = f.url.replace(/^https?:\/\/[^/]+\//, '');
  if (!maps.has(file)) {
    const map = join(dist, `${file}.map`);
    maps.set(file, file && existsSync(map) ? new TraceMap(readFileSync(map, 'utf8')) : null);
  }
  const map = maps.get(file);
  const o = map && originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  if (!o?.source) return `${f.functionName || '(anonymous)'} ${file.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
  const src = o.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${o.name ?? f.functionName ?? '(anonymous)'} ${src}:${o.line}`;
}

/**
 * Adds a profile's samples to `self` (per function) and `incl` (each sample once for every function on its stack),
 * in ms; with `focus`, to `under` too: the three frames below the first frame whose place contains it.
 */
export function sumProfile(
  dist: string,
  profile: CpuProfile,
  self: Map<string, number>,
  incl: Map<string, number>,
  focus?: { text: string; under: Map<string, number> },
): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const chain: string[] = [];
    for (let p: number | undefined = id; p !== undefined; p = parent.get(p))
      chain.unshift(place(dist, byId.get(p)!.callFrame));
    const leaf = chain[chain.length - 1];
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    for (const k of new Set(chain)) incl.set(k, (incl.get(k) ?? 0) + ms);
    if (!focus) return;
    const at = chain.findIndex((k) => k.includes(focus.text));
    if (at < 0) return;
    const k = chain.slice(at + 1, at + 4).join(' > ') || '(self)';
    focus.under.set(k, (focus.under.get(k) ?? 0) + ms);
  });
}

/**
 * A profile cut into its busy stretches (runs of samples between idle gaps over 1 ms): each stretch's start and
 * length (ms from the first sample) and its `top` functions by inclusive time, without React's and the scheduler's.
 */
export function busyStretches(dist: string, profile: CpuProfile, top = 12): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const out: string[] = [];
  let t = 0;
  let start = -1;
  let idle = 0;
  let incl = new Map<string, number>();
  const flush = (end: number) => {
    if (start < 0) return;
    const fns = [...incl]
      .filter(([k]) => !/^\(|react-dom|scheduler|react\/cjs/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `    ${ms.toFixed(2).padStart(6)}  ${k}`);
    out.push(`at ${start.toFixed(1)} ms, ${(end - start).toFixed(1)} ms busy:`, ...fns);
    start = -1;
    incl = new Map();
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!.callFrame.functionName;
    if (leaf === '(idle)') {
      idle += ms;
      if (idle > 1) flush(t - idle + ms);
    } else {
      idle = 0;
      if (start < 0) start = t;
      const seen = new Set<string>();
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p))
        seen.add(place(dist, byId.get(p)!.callFrame));
      for (const k of seen) incl.set(k, (incl.get(k) ?? 0) + ms);
    }
    t += ms;
  });
  flush(t);
  return out;
}
