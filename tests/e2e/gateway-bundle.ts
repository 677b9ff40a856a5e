// The e2e run's gateway as one prebuilt file: the global setup bundles server/main.ts with esbuild once per run, and
// each e2e gateway on a copy of the seeded template starts from it with plain node (no tsx loader resolving and
// reading ~120 TypeScript modules on every start: about half a start's CPU, docs/decisions.md "CI time"). Packages
// stay external (node_modules is found from the bundle's folder inside the repository, PGlite's wasm beside its own
// module); the worker scripts are copied beside the bundle, where server/workers/files.ts looks for them. The
// business seed is loaded by a computed path (server/seed/index.ts) that a bundle cannot follow, so a gateway that
// must seed itself starts from the sources as before (harness.ts).
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Bundles the gateway into a fresh folder under node_modules/.cache; `remove` deletes it. */
export async function bundleGateway(root: string): Promise<{ entry: string; remove(): void }> {
  const dir = join(root, 'node_modules/.cache', `e2e-gateway-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile: entry,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    logLevel: 'warning',
  });
  const workers = join(root, 'server/workers');
  for (const f of readdirSync(workers).filter((n) => n.endsWith('.mjs'))) copyFileSync(join(workers, f), join(dir, f));
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
