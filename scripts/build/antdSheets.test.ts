// @vitest-environment node
// The screens' antd sheets (scripts/build/antdStyles.ts, src/app/antdSheetGroups.ts): every antd
// component the shell and the runtime import renders into some sheet; a search page without date filters needs
// no optional sheet while one with a date filter, a detail page and an import action get theirs; and every
// runtime file that imports a grouped component is reached only through a field or document kind that loads
// that group (a new use elsewhere fails here until it is mapped).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractAntdStyles, screenComponents, sourceFiles } from './antdStyles';
import { SCREEN_FIELDS, SHEET_GROUPS, SHEET_NAMES, sheetsOf } from '../../src/app/antdSheetGroups';

const ROOT = resolve(import.meta.dirname, '../..');
const doc = (path: string): unknown => JSON.parse(readFileSync(resolve(ROOT, 'schemas', path), 'utf8'));

describe('antd sheets per group', () => {
  it('a search page loads only the groups its document names', () => {
    expect(sheetsOf('page', doc('pages/warehouses.json'))).toEqual([]);
    expect(sheetsOf('page', doc('pages/partQuery.json'))).toEqual(['date']);
    expect(sheetsOf('page', doc('pages/supplierParts.json'))).toContain('upload'); // its import action
    expect(sheetsOf('detail', { kind: 'detail', sections: [] })).toEqual(['detail']);
    expect(
      sheetsOf('form', { fields: { a: { 'x-component': 'CheckTree' }, b: { 'x-component': 'FileUpload' } } }).sort(),
    ).toEqual(['tree', 'upload']);
  });

  it('the runtime files that import a grouped antd component are the ones the group table maps', () => {
    const grouped = new Map<string, string>(
      Object.entries(SHEET_GROUPS).flatMap(([g, names]) => names.map((n): [string, string] => [n, g])),
    );
    const found = new Set<string>();
    for (const file of sourceFiles(resolve(ROOT, 'renderers')))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'(?:antd|@formily\/antd-v5)'/g,
      ))
        for (const part of m[1].split(',')) {
          const n = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          if (grouped.has(n)) found.add(`${relative(ROOT, file)}:${grouped.get(n)}`);
        }
    // each is reached only through a field of SCREEN_FIELDS (basic: DatePicker, DateRangePicker; rare/CallCascader:
    // Cascader; ...), a detail document or an import action: what sheetsOf maps
    expect([...found].sort()).toEqual([
      'renderers/detail/DetailView.tsx:detail',
      'renderers/fields/CallCascader.tsx:cascader',
      'renderers/fields/CheckTree.tsx:tree',
      'renderers/fields/FileUpload.tsx:upload',
      'renderers/fields/ImageUpload.tsx:upload',
      'renderers/fields/Transfer.tsx:transfer',
      'renderers/fields/basic.tsx:date',
      'renderers/fields/useUploader.ts:upload',
      'renderers/files/ImportDialog.tsx:upload',
    ]);
    for (const [field, group] of Object.entries(SCREEN_FIELDS))
      expect(Object.keys(SHEET_GROUPS), field).toContain(group);
  });

  it(
    'every antd component the shell and the runtime import renders into some sheet; the date pickers only into theirs',
    { timeout: 120_000 },
    async () => {
      const env = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        const { sheets, maps, components } = await extractAntdStyles(ROOT);
        const antd = (await import('antd')) as unknown as Record<string, unknown>;
        const component = (v: unknown) => typeof v === 'function' || (!!v && typeof v === 'object' && '$$typeof' in v);
        // the components (and message, notification), not the types or hooks-only objects (Grid)
        const usable = screenComponents(ROOT).filter(
          (n) => n !== 'ConfigProvider' && (component(antd[n]) || ['message', 'notification'].includes(n)),
        );
        expect(usable.filter((n) => !components.includes(n))).toEqual([]);
        for (const name of SHEET_NAMES) expect(sheets[name].length, name).toBeGreaterThan(1000);
        for (const name of SHEET_NAMES) expect(maps[name], name).toMatch(/:/);
        // each component's styles are in the map (paths like "hash|DatePicker-DatePicker|ant-picker|anticon") of its
        // group's sheet and of no sheet that loads without it
        const owner = (component: string) => SHEET_NAMES.filter((n) => maps[n].includes(`|${component}-${component}|`));
        expect(owner('DatePicker')).toEqual(['date']);
        expect(owner('Tree')).toEqual(['tree']);
        expect(owner('Upload')).toEqual(['upload']);
        expect(owner('Descriptions')).toEqual(['detail']);
        expect(owner('Table')).toEqual(['base']);
        expect(owner('Menu')).toEqual(['shell']);
        expect(sheets.date).toContain('.ant-picker-dropdown');
        for (const name of SHEET_NAMES) expect(sheets[name], name).not.toContain('data-ant-cssinjs-cache-path');
      } finally {
        process.env.NODE_ENV = env;
      }
    },
  );
});
