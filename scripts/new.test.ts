import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from './schemas-check';
import { PROJECT_ROOT } from '../checker/check';
import { createScreen } from './new';

describe('npm run new', () => {
  const root = mkdtempSync(join(tmpdir(), 'new-screen-'));
  cpSync(join(PROJECT_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a picker, a form, a detail and a page with its menu entry that pass the checker as written', () => {
    expect(createScreen(root, 'picker', 'newPicker')).toEqual(['schemas/pickers/newPicker.json']);
    expect(createScreen(root, 'form', 'newForm')).toEqual(['schemas/forms/newForm.json']);
    expect(createScreen(root, 'detail', 'newDetail')).toEqual(['schemas/details/newDetail.json']);
    // the page's call admits the new entry (access from JSON): its calls file is edited too
    expect(createScreen(root, 'page', 'newPage', { menu: 'system' })).toEqual([
      'schemas/pages/newPage.json',
      'schemas/menus/system.json',
      'schemas/calls/admin.json',
    ]);
    const page = JSON.parse(readFileSync(join(root, 'schemas/pages/newPage.json'), 'utf8')) as { call: string };
    const admin = JSON.parse(readFileSync(join(root, 'schemas/calls/admin.json'), 'utf8')) as {
      calls: Record<string, { permission: unknown }>;
    };
    expect([admin.calls[page.call].permission].flat()).toContain('/newPage');
    const menu = JSON.parse(readFileSync(join(root, 'schemas/menus/system.json'), 'utf8')) as {
      entries: { screen?: string }[];
    };
    expect(menu.entries.at(-1)).toMatchObject({ screen: 'page:newPage', path: '/newPage' });
    // the project's rules as every entry point runs them (every text in both languages)
    expect(checkSchemas({ root, routes: false, english: true }).map(formatProblem)).toEqual([]);
  });

  it('refuses an existing file, a bad id and an unknown menu', () => {
    expect(() => createScreen(root, 'picker', 'newPicker')).toThrow(/exists already/);
    expect(() => createScreen(root, 'form', 'new-form')).toThrow(/is not an id/);
    expect(() => createScreen(root, 'page', 'otherPage', { menu: 'nope' })).toThrow(
      /unknown menu "nope"; menus: info, parts, partsSales, service, system/,
    );
  });
});
