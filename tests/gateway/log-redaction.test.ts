// Secrets never reach the log: a gateway whose log stream the test reads. The database refuses an
// insert (a new user whose real name holds a NUL byte): the warning names the refusal and the statement, but not
// its parameters (the new user's bcrypt hash was among them) nor the password. At level info, a request line's
// URL keeps no secret query value (?token=...). server/http/log-redact.ts.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('log redaction (%s)', (kind) => {
  let gw: Gateway;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  /** a second app on the test's database whose log lines the test reads */
  const logged = async (level: string) => {
    let text = '';
    const stream = new Writable({
      write(c, _e, cb) {
        text += c.toString();
        cb();
      },
    });
    const app = await buildApp({ db: gw.db, config: gw.config, logger: { level, stream } });
    apps.push(app);
    return {
      app,
      text: () => text,
      lines: () =>
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, unknown>),
    };
  };
  afterAll(async () => {
    for (const a of apps) await a.close();
    await gw?.close();
  });

  it('a refused insert is logged at the default level without its SQL parameters (no bcrypt hash, no password)', async () => {
    const log = await logged('warn');
    const app = log.app;
    const token = await gw.tokenFor('admin');
    const password = 'Secret2026xyz';
    const r = await app.inject({
      method: 'POST',
      url: '/console/sys/user/add',
      headers: { 'x-access-token': token },
      payload: { username: 'nul_user', realname: 'a\u0000b', password },
    });
    expect(r.statusCode).toBe(417);
    const line = log.lines().find((l) => l.msg === 'database refused input');
    expect(line, log.text()).toBeTruthy();
    expect(log.text()).not.toMatch(/\$2[aby]\$\d\d\$/); // a bcrypt hash
    expect(log.text()).not.toContain(password);
    expect(log.text()).not.toContain(token);
    const err = line!.err as Record<string, unknown>;
    expect(err.code).toBe('22021');
    // PGlite's error carries the statement and its values; the values are gone, the statement stays
    if (kind === 'pglite') {
      expect(err.params).toBe('[Redacted: 13 SQL parameters]');
      expect(String(err.query)).toContain('insert into "users"');
    }
  });

  it('a request line keeps no secret query value', async () => {
    const log = await logged('info');
    const app = log.app;
    await app.inject({
      method: 'GET',
      url: '/common/user/user/getSystemPermissionByToken?systemCode=x&token=LEAKED-TOKEN-42&access_token=LEAKED-2',
    });
    expect(log.text()).toContain('getSystemPermissionByToken?systemCode=x&token=[Redacted]&access_token=[Redacted]');
    expect(log.text()).not.toContain('LEAKED');
  });
});
