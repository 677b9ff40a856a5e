// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessError, httpError, isSuccess, needsRefresh } from './catalogue';

describe('error catalogue (000 §8)', () => {
  it('detects success by result SUCCEED or success true', () => {
    expect(isSuccess({ result: 'SUCCEED', code: '0' })).toBe(true);
    expect(isSuccess({ success: true, result: {} })).toBe(true);
    expect(isSuccess({ result: 'FAILED' })).toBe(false);
    expect(isSuccess({ success: false })).toBe(false);
    expect(isSuccess('text')).toBe(false);
  });
  it('N1000, N1009 and 000031 ask for a token refresh', () => {
    for (const code of ['N1000', 'N1009', '000031']) expect(needsRefresh({ result: 'FAILED', code })).toBe(true);
    expect(needsRefresh({ result: 'FAILED', code: 'E1' })).toBe(false);
  });
  it('other failures: a dialog with code and message', () => {
    expect(businessError({ result: 'FAILED', code: 'P0001', message: '配件不存在' })).toMatchObject({
      kind: 'business',
      code: 'P0001',
      message: '配件不存在',
    });
  });
  it('timeout', () => {
    expect(httpError({ timedOut: true }, 'zh_CN').message).toBe('请求超时，请检查网络');
    expect(httpError({ timedOut: true }, 'en_US').message).toBe('Request timed out, please check the network');
  });
  it('401: sign in again from the unified portal', () => {
    expect(httpError({ status: 401, body: { message: 'x' } }, 'zh_CN')).toMatchObject({
      kind: 'unauthorized',
      message: '登录已过期，请重新从统一门户登录',
    });
  });
  it('401 FROZEN: a frozen account is told so, not that the sign-in expired', () => {
    expect(
      httpError({ status: 401, body: { code: 'FROZEN', message: '账号已冻结，请联系管理员' } }, 'zh_CN'),
    ).toMatchObject({ kind: 'unauthorized', code: 'FROZEN', message: '账号已冻结，请联系管理员' });
  });
  it('500: message, or code and message, else the default', () => {
    expect(httpError({ status: 500, body: { message: '数据库异常' } }, 'zh_CN').message).toBe('数据库异常');
    expect(httpError({ status: 500, body: { code: 'E9', message: '数据库异常' } }, 'zh_CN').message).toBe(
      'E9: 数据库异常',
    );
    expect(httpError({ status: 500, body: 'oops' }, 'zh_CN').message).toBe('服务器内部错误，请联系管理员');
  });
  it("417 and 424: the message or the first item's message", () => {
    expect(
      httpError({ status: 417, body: { result: 'FAILED', code: '417', message: 'phone 格式错误' } }, 'zh_CN').message,
    ).toBe('phone 格式错误');
    // 429 (sign-in lock, request cap) shows its message the same way
    expect(
      httpError(
        { status: 429, body: { success: false, code: 429, message: '登录失败次数过多，请 1 分钟后再试' } },
        'zh_CN',
      ).message,
    ).toBe('登录失败次数过多，请 1 分钟后再试');
    expect(httpError({ status: 424, body: [{ message: '单据状态已变更' }] }, 'zh_CN').message).toBe('单据状态已变更');
    expect(httpError({ status: 424, body: { data: [{ message: '版本冲突' }] } }, 'zh_CN').message).toBe('版本冲突');
  });
  it('404: a business not-found shows its message; a bare 404 or an unknown route the generic text', () => {
    expect(
      httpError({ status: 404, body: { result: 'FAILED', code: '404', message: '工单不存在' } }, 'zh_CN').message,
    ).toBe('工单不存在');
    expect(
      httpError({ status: 404, body: { success: false, code: 404, message: '旧件回运单不存在' } }, 'en_US').message,
    ).toBe('旧件回运单不存在');
    expect(httpError({ status: 404 }, 'zh_CN').message).toBe('服务器异常，请联系管理员');
    expect(httpError({ status: 404, body: '<html>Not Found</html>' }, 'zh_CN').message).toBe(
      '服务器异常，请联系管理员',
    );
    expect(httpError({ status: 404, body: { message: 'Not Found' } }, 'zh_CN').message).toBe(
      '服务器异常，请联系管理员',
    );
    expect(
      httpError({ status: 404, body: { result: 'FAILED', code: '404', message: 'GET /ticket/x/V1.0 不存在' } }, 'en_US')
        .message,
    ).toBe('Server exception, please contact support');
  });
  it('other failures: server exception', () => {
    expect(httpError({ status: 502 }, 'zh_CN').message).toBe('服务器异常，请联系管理员');
    expect(httpError({}, 'zh_CN').message).toBe('服务器异常，请联系管理员');
    expect(httpError({ status: 403, body: { message: '无权限访问' } }, 'zh_CN').kind).toBe('other');
  });
});
