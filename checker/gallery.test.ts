// The gallery list (schemas/meta/gallery.json) as the checker sees it: the project's list is clean; a misspelt
// schema id, a schema of another kind, a repeated block id and an unknown property are each reported at their
// file:line:col with the nearest names.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, checkSchemas } from './check';
import { GALLERY_REL } from './gallery';
import { formatProblem } from './problem';

const text = readFileSync(join(PROJECT_ROOT, GALLERY_REL), 'utf8');
const check = (t: string) =>
  checkSchemas({ root: PROJECT_ROOT, routes: false, files: [GALLERY_REL], overrides: { [GALLERY_REL]: t } }).map(
    formatProblem,
  );

describe('the gallery list', () => {
  it('names only existing schemas, with unique block ids', () => {
    expect(check(text)).toEqual([]);
    const list = JSON.parse(text) as { blocks: { id: string; kind: string }[] };
    expect(list.blocks.length).toBeGreaterThan(10);
    expect(new Set(list.blocks.map((b) => b.kind))).toEqual(new Set(['picker', 'form', 'page', 'detail']));
  });

  it('reports a wrong schema, kind, repeated id and unknown property at file:line:col', () => {
    const lines = [
      '{',
      '  "$schema": "./gallery.schema.json",',
      '  "blocks": [',
      '    { "id": "a", "title": { "zh_CN": "甲", "en_US": "A" }, "kind": "picker", "schema": "warehous" },',
      '    { "id": "a", "title": { "zh_CN": "乙", "en_US": "B" }, "kind": "form", "schema": "warehouse" },',
      '    { "id": "c", "title": { "zh_CN": "丙", "en_US": "C" }, "kind": "page", "schema": "supplierParts", "parms": {} }',
      '  ]',
      '}',
    ];
    const found = check(lines.join('\n'));
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(
      /^schemas\/meta\/gallery\.json:4:\d+ {2}\/blocks\/0\/schema {2}unknown picker "warehous"; pickers: .*\(did you mean "warehouse"\?\)/,
    );
    expect(found[0]).toContain(`:4:${lines[3].indexOf('"warehous"') + 1} `);
    expect(found[1]).toMatch(
      /^schemas\/meta\/gallery\.json:5:\d+ {2}\/blocks\/1\/id {2}block id "a" is already used by \/blocks\/0/,
    );
    expect(found[2]).toMatch(
      /:5:\d+ {2}\/blocks\/1\/schema {2}unknown form "warehouse";.*"warehouse" is a picker: set "kind": "picker"/,
    );
    expect(found[3]).toMatch(
      /:6:\d+ {2}\/blocks\/2\/parms {2}unknown property "parms"; allowed: .*\(did you mean "params"\?\)/,
    );
  });
});
