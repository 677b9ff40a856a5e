// The local reload channel: a running gateway keeps DATA_DIR/gateway.control (its pid, port and how many schema
// reloads it has done, with the last one's result); `npm run reload` and the dev plugin (scripts/vite-schemas-check.ts)
// send it SIGHUP and wait for the count to grow (the gateway checks the folder first, in a child process: seconds). No credentials are involved: only a process of the same user on
// the same machine can signal the gateway. Remote administrators use POST /npsbackend-gateway/admin/schemas/reload.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ReloadResult } from './auth/schemas-reload';

export interface ControlState {
  pid: number;
  port: number;
  /** schema reloads done since start (SIGHUP) */
  reloads: number;
  /** the last reload's summary, or its error */
  last?: string;
  ok?: boolean;
}

export const controlFile = (dataDir: string) => join(dataDir, 'gateway.control');

export function writeControl(file: string, state: ControlState): void {
  mkdirSync(dirname(file), { recursive: true });
  // written whole, then renamed: a reader never sees half a file
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(state));
  renameSync(`${file}.${process.pid}.tmp`, file);
}

export function readControl(file: string): ControlState | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ControlState;
  } catch {
    return undefined;
  }
}

export function removeControl(file: string): void {
  if (readControl(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** True when pid runs server/main.ts (Linux: its command line; elsewhere: when it is alive). */
function isGateway(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main');
  } catch {
    if (existsSync('/proc/self')) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** A reload's result as one sentence: what was added, changed and removed, menus and documents apart. */
export function reloadSummary(r: ReloadResult): string {
  return (
    `schemas reloaded: menus ${r.menus} entries and ${r.buttons} buttons added, ${r.changed} changed, ${r.removed} removed; ` +
    `documents ${r.documentsChanged} new or changed of ${r.documents} served; ${r.calls} routes take their permission from schemas/calls`
  );
}

/** Sends SIGHUP to the gateway of `file` and waits for its reload; the answer is a sentence for a person. */
export async function requestReload(file: string, timeoutMs = 150_000): Promise<{ ok: boolean; message: string }> {
  const before = readControl(file);
  if (!before || !existsSync(file))
    return {
      ok: false,
      message: `no running gateway found (${file} is missing): start it with npm start, or set DATA_DIR to the gateway's`,
    };
  try {
    // a gateway killed without its shutdown leaves the file behind: never signal a reused pid (SIGHUP ends most programs)
    if (!isGateway(before.pid)) throw new Error('not a gateway');
    process.kill(before.pid, 'SIGHUP');
  } catch {
    return {
      ok: false,
      message: `the gateway recorded in ${file} (pid ${before.pid}) is not running: start it with npm start`,
    };
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const now = readControl(file);
    if (now && now.pid === before.pid && now.reloads > before.reloads) {
      return { ok: !!now.ok, message: `gateway pid ${now.pid} (port ${now.port}): ${now.last ?? 'reloaded'}` };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { ok: false, message: `gateway pid ${before.pid} did not answer SIGHUP within ${timeoutMs} ms; see its log` };
}
