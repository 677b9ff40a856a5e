// `npm test` (and so .ci/run): runs every check and test project as stages and prints each stage's time at the end.
// Two lanes: the static checks (two at a time: each is one process on one core), unit tests and gateway tests; the
// portal's build and the e2e tests. One after the other by default; TEST_LANES=parallel runs them side by side (the
// second lane printed when each stage ends). Then the reliability tests alone (RELIABILITY_BESIDE_E2E=1: beside the
// e2e tests).
// After a failure no new stage starts; the table and a closing count line are printed either way.
// `npm test -- lint test:unit` runs only the stages of those npm scripts.
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  /** the npm script it runs */
  script: string;
}

const stage = (name: string, script: string): Stage => ({ name, script });
/** Stages run side by side, at most SIDE_BY_SIDE_STAGES at once, in this order; printed whole when each ends. */
type Group = Stage[];
/**
 * The static checks are single-process (tsc, eslint, depcruise, two tsx scripts) and share nothing: on CI's 2 cores
 * two at a time took their time together from ~50 s to ~30 s (docs/decisions.md "CI time"). The longest first.
 */
const STATIC: Group = [
  stage('typecheck', 'typecheck'),
  stage('lint', 'lint'),
  stage('rooms', 'rooms'),
  stage('schemas check', 'schemas:check'),
  stage('generated types check', 'gen:types:check'),
];
const SIDE_BY_SIDE_STAGES = 2;
const RELIABILITY = stage('reliability tests', 'test:reliability');
/**
 * The reliability tests run last and alone by default; RELIABILITY_BESIDE_E2E=1 runs them beside the e2e tests. One
 * test at a time, they keep about one of the two cores busy (starting tsx gateways and seeding their databases), so
 * beside the e2e tests they save about half their wall, and their own time bounds held there; the one run beside them
 * failed an e2e wait (the playground's editor), which later also hung with them alone, so that failure is not theirs;
 * alone stays the default until a green run beside them (docs/decisions.md "CI time", tenth round).
 */
const RELIABILITY_ALONE = process.env.RELIABILITY_BESIDE_E2E !== '1';
const LANES: (Stage | Group)[][] = [
  [STATIC, stage('unit tests', 'test:unit'), stage('gateway tests', 'test:gateway')],
  [
    stage('portal build', 'build'),
    RELIABILITY_ALONE ? stage('e2e tests', 'test:e2e') : [stage('e2e tests', 'test:e2e'), RELIABILITY],
  ],
];
/**
 * TEST_LANES=parallel runs the two lanes side by side. The default is one after the other: on CI's 2 cores the unit
 * tests beside the e2e lane took 956 s instead of a few minutes and two e2e waits timed out (docs/decisions.md
 * "CI time").
 */
const SIDE_BY_SIDE = process.env.TEST_LANES === 'parallel';
const ALONE: Stage[] = RELIABILITY_ALONE ? [RELIABILITY] : [];
const ALL_STAGES = [...LANES.flat(2), ...ALONE];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((c) => !ALL_STAGES.some((s) => s.script === c));
if (unknown.length) {
  console.error(
    `npm test: no stage runs ${unknown.join(', ')}; the stages: ${ALL_STAGES.map((s) => s.script).join(', ')}`,
  );
  process.exit(2);
}
const picked = (stages: Stage[]) => (chosen.length ? stages.filter((s) => chosen.includes(s.script)) : stages);
const STAGES = picked(ALL_STAGES);

interface Result {
  stage: Stage;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
  skipped?: number;
}

// eslint-disable-next-line no-control-regex -- the ANSI colour codes vitest may print
const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * vitest's "Tests  12 failed | 300 passed | 1 skipped (313)" lines, counted and summed (a stage may run vitest more
 * than once).
 */
function counts(output: string): Pick<Result, 'passed' | 'failed' | 'skipped'> {
  const lines = plain(output)
    .split('\n')
    .filter((l) => /^\s*Tests\s+\d/.test(l));
  if (!lines.length) return {};
  const n = (word: string) =>
    lines.reduce((sum, line) => sum + Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0), 0);
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') + n('todo') };
}

/** Runs one stage, its output printed live, or whole when it ends (a second lane's: no interleaved lines). */
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
  const failed = () => results.some((r) => !r.ok);
  // a group's stages side by side (at most SIDE_BY_SIDE_STAGES at once), each printed when it ends
  const runGroup = async (group: Group) => {
    const queue = [...picked(group)];
    const slot = async () => {
      for (let s = queue.shift(); s && !failed(); s = queue.shift()) results.push(await run(s, false));
    };
    await Promise.all(Array.from({ length: SIDE_BY_SIDE_STAGES }, slot));
  };
  // the lanes side by side; the first prints live, the others when each stage ends
  const runLane = async (lane: (Stage | Group)[], live: boolean) => {
    for (const s of lane) {
      if (failed()) return;
      if (Array.isArray(s)) await runGroup(s);
      else if (picked([s]).length) results.push(await run(s, live));
    }
  };
  if (SIDE_BY_SIDE) await Promise.all(LANES.map((lane, i) => runLane(lane, i === 0)));
  else for (const lane of LANES) await runLane(lane, true);
  for (const s of picked(ALONE)) {
    if (failed()) break;
    results.push(await run(s, true));
  }
  const total = (Date.now() - t0) / 1000;
  const ran = new Set(results.map((r) => r.stage));
  const rows = STAGES.map((s) => results.find((r) => r.stage === s) ?? { stage: s, ok: false, seconds: NaN });
  console.log(`\nStage times (npm test; the two lanes ran ${SIDE_BY_SIDE ? 'side by side' : 'one after the other'}):`);
  for (const r of rows) {
    const status = !ran.has(r.stage) ? 'not run' : r.ok ? 'ok' : 'FAILED';
    const tests =
      r.passed === undefined
        ? ''
        : `  ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    console.log(
      `  ${r.stage.name.padEnd(24)} ${Number.isNaN(r.seconds) ? '     -' : r.seconds.toFixed(1).padStart(6)} s  ${status}${tests}`,
    );
  }
  console.log(`  ${'total (wall)'.padEnd(24)} ${total.toFixed(1).padStart(6)} s`);
  const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + (r[k] ?? 0), 0);
  const skipped = sum('skipped');
  console.log(`\ntests: ${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed() || rows.some((r) => !ran.has(r.stage)) ? 1 : 0);
}

void main();
