// Reloading the schemas without a restart: the menus (schemas/menus: entries upserted, roles and buttons
// updated, removals applied, as at start) and the calls' permissions (schemas/calls). Asked by SIGHUP
// (server/main.ts), by POST /npsbackend-gateway/admin/schemas/reload (it_manager: 权限管理 保存) and by
// `npm run reload`. The replica that reloads syncs the shared tables; the others hear it through the
// LISTEN/NOTIFY cache sync ({ kind: 'schemas' }) and reread the calls' permissions from their own disk.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { loadMenuDocuments, syncMenus, type MenuDocument, type SyncResult } from '../seed/menus';
import { invalidate, onInvalidate } from './cache-sync';
import { loadCallAccess, type CallAccess } from './call-permissions';

/** What the gateway enforces from schemas/, replaced as a whole on reload. */
export interface SchemasState {
  /** the folder holding calls/ and menus/ */
  dir: string;
  /** route key -> the permission of the calls it serves */
  access: Map<string, CallAccess>;
  /** the menu documents a reload syncs (default: dir/menus/*.json) */
  menus: () => MenuDocument[];
}

export interface ReloadResult extends SyncResult {
  /** routes whose permission comes from the call catalogue */
  calls: number;
}

const states = new Map<object, Set<SchemasState>>();

export function createSchemasState(dir: string, menus?: () => MenuDocument[]): SchemasState {
  return { dir, access: loadCallAccess(dir), menus: menus ?? (() => loadMenuDocuments(join(dir, 'menus'))) };
}

/** Registers a gateway's state so reloads announced by other replicas reach it; returns the unregister. */
export function watchSchemas(db: Kysely<DB>, state: SchemasState, log: (m: string) => void): () => void {
  const set = states.get(db) ?? new Set();
  states.set(db, set.add(state));
  (state as SchemasState & { log?: (m: string) => void }).log = log;
  return () => {
    set.delete(state);
    if (!set.size) states.delete(db);
  };
}

onInvalidate((db, what) => {
  if (what.kind !== 'schemas') return;
  const targets = db ? [...(states.get(db) ?? [])] : [...states.values()].flatMap((s) => [...s]);
  for (const s of targets) {
    try {
      s.access = loadCallAccess(s.dir);
    } catch (e) {
      // the previous permissions stay in force
      (s as SchemasState & { log?: (m: string) => void }).log?.(`schemas reload announced by another gateway: ${(e as Error).message}`);
    }
  }
});

/** Reloads menus and calls' permissions; a catalogue with a bad permission throws and changes nothing. */
export async function reloadSchemas(db: Kysely<DB>, state: SchemasState): Promise<ReloadResult> {
  const access = loadCallAccess(state.dir);
  const menus = state.menus();
  const synced = await db.transaction().execute((trx) => syncMenus(trx, menus));
  state.access = access;
  await invalidate({ kind: 'schemas' }, db);
  return { ...synced, calls: access.size };
}
