// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mayCall } from './callAccess';

const routes = [
  {
    path: '/notices',
    permissionList: [
      { action: 'view', status: 0 },
      { action: 'add', status: 1 },
    ],
  },
  { path: '/coreReturnBill', permissionList: [] },
];

describe('mayCall: the gateway permission rule, decided from the menu (no 403 from home)', () => {
  it('public and session calls are open to every signed-in user', () => {
    expect(mayCall('public', [])).toBe(true);
    expect(mayCall('session', [])).toBe(true);
  });
  it('a menu path needs the entry; path#action needs its enabled button; a list needs any', () => {
    expect(mayCall(['/notices', '/banner'], routes)).toBe(true);
    expect(mayCall(['/notices', '/banner'], routes.slice(1))).toBe(false);
    expect(mayCall('/notices#view', routes)).toBe(true);
    expect(mayCall('/notices#add', routes)).toBe(false); // status 1: disabled
    expect(mayCall('/coreReturnBill#commit', routes)).toBe(false);
    expect(mayCall(undefined, routes)).toBe(false);
  });
});
