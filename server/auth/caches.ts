// The gateway's in-memory caches (session lookups, grants per role set, dictionary answers, the region tree),
// owned by one app instance: buildApp creates them and decorates the Fastify instance with them (app.caches), so
// two apps in one process (the tests run several) never share an entry. They follow the invalidations of their
// database (server/auth/cache-sync.ts: local writes and, on PostgreSQL, other replicas' NOTIFY) until the app
// closes. A function given no caches reads the database every time.
import type { SessionUser } from '../http/route';
import { onInvalidate } from './cache-sync';

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
  until: number;
}
/** itemTextEn: the English name (null: none, itemText serves both languages). */
export type DictItems = Promise<{ itemValue: string; itemText: string; itemTextEn: string | null }[]>;

export interface GatewayCaches {
  /** the database whose invalidations these caches follow */
  readonly db: object;
  /** session lookups by token sha256 */
  readonly sessions: Map<string, CachedSession>;
  /** grants by sorted role set */
  readonly grants: Map<string, { grants: Promise<Set<string>>; until: number }>;
  /** dictionary answers by dictionary code */
  readonly dict: Map<string, DictItems>;
  /** the region tree (never written at run time) */
  regions: Promise<unknown[]> | null;
  /** stops following invalidations and empties the caches (the app's onClose) */
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's caches (server/auth/caches.ts) */
    caches: GatewayCaches;
  }
}

export function createCaches(db: object): GatewayCaches {
  const caches: GatewayCaches = {
    db,
    sessions: new Map(),
    grants: new Map(),
    dict: new Map(),
    regions: null,
    close: () => {
      off();
      caches.sessions.clear();
      caches.grants.clear();
      caches.dict.clear();
      caches.regions = null;
    },
  };
  const off = onInvalidate((target, what) => {
    if (target && target !== db) return;
    if (what.kind === 'session') caches.sessions.delete(what.hash);
    if (what.kind === 'auth' || what.kind === 'reset') {
      caches.sessions.clear();
      caches.grants.clear();
    }
    if (what.kind === 'dict' || what.kind === 'reset') caches.dict.clear();
  });
  return caches;
}
