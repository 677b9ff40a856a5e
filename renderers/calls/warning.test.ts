// Result codes a call declares warnings (warningCodes: 510 on the role and user lists, 001 §8): the server's
// message goes to the message sink as a warning, other failures as errors.
// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Call } from '../schema-types.generated';
import { reportError } from '../runtime/report';
import { CallWarning, asWarning } from './run';

const list: Call = { method: 'GET', host: 'console', path: '/sys/role/list', answer: 'records', warningCodes: ['510'] };
const failure = (code: string | number, message: string) =>
  Object.assign(new Error(message), { name: 'CallError', code });
const sink = () => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() });

describe('warningCodes', () => {
  it('a declared code (string or number) becomes a CallWarning carrying the server message', () => {
    for (const code of ['510', 510]) {
      const w = asWarning(list, failure(code, '无权查询字段：password'));
      expect(w).toBeInstanceOf(CallWarning);
      expect((w as CallWarning).message).toBe('无权查询字段：password');
      expect((w as CallWarning).code).toBe('510');
    }
  });

  it('other codes, and calls without warningCodes, keep their error', () => {
    const e = failure('417', 'bad');
    expect(asWarning(list, e)).toBe(e);
    const other = failure('510', 'x');
    expect(asWarning({ ...list, warningCodes: undefined }, other)).toBe(other);
    expect(asWarning(list, new Error('no code'))).toBeInstanceOf(Error);
    expect(asWarning(list, new Error('no code'))).not.toBeInstanceOf(CallWarning);
  });

  it('reportError shows a CallWarning as a warning and nothing as an error', () => {
    const s = sink();
    reportError(s, asWarning(list, failure(510, '无权查询字段：password')), 'zh_CN');
    expect(s.warning).toHaveBeenCalledWith('无权查询字段：password');
    expect(s.error).not.toHaveBeenCalled();
    const t = sink();
    reportError(t, asWarning(list, failure(417, 'bad')), 'zh_CN');
    expect(t.error).toHaveBeenCalledTimes(1);
    expect(t.warning).not.toHaveBeenCalled();
  });
});
