import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn, externalLogin, type Call } from './signIn';
import { SESSION_KEYS, getToken, readJson } from './storage';
import { hasExpiryCookie, removeExpiryCookie } from './cookie';
import { ticketHeaders } from './ticket';
import { sha256Hex } from './sha256';

const answer = {
  token: 'tok',
  refreshToken: 'ref',
  secret: 'sec',
  userInfo: {
    id: 'u1',
    realname: '服务商一',
    username: 'sp01',
    providerId: 'P1',
    roleIds: [
      { roleId: 'r1', roleCode: 'provider' },
      { roleId: 'r9', roleCode: 'unknownRole' },
    ],
  },
  roles: [{ roleId: 'r1', roleCode: 'provider' }],
  type: { identity: 'FACILITATOR' },
};
const menuAnswer = {
  success: true,
  result: {
    menu: [{ path: '/parts', name: 'p', component: 'page:supplierParts', meta: { title: '配件' } }],
    auth: [{ action: 'add' }],
    allAuth: [{ action: 'del', status: 0 }],
  },
};

beforeEach(() => {
  sessionStorage.clear();
  removeExpiryCookie();
});

describe('after sign-in (000 §4)', () => {
  it('stores token, secret, user info, roles, identity, menu and permissions, sets the cookie', async () => {
    const call = vi.fn(async () => menuAnswer) as unknown as Call;
    expect(await completeSignIn(answer, call)).toEqual({ ok: true });
    expect(getToken()).toBe('tok');
    expect(sessionStorage.getItem(SESSION_KEYS.secret)).toBe('sec');
    expect(readJson(SESSION_KEYS.userInfo, {})).toMatchObject({
      userId: 'u1',
      userName: 'sp01',
      realName: '服务商一',
      providerId: 'P1',
    });
    expect(readJson(SESSION_KEYS.frontRoles, [])).toEqual(['SP']);
    expect(readJson(SESSION_KEYS.identity, [])).toEqual(['FACILITATOR']);
    expect(readJson(SESSION_KEYS.userPermissions, [])).toEqual([{ action: 'add' }]);
    expect(readJson(SESSION_KEYS.systemPermissions, [])).toEqual([{ action: 'del', status: 0 }]);
    expect(hasExpiryCookie()).toBe(true);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/sys/permission/getSystemPermissionByToken',
        query: { system: 'sp', providerId: 'sp' },
      }),
    );
  });
  it('a missing token fails with noToken', async () => {
    expect(await completeSignIn({ ...answer, token: '' }, vi.fn() as unknown as Call)).toEqual({
      ok: false,
      reason: 'noToken',
    });
  });
  it('no role ids fails with noRole and stores nothing', async () => {
    const r = await completeSignIn(
      { ...answer, userInfo: { ...answer.userInfo, roleIds: [] } },
      vi.fn() as unknown as Call,
    );
    expect(r).toEqual({ ok: false, reason: 'noRole' });
    expect(getToken()).toBe('');
  });
  it('an empty menu clears the session and fails', async () => {
    const call = (async () => ({ success: true, result: { menu: [] } })) as unknown as Call;
    expect(await completeSignIn(answer, call)).toEqual({ ok: false, reason: 'emptyMenu' });
    expect(sessionStorage.length).toBe(0);
    expect(hasExpiryCookie()).toBe(false);
  });
  it('a failed menu load fails with menuFailed', async () => {
    const call = (async () => Promise.reject(new Error('x'))) as unknown as Call;
    expect(await completeSignIn(answer, call)).toEqual({ ok: false, reason: 'menuFailed' });
    expect(getToken()).toBe('');
  });
});

describe('ways in', () => {
  it('external entry: the first 11 characters of the account answer are the password', async () => {
    const calls: unknown[] = [];
    const call = (async (req: unknown) => {
      calls.push(req);
      return calls.length === 1
        ? { result: 'SUCCEED', data: 'ABCDEFGHIJKrest-of-it' }
        : { success: true, result: answer };
    }) as unknown as Call;
    expect(await externalLogin(call, { account: 'sp01', entry: 'E1', target: 'RO1' })).toEqual(answer);
    expect(calls[0]).toMatchObject({
      host: 'gateway',
      path: '/authorized/dp/account',
      query: { account: 'sp01', entry: 'E1', target: 'RO1' },
      ownUnauthorized: true,
    });
    expect(calls[1]).toMatchObject({
      path: '/common/user/user/login',
      body: { userName: 'sp01', userPassword: 'ABCDEFGHIJK', provideSys: 'sp' },
    });
  });
  it('ticket validation is signed with X-Sign and X-TIMESTAMP', () => {
    expect(ticketHeaders('ST-1', 1700000000000)).toEqual({
      'X-Sign': sha256Hex('ST-11700000000000nsp-sign'),
      'X-TIMESTAMP': '1700000000000',
    });
  });
});
