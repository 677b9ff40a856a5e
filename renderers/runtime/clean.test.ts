// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanValues } from './clean';

describe('cleanValues', () => {
  it('trims strings and drops empty values', () => {
    expect(
      cleanValues({ a: '  x ', b: '   ', c: null, d: undefined, e: [], f: 0, g: false, h: [' p ', ''], i: { x: 1 } }),
    ).toEqual({
      a: 'x',
      f: 0,
      g: false,
      h: ['p'],
      i: { x: 1 },
    });
  });
});
