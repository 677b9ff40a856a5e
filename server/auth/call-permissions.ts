// Who may make each call of the catalogue: the `permission` (and `everyone`) that schemas/calls/*.json declares,
// by the route that serves the call (same method, host and path; path parameters by position). The gateway
// enforces it on that route (server/http/register.ts); a catalogue-served route declares no permission in
// TypeScript (one source). Several calls on one route: any of theirs admits. Reloaded without a restart
// (server/auth/schemas-reload.ts). docs/gateway.md "Permissions on every route".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Permission } from '../http/route';
import { unknownGrantAction } from './actions';

export interface CallAccess {
  permission: Permission;
  /** with 'session': why every signed-in user may make the call(s) */
  everyone?: string;
  /** the call ids served by the route, with their file: 'supplierParts.get (schemas/calls/supplierParts.json)' */
  calls: string[];
}

/** Path parameters compare by position, not by name ({id} and :id are the same). */
export const accessKey = (method: string, host: string, path: string) =>
  `${method.toUpperCase()} ${host} ${path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':_')}`;

const GRANT = /^\/[A-Za-z0-9_/:-]*(#[A-Za-z][A-Za-z0-9_]*)?$/;

/** The grants a permission names (none for 'public' and 'session'). */
const grantsOf = (p: Permission): string[] =>
  typeof p === 'string' ? (p === 'public' || p === 'session' ? [] : [p]) : [...p];

/** Problems with one declaration, as text ('' when it is well formed). */
export function declarationProblem(permission: unknown, everyone: unknown): string {
  if (permission === undefined)
    return 'no permission: add "permission": "/menu#action", a list of those, or "session" with "everyone"';
  const ok =
    typeof permission === 'string' || (Array.isArray(permission) && permission.every((g) => typeof g === 'string'));
  if (!ok) return `permission ${JSON.stringify(permission)} is neither a string nor a list of strings`;
  const p = permission as Permission;
  if (p === 'session' && !(typeof everyone === 'string' && everyone.trim()))
    return `permission 'session' needs "everyone": why every signed-in user may make the call`;
  if (p !== 'session' && everyone !== undefined) return `"everyone" is only for permission 'session'`;
  if (Array.isArray(p) && p.length === 0) return 'an empty permission list admits nobody';
  for (const g of grantsOf(p)) if (!GRANT.test(g)) return `'${g}' is no menu path or path#action`;
  return unknownGrantAction(grantsOf(p));
}

/** Any of several declarations: 'public' beats 'session' beats grants; grants are joined. */
export function anyOf(list: Array<{ permission: Permission; everyone?: string }>): {
  permission: Permission;
  everyone?: string;
} {
  if (list.some((a) => a.permission === 'public')) return { permission: 'public' };
  const session = list.filter((a) => a.permission === 'session');
  if (session.length)
    return { permission: 'session', everyone: [...new Set(session.map((a) => a.everyone))].join('; ') };
  const grants = [...new Set(list.flatMap((a) => grantsOf(a.permission)))];
  return { permission: grants.length === 1 ? grants[0] : grants };
}

export class CatalogueError extends Error {}

/** Reads schemas/calls/*.json under `schemasDir`: route key -> what admits. Throws CatalogueError naming every
 * call with a missing or malformed permission (nothing is enforced from a half-valid catalogue). */
export function loadCallAccess(schemasDir: string): Map<string, CallAccess> {
  const dir = join(schemasDir, 'calls');
  const byRoute = new Map<string, { decl: Array<{ permission: Permission; everyone?: string }>; calls: string[] }>();
  const problems: string[] = [];
  if (!existsSync(dir)) return new Map();
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const rel = `schemas/calls/${f}`;
    let doc: { calls?: Record<string, Record<string, unknown>> };
    try {
      doc = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch (e) {
      problems.push(`${rel}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    for (const [id, call] of Object.entries(doc?.calls ?? {})) {
      if (!call || typeof call !== 'object') continue;
      const { method, host, path, permission, everyone } = call as Record<string, unknown>;
      if (typeof method !== 'string' || typeof host !== 'string' || typeof path !== 'string') continue;
      const problem = declarationProblem(permission, everyone);
      if (problem) {
        problems.push(`${rel}: call ${id}: ${problem}`);
        continue;
      }
      const key = accessKey(method, host, path);
      const slot = byRoute.get(key) ?? { decl: [], calls: [] };
      slot.decl.push({ permission: permission as Permission, ...(typeof everyone === 'string' ? { everyone } : {}) });
      slot.calls.push(`${id} (${rel})`);
      byRoute.set(key, slot);
    }
  }
  if (problems.length)
    throw new CatalogueError(`the call catalogue's permissions are not usable:\n  ${problems.join('\n  ')}`);
  return new Map([...byRoute].map(([k, v]) => [k, { ...anyOf(v.decl), calls: v.calls }]));
}
