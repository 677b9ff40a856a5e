// The framed pages' encrypted key through the gateway (001 §7, server/core/frame-key.ts): GET /frame/key/V1.0 needs a
// session and answers a key; POST /frame/key/verify/V1.0 (unsigned, no session) answers the work number it was issued
// for, and refuses a changed key, a key of another secret and an expired one (417 密钥无效或已过期).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_KEY_REFUSED, FRAME_KEY_TTL_MS } from '../../server/core/frame-key';
import { oneDatabase, startGateway, type Gateway } from './harness';

// one database: the key is an HMAC of the session's work number (server/core/frame-key.ts): no table of its own
describe.each(oneDatabase)('frame keys on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const issue = async (username: string) => {
    const r = await gw.callAs(username, 'GET', '/frame/key/V1.0');
    expect(r.status).toBe(200);
    return (r.json as { data: { key: string; expiresAt: number } }).data;
  };
  const verify = (key: string) =>
    gw.call('gateway', 'POST', '/frame/key/verify/V1.0', { unsigned: true, body: { key } });
  const workNoOf = async (username: string) =>
    (await gw.db.selectFrom('users').select('work_no').where('username', '=', username).executeTakeFirstOrThrow())
      .work_no;

  it('a key needs a session; it verifies, unsigned and without a token, to the work number of its user', async () => {
    expect((await gw.call('gateway', 'GET', '/frame/key/V1.0', {})).statusCode).toBe(401);
    for (const username of ['admin', 'sp01']) {
      const { key, expiresAt } = await issue(username);
      expect(expiresAt - gw.config.now()).toBeGreaterThan(FRAME_KEY_TTL_MS - 60_000);
      const r = await verify(key);
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toEqual({ workNo: await workNoOf(username), expiresAt });
    }
  });

  it('refuses a changed key, a made-up one and an expired one', async () => {
    const { key } = await issue('sp01');
    const raw = Buffer.from(key, 'base64url');
    raw[raw.length - 1] ^= 1;
    for (const bad of [raw.toString('base64url'), 'A'.repeat(64), key.slice(0, -2)]) {
      const r = await verify(bad);
      expect(r.statusCode).toBe(417);
      expect(r.json()).toMatchObject({ result: 'FAILED', message: FRAME_KEY_REFUSED });
    }
    gw.clock.offset = FRAME_KEY_TTL_MS + 1000;
    try {
      const r = await verify(key);
      expect(r.statusCode).toBe(417);
      expect(r.json().message).toBe(FRAME_KEY_REFUSED);
    } finally {
      gw.clock.offset = 0;
    }
    expect((await verify(key)).statusCode).toBe(200);
  });
});
