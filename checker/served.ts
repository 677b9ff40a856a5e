// The gateway's route table (allRoutes() of server/app.ts: method, host, path), to flag calls of
// schemas/calls that the gateway does not serve. Loading the gateway's modules takes about a second, so the
// table is read in a child process and cached under node_modules/.cache, keyed by the newest change in server/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServedRoute } from './core';

export { type ServedRoute, routeKey } from './core';

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(abs));
    else if (e.name.endsWith('.ts')) t = Math.max(t, statSync(abs).mtimeMs);
  }
  return t;
}

/** The gateway's routes for a project root holding server/app.ts; undefined when there is no gateway there. */
export function gatewayRoutes(root: string): ServedRoute[] | undefined {
  const server = join(root, 'server');
  if (!existsSync(join(server, 'app.ts'))) return undefined;
  const stamp = newest(server);
  const cacheDir = join(root, 'node_modules', '.cache', 'schemas-check');
  const cacheFile = join(cacheDir, 'gateway-routes.json');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { stamp: number; routes: ServedRoute[] };
    if (cached.stamp === stamp) return cached.routes;
  } catch {
    // no cache yet
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'print-routes.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0)
    throw new Error(`could not read the gateway's route table (server/app.ts allRoutes):\n${r.stderr}`);
  const routes = JSON.parse(r.stdout) as ServedRoute[];
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ stamp, routes }));
  } catch {
    // a read-only checkout still works, only slower
  }
  return routes;
}
