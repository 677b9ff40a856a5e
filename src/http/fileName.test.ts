import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_NAME, fileNameOf } from './fileName';

describe('blob downloads', () => {
  it('defaults to 1111.xlsx', () => {
    expect(DEFAULT_FILE_NAME).toBe('1111.xlsx');
    expect(fileNameOf(undefined)).toBe('1111.xlsx');
    expect(fileNameOf('attachment')).toBe('1111.xlsx');
  });
  it('reads the name of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="parts.xlsx"')).toBe('parts.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E9%85%8D%E4%BB%B6.xlsx")).toBe('配件.xlsx');
  });
});
