// The built-in unified-portal sign-in page: GET shows a form, POST checks the password and redirects to
// service?ticket=ST-... (single use, 5 minutes). Services are limited to the configured origins
// (CAS_SERVICE_ORIGINS, exact origin match) or a relative path, and the redirect itself is parsed again: no open
// redirect. A ticket is validated only for its service and that service's casState (sameFlow: login CSRF). The
// form carries a check code and password attempts are throttled like every password route (server/auth/throttle.ts).
import { defineRoutes, route, BusinessError } from '../../http/route';
import { randomToken } from '../../auth/tokens';
import { assertNotLocked, counted } from '../../auth/throttle';
import { checkPassword, storeOneTime, verifyCheckCode } from './signin';
import { object } from '../../http/schema';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(service: string, error = ''): string {
  // a fresh check-code key per form: the image is /common/user/user/checkCode?key=<key>
  const key = randomToken(18);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一门户登录</title>
<style>body{font-family:sans-serif;background:#f0f2f5;display:flex;justify-content:center;padding-top:10vh}
form{background:#fff;padding:32px;border-radius:8px;width:320px;box-shadow:0 2px 8px #0002}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:20px;width:100%;padding:10px;background:#1890ff;color:#fff;border:0;border-radius:4px}
.err{color:#cf1322;margin-top:8px}</style></head><body>
<form method="post" action="/cas/login"><h2>统一门户登录</h2>
<input type="hidden" name="service" value="${esc(service)}">
<label for="username">用户名</label><input id="username" name="username" autocomplete="username" required>
<label for="password">密码</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="checkCode">验证码</label><div style="display:flex;gap:8px;align-items:center"><input id="checkCode" name="checkCode" autocomplete="off" maxlength="8" required>
<img src="/common/user/user/checkCode?key=${key}" alt="验证码" width="120" height="40"></div>
<input type="hidden" name="checkKey" value="${key}">
${error ? `<div class="err" role="alert">${esc(error)}</div>` : ''}<button type="submit">登录</button></form></body></html>`;
}

const RELATIVE_BASE = 'http://relative.invalid';
/** A second base: a relative answer must stay on whichever origin it is resolved against. */
const OTHER_BASE = 'https://other.invalid:8443';

/** The origin a browser on `base` goes to when redirected to `location` (null: not a URL). */
function landsOn(location: string, base: string): string | null {
  try {
    return new URL(location, base).origin;
  } catch {
    return null;
  }
}

/**
 * The service URL with the ticket added (before any #hash), or null when the service is neither a path on this
 * host nor on one of the allowed origins (compared exactly: scheme, host and port; no user info). The service is
 * parsed with the WHATWG URL parser (as the browser will read the redirect), and the answer itself is parsed
 * again: a relative answer such as '//evil.example?ticket=' (what '/.//evil.example', '/..//x' or '/%2e//x'
 * normalise to) is refused, whatever the service looked like.
 */
export function serviceWithTicket(service: string, origins: readonly string[], ticket: string): string | null {
  // '/x' is relative; '//host' and '/\\host' are not (browsers read them as another host)
  const relative = /^\/(?![/\\])/.test(service);
  let url: URL;
  try {
    url = new URL(service, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (relative) {
    if (url.origin !== RELATIVE_BASE) return null;
  } else if (!/^https?:$/.test(url.protocol) || url.username || url.password || !origins.includes(url.origin)) {
    return null;
  }
  url.searchParams.set('ticket', ticket);
  const answer = relative ? url.pathname + url.search + url.hash : url.toString();
  if (relative) {
    // the path must not start with two slashes (or a slash and a backslash): that is another host
    if (!answer.startsWith('/') || /^\/[/\\]/.test(answer)) return null;
    if (landsOn(answer, RELATIVE_BASE) !== RELATIVE_BASE || landsOn(answer, OTHER_BASE) !== OTHER_BASE) return null;
  } else if (!origins.includes(landsOn(answer, OTHER_BASE) ?? '')) {
    return null;
  }
  return answer;
}

export const SERVICE_REFUSED = 'service 地址不被允许';
export const TICKET_NOT_BOUND = 'ticket 不属于本浏览器发起的登录';

/** The query parameter of a service that carries the state of the browser that started the sign-in. */
export const CAS_STATE_PARAM = 'casState';
const STATE_FORMAT = /^[\w-]{16,128}$/;

/**
 * Login CSRF (docs/gateway.md "Trust model"): a ticket is exchanged only for the service it was issued to, and that
 * service carries the random state (casState) of the browser that started the flow. The shell keeps the state in
 * session storage and validates with the service built from it, so a ticket an attacker got for their own state
 * (their `/?ticket=` link) does not match in the victim's browser. `issued` may be relative (then it is read on
 * the origin of `given`).
 */
export function sameFlow(issued: string | null, given: string | undefined): boolean {
  if (!issued || !given) return false;
  let a: URL;
  let b: URL;
  try {
    b = new URL(given);
    a = new URL(issued, b.origin);
  } catch {
    return false;
  }
  const state = a.searchParams.get(CAS_STATE_PARAM) ?? '';
  if (!STATE_FORMAT.test(state) || b.searchParams.get(CAS_STATE_PARAM) !== state) return false;
  return a.origin === b.origin && a.pathname === b.pathname;
}

export const casRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'login',
    path: '/cas/login',
    permission: 'public',
    raw: true,
    summary: 'unified-portal sign-in page',
    query: object({ service: { type: 'string', maxLength: 2048 } }),
    async handler({ query, reply, config }) {
      const service = query.service || '/';
      const error = serviceWithTicket(service, config.casServiceOrigins, 'ST-') ? '' : SERVICE_REFUSED;
      return reply.type('text/html; charset=utf-8').send(page(service, error));
    },
  }),
  route({
    method: 'POST',
    host: 'login',
    path: '/cas/login',
    permission: 'public',
    raw: true,
    summary: 'unified-portal sign-in: redirects to service?ticket=ST-...',
    body: object({
      username: { type: 'string', maxLength: 64 },
      password: { type: 'string', maxLength: 128 },
      service: { type: 'string', maxLength: 2048 },
      checkCode: { type: 'string', maxLength: 16 },
      checkKey: { type: 'string', maxLength: 64 },
    }),
    async handler({ db, body, request, reply, config }) {
      const service = body.service || '/';
      const html = (msg: string, status = 200) =>
        reply.code(status).type('text/html; charset=utf-8').send(page(service, msg));
      const ticket = `ST-${randomToken(24)}`;
      const target = serviceWithTicket(service, config.casServiceOrigins, ticket);
      if (!target) return html(SERVICE_REFUSED);
      const username = body.username ?? '';
      const subject = { name: username, address: request.ip };
      let userId: string;
      try {
        await assertNotLocked(db, config, subject, false);
        await verifyCheckCode(db, config, body.checkKey ?? '', body.checkCode ?? '');
        userId = (await counted(db, config, subject, () => checkPassword(db, username, body.password ?? ''))).userId;
      } catch (e) {
        return html((e as Error).message, e instanceof BusinessError && e.status === 429 ? 429 : 200);
      }
      await storeOneTime(db, config, { kind: 'ticket', secret: ticket, userId, service, ttlSeconds: 300 });
      return reply.redirect(target, 302);
    },
  }),
]);
