// Security headers on every answer (docs/gateway.md "Headers and content"): the CSP, nosniff, the Referrer-Policy,
// frame rules, `Cache-Control: no-store` on API answers of the three hosts, built assets keeping their caching,
// and file answers (nosniff, attachment, sandbox).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { oneDatabase, startGateway, type Gateway, multipart } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The directives of a CSP header as a map name -> sources. */
const csp = (r: LightMyRequestResponse): Record<string, string[]> =>
  Object.fromEntries(
    String(r.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...v] = d.split(/\s+/);
        return [name, v];
      }),
  );

/** The headers every answer carries. */
function expectSecurityHeaders(r: LightMyRequestResponse): void {
  const p = csp(r);
  expect(p['default-src']).toEqual(["'self'"]);
  expect(p['script-src']).toEqual(["'self'"]);
  expect(p['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(p['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(p['connect-src']).toEqual(["'self'"]);
  expect(p['frame-src']).toEqual(["'self'"]);
  expect(p['frame-ancestors']).toEqual(["'self'"]);
  expect(p['object-src']).toEqual(["'none'"]);
  expect(p['base-uri']).toEqual(["'self'"]);
  expect(p['form-action']).toEqual(["'self'", 'http://localhost:8080', 'http://127.0.0.1:8080']);
  expect(String(r.headers['content-security-policy'])).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
}

// one database: the headers are set by the HTTP layer (server/http/headers.ts, static.ts) whatever the database
describe.each(oneDatabase)('security headers on %s', (kind) => {
  let gw: Gateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('a success, an error and a 404 of the gateway host: the headers and no-store', async () => {
    const ok = await gw.call('gateway', 'GET', '/supportContact/list/V1.0', { token: admin });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok);
    expect(ok.headers['cache-control']).toBe('no-store');

    const bad = await gw.call('gateway', 'POST', '/tractorVehicle/search/V1.0', {
      token: admin,
      body: { size: 'ten' },
    });
    expect(bad.statusCode).toBe(417);
    expectSecurityHeaders(bad);
    expect(bad.headers['cache-control']).toBe('no-store');

    const anonymous = await gw.call('gateway', 'GET', '/supportContact/list/V1.0');
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous);
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const missing = await gw.call('gateway', 'GET', '/no/such/route');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('the login and console hosts: no-store on their answers, errors and 404s too', async () => {
    const code = await gw.app.inject({ method: 'GET', url: '/common/user/user/checkCode?key=k1' });
    expect(code.statusCode).toBe(200);
    expectSecurityHeaders(code);
    expect(code.headers['cache-control']).toBe('no-store');
    const cas = await gw.app.inject({ method: 'GET', url: '/cas/login?service=/' });
    expect(cas.statusCode).toBe(200);
    expectSecurityHeaders(cas);
    expect(cas.headers['cache-control']).toBe('no-store');
    const console = await gw.call('console', 'GET', '/sys/user/list', { token: admin });
    expect(console.statusCode).toBe(200);
    expectSecurityHeaders(console);
    expect(console.headers['cache-control']).toBe('no-store');
    const consoleMissing = await gw.app.inject({ method: 'GET', url: '/console/no/such' });
    expect(consoleMissing.statusCode).toBe(404);
    expectSecurityHeaders(consoleMissing);
    expect(consoleMissing.headers['cache-control']).toBe('no-store');
    const apiMissing = await gw.app.inject({ method: 'GET', url: '/api/no/such' });
    expect(apiMissing.statusCode).toBe(404);
    expect(apiMissing.headers['cache-control']).toBe('no-store');
  });

  it('a file download: nosniff, attachment, a sandboxing CSP and no-store; a vetted image may be inline', async () => {
    const pdf = multipart(
      { attachmentType: 'CLAIM', folder: 'claim' },
      { name: '说明.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 test') },
    );
    const up = await gw.call('gateway', 'POST', '/file/upload/V1.0', {
      token: admin,
      body: pdf.body,
      headers: pdf.headers,
    });
    expect(up.statusCode).toBe(200);
    const down = await gw.call('gateway', 'GET', `/file/download/V1.0/${up.json().data.attachmentId}`, {
      token: admin,
      unsigned: true,
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(down.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(csp(down)).toMatchObject({ 'default-src': ["'none'"], sandbox: [] });
    expect(down.headers['cache-control']).toBe('no-store');

    const png = multipart(
      { attachmentType: 'CLAIM', folder: 'claim' },
      { name: 'a.png', type: 'image/png', data: PNG },
    );
    const img = await gw.call('gateway', 'POST', '/file/upload/V1.0', {
      token: admin,
      body: png.body,
      headers: png.headers,
    });
    expect(img.statusCode).toBe(200);
    const shown = await gw.call('gateway', 'GET', `/file/image/V1.0/${img.json().data.attachmentId}`, {
      unsigned: true,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''a\.png$/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(csp(shown)).toMatchObject({ 'default-src': ["'none'"], sandbox: [] });
  });

  it('the stand-in EPC page (no built portal) allows exactly its one inline script by hash', async () => {
    const r = await gw.app.inject({ method: 'GET', url: '/npsbackend-gateway/epc/index.html' });
    expect(r.statusCode).toBe(200);
    const scripts = [...r.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]).digest('base64');
    expect(csp(r)['script-src']).toEqual([`'sha256-${hash}'`]);
    expect(csp(r)['frame-ancestors']).toEqual(["'self'"]);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('with a built portal (a temp dist dir)', () => {
    let app: FastifyInstance;
    let dist: string;
    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'hdr-dist-'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
      );
      writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log(1)');
      app = await buildApp({ db: gw.db, config: { ...gw.config, distDir: dist } });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('the SPA index.html and a client route carry the headers; built assets keep their caching', async () => {
      for (const url of ['/', '/index.html', '/some/client/route']) {
        // a browser's navigation (a client route is served the page only then)
        const r = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        });
        expect(r.statusCode, url).toBe(200);
        expect(r.headers['content-type']).toMatch(/^text\/html/);
        expectSecurityHeaders(r);
        expect(r.headers['cache-control'], url).not.toBe('no-store');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
      expect(asset.statusCode).toBe(200);
      expectSecurityHeaders(asset);
      expect(asset.headers['cache-control']).toMatch(/^public/);
    });

    it('EPC_FRAME_ORIGINS and CAS_SERVICE_ORIGINS widen frame-src and form-action (only well-formed origins)', async () => {
      // anything but an origin stops the gateway (server/config.test.ts), so it never reaches the CSP
      expect(() => configFromEnv({ EPC_FRAME_ORIGINS: 'https://epc.example.com, javascript:alert(1)' })).toThrow(
        /EPC_FRAME_ORIGINS/,
      );
      expect(() => configFromEnv({ EPC_FRAME_ORIGINS: 'https://x.example.com/path; script-src *' })).toThrow(
        /EPC_FRAME_ORIGINS/,
      );
      const env = configFromEnv({
        EPC_FRAME_ORIGINS: 'https://epc.example.com',
        CAS_SERVICE_ORIGINS: 'https://sso.example.com/',
      });
      expect(env.epcFrameOrigins).toEqual(['https://epc.example.com']);
      expect(env.casServiceOrigins).toEqual(['https://sso.example.com']);
      const other = await buildApp({
        db: gw.db,
        config: {
          ...gw.config,
          distDir: dist,
          epcFrameOrigins: env.epcFrameOrigins,
          casServiceOrigins: env.casServiceOrigins,
        },
      });
      try {
        const r = await other.inject({ method: 'GET', url: '/' });
        expect(csp(r)['frame-src']).toEqual(["'self'", 'https://epc.example.com']);
        expect(csp(r)['form-action']).toEqual(["'self'", 'https://sso.example.com']);
      } finally {
        await other.close();
      }
    });
  });
});
