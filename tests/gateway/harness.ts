// The one gateway test harness (project gateway: tests/gateway): builds the gateway on a fresh database per test
// file: PGlite in a temp dir, and PostgreSQL (a database of its own on TEST_DATABASE_URL's server, dropped at the
// end) when TEST_DATABASE_URL is set. Demo data at a small scale (SEED_SCALE, default 0.02), seeded once per run
// and copied for each gateway (template.ts; a gateway with menus of its own, or outside the gateway project's
// run, is migrated and seeded itself). Calls by host and token (`call`) or by demo user name with the answer
// decoded (`callAs`); `until` and `expectAll` (tests/wait.ts) for waits and list checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/types';
import { createDb } from '../../server/db/create-db';
import { prepareDatabase } from '../../server/seed/index';
import { loadMenuDocuments, type MenuDocument } from '../../server/seed/menus';
import { buildApp } from '../../server/app';
import { configFromEnv, type GatewayConfig } from '../../server/config';
import { issueSession } from '../../server/auth/session';
import { PREFIX } from '../../server/http/envelope';
import type { Host } from '../../server/http/route';
import { fixtureMenus, seedScale } from './harness-config';
import { adminQuery, clonePglite, clonePostgres, databaseUrlOf } from './template';

export { until, expectAll } from '../wait';
export { fixtureMenus };

export type DbKind = 'pglite' | 'postgres';
export const databases: DbKind[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];
/**
 * One database, for a file whose behaviour cannot depend on it (headers, request ids, budgets, keys that need no
 * table of their own): PostgreSQL when TEST_DATABASE_URL names one (CI; what production runs), else PGlite. The
 * rule (docs/architecture.md "Tests"): a file that reads or writes business rows, searches, owners, migrations or the database's
 * errors stays on `databases`; a file on `oneDatabase` says why in one line.
 */
export const oneDatabase: DbKind[] = [databases[databases.length - 1]];

export interface CallOptions {
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  unsigned?: boolean;
}

/** One row of an answer's list, read field by field. */
export type Row = Record<string, unknown>;

/** A gateway answer decoded: status, JSON body (null when not JSON), raw body and headers. */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read field by field
  json: any;
  body: Buffer;
  headers: Record<string, unknown>;
}

export interface Gateway {
  kind: DbKind;
  app: FastifyInstance;
  db: Kysely<DB>;
  /** PostgreSQL: the URL of this gateway's own database (a second replica or a LISTEN connects to it) */
  databaseUrl?: string;
  config: GatewayConfig;
  /** move the gateway's clock (ms) */
  clock: { offset: number };
  /** a new session's token for a demo account without going through bcrypt */
  tokenFor(username: string): Promise<string>;
  call(host: Host, method: string, path: string, opts?: CallOptions): Promise<LightMyRequestResponse>;
  /** a signed gateway call as a demo user (null: no session), token cached per user, answer decoded */
  callAs(username: string | null, method: string, path: string, opts?: Omit<CallOptions, 'token'>): Promise<Answer>;
  close(): Promise<void>;
}

export async function startGateway(kind: DbKind, opts: { menus?: MenuDocument[] } = {}): Promise<Gateway> {
  const clock = { offset: 0 };
  const config: GatewayConfig = {
    ...configFromEnv({}),
    distDir: undefined,
    checkCodeFixed: undefined,
    seedScale: seedScale(),
    now: () => Date.now() + clock.offset,
    // most files never sanitise: the worker (jsdom and DOMPurify warmed, ~1-1.5 s CPU) starts on a first rich text
    warmSanitizer: false,
    // no load shedding: on a loaded machine a PGlite gateway (queries on its own event loop) answered 503 to tests
    // that do not test it; security-stall, which does, sets the limit itself
    eventLoopDelayLimitMs: 0,
  };
  // the run's seeded template when this gateway's seed is the default one (prepareDatabase below then finds the
  // migrations applied and the demo data present, as on a second start)
  const provided = inject('gatewayTemplates');
  const template = !opts.menus && provided?.scale === config.seedScale ? provided : undefined;
  let cleanup: () => Promise<void>;
  let database;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) throw new Error("startGateway('postgres'): TEST_DATABASE_URL is not set");
    const name = template?.postgres
      ? await clonePostgres(server, template.postgres)
      : `gw_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    if (!template?.postgres) await adminQuery(server, `create database ${name}`);
    databaseUrl = databaseUrlOf(server, name);
    database = createDb({ databaseUrl });
    cleanup = () => adminQuery(server, `drop database if exists ${name} with (force)`);
  } else {
    const dir = template?.pglite ? clonePglite(template.pglite) : mkdtempSync(join(tmpdir(), 'gw-test-'));
    database = createDb({ dataDir: dir, databaseUrl: '' });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const { db } = database;
  const tokenFor = async (username: string) => {
    const u = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return (await issueSession(db, config, u.id)).token;
  };
  const tokens = new Map<string, Promise<string>>();
  const cachedToken = (username: string) => {
    if (!tokens.has(username)) tokens.set(username, tokenFor(username));
    return tokens.get(username)!;
  };
  await prepareDatabase(db, { scale: config.seedScale, menus: opts.menus ?? [fixtureMenus, ...loadMenuDocuments()] });
  const app = await buildApp({ db, config });
  await app.ready();
  const call: Gateway['call'] = (host, method, path, o = {}) => {
    const query: Record<string, string> = {};
    if (host === 'gateway' && !o.unsigned) Object.assign(query, { timestamp: String(config.now()), sign: 'nsp-sign' });
    for (const [k, v] of Object.entries(o.query ?? {})) query[k] = String(v);
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers[host === 'gateway' ? 'authorization' : 'x-access-token'] = o.token;
    return app.inject({
      method: method as 'GET',
      url: PREFIX[host] + path,
      query,
      headers,
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  };
  return {
    kind,
    app,
    db,
    databaseUrl,
    config,
    clock,
    tokenFor,
    call,
    async callAs(username, method, path, o = {}) {
      const res = await call('gateway', method, path, {
        ...o,
        token: username ? await cachedToken(username) : undefined,
      });
      let json: unknown;
      try {
        json = res.json();
      } catch {
        json = null;
      }
      return { status: res.statusCode, json, body: res.rawPayload, headers: res.headers };
    },
    async close() {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

/** A multipart body with text fields and one file named "file" (uploads and imports). */
export function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = '----gwtest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The supplier parts import template's header (both versions). */
export const IMPORT_HEADER = ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'];

/** A workbook of the import template with these rows (.xlsx, or .xls as BIFF8). */
export function importBook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([IMPORT_HEADER, ...rows]), 'S');
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

/** What the supplier parts import tests (V1.0 all or nothing, V2.0 row by row) start from: admin's token, an
 * enabled supplier and four SILAGE parts to import, the upload to one version, and the rows written so far. */
export interface ImportSetup {
  admin: string;
  supplierNo: string;
  partsNos: string[];
  upload(name: string, data: Buffer, token?: string): Promise<LightMyRequestResponse>;
  counts(): Promise<{ parts: number; records: number }>;
}

export async function importSetup(gw: Gateway, version: 'V1.0' | 'V2.0'): Promise<ImportSetup> {
  const admin = await gw.tokenFor('admin');
  const supplierNo = (
    await gw.call('gateway', 'POST', '/supplier/search/V1.0', { token: admin, body: { status: 'ENABLE', size: 1 } })
  ).json().data.list[0].supplierNo;
  const partsNos = (
    await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
      token: admin,
      body: { company: 'SILAGE', size: 4 },
    })
  )
    .json()
    .data.list.map((p: { partsNo: string }) => p.partsNo);
  const count = async (t: 'supplier_parts' | 'change_records') =>
    Number(
      (
        await gw.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    admin,
    supplierNo,
    partsNos,
    upload(name, data, token = admin) {
      const m = multipart({}, { name, type: 'application/octet-stream', data });
      return gw.call('gateway', 'POST', `/supplierParts/import/${version}`, {
        token,
        body: m.body,
        headers: m.headers,
      });
    },
    counts: async () => ({ parts: await count('supplier_parts'), records: await count('change_records') }),
  };
}
