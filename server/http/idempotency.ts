// Idempotent create calls (docs/operations.md "Invariants, idempotency and load"). A route declared
// `idempotent: true` accepts an `Idempotency-Key` header: the first request with a key (per signed-in user and
// route) runs and its answer is stored (status, content type, body) in idempotency_keys for 24 h; a retry with the
// same key answers that stored answer (header Idempotent-Replayed: true) and writes nothing. A retry that arrives
// while the first is still running waits for it (up to WAIT_MS), then answers 409. Only successful (2xx) answers
// are kept: a refused or failed request wrote nothing (its transaction rolled back), so its key is released and a
// retry runs again. The same key with a different request body is refused (417). Race-safe: the claim is an
// insert on the (user_id, route, key) primary key, so of two concurrent requests exactly one runs.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEEP_HOURS = 24;
/** A key still "running" after this long belongs to a gateway that died mid-request: it is taken over. */
const STALE_MS = 60_000;
const WAIT_MS = 10_000;
const POLL_MS = 50;
const KEY_FORMAT = /^[\x21-\x7e]{1,128}$/;

/** The answer's headers a replay repeats. */
const KEPT_HEADERS = ['content-type', 'content-disposition'];

interface KeyRow {
  request_hash: string;
  status: number | null;
  headers: string | null;
  body: string | null;
  body_base64: boolean;
  created_at: Date | string;
}

export interface Claimed {
  userId: string;
  route: string;
  key: string;
}

export type ClaimResult =
  | { kind: 'run'; claimed: Claimed }
  | { kind: 'replay'; status: number; headers: Record<string, string>; body: string | Buffer }
  | { kind: 'refuse'; status: 409 | 417; message: string };

/** The request's fingerprint: params and body (a multipart upload is not read here: its key alone counts). */
export function requestHash(request: FastifyRequest, multipart: boolean): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(request.params ?? {}));
  if (!multipart) h.update(JSON.stringify(request.body ?? null));
  return h.digest('hex');
}

export function validKey(key: string): boolean {
  return KEY_FORMAT.test(key);
}

let claims = 0;

/** Claims the key, or answers the stored answer, or refuses (a different request, still running after WAIT_MS). */
export async function claimKey(
  db: Kysely<DB>,
  userId: string,
  route: string,
  key: string,
  hash: string,
): Promise<ClaimResult> {
  // now and then, the expired keys go (one statement, on the index of created_at)
  if (++claims % 200 === 1) {
    await sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEEP_HOURS})`.execute(
      db,
    );
  }
  const started = Date.now();
  for (;;) {
    const inserted =
      await sql`insert into idempotency_keys (user_id, route, key, request_hash) values (${userId}, ${route}, ${key}, ${hash})
      on conflict do nothing returning key`.execute(db);
    if (inserted.rows.length === 1) return { kind: 'run', claimed: { userId, route, key } };
    const { rows } = await sql<
      KeyRow & { age_ms: number }
    >`select request_hash, status, headers, body, body_base64, created_at,
        extract(epoch from (now() - created_at)) * 1000 as age_ms
      from idempotency_keys where user_id = ${userId} and route = ${route} and key = ${key}`.execute(db);
    const row = rows[0];
    if (!row) continue; // released in between (the first request failed): claim it now
    const age = Number(row.age_ms);
    if (age > KEEP_HOURS * 3_600_000 || (row.status === null && age > STALE_MS)) {
      await sql`delete from idempotency_keys where user_id = ${userId} and route = ${route} and key = ${key}
        and created_at = ${row.created_at}`.execute(db);
      continue;
    }
    if (row.request_hash !== hash) {
      return {
        kind: 'refuse',
        status: 417,
        message: 'Idempotency-Key: 该幂等键已用于另一个不同的请求，请为新的操作使用新的幂等键',
      };
    }
    if (row.status !== null) {
      const body = row.body_base64 ? Buffer.from(row.body ?? '', 'base64') : (row.body ?? '');
      return {
        kind: 'replay',
        status: row.status,
        headers: JSON.parse(row.headers ?? '{}') as Record<string, string>,
        body,
      };
    }
    if (Date.now() - started > WAIT_MS)
      return { kind: 'refuse', status: 409, message: '相同的请求正在处理中，请稍后重试' };
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** After the answer is made: keep a successful one, release the key otherwise. Answers the payload unchanged. */
export async function settleKey(
  db: Kysely<DB>,
  claimed: Claimed,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const where = sql`user_id = ${claimed.userId} and route = ${claimed.route} and key = ${claimed.key}`;
  const status = reply.statusCode;
  const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === null || payload === undefined;
  if (status >= 200 && status < 300 && storable) {
    const base64 = Buffer.isBuffer(payload);
    const body = base64 ? (payload as Buffer).toString('base64') : String(payload ?? '');
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const v = reply.getHeader(name);
      if (v !== undefined) headers[name] = String(v);
    }
    await sql`update idempotency_keys set status = ${status}, headers = ${JSON.stringify(headers)},
      body = ${body}, body_base64 = ${base64} where ${where}`.execute(db);
  } else {
    await sql`delete from idempotency_keys where ${where}`.execute(db);
  }
}
