// The embedded parts-catalogue page (000 §2): the built portal's epc/index.html when there is one, else a stand-in that waits for the shell's message (key, token,
// issuer, sap_code) and shows whom it was opened for. Public and unsigned: it is loaded by an iframe.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { defineRoutes, route } from '../../http/route';

const SCRIPT = `window.addEventListener('message',function(e){var d=e.data||{};if(typeof d!=='object')return;
document.getElementById('state').textContent='已连接：'+(d.sap_code||'')+'（issuer '+(d.issuer||'')+'）';});`;
/** The stand-in's one inline script is allowed by its hash (the portal's CSP has script-src 'self' only). */
const STAND_IN_CSP = `default-src 'self'; script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`;
const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>配件目录</title>
<style>body{font-family:sans-serif;margin:24px;color:#333}code{background:#f5f5f5;padding:2px 4px}</style></head><body>
<h2>电子配件目录（演示）</h2><p id="state">等待门户消息…</p>
<script>${SCRIPT}</script>
</body></html>`;

export const epcRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/epc/index.html',
    unsigned: true,
    raw: true,
    summary: 'the embedded parts-catalogue page (demo)',
    async handler({ reply, config }) {
      const built = config.distDir
        ? await readFile(join(resolve(config.distDir), 'epc', 'index.html'), 'utf8').catch(() => null)
        : null;
      if (!built) reply.header('content-security-policy', STAND_IN_CSP);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(built ?? PAGE);
    },
  }),
]);
