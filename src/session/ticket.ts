// The unified-portal sign-in (docs/contracts.md, docs/gateway.md "Trust model"): the browser that starts it keeps a
// random state (casState) in session storage and sends it inside the service address; the ticket that comes back
// is validated for exactly that service (X-Sign = hex sha256(ticket + X-TIMESTAMP + "nsp-sign")). A ticket link
// made in another browser (login CSRF) finds no state here, or another one, and is refused.
import { SIGN } from '../http/hosts';
import type { Call, SignInResult } from './signIn';
import { sha256Hex } from './sha256';
import { shellCall } from '../http/calls';

/** The session-storage key and the service's query parameter of the state (server/core/auth/cas.ts). */
export const CAS_STATE = 'casState';

/** The service address the unified portal redirects back to (and the ticket is validated against). */
export const serviceUrl = (state: string): string =>
  `${window.location.origin}${window.location.pathname}?${CAS_STATE}=${encodeURIComponent(state)}`;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Starts a sign-in at the unified portal: a new state kept in this tab, and the portal's address for it. */
export function startPortalSignIn(): string {
  const state = randomState();
  sessionStorage.setItem(CAS_STATE, state);
  return `/cas/login?service=${encodeURIComponent(serviceUrl(state))}`;
}

/** The state of the sign-in this tab started, taken (used once); '' when it started none. */
export function takePortalState(): string {
  const state = sessionStorage.getItem(CAS_STATE) ?? '';
  sessionStorage.removeItem(CAS_STATE);
  return state;
}

export function ticketHeaders(ticket: string, timestamp: number): Record<string, string> {
  return { 'X-Sign': sha256Hex(`${ticket}${timestamp}${SIGN}`), 'X-TIMESTAMP': String(timestamp) };
}

export async function ticketLogin(
  call: Call,
  ticket: string,
  state: string,
  now = Date.now(),
): Promise<SignInResult | undefined> {
  const answer = await call<{ result?: SignInResult }>(
    shellCall('auth.validateLogin', {
      query: { ticket, service: serviceUrl(state) },
      headers: ticketHeaders(ticket, now),
    }),
  );
  return answer.result;
}
