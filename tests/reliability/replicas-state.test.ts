// State shared by two gateway replicas on one PostgreSQL database (docs/operations.md "Replicas: shared
// state"), as real processes, each with a files directory of its own (as on two machines). After both caches are
// warm, a write on replica A holds on replica B within 1 s (measured and printed): a revoked menu grant (403), a
// logout (401), a frozen user (401), also after the listeners were cut off and came back. A file uploaded on A
// downloads from B with the same bytes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  getJson,
  postgresAvailable,
  query,
  signIn,
  spawnGateway,
  type GatewayProcess,
} from './lifecycle-helpers';

const run = postgresAvailable('tests/reliability/replicas-state.test.ts');
const BOUND_MS = 1000;

const signed = () => `timestamp=${Date.now()}&sign=nsp-sign`;

async function tokenOf(base: string, user: string): Promise<string> {
  const r = await signIn(base, user);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.token as string;
}

/** Polls until `done(status)` holds; answers the milliseconds from `since`. Fails after 10 s. */
async function msUntil(since: number, call: () => Promise<number>, done: (status: number) => boolean): Promise<number> {
  for (;;) {
    const status = await call();
    if (done(status)) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`still ${status} after 10 s`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.skipIf(!run)('two replicas on one PostgreSQL database share files and cache invalidations', () => {
  let dbName = '';
  let a: GatewayProcess;
  let b: GatewayProcess;
  const dirs: string[] = [];

  beforeAll(async () => {
    dbName = await createDatabase();
    const filesDir = () => {
      const d = mkdtempSync(join(tmpdir(), 'replica-files-'));
      dirs.push(d);
      return d;
    };
    // one after the other: A migrates and seeds, B finds the database ready
    a = await spawnGateway({ DATABASE_URL: databaseUrl(dbName), FILES_DIR: filesDir() });
    await a.waitReady();
    b = await spawnGateway({ DATABASE_URL: databaseUrl(dbName), FILES_DIR: filesDir() });
    await b.waitReady();
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (dbName) await dropDatabase(dbName);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('each replica listens for invalidations on its own connection', async () => {
    const rows = await query<{ n: string }>(
      dbName,
      `select count(*) as n from pg_stat_activity where application_name = 'gateway-cache-sync' and datname = current_database()`,
    );
    expect(Number(rows[0].n)).toBe(2);
  });

  it('a menu grant revoked on A: B answers 403 within 1 s', async () => {
    const admin = await tokenOf(a.url, 'admin');
    const sp = await tokenOf(a.url, 'sp01');
    const init = (base: string) =>
      fetch(`${base}/npsbackend-gateway/v1/partQuery/init?${signed()}`, { headers: { authorization: sp } }).then(
        (r) => r.status,
      );
    // both caches warm: the session and the provider role's grants
    expect(await init(a.url)).toBe(200);
    expect(await init(b.url)).toBe(200);
    expect(await init(b.url)).toBe(200);

    const [role] = await query<{ id: string }>(dbName, `select id from roles where role_code = 'provider'`);
    const [menu] = await query<{ id: string }>(dbName, `select id from menus where path = '/partQuery'`);
    const current = await getJson(
      `${a.url}/console/sys/permission/queryRolePermission?roleId=${encodeURIComponent(role.id)}`,
      { headers: { 'x-access-token': admin } },
    );
    expect(current.status).toBe(200);
    const ids = current.body.result as string[];
    expect(ids).toContain(menu.id);
    const save = await getJson(`${a.url}/console/sys/permission/saveRolePermission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': admin },
      body: JSON.stringify({ roleId: role.id, permissionIds: ids.filter((id) => id !== menu.id).join(',') }),
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const since = Date.now();
    const ms = await msUntil(
      since,
      () => init(b.url),
      (s) => s === 403,
    );
    console.log(`replicas-state: grant revoked on A -> 403 on B after ${ms} ms`);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(await init(a.url)).toBe(403);
  });

  it('a logout on A: B answers 401 within 1 s', async () => {
    const token = await tokenOf(a.url, 'biz01');
    const dict = (base: string) =>
      fetch(`${base}/npsbackend-gateway/sys_dict/V1.0/partQueryStatus?${signed()}`, {
        headers: { authorization: token },
      }).then((r) => r.status);
    expect(await dict(b.url)).toBe(200);
    expect(await dict(b.url)).toBe(200);
    const out = await fetch(`${a.url}/common/user/user/logout`, {
      method: 'POST',
      headers: { 'x-access-token': token },
    });
    expect(out.status).toBe(200);
    const since = Date.now();
    const ms = await msUntil(
      since,
      () => dict(b.url),
      (s) => s === 401,
    );
    console.log(`replicas-state: logout on A -> 401 on B after ${ms} ms`);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("a user frozen on A: B refuses that user's token within 1 s", async () => {
    const admin = await tokenOf(a.url, 'admin');
    const token = await tokenOf(b.url, 'center01');
    const dict = (base: string) =>
      fetch(`${base}/npsbackend-gateway/sys_dict/V1.0/partQueryStatus?${signed()}`, {
        headers: { authorization: token },
      }).then((r) => r.status);
    expect(await dict(b.url)).toBe(200);
    expect(await dict(b.url)).toBe(200);
    const [user] = await query<{ id: string }>(dbName, `select id from users where username = 'center01'`);
    const freeze = await getJson(`${a.url}/console/sys/user/frozenBatch`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-access-token': admin },
      body: JSON.stringify({ ids: user.id, status: 2 }),
    });
    expect(freeze.status, JSON.stringify(freeze.body)).toBe(200);
    const since = Date.now();
    const ms = await msUntil(
      since,
      () => dict(b.url),
      (s) => s === 401,
    );
    console.log(`replicas-state: user frozen on A -> 401 on B after ${ms} ms`);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('a listener cut off reconnects by itself, and invalidations reach B again', async () => {
    const listeners = async () =>
      Number(
        (
          await query<{ n: string }>(
            dbName,
            `select count(*) as n from pg_stat_activity where application_name = 'gateway-cache-sync' and datname = current_database()`,
          )
        )[0].n,
      );
    await query(
      dbName,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gateway-cache-sync' and datname = current_database()`,
    );
    const since = Date.now();
    while ((await listeners()) < 2) {
      if (Date.now() - since > 15_000) throw new Error(`listeners not back:\n${a.log()}\n${b.log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`replicas-state: both listeners back ${Date.now() - since} ms after their backends were terminated`);
    await b.waitForLog('cache sync: listening again', 5000);
    const token = await tokenOf(a.url, 'fin01');
    const dict = (base: string) =>
      fetch(`${base}/npsbackend-gateway/sys_dict/V1.0/partQueryStatus?${signed()}`, {
        headers: { authorization: token },
      }).then((r) => r.status);
    expect(await dict(b.url)).toBe(200);
    expect(await dict(b.url)).toBe(200);
    expect(
      (await fetch(`${a.url}/common/user/user/logout`, { method: 'POST', headers: { 'x-access-token': token } }))
        .status,
    ).toBe(200);
    const ms = await msUntil(
      Date.now(),
      () => dict(b.url),
      (s) => s === 401,
    );
    console.log(`replicas-state: after the reconnect, logout on A -> 401 on B after ${ms} ms`);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('a file uploaded on A downloads from B with the same bytes', async () => {
    const admin = await tokenOf(a.url, 'admin');
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(512 * 1024), Buffer.from('\n%%EOF')]);
    const form = new FormData();
    form.set('attachmentType', 'SUPPLIER_PART');
    form.set('folder', 'supplierPart');
    form.set('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), '供应商资料.pdf');
    const up = await getJson(`${a.url}/npsbackend-gateway/file/upload/V1.0?${signed()}`, {
      method: 'POST',
      headers: { authorization: admin },
      body: form,
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const { attachmentId, attachmentUrl } = up.body.data as { attachmentId: string; attachmentUrl: string };
    expect(attachmentUrl).toBe(`/npsbackend-gateway/file/download/V1.0/${attachmentId}`);
    const r = await fetch(`${b.url}${attachmentUrl}`, { headers: { authorization: admin } });
    expect(r.status).toBe(200);
    const got = Buffer.from(await r.arrayBuffer());
    expect(got.equals(data)).toBe(true);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    console.log(`replicas-state: ${data.length} bytes uploaded on A, the same ${got.length} bytes downloaded from B`);
  });
});
