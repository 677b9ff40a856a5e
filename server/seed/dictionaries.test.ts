// The dictionaries the gateway seeds are exactly those of the schema language (schemas/meta/dictionaries.json):
// the checker refuses a dictionary code no dictionary has, so a code seeded here but missing there (or the other
// way round) would be refused by the checker or show codes in the portal.
import { describe, expect, it } from 'vitest';
import dictTable from '../../schemas/meta/dictionaries.json';
import { CORE_DICTS } from './dicts';
import { SEEDED_ELSEWHERE } from './core';

describe('seeded dictionaries', () => {
  it('are the dictionaries of schemas/meta/dictionaries.json, with the same Chinese names', () => {
    const seeded = [...CORE_DICTS.map((d) => [d.code, d.name]), ...SEEDED_ELSEWHERE].sort();
    const declared = dictTable.dictionaries.map((d) => [d.code, d.name.zh_CN]).sort();
    const missing = seeded.filter(([c]) => !declared.some(([d]) => d === c)).map(([c, n]) => `${c} (${n})`);
    expect(missing, 'seeded but not in schemas/meta/dictionaries.json: add them there').toEqual([]);
    expect(seeded).toEqual(declared);
    expect(new Set(declared.map(([c]) => c)).size, 'a code listed twice').toBe(declared.length);
  });
});
