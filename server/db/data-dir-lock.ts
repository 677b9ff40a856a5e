// One gateway per PGlite data directory: two PGlite instances writing the same files corrupt them. The lock is a
// file created with O_EXCL (DATA_DIR/gateway.lock) holding the owner's pid and host; the owner touches it every few
// seconds. A lock is stale, and taken over, when its owner's pid is gone (same host) or it has not been touched
// for STALE_MS (another host, or a reused pid), so a killed gateway never blocks the directory for long.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

const TOUCH_MS = 5000;
const STALE_MS = 30000;

export interface DataDirLock {
  path: string;
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: Owner) {
    const who = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
    super(`DATA_DIR ${dataDir} is in use by another gateway (${who}); stop it or choose another DATA_DIR`);
    this.name = 'DataDirInUseError';
  }
}

function readOwner(path: string): Owner | null {
  try {
    const o = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    return typeof o.pid === 'number'
      ? { pid: o.pid, host: String(o.host ?? ''), startedAt: String(o.startedAt ?? '') }
      : null;
  } catch {
    return null; // vanished, or half-written by an owner killed between open and write
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

function isStale(path: string, owner: Owner | null): boolean {
  if (heldHere.has(path)) return false;
  let age: number;
  try {
    age = Date.now() - statSync(path).mtimeMs;
  } catch {
    return true;
  }
  if (age > STALE_MS) return true;
  if (!owner) return age > TOUCH_MS; // give a just-created lock time to get its content
  // our own pid in the file is an earlier life of this pid (a container's pid 1 restarted), not a live owner
  return owner.host === hostname() && (owner.pid === process.pid || !pidAlive(owner.pid));
}

/** Takes DATA_DIR's lock or throws DataDirInUseError naming the owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(resolve(dataDir), 'gateway.lock');
  const me: Owner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(path);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = readOwner(path);
    if (attempt >= 2 || !isStale(path, owner))
      throw new DataDirInUseError(dataDir, owner ?? { pid: 0, host: '?', startedAt: '' });
    // Stale: remove it unless it changed since we looked (another starter took it over first), then retry.
    const now = readOwner(path);
    if (JSON.stringify(now) === JSON.stringify(owner)) {
      try {
        unlinkSync(path);
      } catch {
        /* already removed by another starter */
      }
    }
  }
  const timer = setInterval(() => {
    try {
      const t = new Date();
      utimesSync(path, t, t);
    } catch {
      /* removed under us: the next starter will take it; nothing useful to do here */
    }
  }, TOUCH_MS);
  timer.unref();
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      heldHere.delete(path);
      if (readOwner(path)?.pid === process.pid) unlinkSync(path);
    },
  };
}
