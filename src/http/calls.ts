// The shell's calls, read from the call catalogue (schemas/calls is the only place a URL appears). Only the
// shell's own documents are imported here, so the sign-in bundle does not carry the whole catalogue or the
// runtime; the runtime's screens use renderers' buildRequest.
import auth from '../../schemas/calls/auth.json';
import shell from '../../schemas/calls/shell.json';
import notice from '../../schemas/calls/notice.json';
import type { HttpRequest } from './client';

interface CallDef {
  method: HttpRequest['method'];
  host: HttpRequest['host'];
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  send?: 'query' | 'body' | 'multipart';
  answer?: string;
}

const CALLS: Record<string, CallDef> = {
  ...(auth.calls as Record<string, CallDef>),
  ...(shell.calls as Record<string, CallDef>),
  ...(notice.calls as Record<string, CallDef>),
};

export type ShellCallId = keyof typeof auth.calls | keyof typeof shell.calls | keyof typeof notice.calls;

/** The request of a shell call: catalogue defaults merged under the given query and body. */
export function shellCall(id: ShellCallId, input: { query?: Record<string, unknown>; body?: Record<string, unknown>; headers?: Record<string, string> } = {}): HttpRequest {
  const def = CALLS[id];
  const query = { ...def.query, ...input.query };
  const req: HttpRequest = { method: def.method, host: def.host, path: def.path, query };
  if (def.method !== 'GET' && def.method !== 'DELETE') req.body = { ...def.body, ...input.body };
  if (def.answer === 'blob') req.responseType = 'blob';
  if (input.headers) req.headers = input.headers;
  return req;
}

/** The address of a GET call, for an <img src> or a frame (the check-code image, the EPC page). */
export function callUrl(id: ShellCallId, query: Record<string, string> = {}): string {
  const def = CALLS[id];
  const prefix = def.host === 'gateway' ? '/npsbackend-gateway' : def.host === 'console' ? '/console' : '';
  const qs = new URLSearchParams(query).toString();
  return `${prefix}${def.path}${qs ? `?${qs}` : ''}`;
}
