// Where an e2e file's time goes (E2E_PROFILE=<file>: one JSON line per event appended to it; off by default):
// its gateway's start (wall) and CPU, its sign-ins (through /login or resumed), the document loads and asset
// requests of its browser context (304 revalidations apart), the CPU of the run's Chromium by process type (all
// processes under the browser server, those that exited during the file included) and of the test worker.
// `npx tsx scripts/e2e-profile.ts <file>` sums them per file.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

const OUT = process.env.E2E_PROFILE;
export const profiling = !!OUT;
const TICK = 100; // USER_HZ on Linux

/**
 * CPU seconds of a process from /proc/<pid>/stat (all its threads): user + system, and with `reaped` also those of
 * its exited children it waited for (cutime + cstime); 0 when it is gone.
 */
export function cpuOf(pid: number, reaped = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = reaped ? Number(f[13]) + Number(f[14]) : 0;
    return (Number(f[11]) + Number(f[12]) + children) / TICK;
  } catch {
    return 0;
  }
}

/** Chromium's process type from its command line (--type=renderer, gpu-process, utility, zygote; none: browser). */
function processType(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/); // a forked child rewrites its title
    return args.find((a) => a.startsWith('--type='))?.slice(7) ?? 'browser';
  } catch {
    return 'gone';
  }
}

/**
 * CPU seconds of a process and every live descendant (Chromium's renderers, GPU and utility processes), by process
 * type, each with the CPU of the exited children it reaped: a closed tab's renderer is counted in its parent's
 * (the zygote's) row once it has exited.
 */
export function treeCpuByType(root: number): Record<string, number> {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited */
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === root) return true;
    return false;
  };
  const byType: Record<string, number> = {};
  for (const pid of [...parent.keys()].filter(inTree)) {
    const type = processType(pid);
    byType[type] = (byType[type] ?? 0) + cpuOf(pid, true);
  }
  return byType;
}

/** b - a per key (Chromium's CPU by process type between two readings), rounded to 0.01 s. */
export function cpuDelta(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
    out[`chromium-${k}`] = Math.round(((b[k] ?? 0) - (a[k] ?? 0)) * 100) / 100;
  return out;
}

const file = (): string => {
  try {
    return expect.getState().testPath?.replace(/^.*tests\/e2e\//, '') ?? '?';
  } catch {
    return '?';
  }
};

/** Appends one event of this file. */
export function record(event: string, data: Record<string, number | string>): void {
  if (OUT)
    appendFileSync(
      OUT,
      `${JSON.stringify({ file: file(), event, ...data, worker: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 })}\n`,
    );
}

/** Counts a context's document loads and asset requests (200s and 304 revalidations) until it closes. */
export function watchContext(context: BrowserContext): () => Record<string, number> {
  const n = { documents: 0, assets: 0, revalidated: 0, apis: 0 };
  context.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.request().resourceType() === 'document') n.documents++;
    else if (path.startsWith('/assets/')) {
      n.assets++;
      if (r.status() === 304) n.revalidated++;
    } else if (r.request().resourceType() === 'fetch' || r.request().resourceType() === 'xhr') n.apis++;
  });
  return () => ({ ...n });
}
