// The planted-tree runner of the room rules' tests (rooms.test.ts, rooms-antd.test.ts): writes a small tree laid
// out like the repository into a temporary directory, runs the dependency-cruiser CLI there with the repository's
// .dependency-cruiser.cjs (as `npm run rooms` runs it, then again for the violations as JSON) and answers the
// exit code and the violations. `linkModules` links the repository's node_modules in, for rules on packages.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '..');
const CLI = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

export interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

export interface PlantedRun {
  exitCode: number;
  violations: Violation[];
  /** Removes the temporary tree. */
  remove(): void;
}

export async function cruisePlanted(
  planted: Record<string, string>,
  folders: string[],
  { linkModules = false } = {},
): Promise<PlantedRun> {
  const dir = mkdtempSync(join(tmpdir(), 'rooms-'));
  for (const [file, source] of Object.entries(planted)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), source);
  }
  if (linkModules) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const depcruise = (...options: string[]): Promise<{ code: number; stdout: string }> =>
    promisify(execFile)(
      process.execPath,
      [CLI, '--config', join(ROOT, '.dependency-cruiser.cjs'), ...options, ...folders],
      { cwd: dir, maxBuffer: 16 << 20 },
    ).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code?: number; stdout?: string }) => ({ code: e.code ?? -1, stdout: e.stdout ?? '' }),
    );
  const exitCode = (await depcruise()).code;
  const violations = (
    JSON.parse((await depcruise('--output-type', 'json')).stdout) as { summary: { violations: Violation[] } }
  ).summary.violations;
  return { exitCode, violations, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
