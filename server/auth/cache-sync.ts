// In-memory caches (session lookups, grants per role set, dictionary answers) kept correct across gateway replicas
// on one PostgreSQL (docs/operations.md "Replicas: shared state"). Every invalidation drops the local entries and,
// on PostgreSQL, sends NOTIFY on the channel 'auth_cache'; every replica LISTENs on a dedicated connection and drops
// the same entries when a notification arrives (a few ms later). While that connection is down (a PostgreSQL
// restart, a terminated backend, a lost network) the caches of that database are not used at all, every lookup
// reads the database; it reconnects by itself and drops everything once it listens again (notifications sent
// meanwhile are lost). PGlite (one process) and databases without a listener clear locally only.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

export const CACHE_CHANNEL = 'auth_cache';
/** application_name of the listening connection (visible in pg_stat_activity) */
export const LISTENER_APP_NAME = 'gateway-cache-sync';

/** auth: sessions and grants; session: one token (by its sha256); dict: dictionary answers; reset: everything;
 * schemas: the calls' permissions were reloaded from schemas/ (server/auth/schemas-reload.ts). */
export type Invalidation =
  { kind: 'auth' } | { kind: 'session'; hash: string } | { kind: 'dict' } | { kind: 'reset' } | { kind: 'schemas' };

/** A cache's drop function; db null means every database of this process. */
type Handler = (db: object | null, what: Invalidation) => void;
const handlers: Handler[] = [];

/** Registers a cache's drop function (called for local and remote invalidations); returns its removal. */
export function onInvalidate(fn: Handler): () => void {
  handlers.push(fn);
  return () => {
    const i = handlers.indexOf(fn);
    if (i >= 0) handlers.splice(i, 1);
  };
}

/** Counts invalidations: a lookup that read the database before one must not cache what it read. */
let generation = 0;
export const cacheGeneration = () => generation;

interface Sync {
  /** in every notification it sends: its own come back to it and are skipped */
  id: string;
  db: Kysely<DB>;
  connectionString: string;
  log: (m: string) => void;
  listening: boolean;
  stopped: boolean;
  /** the attempt under way; events of older clients are ignored */
  attempt: number;
  client: pg.Client | null;
  retry: NodeJS.Timeout | null;
  heartbeat: NodeJS.Timeout | null;
}
const syncs = new Map<object, Sync>();
const RETRY_MS = 1000;
const HEARTBEAT_MS = 5000;

/** False while the listener of this database is down: do not read or fill caches then. */
export function cachesUsable(db: object): boolean {
  const s = syncs.get(db);
  return !s || s.listening;
}

function dropLocal(db: object | null, what: Invalidation): void {
  generation++;
  for (const h of handlers) h(db, what);
}

/**
 * Drops the entries here and tells the other replicas. Without db: every database of this process (the writes
 * that call clearAuthCaches() do not name theirs). Never rejects: a failed NOTIFY is retried once and logged.
 */
export function invalidate(what: Invalidation, db?: Kysely<DB>): Promise<void> {
  dropLocal(db ?? null, what);
  const targets = db ? [syncs.get(db)].filter((s): s is Sync => !!s) : [...syncs.values()];
  return Promise.all(targets.map((s) => notify(s, what))).then(() => undefined);
}

async function notify(s: Sync, what: Invalidation): Promise<void> {
  const payload = JSON.stringify({ o: s.id, ...what });
  for (let i = 0; i < 2; i++) {
    try {
      await sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`.execute(s.db);
      return;
    } catch (e) {
      if (i === 0) await new Promise((r) => setTimeout(r, 200));
      else
        s.log(
          `cache sync: NOTIFY failed (${(e as { code?: string }).code ?? (e as Error).message}); other replicas drop their entries on their next reconnect or expiry`,
        );
    }
  }
}

function receive(s: Sync, payload: string | undefined): void {
  let what: (Invalidation & { o?: string }) | undefined;
  try {
    what = JSON.parse(payload ?? '');
  } catch {
    what = undefined;
  }
  if (what?.o === s.id) return;
  if (!what || !['auth', 'session', 'dict', 'reset', 'schemas'].includes(what.kind)) what = { kind: 'reset' };
  dropLocal(s.db, what);
}

export interface CacheSync {
  /** true while the listener is connected */
  readonly listening: boolean;
  /** the listening connection's backend pid (pg_stat_activity), null while down */
  readonly backendPid: number | null;
  stop(): Promise<void>;
}

/**
 * Starts listening for other replicas' invalidations of this database (PostgreSQL only). Resolves after the first
 * attempt; when it failed the caches stay off and it keeps retrying every second.
 */
export async function startCacheSync(opts: {
  db: Kysely<DB>;
  connectionString: string;
  log?: (m: string) => void;
}): Promise<CacheSync> {
  const s: Sync = {
    id: randomUUID(),
    db: opts.db,
    connectionString: opts.connectionString,
    log: opts.log ?? ((m) => console.warn(m)),
    listening: false,
    stopped: false,
    attempt: 0,
    client: null,
    retry: null,
    heartbeat: null,
  };
  const previous = syncs.get(opts.db); // one sync per database: a second start replaces the first
  if (previous) {
    previous.stopped = true;
    if (previous.retry) clearTimeout(previous.retry);
    if (previous.heartbeat) clearInterval(previous.heartbeat);
    await previous.client?.end().catch(() => {});
  }
  syncs.set(opts.db, s);
  await connect(s);
  return {
    get listening() {
      return s.listening;
    },
    get backendPid() {
      return s.listening ? ((s.client as unknown as { processID?: number })?.processID ?? null) : null;
    },
    async stop() {
      s.stopped = true;
      s.listening = false;
      if (s.retry) clearTimeout(s.retry);
      if (s.heartbeat) clearInterval(s.heartbeat);
      if (syncs.get(s.db) === s) syncs.delete(s.db);
      const c = s.client;
      s.client = null;
      // a stalled server must not hold up a shutdown
      if (c) await Promise.race([c.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
    },
  };
}

async function connect(s: Sync): Promise<void> {
  const attempt = ++s.attempt;
  const client = new pg.Client({
    connectionString: s.connectionString,
    application_name: LISTENER_APP_NAME,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  client.on('error', (e) => lost(s, attempt, client, e));
  client.on('end', () => lost(s, attempt, client));
  client.on('notification', (n) => {
    if (n.channel === CACHE_CHANNEL && attempt === s.attempt) receive(s, n.payload);
  });
  try {
    await client.connect();
    await client.query(`listen ${CACHE_CHANNEL}`);
  } catch (e) {
    lost(s, attempt, client, e as Error);
    return;
  }
  if (s.stopped || attempt !== s.attempt) {
    await client.end().catch(() => {});
    return;
  }
  s.client = client;
  // whatever was sent while nobody listened is lost: start from empty caches
  dropLocal(s.db, { kind: 'reset' });
  s.listening = true;
  if (s.attempt > 1) s.log('cache sync: listening again; caches back on');
  // a connection dropped without a word (network) shows up here; a closed one through 'end' at once
  s.heartbeat = setInterval(() => {
    if (s.client !== client) return;
    const timeout = new Promise((_, rej) =>
      setTimeout(() => rej(new Error('heartbeat timeout')), HEARTBEAT_MS).unref(),
    );
    Promise.race([client.query('select 1'), timeout]).catch((e) => lost(s, attempt, client, e as Error));
  }, HEARTBEAT_MS);
  s.heartbeat.unref();
}

function lost(s: Sync, attempt: number, client: pg.Client, err?: Error): void {
  if (attempt !== s.attempt || s.stopped) return;
  s.attempt++; // later events of this client are ignored
  const wasListening = s.listening;
  s.listening = false;
  s.client = null;
  if (s.heartbeat) clearInterval(s.heartbeat);
  s.heartbeat = null;
  dropLocal(s.db, { kind: 'reset' });
  client.on('error', () => {}); // an ending client may still report
  client.end().catch(() => {});
  const why = err ? ((err as { code?: string }).code ?? err.message) : 'connection closed';
  if (wasListening) s.log(`cache sync: listener lost (${why}); caches off until it reconnects`);
  if (!s.retry) {
    s.retry = setTimeout(() => {
      s.retry = null;
      if (!s.stopped) void connect(s);
    }, RETRY_MS);
    s.retry.unref();
  }
}
