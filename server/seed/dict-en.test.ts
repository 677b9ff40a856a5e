// Every seeded dictionary item has an English name (statuses and flags switch with the language).
import { describe, expect, it } from 'vitest';
import { CORE_DICTS } from './dicts';
import { dictEnglish } from './dict-en';

describe('dictionary English names', () => {
  it('name every item of the seeded dictionaries', () => {
    const missing = CORE_DICTS.flatMap((d) =>
      d.items.filter((i) => !dictEnglish(d.code, i.value)).map((i) => `${d.code}/${i.value} (${i.text})`),
    );
    expect(missing).toEqual([]);
  });
});
