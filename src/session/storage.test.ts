import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from './storage';

describe('clearSession', () => {
  afterEach(() => sessionStorage.clear());
  it('clears everything; with keepTabs the open tabs (tabViews:<userId>) stay for the same user signing in again (issue 23)', () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('tabViews:u1', '{"views":[]}');
    clearSession({ keepTabs: true });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('tabViews:u1')).toBe('{"views":[]}');
    clearSession();
    expect(sessionStorage.length).toBe(0);
  });
});
