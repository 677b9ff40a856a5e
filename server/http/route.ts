// The route plumbing every gateway route uses: the route definition, the session user, answer helpers,
// transactions, change records and optimistic concurrency. See docs/gateway.md.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { untyped, type DB } from '../db/types';
import type { GatewayConfig } from '../config';

export type Host = 'gateway' | 'login' | 'console';

export interface SessionUser {
  userId: string;
  username: string;
  realname: string;
  providerId: string;
  /** role codes */
  roles: string[];
  identity: string[];
  company: string;
  branchId: string | null;
  facilitatorId: string | null;
  workNo: string;
}

export interface RouteContext<Q, B, P> {
  db: Kysely<DB>;
  user: SessionUser | null;
  query: Q;
  body: B;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
  config: GatewayConfig;
}

/** A route's permission: 'public', 'session', '/menu/path', '/menu/path#action', or any of a list of the last two. */
export type Permission = 'public' | 'session' | string | readonly string[];

/** The input a route's JSON Schema admits, as Fastify hands it over after validation (coerced types, defaults
 * filled in); no schema: unknown (the handler reads nothing it did not declare). */
export type InputOf<S> = [S] extends [undefined] ? unknown : S extends JSONSchema ? FromSchema<S> : unknown;

/** A route as registerRoutes sees it: inputs not yet typed. Declare routes with `route()`, which types them. */
export interface RouteDef<Q = unknown, B = unknown, P = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  host: Host;
  /** fastify style, below the host's prefix: '/supplierParts/V1.0/:id' */
  path: string;
  /** What the route serves (docs/gateway.md "Permissions on every route"): 'public'; 'session' (any signed-in
   * user, and `everyone` must say why); a menu entry the user's roles must have ('/supplierParts'); a button
   * of an entry ('/supplierParts#edit'); or a list of those, any of which admits (a call shared by several
   * screens). Users with the it_manager role pass every menu and button permission. Only for routes outside the
   * call catalogue (sign-in plumbing, the reload command): a route serving a call of schemas/calls takes the
   * call's "permission" from its JSON, and declaring one here too stops the gateway at start (one source). */
  permission?: Permission;
  /** Required with permission 'session': why every signed-in user may call the route. */
  everyone?: string;
  summary?: string;
  /** JSON Schemas; bad input -> HTTP 417 with a message naming the field */
  query?: JSONSchema;
  body?: JSONSchema;
  params?: JSONSchema;
  /** the handler writes the reply itself (files, SVG, redirects, HTML) */
  raw?: boolean;
  /** gateway host only: do not require the signed-call query (timestamp + sign), e.g. links opened in a new tab */
  unsigned?: boolean;
  /** multipart bodies: the body schema is not applied (the handler reads request.parts()) */
  multipart?: boolean;
  /** a create call: an `Idempotency-Key` header makes a retry answer the first answer and write nothing
   * (server/http/idempotency.ts, docs/operations.md "Invariants, idempotency and load") */
  idempotent?: boolean;
  handler(ctx: RouteContext<Q, B, P>): Promise<unknown>;
}

/** A route declared with its input schemas once: `query`, `body` and `params` of the handler get the types the
 * schemas describe (json-schema-to-ts FromSchema; the schemas are read as literals, no `as const` needed inline). */
export type TypedRoute<QS, BS, PS> = Omit<RouteDef, 'query' | 'body' | 'params' | 'handler'> & {
  query?: QS;
  body?: BS;
  params?: PS;
  handler(ctx: RouteContext<InputOf<QS>, InputOf<BS>, InputOf<PS>>): Promise<unknown>;
};

export function route<
  const QS extends JSONSchema | undefined = undefined,
  const BS extends JSONSchema | undefined = undefined,
  const PS extends JSONSchema | undefined = undefined,
>(def: TypedRoute<QS, BS, PS>): RouteDef {
  return def as RouteDef;
}

export function defineRoutes(defs: RouteDef[]): RouteDef[] {
  return defs;
}

export class BusinessError extends Error {
  /** 200: a failure envelope answered with HTTP 200 and its own result code (510 on the role and user lists, 001 §8);
   * 503: the gateway is too busy to do the work now (a retry later may succeed; answered with Retry-After). */
  readonly status: 200 | 401 | 403 | 404 | 417 | 424 | 429 | 503;
  readonly code: string;
  constructor(message: string, opts: { status?: 200 | 401 | 403 | 404 | 417 | 424 | 429 | 503; code?: string } = {}) {
    super(message);
    this.name = 'BusinessError';
    this.status = opts.status ?? 417;
    this.code = opts.code ?? String(this.status);
  }
}

/** Answer "list": data.list + data.totalCount. */
export function list<T>(rows: T[], totalCount: number): { list: T[]; totalCount: number } {
  return { list: rows, totalCount: Number(totalCount) };
}

const DATA_LIST = Symbol.for('gateway.dataList');
export interface DataList<T> {
  [DATA_LIST]: true;
  rows: T[];
  totalCount: number;
}

/** Answer "data": the envelope gets data = rows and totalCount beside it. */
export function dataList<T>(rows: T[], totalCount: number): DataList<T> {
  return { [DATA_LIST]: true, rows, totalCount: Number(totalCount) };
}

export function isDataList(v: unknown): v is DataList<unknown> {
  return typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[DATA_LIST] === true;
}

const RECORDS = Symbol.for('gateway.records');
export interface Records<T> {
  [RECORDS]: true;
  records: T[];
  pagination: { total: number; current: number; pageSize: number };
}

/** Answer "records" (console lists): data.records + data.pagination.total (also under result on login/console). */
export function records<T>(rows: T[], total: number, page: { limit: number; offset: number }): Records<T> {
  return {
    [RECORDS]: true,
    records: rows,
    pagination: { total: Number(total), current: Math.floor(page.offset / page.limit) + 1, pageSize: page.limit },
  };
}

export function isRecords(v: unknown): v is Records<unknown> {
  return typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[RECORDS] === true;
}

export const MAX_PAGE_SIZE = 500;

/** size/current (current counted from 1) -> limit/offset; defaults 10 and 1, size capped at 500. */
export function paging(q: { size?: number; current?: number; pageSize?: number; pageNo?: number }): {
  limit: number;
  offset: number;
} {
  const size = Math.min(Math.max(Math.trunc(Number(q.size ?? q.pageSize ?? 10)) || 10, 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(Number(q.current ?? q.pageNo ?? 1)) || 1, 1);
  return { limit: size, offset: (current - 1) * size };
}

export async function inTransaction<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

export interface ChangeRecord {
  table: string;
  docId: string;
  action: 'create' | 'update' | 'delete' | string;
  userId: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

/** Every write is recorded: call inside the write's transaction. */
export async function recordChange(trx: Kysely<DB>, rec: ChangeRecord): Promise<void> {
  await trx
    .insertInto('change_records')
    .values({
      table_name: rec.table,
      doc_id: rec.docId,
      action: rec.action,
      user_id: rec.userId ?? null,
      before: rec.before === undefined ? null : JSON.stringify(rec.before),
      after: rec.after === undefined ? null : JSON.stringify(rec.after),
    })
    .execute();
}

/** Inserts `values` into `table` and records its creation with the row as stored (defaults filled: the
 * returned row is `after`; no `before`), inside the write's transaction. Answers the stored row. Every one-row
 * create with its change record goes through here (docs/decisions.md "The gateway's writes: one create helper"). */
export async function insertRecorded<T extends keyof DB & string>(
  trx: Kysely<DB>,
  table: T,
  values: Insertable<DB[T]> & { id: string },
  userId: string | null | undefined,
  action = 'create',
): Promise<Selectable<DB[T]>> {
  const after = (await untyped(trx)
    .insertInto(table)
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow()) as Selectable<DB[T]>;
  await recordChange(trx, { table, docId: values.id, action, userId, before: null, after });
  return after;
}

/** Creates a document whose head carries figures of its lines (totals, counts): inserts the head, runs `lines`
 * (which writes the lines and answers the head's figures), stores the figures and records the creation with the
 * head as stored (`after`), inside the write's transaction. Answers the stored head. */
export async function insertWithLines<T extends keyof DB & string>(
  trx: Kysely<DB>,
  table: T,
  head: Insertable<DB[T]> & { id: string },
  lines: () => Promise<Updateable<DB[T]>>,
  userId: string | null | undefined,
): Promise<Selectable<DB[T]>> {
  const db = untyped(trx);
  await db.insertInto(table).values(head).execute();
  const figures = await lines();
  const after = (await db
    .updateTable(table as string)
    .set(figures as Record<string, unknown>)
    .where('id', '=', head.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as Selectable<DB[T]>;
  await recordChange(trx, { table, docId: head.id, action: 'create', userId, before: null, after });
  return after;
}

/** Deletes row `id` of `table` and records it (the row as `before`), inside the write's transaction; 404 with
 * `missing` (a message, or the error to throw) when there is no such row. Answers the deleted row. */
export async function removeRecorded(
  trx: Kysely<DB>,
  table: keyof DB & string,
  id: string,
  missing: string | BusinessError,
  userId: string | null | undefined,
): Promise<Record<string, unknown>> {
  const before = await untyped(trx).deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst();
  if (!before) throw typeof missing === 'string' ? new BusinessError(missing, { status: 404 }) : missing;
  await recordChange(trx, { table, docId: id, action: 'delete', userId, before });
  return before;
}

/** Row `id` of `table`, locked for the rest of the write's transaction (select ... for update); throws `missing`
 * when there is no such row. */
export async function lockRow<T extends keyof DB & string>(
  trx: Kysely<DB>,
  table: T,
  id: string,
  missing: BusinessError,
): Promise<Selectable<DB[T]>> {
  const row = await untyped(trx).selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw missing;
  return row as Selectable<DB[T]>;
}

export const VERSION_CONFLICT = '单据已被他人修改，请刷新后重试';

/**
 * Optimistic concurrency: `update <table> set <changes>, <versionColumn> = expected + 1 where <idColumn> = id and
 * <versionColumn> = expected`. 0 rows -> 404 when the document is gone, else 424 VERSION_CONFLICT.
 */
export async function bumpVersion(
  trx: Kysely<DB>,
  opts: {
    table: string;
    id: string;
    expected: number;
    changes: Record<string, unknown>;
    idColumn?: string;
    versionColumn?: string;
  },
): Promise<void> {
  const idColumn = opts.idColumn ?? 'id';
  const versionColumn = opts.versionColumn ?? 'version';
  const anyDb = untyped(trx);
  const res = await anyDb
    .updateTable(opts.table)
    .set({ ...opts.changes, [versionColumn]: Number(opts.expected) + 1 })
    .where(idColumn, '=', opts.id)
    .where(versionColumn, '=', Number(opts.expected))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    const exists = await anyDb.selectFrom(opts.table).select(idColumn).where(idColumn, '=', opts.id).executeTakeFirst();
    if (!exists) throw new BusinessError('单据不存在', { status: 404 });
    throw new BusinessError(VERSION_CONFLICT, { status: 424 });
  }
}

export function newId(): string {
  return randomUUID().replace(/-/g, '');
}
