// PGlite's write counter: the embedded database is one connection owned by this process (the DATA_DIR lock), so
// every statement that can change a row passes through its Kysely driver. The dialect is wrapped here to count
// those statements (any SQL that is not plainly a read: insert, update, delete, merge, truncate, copy, DDL, or any
// statement naming one of them, a CTE's insert included); caches of derived answers (server/db/count-cache.ts)
// keep the counter's value beside an entry and use it only while no write has happened since. Conservative by
// design: a false alarm only drops entries. Not used on PostgreSQL, where other replicas write too.
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** Words that make a statement a possible write (whole words: update_time is no match). */
const WRITES =
  /\b(insert|update|delete|merge|truncate|copy|create|alter|drop|grant|revoke|vacuum|cluster|reindex|import|call|do|refresh)\b/i;

/** True unless the statement is plainly a read: a select/explain/show naming no writing word. */
export function mayWrite(sqlText: string): boolean {
  return WRITES.test(sqlText) || !/^\s*(\(\s*)*(select|explain|show|with|values|table)\b/i.test(sqlText);
}

export interface WriteTracker {
  /** grows with every statement that may have written (read before computing a cached answer) */
  version(): number;
}

const TRACKERS = new WeakMap<object, WriteTracker>();

/** The tracker of a database whose every write goes through this process (PGlite), else undefined. */
export const writeTrackerOf = (db: Kysely<unknown> | object): WriteTracker | undefined => TRACKERS.get(db);

/** Registers the tracker of a Kysely instance built on a dialect from trackWrites(). */
export function registerWriteTracker(db: object, tracker: WriteTracker): void {
  TRACKERS.set(db, tracker);
}

/** A dialect whose connections count the statements that may write. */
export function trackWrites(dialect: Dialect): { dialect: Dialect; tracker: WriteTracker } {
  let n = 0;
  const count = (q: CompiledQuery) => {
    if (mayWrite(q.sql)) n++;
  };
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (c: DatabaseConnection): DatabaseConnection => {
    let w = wrappers.get(c);
    if (w) return w;
    w = {
      async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
        count(q);
        try {
          return await c.executeQuery<R>(q);
        } finally {
          count(q); // after it too: what a reader computed while it ran is not kept under the new value
        }
      },
      streamQuery<R>(q: CompiledQuery, chunkSize?: number) {
        count(q);
        return c.streamQuery<R>(q, chunkSize);
      },
    };
    wrappers.set(c, w);
    originals.set(w, c);
    return w;
  };
  const unwrap = (c: DatabaseConnection) => originals.get(c) ?? c;
  const wrapDriver = (d: Driver): Driver => ({
    init: () => d.init(),
    acquireConnection: async () => wrap(await d.acquireConnection()),
    beginTransaction: (c, settings: TransactionSettings) => d.beginTransaction(unwrap(c), settings),
    // a transaction's writes become visible (or vanish) at its end: count that too
    commitTransaction: async (c) => {
      try {
        await d.commitTransaction(unwrap(c));
      } finally {
        n++;
      }
    },
    rollbackTransaction: async (c) => {
      try {
        await d.rollbackTransaction(unwrap(c));
      } finally {
        n++;
      }
    },
    ...(d.savepoint && { savepoint: (c, name, compile) => d.savepoint!(unwrap(c), name, compile) }),
    ...(d.rollbackToSavepoint && {
      rollbackToSavepoint: async (c, name, compile) => {
        try {
          await d.rollbackToSavepoint!(unwrap(c), name, compile);
        } finally {
          n++;
        }
      },
    }),
    ...(d.releaseSavepoint && {
      releaseSavepoint: (c, name, compile) => d.releaseSavepoint!(unwrap(c), name, compile),
    }),
    releaseConnection: (c) => d.releaseConnection(unwrap(c)),
    destroy: () => d.destroy(),
  });
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => wrapDriver(dialect.createDriver()),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    },
    tracker: { version: () => n },
  };
}
