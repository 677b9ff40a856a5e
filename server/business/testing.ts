// Test helpers for the business routes: a gateway on a fresh in-memory PGlite (or TEST_DATABASE_URL) with
// a small demo data set, and signed, signed-in calls by demo user name.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createDb } from '../db/create-db';
import { prepareDatabase } from '../seed/index';
import { loadMenuDocuments } from '../seed/menus';
import { buildApp } from '../app';
import { configFromEnv, type GatewayConfig } from '../config';
import { issueSession } from '../auth/session';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export interface TestGateway {
  app: FastifyInstance;
  db: Kysely<DB>;
  token(username: string): Promise<string>;
  call(username: string | null, method: string, path: string, opts?: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string>; payload?: Buffer }): Promise<{ status: number; json: any; body: Buffer; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The databases the business tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export async function startTestGateway(scale = 0.02, kind: 'pglite' | 'postgres' = 'pglite'): Promise<TestGateway> {
  const schema = kind === 'postgres' ? `biz_${randomBytes(4).toString('hex')}` : undefined;
  if (schema) {
    const admin = createDb({ databaseUrl: process.env.TEST_DATABASE_URL });
    await admin.db.schema.createSchema(schema).execute();
    await admin.close();
  }
  const database = createDb(schema ? { databaseUrl: process.env.TEST_DATABASE_URL, schema } : { dataDir: 'memory://' });
  await prepareDatabase(database.db, { scale, menus: loadMenuDocuments() });
  const config: GatewayConfig = { ...configFromEnv({}), distDir: undefined };
  const app = await buildApp({ db: database.db, config });
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    if (!tokens.has(username)) {
      const u = await database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      tokens.set(username, (await issueSession(database.db, config, u.id)).token);
    }
    return tokens.get(username)!;
  };
  return {
    app, db: database.db, token,
    async call(username, method, path, opts = {}) {
      const query = new URLSearchParams({ timestamp: String(Date.now()), sign: 'nsp-sign' });
      for (const [k, v] of Object.entries(opts.query ?? {})) {
        for (const item of Array.isArray(v) ? v : [v]) query.append(k, String(item));
      }
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (username) headers.authorization = await token(username);
      const res = await app.inject({
        method: method as 'GET', url: `/npsbackend-gateway${path}?${query}`, headers,
        ...(opts.payload ? { payload: opts.payload } : opts.body !== undefined ? { payload: opts.body as object } : {}),
      });
      let json: any = null;
      try { json = res.json(); } catch { json = null; }
      return { status: res.statusCode, json, body: res.rawPayload, headers: res.headers };
    },
    async close() {
      await app.close();
      await database.close();
      if (schema) {
        const admin = createDb({ databaseUrl: process.env.TEST_DATABASE_URL });
        await admin.db.schema.dropSchema(schema).cascade().execute();
        await admin.close();
      }
    },
  };
}
