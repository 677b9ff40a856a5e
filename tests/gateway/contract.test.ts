// The call catalogue (schemas/calls/*.json) is the contract: every call is served with the same method and path.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../server/app';

interface Call {
  method: string;
  host: 'gateway' | 'login' | 'console';
  path: string;
}

const dir = new URL('../../schemas/calls/', import.meta.url);
const calls: [string, Call][] = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) =>
        Object.entries(
          (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { calls: Record<string, Call> }).calls ?? {},
        ),
      )
  : [];

// Path parameters compare by position, not by name.
const shape = (host: string, method: string, path: string) =>
  `${method} ${host} ${path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':_')}`;

describe('call catalogue contract', () => {
  const served = new Set(allRoutes().map((r) => shape(r.host, r.method, r.path)));

  it('the catalogue is not empty', () => {
    expect(calls.length).toBeGreaterThan(0);
  });

  it('serves every catalogue call with the same method and path', () => {
    const missing = calls
      .filter(([, c]) => !served.has(shape(c.host, c.method, c.path)))
      .map(([id, c]) => `${id}: ${c.method} ${c.host} ${c.path}`);
    expect(missing).toEqual([]);
  });

  it('registers no route twice', () => {
    const seen = new Map<string, number>();
    for (const r of allRoutes())
      seen.set(`${r.method} ${r.host} ${r.path}`, (seen.get(`${r.method} ${r.host} ${r.path}`) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });
});
