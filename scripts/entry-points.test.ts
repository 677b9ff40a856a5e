// One set of checks everywhere: the same planted mistakes get the same verdict from every entry point:
// npm run schemas:check (and npm start, which runs it), npm run build (the build plugin), npm run dev (the dev
// plugin's overlay), npm run reload (refused before anything is sent), the playground's save and the playground's
// in-browser check (the meta-schemas compiled ahead of time). Before, dev and the playground skipped "every text
// needs English" and reload checked nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Plugin, ViteDevServer } from 'vite';
import { main } from './schemas-check';
import { PROJECT_ROOT, projectCheck } from '../checker/check';
import { checkCandidate } from '../checker/candidate';
import { findSchemaFiles } from '../checker/load';
import { formatProblem } from '../checker/problem';
import { KINDS } from '../checker/kinds';
import { rewriteAjvErrors } from '../checker/ajv-messages';
import { metaValidatorsModule } from './meta-standalone';
import { saveCandidate } from './vite-playground-save';
import { schemasCheck, schemasCheckBuild } from './vite-schemas-check';

const PICKER = 'schemas/pickers/warehouse.json';
const MENU = 'schemas/menus/parts.json';

const root = mkdtempSync(join(tmpdir(), 'entry-points-'));
cpSync(join(PROJECT_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

// planted: a title without its English, and a menu entry on a missing page
const picker = JSON.parse(readFileSync(join(root, PICKER), 'utf8')) as { title: unknown };
picker.title = '选择仓库';
const pickerText = `${JSON.stringify(picker, null, 2)}\n`;
writeFileSync(join(root, PICKER), pickerText);
const menu = JSON.parse(readFileSync(join(root, MENU), 'utf8')) as { entries: { children?: { screen?: string }[] }[] };
menu.entries[0].children![0].screen = 'page:noSuchPage';
writeFileSync(join(root, MENU), `${JSON.stringify(menu, null, 2)}\n`);

const expected = projectCheck(root).map(formatProblem);
const ofFile = (lines: string[], rel: string) => lines.filter((l) => l.startsWith(`${rel}:`));

describe('every entry point runs the same checker with the same rules', () => {
  it('the planted mistakes are found (the reference verdict)', () => {
    expect(ofFile(expected, PICKER).some((l) => /\/title .*en_US/.test(l))).toBe(true);
    expect(ofFile(expected, MENU).some((l) => /unknown page "noSuchPage"/.test(l))).toBe(true);
  });

  it('npm run schemas:check (npm start runs it before starting) prints them and exits 1', () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((m: string) => void printed.push(m));
    try {
      expect(main([], root)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(printed.slice(0, -1)).toEqual(expected);
  });

  it('npm run build fails before building, with every line', () => {
    const plugin = schemasCheckBuild(root) as Plugin & { buildStart(this: { error(m: string): never }): void };
    const error = (m: string): never => {
      throw new Error(m);
    };
    expect(() => plugin.buildStart.call({ error })).toThrow(expected.join('\n'));
  });

  it('npm run dev shows them in the overlay', () => {
    const sent: unknown[] = [];
    const server = {
      config: { logger: { info: () => undefined, warn: () => undefined, error: () => undefined } },
      ws: { send: (m: unknown) => sent.push(m), on: () => undefined },
      watcher: { on: () => undefined },
    } as unknown as ViteDevServer;
    const configure = (schemasCheck(root) as unknown as { configureServer(s: ViteDevServer): void }).configureServer;
    configure(server);
    const overlay = sent.find((m) => (m as { type?: string }).type === 'error') as
      { err: { message: string } } | undefined;
    expect(overlay?.err.message.split('\n').slice(1)).toEqual(expected);
  });

  it('npm run reload refuses before sending anything', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reload.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, SCHEMAS_ROOT: root, DATA_DIR: join(root, 'no-data') },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('nothing was reloaded');
    expect(r.stderr.trim().split('\n').slice(0, -1)).toEqual(expected);
  }, 60_000);

  it('the playground refuses the save and its in-browser check reports the same', async () => {
    const saved = saveCandidate(root, pickerText);
    expect(saved.status).toBe(422);
    expect(saved.body.problems?.map(formatProblem)).toEqual(ofFile(expected, PICKER));
    // what the browser runs: the meta-schemas compiled ahead of time, then the same core
    const code = metaValidatorsModule(join(root, 'schemas', 'meta'));
    const compiled = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
      string,
      ((d: unknown) => boolean) & { errors?: unknown[] }
    >;
    const validate = (kind: string, data: unknown) =>
      compiled[kind](data) ? [] : rewriteAjvErrors((compiled[kind].errors ?? []) as never);
    expect(KINDS.every((k) => typeof compiled[k] === 'function')).toBe(true);
    const project = Object.fromEntries(
      findSchemaFiles(root).map((rel) => [rel, readFileSync(join(root, rel), 'utf8')]),
    );
    const inBrowser = checkCandidate({ rel: PICKER, text: pickerText }, project, validate, false).map(formatProblem);
    // the browser has no gateway route table: the same problems, those of served routes aside (none here)
    expect(inBrowser).toEqual(ofFile(expected, PICKER));
  });
});
