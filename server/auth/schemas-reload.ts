// Reloading the schemas without a restart: the menus (schemas/menus: entries upserted, roles and buttons
// updated, removals applied, as at start), the calls' permissions (schemas/calls) and the screen documents the
// gateway serves (schemas/pages, pickers, forms, details: server/auth/schema-documents.ts). Asked by SIGHUP
// (server/main.ts), by POST /npsbackend-gateway/admin/schemas/reload (it_manager: 权限管理 保存) and by
// `npm run reload`. With a checker (`verify`, set by server/main.ts) the folder is checked first and refused as a
// whole on a problem. The replica that reloads syncs the shared tables; the others hear it through the
// LISTEN/NOTIFY cache sync ({ kind: 'schemas' }) and reread (and check) the calls and documents from their own disk.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { loadMenuDocuments, syncMenus, type MenuDocument, type SyncResult } from '../seed/menus';
import { invalidate, onInvalidate } from './cache-sync';
import { loadCallAccess, type CallAccess } from './call-permissions';
import { loadDocumentStore, type DocumentStore } from './schema-documents';

/** What the gateway enforces and serves from schemas/, replaced as a whole on reload. */
export interface SchemasState {
  /** the folder holding calls/, menus/ and the documents' folders */
  dir: string;
  /** route key -> the permission of the calls it serves */
  access: Map<string, CallAccess>;
  /** the menu documents a reload syncs (default: dir/menus/*.json) */
  menus: () => MenuDocument[];
  /** the screen documents served by GET /npsbackend-gateway/schemas */
  documents: DocumentStore;
  /** the check a reload passes first (rejects to refuse it); none: not checked (tests, PGlite tools) */
  verify?: (dir: string) => Promise<void>;
  /** reloads of this state done or under way, one after the other */
  queue?: Promise<unknown>;
  log?: (m: string) => void;
  /** set while this gateway announces its own reload: its own announcement is not reread */
  announcing?: boolean;
}

export interface ReloadResult extends SyncResult {
  /** routes whose permission comes from the call catalogue */
  calls: number;
  /** screen documents served, and how many of them are new or changed by this reload */
  documents: number;
  documentsChanged: number;
}

const states = new Map<object, Set<SchemasState>>();

export function createSchemasState(dir: string, menus?: () => MenuDocument[]): SchemasState {
  return {
    dir,
    access: loadCallAccess(dir),
    menus: menus ?? (() => loadMenuDocuments(join(dir, 'menus'))),
    documents: loadDocumentStore(dir),
  };
}

/** Registers a gateway's state so reloads announced by other replicas reach it; returns the unregister. */
export function watchSchemas(db: Kysely<DB>, state: SchemasState, log: (m: string) => void): () => void {
  const set = states.get(db) ?? new Set();
  states.set(db, set.add(state));
  state.log = log;
  return () => {
    set.delete(state);
    if (!set.size) states.delete(db);
  };
}

/** Runs fn after the reloads of this state already under way. */
function queued<T>(state: SchemasState, fn: () => Promise<T>): Promise<T> {
  const run = (state.queue ?? Promise.resolve()).then(fn, fn);
  state.queue = run.catch(() => undefined);
  return run;
}

/** Checks (when a checker is set) and reads the folder: what a reload takes, or a rejection naming the problem. */
async function readChecked(
  state: SchemasState,
): Promise<{ access: Map<string, CallAccess>; documents: DocumentStore }> {
  if (state.verify) await state.verify(state.dir);
  return { access: loadCallAccess(state.dir), documents: loadDocumentStore(state.dir) };
}

const changedCount = (before: DocumentStore, after: DocumentStore) =>
  [...after.docs].filter(([key, d]) => before.docs.get(key)?.version !== d.version).length;

onInvalidate((db, what) => {
  if (what.kind !== 'schemas') return;
  const targets = db ? [...(states.get(db) ?? [])] : [...states.values()].flatMap((s) => [...s]);
  for (const s of targets) {
    if (s.announcing) continue;
    void queued(s, async () => {
      try {
        const next = await readChecked(s);
        s.access = next.access;
        s.documents = next.documents;
      } catch (e) {
        // the previous permissions and documents stay in force
        s.log?.(`schemas reload announced by another gateway: ${(e as Error).message}`);
      }
    });
  }
});

/** Reloads menus, calls' permissions and documents; a folder with a problem throws and changes nothing. */
export function reloadSchemas(db: Kysely<DB>, state: SchemasState): Promise<ReloadResult> {
  return queued(state, async () => {
    const { access, documents } = await readChecked(state);
    const menus = state.menus();
    const synced = await db.transaction().execute((trx) => syncMenus(trx, menus));
    const documentsChanged = changedCount(state.documents, documents);
    state.access = access;
    state.documents = documents;
    state.announcing = true;
    try {
      await invalidate({ kind: 'schemas' }, db);
    } finally {
      state.announcing = false;
    }
    return { ...synced, calls: access.size, documents: documents.docs.size, documentsChanged };
  });
}
