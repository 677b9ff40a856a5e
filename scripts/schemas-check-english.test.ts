// The project's rule for texts: npm run schemas:check reports a text without its English (a plain
// string, or zh_CN without en_US) at its file:line:col with what to write; the checker's fixtures (english off)
// may still use plain Chinese strings.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, checkSchemas } from '../checker/check';
import { formatProblem } from '../checker/problem';

const REL = 'schemas/pickers/warehouse.json';
const source = readFileSync(join(PROJECT_ROOT, REL), 'utf8');
const run = (text: string, english = true) =>
  checkSchemas({ root: PROJECT_ROOT, files: [REL], overrides: { [REL]: text }, routes: false, english }).map(
    formatProblem,
  );

describe('schemas:check: every text in both languages', () => {
  it('the project passes', () => {
    expect(run(source)).toEqual([]);
  });
  it('reports a plain Chinese text at its place, with what to write', () => {
    const text = source.replace(/"title": \{ "zh_CN": "选择仓库", "en_US": "[^"]*" \}/, '"title": "选择仓库"');
    expect(text).not.toBe(source);
    const line = text.split('\n').findIndex((l) => l.includes('"title": "选择仓库"')) + 1;
    expect(run(text)).toEqual([
      `${REL}:${line}:12  /title  the text "选择仓库" has no English: write { "zh_CN": "选择仓库", "en_US": "<the English>" } (every text has zh_CN and en_US)`,
    ]);
    expect(run(text, false)).toEqual([]);
  });
  it('reports a text with zh_CN only, and an empty English', () => {
    const only = source.replace(
      /"title": \{ "zh_CN": "选择仓库", "en_US": "[^"]*" \}/,
      '"title": { "zh_CN": "选择仓库" }',
    );
    expect(run(only)).toEqual([
      expect.stringMatching(
        /^schemas\/pickers\/warehouse\.json:\d+:\d+ {2}\/title {2}the text "选择仓库" has no English: add "en_US" \(shown when the portal is in English\)$/,
      ),
    ]);
    const empty = source.replace(
      /"title": \{ "zh_CN": "选择仓库", "en_US": "[^"]*" \}/,
      '"title": { "zh_CN": "选择仓库", "en_US": "" }',
    );
    expect(run(empty)).toEqual([expect.stringMatching(/\/title\/en_US {2}must not be empty$/)]);
  });
});
