// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guard, type GuardState } from './guard';

const base: GuardState = {
  path: '/home',
  query: {},
  windowName: '',
  cookie: true,
  token: 't',
  menuPaths: ['/parts/supplierParts', '/parts/detail/:id'],
};
const s = (over: Partial<GuardState>): GuardState => ({ ...base, ...over });

describe('route guard (000 §2)', () => {
  it('step 1: /external with a target signs in automatically, whatever the session', () => {
    expect(
      guard(s({ path: '/external', query: { target: '42', account: 'sp01', entry: 'e1' }, cookie: false, token: '' })),
    ).toEqual({
      action: 'externalLogin',
      target: '42',
      account: 'sp01',
      entry: 'e1',
    });
    // without a target it is an ordinary path
    expect(guard(s({ path: '/external', cookie: false, token: '' }))).toEqual({
      action: 'redirect',
      to: '/login',
      clearToken: true,
    });
  });

  it('step 2: / with a ticket in the query or the window name validates it', () => {
    expect(guard(s({ path: '/', query: { ticket: 'ST-1' }, cookie: false, token: '' }))).toEqual({
      action: 'ticketLogin',
      ticket: 'ST-1',
      fromWindowName: false,
    });
    expect(guard(s({ path: '/', windowName: 'ST-abc', cookie: false, token: '' }))).toEqual({
      action: 'ticketLogin',
      ticket: 'ST-abc',
      fromWindowName: true,
    });
    // a window name that is no ticket is ignored
    expect(guard(s({ path: '/', windowName: 'other-app', cookie: false, token: '' })).action).toBe('redirect');
    // a ticket elsewhere than / is not validated
    expect(guard(s({ path: '/home', query: { ticket: 'ST-1' } })).action).toBe('next');
  });

  it('step 3: cookie and token continue and renew the cookie; /login goes to /', () => {
    expect(guard(s({}))).toEqual({ action: 'next', renewCookie: true });
    expect(guard(s({ path: '/parts/detail/7' }))).toEqual({ action: 'next', renewCookie: true });
    expect(guard(s({ path: '/login' }))).toEqual({ action: 'redirect', to: '/home', renewCookie: true });
    expect(guard(s({ path: '/epc' })).action).toBe('next');
  });

  it("step 3: a route not in the user's menu is refused", () => {
    expect(guard(s({ path: '/admin/users' }))).toEqual({ action: 'redirect', to: '/404', renewCookie: true });
  });

  it('step 4: cookie without token allows only /login, /401, /404', () => {
    for (const path of ['/login', '/401', '/404'])
      expect(guard(s({ path, token: '' }))).toEqual({ action: 'next', renewCookie: false });
    for (const path of ['/home', '/500', '/parts/supplierParts'])
      expect(guard(s({ path, token: '' }))).toEqual({ action: 'redirect', to: '/login' });
  });

  it('step 5: no cookie clears the token and goes to /login', () => {
    expect(guard(s({ cookie: false }))).toEqual({ action: 'redirect', to: '/login', clearToken: true });
    expect(guard(s({ path: '/404', cookie: false, token: '' }))).toEqual({
      action: 'redirect',
      to: '/login',
      clearToken: true,
    });
    expect(guard(s({ path: '/login', cookie: false, token: '' }))).toEqual({ action: 'next', renewCookie: false });
  });
});
