// Signing out: session storage cleared (000 §2, §4). The cookie stays, so the guard's step 4 leads to /login.
import { clearSession } from './storage';

export function signOut(reload = true): void {
  clearSession();
  if (reload) {
    window.location.hash = '#/login';
    window.location.reload();
  }
}
