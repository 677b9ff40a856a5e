// Signing out (000 §2, §4): the session ends on the server first (POST logout with the token, so a copy of the
// token stops working), then session storage is cleared. The cookie stays, so the guard's step 4 leads to /login.
import { callUrl } from '../http/calls';
import { clearSession, getToken } from './storage';

/** How long the logout call may take before the browser is cleared anyway (the server may be down). */
const LOGOUT_TIMEOUT_MS = 5000;

/** Clears the browser's session (and reloads on /login). */
export function signOut(reload = true): void {
  clearSession();
  if (reload) {
    window.location.hash = '#/login';
    window.location.reload();
  }
}

/** 退出登录: ends the session on the server (the token in the X-Access-Token header, never in the address), then
 * clears the browser whatever the answer. */
export async function logOut(reload = true): Promise<void> {
  const token = getToken();
  if (token) {
    try {
      await fetch(callUrl('auth.logout'), {
        method: 'POST',
        headers: { 'X-Access-Token': token },
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch {
      /* unreachable or slow: the browser is cleared all the same; the token expires on its own */
    }
  }
  signOut(reload);
}
