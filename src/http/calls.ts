// The shell's calls, read from the call catalogue (schemas/calls is the only place a URL appears) and built by
// the runtime core's buildRequest (renderers/core.ts: no React, so the sign-in bundle stays small). Only the
// shell's own documents are imported here, so the sign-in bundle does not carry the whole catalogue.
import { buildRequest, sendOf, type Call } from '../../renderers/core';
import auth from '../../schemas/calls/auth.json';
import shell from '../../schemas/calls/shell.json';
import notice from '../../schemas/calls/notice.json';
import { hostUrl } from './hosts';
import type { HttpRequest } from './request';

// JSON imports widen enums to string; schemas:check holds every document to the calls meta-schema.
const CALLS = { ...auth.calls, ...shell.calls, ...notice.calls } as unknown as Record<string, Call>;

export type ShellCallId = keyof typeof auth.calls | keyof typeof shell.calls | keyof typeof notice.calls;

/** The request of a shell call: catalogue defaults merged under the given query and body. */
export function shellCall(
  id: ShellCallId,
  input: { query?: Record<string, unknown>; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
): HttpRequest {
  const def = CALLS[id];
  const inQuery = sendOf(def) === 'query';
  const req: HttpRequest = buildRequest(def, inQuery ? input.query : input.body);
  // A body call may also name query parameters (the sign-in token), sent in the query string as given.
  if (!inQuery && input.query) req.query = { ...req.query, ...input.query };
  if (input.headers) req.headers = input.headers;
  return req;
}

/** The address of a GET call, for an <img src> or a frame (the check-code image, the EPC page). */
export function callUrl(id: ShellCallId, query: Record<string, string> = {}): string {
  const def = CALLS[id];
  const qs = new URLSearchParams(query).toString();
  return `${hostUrl(def.host, def.path)}${qs ? `?${qs}` : ''}`;
}

/** The permission a shell call declares (schemas/calls), for session/callAccess.ts mayCall. */
export const shellCallPermission = (id: ShellCallId): unknown => CALLS[id].permission;
