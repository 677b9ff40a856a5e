// What the log never holds (docs/gateway.md "Logs"): the logger's options that keep secrets out of every line.
// - SQL parameters: a database error (PGlite's, and any error with `params`/`parameters`/`bindings`) carries the
//   values of the refused statement, a new user's bcrypt hash among them; they are replaced by their count.
//   The statement's text stays (placeholders only: $1, $2...).
// - Fields named like a secret (password, pwd, token, secret, hash, check code, captcha, ticket, authorization,
//   cookie, api key...), at any depth of a logged object or error, are replaced by "[Redacted]".
// - Secret query-string values in a logged request URL (?token=..., ?ticket=...) are replaced by "[Redacted]".
// Used by server/main.ts (the process's logger) and by buildApp for logger options (tests).
import pino, { type LoggerOptions } from 'pino';

export const REDACTED = '[Redacted]';
const SECRET_KEY =
  /pass(word|wd)?|pwd|token|secret|hash|check_?code|captcha|ticket|authorization|cookie|api_?key|private_?key|credential|session_?key|frame_?key/i;
const SQL_PARAMS = new Set(['params', 'parameters', 'bindings']);
const MAX_DEPTH = 8;

/** A copy of `value` with secret fields and SQL parameters replaced (class instances kept for their serializers). */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  // only plain objects and arrays are copied: a request, a reply or an Error goes to its serializer as it is
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[...]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SQL_PARAMS.has(k) && Array.isArray(v)) out[k] = `[Redacted: ${v.length} SQL parameters]`;
    else if (SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '') out[k] = REDACTED;
    else if (k === 'url' && typeof v === 'string') out[k] = scrubUrl(v);
    else out[k] = scrub(v, depth + 1, seen);
  }
  return out;
}

/** The URL with the values of secret-named query parameters replaced. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((p) => {
      const eq = p.indexOf('=');
      const name = eq < 0 ? p : p.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* a malformed name is kept as sent */
      }
      return eq >= 0 && SECRET_KEY.test(decoded) ? `${name}=${REDACTED}` : p;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** pino's serialised error (an object of pino's own prototype, causes nested) as plain data, then scrubbed. */
function scrubError(e: unknown): unknown {
  const serialised = e instanceof Error ? pino.stdSerializers.err(e) : e;
  let plain: unknown;
  try {
    plain = JSON.parse(JSON.stringify(serialised)) as unknown; // what pino would have written, as plain objects
  } catch {
    plain = { ...(serialised as object) }; // a circular custom field: the top level only
  }
  return scrub(plain);
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The options every gateway logger is made with (merged under the caller's own). */
export function redactingLogOptions(): Pick<LoggerOptions, 'serializers' | 'formatters'> {
  return {
    serializers: {
      err: scrubError,
      error: scrubError,
      // Fastify's request line, its URL without secret query values
      req: (r: RequestLike) => ({
        method: r.method,
        url: scrubUrl(r.url ?? ''),
        host: r.host ?? r.hostname,
        remoteAddress: r.ip,
        remotePort: r.socket?.remotePort,
      }),
    },
    formatters: { log: (obj: Record<string, unknown>) => scrub(obj) as Record<string, unknown> },
  };
}
