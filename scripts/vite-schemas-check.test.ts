import { describe, expect, it } from 'vitest';
import { isSchemaFile, overlayError } from './vite-schemas-check';

describe('the dev overlay of schemas:check', () => {
  const problem = { file: 'schemas/pages/foo.json', line: 4, col: 9, pointer: '/id', message: 'id "bar" differs from the file name foo' };

  it('has nothing to show when the check is clean', () => {
    expect(overlayError([], '/p')).toBeUndefined();
  });

  it('shows every problem as file:line:col and locates the first', () => {
    const err = overlayError([problem, { ...problem, line: 7, col: 3, pointer: '/title', message: 'x' }], '/p');
    expect(err).toEqual({
      plugin: 'schemas-check',
      message: 'schemas:check: 2 problems\nschemas/pages/foo.json:4:9  /id  id "bar" differs from the file name foo\nschemas/pages/foo.json:7:3  /title  x',
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
});
