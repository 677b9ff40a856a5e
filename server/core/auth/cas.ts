// The built-in unified-portal sign-in page: GET shows a form, POST checks the password and redirects to
// service?ticket=ST-... (single use, 5 minutes). Services are limited to this host (no open redirect).
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../http/route';
import { randomToken } from '../../auth/tokens';
import { checkPassword, storeOneTime } from './signin';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(service: string, error = ''): string {
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
${error ? `<div class="err" role="alert">${esc(error)}</div>` : ''}<button type="submit">登录</button></form></body></html>`;
}

/** The service URL with the ticket added (before any #hash), or null when the service is not this host. */
export function serviceWithTicket(service: string, request: FastifyRequest, ticket: string): string | null {
  let url: URL;
  const base = `http://${request.headers.host ?? 'localhost'}`;
  try { url = new URL(service || '/', base); } catch { return null; }
  const sameHost = url.host === new URL(base).host || ['localhost', '127.0.0.1'].includes(url.hostname);
  if (!sameHost || !/^https?:$/.test(url.protocol)) return null;
  url.searchParams.set('ticket', ticket);
  return service.startsWith('/') ? url.pathname + url.search + url.hash : url.toString();
}

export const casRoutes = defineRoutes([
  {
    method: 'GET', host: 'login', path: '/cas/login', permission: 'public', raw: true,
    summary: 'unified-portal sign-in page',
    query: { type: 'object', properties: { service: { type: 'string', maxLength: 2048 } } },
    async handler({ query, reply }) {
      return reply.type('text/html; charset=utf-8').send(page(query.service ?? '/'));
    },
  },
  {
    method: 'POST', host: 'login', path: '/cas/login', permission: 'public', raw: true,
    summary: 'unified-portal sign-in: redirects to service?ticket=ST-...',
    body: {
      type: 'object',
      properties: { username: { type: 'string', maxLength: 64 }, password: { type: 'string', maxLength: 128 }, service: { type: 'string', maxLength: 2048 } },
    },
    async handler({ db, body, request, reply, config }) {
      const service = body.service || '/';
      const html = (msg: string) => reply.code(200).type('text/html; charset=utf-8').send(page(service, msg));
      let userId: string;
      try {
        userId = await checkPassword(db, body.username ?? '', body.password ?? '');
      } catch (e) {
        return html((e as Error).message);
      }
      const ticket = `ST-${randomToken(24)}`;
      const target = serviceWithTicket(service, request, ticket);
      if (!target) return html('service 地址不被允许');
      await storeOneTime(db, config, { kind: 'ticket', secret: ticket, userId, service, ttlSeconds: 300 });
      return reply.redirect(target, 302);
    },
  },
]);
