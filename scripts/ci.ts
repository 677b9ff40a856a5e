// `npm test` (and so .ci/run): runs every check and test project as stages and prints each stage's time at the end.
// The static checks, the unit tests and the portal's build run two at a time (2 cores; each mostly uses one);
// the gateway, reliability and e2e projects then run one after the other, alone, as their timings and load
// tests need. After a failure no new stage starts; the table and a closing count line are printed either way.
// `npm test -- lint test:unit` runs only the stages of those npm scripts.
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  /** the npm script it runs */
  script: string;
  /** runs alone (nothing else on the machine), after every shared stage */
  alone?: boolean;
}

const ALL_STAGES: Stage[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'rooms', script: 'rooms' },
  { name: 'schemas check', script: 'schemas:check' },
  { name: 'generated types check', script: 'gen:types:check' },
  { name: 'portal build', script: 'build' },
  { name: 'gateway tests', script: 'test:gateway', alone: true },
  { name: 'reliability tests', script: 'test:reliability', alone: true },
  { name: 'e2e tests', script: 'test:e2e', alone: true },
];
const SHARED_SLOTS = 2;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((c) => !ALL_STAGES.some((s) => s.script === c));
if (unknown.length) {
  console.error(`npm test: no stage runs ${unknown.join(', ')}; the stages: ${ALL_STAGES.map((s) => s.script).join(', ')}`);
  process.exit(2);
}
const STAGES = chosen.length ? ALL_STAGES.filter((s) => chosen.includes(s.script)) : ALL_STAGES;

interface Result { stage: Stage; ok: boolean; seconds: number; passed?: number; failed?: number; skipped?: number }

// eslint-disable-next-line no-control-regex -- the ANSI colour codes vitest may print
const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** vitest's "Tests  12 failed | 300 passed | 1 skipped (313)" line, counted. */
function counts(output: string): Pick<Result, 'passed' | 'failed' | 'skipped'> {
  const line = plain(output).split('\n').reverse().find((l) => /^\s*Tests\s+\d/.test(l));
  if (!line) return {};
  const n = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') + n('todo') };
}

/** Runs one stage: a shared stage's output is printed whole when it ends (no interleaving), a lone one's live. */
function run(stage: Stage, live: boolean): Promise<Result> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (d: Buffer) => {
      output += d.toString();
      if (live) process.stdout.write(d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      if (!live) process.stdout.write(`\n──── ${stage.name} (npm run ${stage.script}) ────\n${output}`);
      console.log(`──── ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s ────`);
      resolve({ stage, ok: code === 0, seconds, ...counts(output) });
    });
  });
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const results: Result[] = [];
  const queue = STAGES.filter((s) => !s.alone);
  const failed = () => results.some((r) => !r.ok);
  // the shared stages, SHARED_SLOTS at a time
  await Promise.all(Array.from({ length: SHARED_SLOTS }, async () => {
    for (let stage = queue.shift(); stage && !failed(); stage = queue.shift()) results.push(await run(stage, false));
  }));
  for (const stage of STAGES.filter((s) => s.alone)) {
    if (failed()) break;
    results.push(await run(stage, true));
  }
  const total = (Date.now() - t0) / 1000;
  const ran = new Set(results.map((r) => r.stage));
  const rows = STAGES.map((s) => results.find((r) => r.stage === s) ?? { stage: s, ok: false, seconds: NaN });
  console.log('\nStage times (npm test; shared stages ran two at a time):');
  for (const r of rows) {
    const status = !ran.has(r.stage) ? 'not run' : r.ok ? 'ok' : 'FAILED';
    const tests = r.passed === undefined ? '' : `  ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    console.log(`  ${r.stage.name.padEnd(24)} ${Number.isNaN(r.seconds) ? '     -' : r.seconds.toFixed(1).padStart(6)} s  ${status}${tests}`);
  }
  console.log(`  ${'total (wall)'.padEnd(24)} ${total.toFixed(1).padStart(6)} s`);
  const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + (r[k] ?? 0), 0);
  const skipped = sum('skipped');
  console.log(`\ntests: ${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed() || rows.some((r) => !ran.has(r.stage)) ? 1 : 0);
}

void main();
