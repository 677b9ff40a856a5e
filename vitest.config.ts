import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStyles } from './scripts/build/antdStyles';
import UnitSequencer from './tests/unit-sequencer';

// Five projects, all run by `npm test`: unit + component tests (jsdom), gateway tests (node, real
// database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set; the files that bound a time in a project of their
// own, gateway-timed), reliability tests (real gateway processes: database faults, replicas, races), end-to-end
// tests (Chromium + npm start).
/**
 * The 'unit' project's files share a worker's modules and jsdom (isolate false), and the files below run in a
 * project of their own, 'unit-isolated': three replace a module (vi.mock), and motion.test gives jsdom CSS
 * animations before rc-motion loads (rc-motion decides once whether they exist). `--project 'unit*'` runs both
 * (`npm run test:unit`; one file of either: `npx vitest run --project 'unit*' <file>`). UNIT_ISOLATED=1: every unit
 * file in a worker of its own, as before, in the one project 'unit' (docs/decisions.md "CI time", ninth round).
 */
const UNIT_SHARED = process.env.UNIT_ISOLATED !== '1';
const ISOLATED_UNIT_FILES = [
  'renderers/screen/commits.test.tsx',
  'renderers/antd-light/LightButton.test.tsx',
  'renderers/antd-light/switch.test.tsx',
  'src/app/motion.test.tsx',
];
const TIMED_GATEWAY_FILES = ['tests/gateway/security-stall.test.ts', 'tests/gateway/security-signin.test.ts'];
/** The 'gateway' project's files share a worker's modules (isolate false): Fastify, Kysely, PGlite and the routes
 * are imported once per worker, not once per file; every gateway keeps its state per app and per database.
 * GATEWAY_ISOLATED=1: every file in a worker of its own, as before (docs/decisions.md "CI time", tenth round). */
const GATEWAY_SHARED = process.env.GATEWAY_ISOLATED !== '1';
export default defineConfig({
  // antdStyles: the shell's and screens' antd sheets resolve (empty outside a build) when a test imports them
  plugins: [react(), antdStyles()],
  test: {
    // the unit files in an order that keeps the shared-module workers (tests/unit-sequencer.ts)
    sequence: { sequencer: UnitSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'renderers/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'checker/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup-dom.ts'],
          // codemirror-json-schema's ESM imports name no file extensions, which Node's loader refuses: vite
          // transforms it instead (the playground's completion test runs the editor's real completion source)
          server: { deps: { inline: ['codemirror-json-schema'] } },
          testTimeout: 20000,
          // vitest's default is one worker less than the cores: one worker on CI's 2 cores, where the unit files
          // are CPU-bound jsdom work and the main process is mostly idle (docs/decisions.md "CI time")
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // a worker's files share its modules and its jsdom (isolate false; with UNIT_ISOLATED=1 each file imports
          // antd, Formily and the runtime again and gets a jsdom of its own). tests/setup-dom.ts runs before
          // every file: it resets what a file may leave behind (the body, storage, cookies, fake timers) and
          // registers the cleanup after each test; the jsdom files run before the node ones
          // (tests/unit-sequencer.ts), so a worker is started again once (docs/decisions.md "CI time", eighth round)
          ...(UNIT_SHARED ? { exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES], isolate: false } : {}),
        },
      },
      ...(UNIT_SHARED
        ? [
            {
              extends: true as const,
              test: {
                // a mock (vi.mock) registered in a shared worker would stay for the next files while modules
                // imported before it kept the real one; motion.test's animation properties must exist before
                // rc-motion loads and must not reach the next files
                name: 'unit-isolated',
                environment: 'jsdom',
                include: ISOLATED_UNIT_FILES,
                setupFiles: ['tests/setup-dom.ts'],
                testTimeout: 20000,
                maxWorkers: Math.max(2, availableParallelism() - 1),
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/gateway/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED_GATEWAY_FILES],
          // the demo data seeded once per run, copied for each test gateway (tests/gateway/template.ts); a file whose
          // behaviour cannot depend on the database runs on one (`oneDatabase`, docs/architecture.md "Tests")
          globalSetup: ['tests/gateway/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          // two files at a time (each has its own database copies, free ports and temp dirs): a file mostly builds
          // apps and waits on PostgreSQL, so the second worker fills the other core (docs/decisions.md "CI time")
          fileParallelism: true,
          maxWorkers: 2,
          isolate: !GATEWAY_SHARED,
        },
      },
      {
        extends: true,
        test: {
          // the gateway files whose tests bound a time (a stalled request answered within a second, bcrypt's cost
          // for an unknown name): one at a time, with no other file beside them: `npm run test:gateway` runs both
          // projects in one run, this one after the 'gateway' one (groupOrder), on the same seeded templates
          name: 'gateway-timed',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: TIMED_GATEWAY_FILES,
          globalSetup: ['tests/gateway/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 180000,
          hookTimeout: 600000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // the portal built, the gateways' demo data seeded and Chromium launched once per run (tests/e2e/template.ts),
          // and the next file's gateway started while the previous file runs (tests/e2e/gateway-pool.ts);
          // the contexts ask for reduced motion, which the portal honours (no antd animation to wait for and paint;
          // E2E_MOTION=1 for full motion; figures in docs/decisions.md "CI time", sixth round)
          globalSetup: ['tests/e2e/global-setup.ts'],
          // a worker's files share its modules (playwright-core, the harness: imported once per worker, not once per
          // file; vitest counted ~92 s of imports over the 47 files); each file still gets its own gateway, browser
          // context and sessions (tests/e2e/setup-file.ts). E2E_ISOLATED=1: a worker of its own per file
          isolate: process.env.E2E_ISOLATED === '1',
          setupFiles: ['tests/e2e/setup-file.ts'],
          testTimeout: 120000,
          hookTimeout: 600000,
          // two files at a time (each has its own gateway, database copy and browser context): one at a time left a
          // third of CI's two cores idle (the files wait on page loads and answers); E2E_SERIAL=1 runs one at a time
          // (docs/decisions.md "CI time", ninth round; on a machine shared with other work it was slower)
          fileParallelism: process.env.E2E_SERIAL !== '1',
          maxWorkers: 2,
          // expect.poll waits on what a screen shows: 1 s (vitest's default) is too short on a loaded 2-core machine
          expect: { poll: { timeout: 30000, interval: 100 } },
        },
      },
    ],
  },
});
