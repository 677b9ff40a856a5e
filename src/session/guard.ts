// The route guard of 000 §2, as a pure function: the caller gathers the state and carries out the decision.
import { LOGIN_PATH, EXTERNAL_PATH, SHELL_PATHS, WHITELIST, matchesAny } from './paths';

export interface GuardState {
  path: string;
  query: Record<string, string>;
  /** window.name: the unified portal may hand the ticket over in it. */
  windowName: string;
  cookie: boolean;
  token: string;
  /** Route patterns of the user's menu. */
  menuPaths: ReadonlyArray<string>;
}

export type GuardDecision =
  | { action: 'externalLogin'; target: string; account: string; entry: string }
  | { action: 'ticketLogin'; ticket: string; fromWindowName: boolean }
  | { action: 'next'; renewCookie: boolean }
  | { action: 'redirect'; to: string; renewCookie?: boolean; clearToken?: boolean };

const TICKET_IN_NAME = /^ST-[\w.-]+$/;

export function guard(s: GuardState): GuardDecision {
  // 1. external entry: automatic sign-in by user name, then the repair order detail. The gateway answers the
  // account call only with the entry link's single-use `entry` (minted by a trusted system; docs/gateway.md).
  if (s.path === EXTERNAL_PATH && s.query.target) {
    return {
      action: 'externalLogin',
      target: s.query.target,
      account: s.query.account ?? '',
      entry: s.query.entry ?? '',
    };
  }
  // 2. a ticket from the unified portal, on /.
  if (s.path === '/') {
    if (s.query.ticket) return { action: 'ticketLogin', ticket: s.query.ticket, fromWindowName: false };
    if (TICKET_IN_NAME.test(s.windowName)) return { action: 'ticketLogin', ticket: s.windowName, fromWindowName: true };
  }
  // 3. cookie and token: go on (from /login to /); a route outside the user's menu is refused.
  if (s.cookie && s.token) {
    if (s.path === LOGIN_PATH || s.path === '/') return { action: 'redirect', to: '/home', renewCookie: true };
    if (matchesAny(SHELL_PATHS, s.path) || matchesAny(s.menuPaths, s.path))
      return { action: 'next', renewCookie: true };
    return { action: 'redirect', to: '/404', renewCookie: true };
  }
  // 4. cookie without token: only the whitelist.
  if (s.cookie) {
    return (WHITELIST as ReadonlyArray<string>).includes(s.path)
      ? { action: 'next', renewCookie: false }
      : { action: 'redirect', to: LOGIN_PATH };
  }
  // 5. no cookie: the token is cleared and the user signs in.
  return s.path === LOGIN_PATH
    ? { action: 'next', renewCookie: false }
    : { action: 'redirect', to: LOGIN_PATH, clearToken: true };
}
