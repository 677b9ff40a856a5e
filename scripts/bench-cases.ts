// The cases of npm run bench:gateway: every screen search, i.e. each page document's search call (schemas/pages,
// with its call from schemas/calls: the call's defaults, the page's literal params, the first page of 10), sent as
// a demo account whose roles grant that page's menu (a non-administrator when one has it, so data permissions and
// owner filters are part of the measured work; a page whose call depends on the identity once per identity), plus
// the parts search's text filter with a 3-character and a 2-character term.
import { readdirSync, readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../server/db/types';
import type { Host } from '../server/http/route';
import { PREFIX } from '../server/http/envelope';

interface Call {
  method: string;
  host: Host;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  send?: 'query' | 'body';
  paging?: { size: string; current: string };
}
interface Page {
  id: string;
  call: string | { byIdentity: Record<string, string> };
  params?: Record<string, unknown>;
}

export interface BenchCase {
  name: string;
  account: string;
  method: string;
  host: Host;
  /** path with the query string (without the gateway's signature, added per run) */
  url: string;
  body?: Record<string, unknown>;
}

const root = new URL('../schemas/', import.meta.url);
const json = <T>(dir: string): T[] =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(`${dir}/${f}`, root), 'utf8')) as T);

/** Values for bound parameters ($form, $session, $route) a benchmark cannot take from a screen. */
const BOUND: Record<string, Record<string, unknown>> = { branchAuthority: { branchId: 'B01' } };
const literal = (v: unknown) =>
  typeof v !== 'object' || v === null || (Array.isArray(v) && v.every((x) => typeof x !== 'object'));

/** A demo account whose roles grant the menu showing `page:<pageId>`, of the identity asked for. */
async function accountFor(db: Kysely<DB>, pageId: string, identity: string | undefined): Promise<string> {
  let q = db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_menus as rm', 'rm.role_id', 'ur.role_id')
    .innerJoin('menus as m', 'm.id', 'rm.menu_id')
    .select('u.username')
    .where('m.screen', '=', `page:${pageId}`)
    .where('u.username', 'not like', 'bench%');
  if (identity === 'FACILITATOR') q = q.where('u.identity', 'like', '%FACILITATOR%');
  else if (identity) q = q.where('u.identity', 'not like', '%FACILITATOR%');
  const rows = await q.orderBy('u.username').execute();
  const names = [...new Set(rows.map((r) => r.username))];
  return names.find((n) => n !== 'admin') ?? names[0] ?? 'admin';
}

export async function screenSearches(db: Kysely<DB>, partsTerm3: string, partsTerm2: string): Promise<BenchCase[]> {
  const calls: Record<string, Call> = Object.assign(
    {},
    ...json<{ calls: Record<string, Call> }>('calls').map((d) => d.calls),
  );
  const cases: BenchCase[] = [];
  for (const page of json<Page>('pages')) {
    const variants =
      typeof page.call === 'string' ? [[undefined, page.call] as const] : Object.entries(page.call.byIdentity);
    for (const [identity, callId] of variants) {
      const call = calls[callId];
      if (!call) throw new Error(`page ${page.id}: no call ${callId}`);
      const params: Record<string, unknown> = { ...(call.query ?? {}), ...(call.body ?? {}) };
      for (const [k, v] of Object.entries(page.params ?? {})) if (literal(v)) params[k] = v;
      Object.assign(params, BOUND[page.id] ?? {});
      if (call.paging) Object.assign(params, { [call.paging.size]: 10, [call.paging.current]: 1 });
      const inQuery = (call.send ?? (call.method === 'GET' || call.method === 'DELETE' ? 'query' : 'body')) === 'query';
      const qs = inQuery
        ? new URLSearchParams(
            Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
          ).toString()
        : '';
      const account = await accountFor(db, page.id, identity);
      cases.push({
        name: variants.length > 1 ? `${page.id} (${callId})` : page.id,
        account,
        method: call.method,
        host: call.host,
        url: PREFIX[call.host] + call.path + (qs ? `?${qs}` : ''),
        body: inQuery ? undefined : params,
      });
    }
  }
  const parts = cases.find((c) => c.name === 'companyParts');
  if (parts) {
    for (const [label, term] of [
      ['3 characters', partsTerm3],
      ['2 characters', partsTerm2],
    ]) {
      cases.push({ ...parts, name: `companyParts text, ${label} (${term})`, body: { ...parts.body, partsName: term } });
    }
  }
  return cases;
}
