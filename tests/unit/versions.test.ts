// The version history only announces what exists: every line of server/seed/business-data.ts
// VERSION_HISTORY names what it is built of (`needs`: a call, form, page, detail or picker of schemas/, or a source
// file) and each of them must exist; the seeded rows are exactly those lines, newest version first.
// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSIONS, VERSION_HISTORY } from '../../server/seed/business-data';

const ROOT = resolve(import.meta.dirname, '../..');
const json = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
const idsOf = (dir: string) =>
  new Set(
    readdirSync(join(ROOT, 'schemas', dir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => json(join(ROOT, 'schemas', dir, f)).id as string),
  );
const calls = new Set(
  readdirSync(join(ROOT, 'schemas/calls')).flatMap((f) =>
    Object.keys((json(join(ROOT, 'schemas/calls', f)).calls as object) ?? {}),
  ),
);
const screens: Record<string, Set<string>> = {
  page: idsOf('pages'),
  form: idsOf('forms'),
  detail: idsOf('details'),
  picker: idsOf('pickers'),
};

/** Why a `needs` entry does not exist, or null when it does. */
export function missing(need: string): string | null {
  const [kind, id] = [need.slice(0, need.indexOf(':')), need.slice(need.indexOf(':') + 1)];
  if (kind === 'call') return calls.has(id) ? null : `no call ${id} in schemas/calls`;
  if (kind === 'file') return existsSync(join(ROOT, id)) ? null : `no file ${id}`;
  if (screens[kind]) return screens[kind].has(id) ? null : `no ${kind} ${id} in schemas/`;
  return `unknown kind in "${need}"`;
}

describe('version history (000 §2, §4)', () => {
  it('every announced line names what it is built of, and all of it exists', () => {
    const problems = VERSION_HISTORY.flatMap((v) =>
      v.lines.flatMap((l) => [
        ...(l.needs.length === 0 && v.version !== 'v1.0.0'
          ? [`${v.version} ${l.text}: names nothing it is built of`]
          : []),
        ...l.needs
          .map((n) => missing(n))
          .filter((m): m is string => !!m)
          .map((m) => `${v.version} ${l.text}: ${m}`),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('the check can fail: a call, a screen or a file that is not there is named', () => {
    expect(missing('call:notice.noSuchCall')).toBe('no call notice.noSuchCall in schemas/calls');
    expect(missing('form:noSuchForm')).toBe('no form noSuchForm in schemas/');
    expect(missing('file:src/layout/NoSuchFile.tsx')).toBe('no file src/layout/NoSuchFile.tsx');
    expect(missing('call:feedback.add')).toBeNull();
  });

  it('the seeded rows are the lines, newest first, with unique versions', () => {
    expect(VERSIONS.map((v) => v.version)).toEqual(VERSION_HISTORY.map((v) => v.version));
    expect(new Set(VERSIONS.map((v) => v.version)).size).toBe(VERSIONS.length);
    expect([...VERSIONS].sort((a, b) => b.version_date.localeCompare(a.version_date))).toEqual(VERSIONS);
    expect(VERSIONS[0].version_info.split('\n')).toEqual(VERSION_HISTORY[0].lines.map((l) => l.text));
  });
});
