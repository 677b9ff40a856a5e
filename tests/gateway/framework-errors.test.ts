// Every answer carries the security headers and the host's envelope, the framework's own errors too:
// a malformed percent-encoding in the path (Fastify answered its own 400 without any header), a path parameter
// over the length limit, unknown routes, a body over the limit (413), an unsupported media type (415), bad JSON,
// a body that does not match its Content-Length, querystring errors, and a malformed HTTP request on a real
// socket (Node's client error). server/http/framework-errors.ts.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startGateway, type Gateway } from './harness';

/** The headers every answer has (helmet's, the request id) and, on an API URL, no-store. */
function expectSecured(res: { headers: Record<string, unknown> }, api = true) {
  const h = res.headers;
  expect(h['content-security-policy'], JSON.stringify(h)).toMatch(/default-src 'self'/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['strict-transport-security']).toBeTruthy();
  expect(h['x-request-id']).toBeTruthy();
  if (api) expect(h['cache-control']).toBe('no-store');
}

function expectEnvelope(res: LightMyRequestResponse, host: 'gateway' | 'login', status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const j = res.json();
  if (host === 'gateway') expect(j).toMatchObject({ result: 'FAILED', code: String(status) });
  else expect(j).toMatchObject({ success: false, code: status, result: null });
  expect(j.message).toMatch(message);
}

describe('framework errors: headers and envelope (PGlite)', () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway('pglite');
  });
  afterAll(async () => gw?.close());
  const inject = (o: InjectOptions) => gw.app.inject(o);

  it('a malformed percent-encoding in the path (login and gateway hosts)', async () => {
    const a = await inject({ method: 'GET', url: '/%E0%A4%A' });
    expectEnvelope(a, 'login', 400, /URL/);
    expectSecured(a, false);
    const b = await inject({ method: 'POST', url: '/npsbackend-gateway/parts/search/%E0%A4%A', payload: {} });
    expectEnvelope(b, 'gateway', 400, /URL/);
    expectSecured(b);
  });

  it('a path parameter over the length limit', async () => {
    const r = await inject({ method: 'GET', url: `/npsbackend-gateway/file/image/V1.0/${'x'.repeat(600)}` });
    expectEnvelope(r, 'gateway', 414, /100/);
    expectSecured(r);
  });

  it('an unknown route', async () => {
    const r = await inject({ method: 'POST', url: '/npsbackend-gateway/no/such/route', payload: {} });
    expectEnvelope(r, 'gateway', 404, /不存在/);
    expectSecured(r);
    const c = await inject({ method: 'GET', url: '/console/no/such/route' });
    expectEnvelope(c, 'login', 404, /不存在/);
    expectSecured(c);
  });

  it('a body over the limit: 413 naming the limit', async () => {
    const r = await inject({
      method: 'POST',
      url: '/common/user/user/common_login',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(21 * 1024 * 1024)}"}`,
    });
    expectEnvelope(r, 'login', 413, /20 MB/);
    expectSecured(r);
  });

  it('an unsupported media type: 415 naming the type', async () => {
    const r = await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
      token: await gw.tokenFor('admin'),
      headers: { 'content-type': 'text/csv' },
      body: 'a,b',
    });
    expectEnvelope(r, 'gateway', 415, /text\/csv/);
    expectSecured(r);
  });

  it('bad JSON and an empty JSON body', async () => {
    const r = await inject({
      method: 'POST',
      url: '/common/user/user/common_login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginName":',
    });
    expectEnvelope(r, 'login', 417, /JSON/);
    expectSecured(r);
    const e = await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
      token: await gw.tokenFor('admin'),
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expectEnvelope(e, 'gateway', 417, /JSON|body/i);
    expectSecured(e);
  });

  it('querystring errors', async () => {
    const r = await gw.call('gateway', 'DELETE', '/file/delete/V1.0', {
      token: await gw.tokenFor('admin'),
      query: { attachmentId: 'x'.repeat(65) },
    });
    expectEnvelope(r, 'gateway', 417, /attachmentId/);
    expectSecured(r);
    const c = await inject({ method: 'GET', url: '/common/user/user/checkCode' }); // key missing
    expectEnvelope(c, 'login', 417, /key/);
    expectSecured(c);
  });

  it("a malformed HTTP request on a real socket (Node's client error)", async () => {
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => s.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n'));
      let out = '';
      s.on('data', (d) => (out += d.toString()));
      s.on('end', () => resolve(out));
      s.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 400 });
  });
});
