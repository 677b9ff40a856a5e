// `npm run gen:types:check` (part of npm test) fails when the generated names are stale: a new picker file
// without `npm run gen:types` must fail with a message naming it and saying what to run.
// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(join(tmpdir(), 'gen-types-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
cpSync(join(root, 'schemas'), join(copy, 'schemas'), { recursive: true });
mkdirSync(join(copy, 'renderers'), { recursive: true });
cpSync(join(root, 'renderers/schema-types.generated.ts'), join(copy, 'renderers/schema-types.generated.ts'));

const check = () =>
  spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/gen-types.ts'), '--check', '--root', copy], {
    cwd: root,
    encoding: 'utf8',
  });

describe('gen:types --check', () => {
  it('passes on the committed files', () => {
    const r = check();
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('generated names and types are fresh');
    expect(r.status).toBe(0);
  });

  it('fails on a new picker that was not regenerated, naming it and saying to run npm run gen:types', () => {
    writeFileSync(
      join(copy, 'schemas/pickers/newPick.json'),
      JSON.stringify({
        $schema: '../meta/picker.schema.json',
        kind: 'picker',
        id: 'newPick',
        call: 'warehouse.search',
        columns: [{ key: 'name', title: '名称' }],
        selection: 'radio',
        value: { key: 'id', label: 'name' },
      }),
    );
    const r = check();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('schemas/meta/names.generated.schema.json is stale');
    expect(r.stderr).toContain('PickerId: new "newPick"');
    expect(r.stderr).toContain('Run npm run gen:types and commit the result.');
  }, 30000);

  it('stays fresh after npm run new, which writes the new id into the names', () => {
    rmSync(join(copy, 'schemas/pickers/newPick.json'));
    const made = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/new.ts'), 'form', 'newForm'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SCHEMAS_ROOT: copy },
    });
    expect(made.stdout).toContain('wrote schemas/meta/names.generated.schema.json');
    const r = check();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 30000);
});
