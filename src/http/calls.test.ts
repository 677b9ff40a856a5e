// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callUrl, shellCall } from './calls';

describe('shell calls from the catalogue', () => {
  it('merges catalogue defaults', () => {
    expect(shellCall('auth.commonLogin', { body: { loginName: 'a' } })).toMatchObject({
      method: 'POST',
      host: 'login',
      path: '/common/user/user/common_login',
      body: { providerSys: 'sp', loginType: 'common', loginName: 'a' },
    });
    expect(shellCall('auth.permission', { query: { token: 't' } }).query).toEqual({
      system: 'sp',
      providerId: 'sp',
      token: 't',
    });
  });
  it('builds addresses of GET calls', () => {
    expect(callUrl('auth.checkCode', { key: 'k1' })).toBe('/common/user/user/checkCode?key=k1');
  });
});
