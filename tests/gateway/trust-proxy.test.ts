// TRUST_PROXY: behind a load balancer the sign-in throttle must count the client's address (X-Forwarded-For from a
// trusted peer), not the balancer's; without the setting the header is ignored (a client could forge it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { trustProxyOf } from '../../server/config';
import { startGateway, type Gateway } from './harness';

describe('TRUST_PROXY', () => {
  let gw: Gateway;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    gw = await startGateway('pglite');
    behindProxy = await buildApp({
      db: gw.db,
      config: { ...gw.config, checkCodeFixed: 'FIX1', trustProxy: trustProxyOf('loopback') },
    });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await gw?.close();
  });

  const failedSignIn = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/common/user/user/common_login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { loginName: 'sp01', loginPwd: 'wrong-pass', checkCode: 'FIX1', checkKey: `k${Math.random()}` },
    });
  const keysWith = async (address: string) =>
    (await gw.db.selectFrom('signin_failures').select('key').execute()).filter((r) => r.key.includes(address));

  it('parses hop counts and address lists', () => {
    expect(trustProxyOf(undefined)).toBeUndefined();
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('counts the forwarded client address only when the peer is trusted', async () => {
    gw.config.checkCodeFixed = 'FIX1';
    try {
      await failedSignIn(gw.app, '203.0.113.7');
      expect(await keysWith('203.0.113.7')).toHaveLength(0);
      await failedSignIn(behindProxy, '198.51.100.9');
      // counted for the name from that address and for the address (server/auth/throttle.ts)
      expect((await keysWith('198.51.100.9')).map((r) => r.key).sort()).toEqual([
        'a:198.51.100.9|sp01',
        'ip:198.51.100.9',
      ]);
    } finally {
      gw.config.checkCodeFixed = undefined;
    }
  });
});
