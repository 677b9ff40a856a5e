// The built portal's caching (server/http/static.ts: immutable hashed assets): Vite's hashed files under
// /assets/ are cached for a year and immutable, index.html is always revalidated (also when a client route is
// served it), and public/'s unhashed files keep @fastify/static's `max-age=0`; a revalidation of index.html answers
// 304 by its ETag.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { cacheControlOf } from '../../server/http/static';
import { startGateway, type Gateway } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('caching of the built portal', () => {
  let gw: Gateway;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    gw = await startGateway('pglite');
    dist = mkdtempSync(join(tmpdir(), 'static-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'epc'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-Ab_3-x9Z.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets/index-Ab_3-x9Z.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets/index-Qw8e7RtY.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'assets/plain.js'), 'console.log(2)');
    writeFileSync(join(dist, 'epc/epc.js'), 'console.log(3)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ db: gw.db, config: { ...gw.config, distDir: dist } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await gw?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hashed files under /assets/ are immutable for a year, with their content', async () => {
    for (const [url, body] of [
      ['/assets/index-Ab_3-x9Z.js', 'console.log(1)'],
      ['/assets/index-Qw8e7RtY.css', 'body{margin:0}'],
    ]) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toBe(body);
      expect(r.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('index.html is revalidated on every navigation (no-cache), at /, by name and for a client route; 304 by its ETag', async () => {
    for (const url of ['/', '/index.html', '/some/client/route']) {
      const r = await app.inject({ method: 'GET', url, headers: NAVIGATION });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('/assets/index-Ab_3-x9Z.js');
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
    const first = await app.inject({ method: 'GET', url: '/', headers: NAVIGATION });
    expect(first.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...NAVIGATION, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('unhashed files (public/ copies, a file under /assets/ without a hash) are not immutable', async () => {
    for (const url of ['/assets/plain.js', '/epc/epc.js', '/favicon.svg']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('public, max-age=0');
    }
  });

  it('the rule by path: only assets/<name>-<8-character hash>.<ext> directly under assets/', () => {
    expect(cacheControlOf('assets/vendor-DkS0x_9a.js')).toBe(IMMUTABLE);
    expect(cacheControlOf('index.html')).toBe('no-cache');
    expect(cacheControlOf('assets/deep/x-DkS0x_9a.js')).toBeUndefined();
    expect(cacheControlOf('epc/epc-DkS0x_9a.js')).toBeUndefined();
    expect(cacheControlOf('frames/index.html')).toBeUndefined();
    expect(cacheControlOf('assets/index.js')).toBeUndefined();
  });
});
