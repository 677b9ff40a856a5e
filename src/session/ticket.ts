// Ticket validation (docs/contracts.md): X-Sign = hex sha256(ticket + X-TIMESTAMP + "nsp-sign").
import { SIGN } from '../http/hosts';
import type { Call, SignInResult } from './signIn';
import { sha256Hex } from './sha256';
import { shellCall } from '../http/calls';

/** The service address the unified portal redirects back to (and validates the ticket against). */
export const serviceUrl = (): string => `${window.location.origin}${window.location.pathname}`;

export function ticketHeaders(ticket: string, timestamp: number): Record<string, string> {
  return { 'X-Sign': sha256Hex(`${ticket}${timestamp}${SIGN}`), 'X-TIMESTAMP': String(timestamp) };
}

export async function ticketLogin(call: Call, ticket: string, now = Date.now()): Promise<SignInResult | undefined> {
  const answer = await call<{ result?: SignInResult }>(
    shellCall('auth.validateLogin', { query: { ticket, service: serviceUrl() }, headers: ticketHeaders(ticket, now) }),
  );
  return answer.result;
}
