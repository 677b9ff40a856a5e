// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSchemaFile, needsGatewayReload, overlayError, refreshNames } from './vite-schemas-check';
import { PROJECT_ROOT } from '../checker/check';

describe('the dev overlay of schemas:check', () => {
  const problem = {
    file: 'schemas/pages/foo.json',
    line: 4,
    col: 9,
    pointer: '/id',
    message: 'id "bar" differs from the file name foo',
  };

  it('has nothing to show when the check is clean', () => {
    expect(overlayError([], '/p')).toBeUndefined();
  });

  it('shows every problem as file:line:col and locates the first', () => {
    const err = overlayError([problem, { ...problem, line: 7, col: 3, pointer: '/title', message: 'x' }], '/p');
    expect(err).toEqual({
      plugin: 'schemas-check',
      message:
        'schemas:check: 2 problems\nschemas/pages/foo.json:4:9  /id  id "bar" differs from the file name foo\nschemas/pages/foo.json:7:3  /title  x',
      stack: '',
      id: '/p/schemas/pages/foo.json',
      loc: { file: '/p/schemas/pages/foo.json', line: 4, column: 9 },
    });
  });

  it('watches the schema documents, not the meta-schemas or other files', () => {
    expect(isSchemaFile('/p/schemas/pages/foo.json', '/p')).toBe(true);
    expect(isSchemaFile('/p/schemas/meta/page.schema.json', '/p')).toBe(false);
    expect(isSchemaFile('/p/src/main.tsx', '/p')).toBe(false);
  });

  it('asks the gateway to reload after a save of a menu or calls document only', () => {
    expect(needsGatewayReload('/p/schemas/menus/parts.json', '/p')).toBe(true);
    expect(needsGatewayReload('/p/schemas/calls/parts.json', '/p')).toBe(true);
    expect(needsGatewayReload('/p/schemas/pages/foo.json', '/p')).toBe(false);
  });

  it('regenerates the names editors complete when an id is added, and leaves them alone otherwise', () => {
    const root = mkdtempSync(join(tmpdir(), 'dev-names-'));
    try {
      cpSync(join(PROJECT_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
      expect(refreshNames(root)).toBe(false);
      const picker = JSON.parse(readFileSync(join(root, 'schemas/pickers/warehouse.json'), 'utf8'));
      writeFileSync(join(root, 'schemas/pickers/devNewPicker.json'), JSON.stringify({ ...picker, id: 'devNewPicker' }));
      expect(refreshNames(root)).toBe(true);
      expect(readFileSync(join(root, 'schemas/meta/names.generated.schema.json'), 'utf8')).toContain('"devNewPicker"');
      expect(refreshNames(root)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
