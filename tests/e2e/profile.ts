// Where an e2e file's time goes (E2E_PROFILE=<file>: one JSON line per event appended to it; off by default):
// its gateway's start (wall) and CPU, its sign-ins (through /login or resumed), the document loads and asset
// requests of its browser context (304 revalidations apart), the CPU of the run's Chromium (all processes under
// the browser server) and of the test worker. `npx tsx scripts/e2e-profile.ts <file>` sums them per file.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

const OUT = process.env.E2E_PROFILE;
export const profiling = !!OUT;
const TICK = 100; // USER_HZ on Linux

/** user + system CPU seconds of a process from /proc/<pid>/stat (all its threads); 0 when it is gone. */
export function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / TICK;
  } catch {
    return 0;
  }
}

/** CPU seconds of a process and every live descendant (Chromium's renderers, GPU and utility processes). */
export function treeCpu(root: number): number {
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
  return [...parent.keys()].filter(inTree).reduce((sum, pid) => sum + cpuOf(pid), 0);
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
