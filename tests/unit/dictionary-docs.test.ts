// The list of dictionary codes in docs/schema-language.md is generated from schemas/meta/dictionaries.json (the
// one list the checker, completion and the gateway's seed read): this test holds the block between its markers
// to the table the file gives, and prints the block to paste when a dictionary is added, renamed or removed.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import table from '../../schemas/meta/dictionaries.json';

const ROOT = join(import.meta.dirname, '../..');
const START =
  '<!-- dictionaries: generated from schemas/meta/dictionaries.json by tests/unit/dictionary-docs.test.ts -->';
const END = '<!-- /dictionaries -->';

/** The docs' table of the dictionaries: code, Chinese name, English name, in the file's order. */
export function dictionaryTable(
  dicts: ReadonlyArray<{ code: string; name: { zh_CN: string; en_US: string } }>,
): string {
  const rows = dicts.map((d) => `| \`${d.code}\` | ${d.name.zh_CN} | ${d.name.en_US} |`);
  return [START, '', '| code | 名称 | name |', '|---|---|---|', ...rows, '', END].join('\n');
}

describe('docs/schema-language.md: the dictionary codes', () => {
  it('lists exactly the dictionaries of schemas/meta/dictionaries.json', () => {
    const doc = readFileSync(join(ROOT, 'docs/schema-language.md'), 'utf8');
    const from = doc.indexOf(START);
    const to = doc.indexOf(END);
    expect(from, `docs/schema-language.md has no "${START}" block`).toBeGreaterThan(0);
    const expected = dictionaryTable(table.dictionaries);
    expect(doc.slice(from, to + END.length), `replace the block in docs/schema-language.md with:\n${expected}\n`).toBe(
      expected,
    );
  });
});
