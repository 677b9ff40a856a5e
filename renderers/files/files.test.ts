// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptsFile, answerKind, DEFAULT_FILE_NAME, downloadName, fileNameOf, importOutcome } from './files';

describe('file names', () => {
  it('reads filename* (UTF-8, percent-encoded) before filename', () => {
    expect(
      fileNameOf(`attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('导入失败清单.xlsx')}`),
    ).toBe('导入失败清单.xlsx');
    expect(fileNameOf('attachment; filename="report 1.xlsx"')).toBe('report 1.xlsx');
    expect(fileNameOf('attachment; filename=plain.xls')).toBe('plain.xls');
  });

  it('falls back to 1111.xlsx without a header or a name in it', () => {
    expect(fileNameOf(undefined)).toBe('1111.xlsx');
    expect(fileNameOf('attachment')).toBe(DEFAULT_FILE_NAME);
  });

  it('saves under the declared name, else the server name a File carries, else 1111.xlsx', () => {
    const named = new File(['a'], '供应商配件导入模板.xlsx');
    expect(downloadName(named, 'mine.xlsx')).toBe('mine.xlsx');
    expect(downloadName(named)).toBe('供应商配件导入模板.xlsx');
    expect(downloadName(new Blob(['a']))).toBe('1111.xlsx');
  });
});

describe('the import accept check', () => {
  it('takes .xlsx and .xls in any case, nothing else', () => {
    expect(acceptsFile('parts.xlsx')).toBe(true);
    expect(acceptsFile('PARTS.XLS')).toBe(true);
    expect(acceptsFile('parts.csv')).toBe(false);
    expect(acceptsFile('parts.xlsx.txt')).toBe(false);
    expect(acceptsFile('xlsx')).toBe(false);
  });

  it('follows a declared list, with or without the dot', () => {
    expect(acceptsFile('a.csv', ['.csv'])).toBe(true);
    expect(acceptsFile('a.csv', ['csv'])).toBe(true);
    expect(acceptsFile('a.xlsx', ['.csv'])).toBe(false);
  });
});

describe('what an import answer means', () => {
  const file = new File(['x'], '导入失败清单.xlsx');

  it('a JSON answer is 导入成功 in both versions', () => {
    expect(answerKind({ result: { count: 2 } })).toBe('json');
    expect(importOutcome(1, { result: { count: 2 } })).toEqual({ kind: 'success', message: 'importOk' });
    expect(importOutcome(2, undefined)).toEqual({ kind: 'success', message: 'importOk' });
  });

  it('a file answer is the failure list in version 1 and the result in version 2', () => {
    expect(answerKind(file)).toBe('file');
    expect(importOutcome(1, file)).toEqual({ kind: 'failed', message: 'importFailed', file });
    expect(importOutcome(2, file)).toEqual({ kind: 'result', message: 'importSubmitted', file });
  });
});
