// The gateway's caches belong to one app instance (server/auth/caches.ts, app.caches): two apps built on one
// database in one process (as the tests do) never serve each other's entries. Writes made behind the apps' backs
// (straight into the database, no invalidation) show which app kept what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { databases, startGateway, type Gateway } from './harness';
import { sha256 } from '../../server/auth/tokens';

describe.each(databases)('caches owned by the app instance (%s)', (kind) => {
  let gw: Gateway;
  let other: FastifyInstance;
  const dictOn = async (app: FastifyInstance, token: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/npsbackend-gateway/sys_dict/V1.0/yes_no',
      query: { timestamp: String(gw.config.now()), sign: 'nsp-sign' },
      headers: { authorization: token },
    });
    return {
      status: res.statusCode,
      items: (res.json() as { data?: { itemValue: string; itemText: string }[] }).data ?? [],
    };
  };

  beforeAll(async () => {
    gw = await startGateway(kind);
    other = await buildApp({ db: gw.db, config: gw.config });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await gw?.close();
  });

  it('each app has its own caches', () => {
    expect(gw.app.caches).toBeDefined();
    expect(other.caches).toBeDefined();
    expect(other.caches).not.toBe(gw.app.caches);
  });

  it('a dictionary answer cached by one app is not served by the other', async () => {
    const token = await gw.tokenFor('admin');
    const first = await dictOn(gw.app, token);
    expect(first.status).toBe(200);
    expect(first.items.find((i) => i.itemValue === '1')?.itemText).toBe('是');
    expect(gw.app.caches.dict.has('yes_no')).toBe(true);
    expect(other.caches.dict.has('yes_no')).toBe(false);

    await gw.db
      .updateTable('sys_dict_items')
      .set({ item_text: '是的' })
      .where('dict_code', '=', 'yes_no')
      .where('item_value', '=', '1')
      .execute();
    // the first app still has its entry (nothing invalidated it); the second reads the database
    expect((await dictOn(gw.app, token)).items.find((i) => i.itemValue === '1')?.itemText).toBe('是');
    expect((await dictOn(other, token)).items.find((i) => i.itemValue === '1')?.itemText).toBe('是的');
  });

  it('a session cached by one app is not known to the other', async () => {
    const token = await gw.tokenFor('admin');
    expect((await dictOn(gw.app, token)).status).toBe(200);
    expect(gw.app.caches.sessions.has(sha256(token))).toBe(true);
    expect(other.caches.sessions.has(sha256(token))).toBe(false);
    await gw.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
    expect((await dictOn(gw.app, token)).status).toBe(200); // cached here for a few seconds
    expect((await dictOn(other, token)).status).toBe(401);
  });

  it('a closed app stops following invalidations and drops its entries; the other keeps working', async () => {
    const token = await gw.tokenFor('admin');
    const third = await buildApp({ db: gw.db, config: gw.config });
    await third.ready();
    expect((await dictOn(third, token)).status).toBe(200);
    expect(third.caches.sessions.size).toBe(1);
    await third.close();
    expect(third.caches.sessions.size).toBe(0);
    expect(third.caches.dict.size).toBe(0);
    expect((await dictOn(other, token)).status).toBe(200);
  });
});
