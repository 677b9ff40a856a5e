// The request id: the client's X-Request-Id (the shell sends one per call, docs/shell.md) when it is a plain
// token, else a new UUID. Fastify puts it on every log line of the request (reqId) and the gateway answers it
// back in X-Request-Id, so a support ticket's id finds the gateway's log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const PLAIN = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const v = req.headers['x-request-id'];
  const given = Array.isArray(v) ? v[0] : v;
  return given && PLAIN.test(given) ? given : randomUUID();
}
