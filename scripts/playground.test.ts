// The playground's pure parts: templates (those of npm run new), a candidate checked against the
// project's other schemas with a planted mistake at file:line:col, the same messages from the meta-schemas
// compiled ahead of time (what the browser runs) as from ajv at run time, and where a save may write.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../checker/check';
import { candidatePath, checkCandidate } from '../checker/candidate';
import { findSchemaFiles } from '../checker/load';
import { validateAgainstMeta } from '../checker/meta';
import type { Kind } from '../checker/kinds';
import { metaValidatorsModule } from './meta-standalone';
import { catalogueOf, templateText } from '../checker/new-templates';
import { starter } from './new';
import { saveCandidate, savePlan } from './vite-playground-save';
import { rewriteAjvErrors } from '../checker/ajv-messages';

const META = join(PROJECT_ROOT, 'schemas', 'meta');
const project = Object.fromEntries(
  findSchemaFiles(PROJECT_ROOT).map((rel) => [rel, readFileSync(join(PROJECT_ROOT, rel), 'utf8')]),
);
// the project's rules (every text in both languages), as the browser's compiled validators apply them
const validate = (kind: string, data: unknown) => validateAgainstMeta(META, kind, data, true);
const calls = catalogueOf(
  Object.keys(project)
    .filter((r) => r.startsWith('schemas/calls/'))
    .sort()
    .map((r) => project[r]),
);

describe('templates', () => {
  it('are what npm run new writes, and each passes the checker among the project files', () => {
    for (const kind of ['page', 'picker', 'form', 'detail'] as const) {
      const text = templateText(kind, `${kind}Playground`, calls);
      const doc = JSON.parse(text) as { kind: string; id: string; call?: string };
      expect(doc.kind).toBe(kind);
      expect(doc.id).toBe(`${kind}Playground`);
      expect(text).toBe(
        `${JSON.stringify(
          starter(
            kind,
            `${kind}Playground`,
            calls.find((c) => c.id === (doc.call ?? (doc as { submit?: { call: string } }).submit?.call))!,
          ),
          null,
          2,
        )}\n`,
      );
      const rel = candidatePath(kind, doc.id)!;
      expect(checkCandidate({ rel, text }, project, validate, false)).toEqual([]);
    }
  });
});

describe('checkCandidate', () => {
  it("reports a planted mistake with file:line:col and only the candidate's problems", () => {
    const rel = 'schemas/pages/systemDict.json';
    const text = project[rel].replace('"x-component": "Input"', '"x-component": "Inptu"');
    const at = text.indexOf('"Inptu"');
    const line = text.slice(0, at).split('\n').length;
    const col = at - text.lastIndexOf('\n', at - 1);
    const problems = checkCandidate({ rel, text }, project, validate, false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: rel, line, col, pointer: '/filters/dictCode/x-component' });
    expect(problems[0].message).toMatch(/^unknown component "Inptu"; .*did you mean "Input"/);
    // the unchanged file has none
    expect(checkCandidate({ rel, text: project[rel] }, project, validate, false)).toEqual([]);
  });

  it('a new page named like an existing one is blamed, and broken JSON gives its position', () => {
    const dup = project['schemas/pages/users.json'];
    const clash = checkCandidate({ rel: 'schemas/pages/users2.json', text: dup }, project, validate, false);
    expect(clash.map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/id "users" differs from the file name users2/)]),
    );
    const broken = checkCandidate(
      { rel: 'schemas/pages/users.json', text: '{\n  "kind": "page",\n  "id": \n}' },
      project,
      validate,
      false,
    );
    expect(broken[0]).toMatchObject({ file: 'schemas/pages/users.json', line: 4, col: 1 });
    expect(broken[0].message).toMatch(/^not valid JSON/);
  });

  it("the meta-schemas compiled ahead of time (the browser's) give the same messages as ajv at run time", async () => {
    const dir = mkdtempSync(join(PROJECT_ROOT, 'node_modules', '.cache', 'meta-standalone-'));
    try {
      const file = join(dir, 'validators.mjs');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(file, metaValidatorsModule(META));
      const compiled = (await import(/* @vite-ignore */ file)) as Record<
        string,
        ((d: unknown) => boolean) & { errors?: unknown[] }
      >;
      const fromStandalone = (kind: string, data: unknown) =>
        compiled[kind](data) ? [] : rewriteAjvErrors((compiled[kind].errors ?? []) as never);
      const bad = { ...JSON.parse(project['schemas/pages/systemDict.json']), pageSize: 'ten', colums: [] };
      expect(fromStandalone('page', bad).length).toBeGreaterThan(0);
      expect(fromStandalone('page', bad)).toEqual(validate('page', bad));
      for (const rel of Object.keys(project)) {
        const data = JSON.parse(project[rel]) as { kind: Kind };
        expect(fromStandalone(data.kind, data)).toEqual(validate(data.kind, data));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('saving (dev)', () => {
  const root = '/work/x';
  const doc = (kind: unknown, id: unknown) => JSON.stringify({ kind, id });
  it('writes schemas/<kind dir>/<id>.json and refuses other ids, kinds and paths', () => {
    expect(savePlan(root, doc('page', 'myParts'))).toEqual({
      ok: true,
      rel: 'schemas/pages/myParts.json',
      abs: '/work/x/schemas/pages/myParts.json',
    });
    expect(savePlan(root, doc('detail', 'my-part_2'))).toMatchObject({
      ok: true,
      rel: 'schemas/details/my-part_2.json',
    });
    for (const bad of ['../../etc/passwd', '../menus/system', 'a/b', 'a.b', '', 'x y'])
      expect(savePlan(root, doc('page', bad))).toMatchObject({ ok: false, status: 400 });
    expect(savePlan(root, doc('menu', 'system'))).toMatchObject({ ok: false, status: 400 });
    expect(savePlan(root, doc('calls', 'x'))).toMatchObject({ ok: false, status: 400 });
    expect(savePlan(root, doc('page', 7))).toMatchObject({ ok: false, status: 400 });
    expect(savePlan(root, '{ "kind": ')).toMatchObject({ ok: false, status: 422 });
    expect(savePlan(root, undefined)).toMatchObject({ ok: false, status: 400 });
  });

  let copy: string | undefined;
  afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('writes only when the checker passes (on a copy of the project)', () => {
    copy = mkdtempSync(join(tmpdir(), 'playground-save-'));
    cpSync(join(PROJECT_ROOT, 'schemas'), join(copy, 'schemas'), { recursive: true });
    const text = templateText('page', 'savedPage', calls);
    const bad = text.replace('"Input"', '"Inptu"');
    const refused = saveCandidate(copy, bad, (_root, o) =>
      checkCandidate({ rel: Object.keys(o!.overrides!)[0], text: bad }, project, validate, false),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.problems?.[0].message).toMatch(/unknown component "Inptu"/);
    expect(existsSync(join(copy, 'schemas/pages/savedPage.json'))).toBe(false);
    const ok = saveCandidate(copy, text, (_root, o) =>
      checkCandidate({ rel: Object.keys(o!.overrides!)[0], text }, project, validate, false),
    );
    expect(ok).toEqual({ status: 200, body: { file: 'schemas/pages/savedPage.json' } });
    expect(readFileSync(join(copy, 'schemas/pages/savedPage.json'), 'utf8')).toBe(text);
    expect(readdirSync(join(copy, 'schemas/pages'))).toContain('savedPage.json');
  });
});
