// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accepted, acceptAttribute, canDelete, deletablePattern, IMAGE_TYPES } from './upload';

describe('upload model', () => {
  it('accepts the image types in any case, with or without the dot in accept', () => {
    for (const n of ['a.jpeg', 'a.PNG', 'a.jpg', 'a.gif', 'b.c.ico']) expect(accepted(n, IMAGE_TYPES)).toBe(true);
    for (const n of ['a.webp', 'a.bmp', 'png', 'a.png.exe']) expect(accepted(n, IMAGE_TYPES)).toBe(false);
    expect(accepted('a.xls', ['.xlsx', '.xls'])).toBe(true);
    expect(accepted('anything', undefined)).toBe(true);
    expect(acceptAttribute(['xlsx', '.xls'])).toBe('.xlsx,.xls');
  });

  it('two-image uploader deletes only refIds with QF; other uploaders delete anything unless a pattern is given', () => {
    expect(deletablePattern(undefined, 2)).toBe('QF');
    expect(deletablePattern(undefined, 5)).toBeUndefined();
    expect(deletablePattern('ZX', 2)).toBe('ZX');
    expect(canDelete({ refId: 'AQF1' }, 'QF')).toBe(true);
    expect(canDelete({ refId: 'qf1' }, 'QF')).toBe(false);
    expect(canDelete({}, 'QF')).toBe(false);
    expect(canDelete({}, undefined)).toBe(true);
  });
});
