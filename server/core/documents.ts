// The screen documents the portal renders, served by the gateway so a reloaded or new document is used without a
// rebuild (server/auth/schema-documents.ts, docs/gateway.md "Screen documents"). GET /schemas answers the
// versions of the documents the user may get; GET /schemas/{kind}/{id} one document, or `unchanged` when the
// portal's copy (query `version`) is the served one. Rule: the screens of the menu entries the user's roles grant
// (hidden entries included) and the documents they open, transitively; it_manager gets every document.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { BusinessError, defineRoutes, route, type SessionUser } from '../http/route';
import { grantsOf, SUPER_ROLE } from '../auth/permissions';
import type { GatewayCaches } from '../auth/caches';
import { DOCUMENT_KINDS, reachable, type DocumentStore } from '../auth/schema-documents';
import { object } from '../http/schema';

const EVERYONE = 'every signed-in user asks; the handler answers only the documents its granted menu entries reach';

/** "kind:id" of the documents the user may get. */
export async function visibleDocuments(
  db: Kysely<DB>,
  user: SessionUser,
  store: DocumentStore,
  caches?: GatewayCaches,
): Promise<Set<string>> {
  if (user.roles.includes(SUPER_ROLE)) return new Set(store.docs.keys());
  const grants = await grantsOf(db, user.roles, caches);
  const menus = await db.selectFrom('menus').select(['path', 'screen']).where('screen', 'is not', null).execute();
  return reachable(
    store,
    menus.filter((m) => grants.has(m.path)).map((m) => m.screen!),
  );
}

export const documentRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/schemas',
    permission: 'session',
    everyone: EVERYONE,
    summary: 'the versions of the screen documents the user may get ("kind:id" -> version)',
    async handler({ db, user, request }) {
      const store = request.server.schemas.documents;
      const visible = await visibleDocuments(db, user!, store, request.server.caches);
      return { versions: Object.fromEntries([...visible].sort().map((key) => [key, store.docs.get(key)!.version])) };
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/schemas/:kind/:id',
    permission: 'session',
    everyone: EVERYONE,
    summary: 'one screen document as the gateway serves it now; `unchanged` when the given version is the served one',
    params: object(
      {
        kind: { type: 'string', enum: DOCUMENT_KINDS },
        id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
      },
      ['kind', 'id'],
    ),
    query: object({ version: { type: 'string', maxLength: 16 } }),
    async handler({ db, user, params, query, request }) {
      const store = request.server.schemas.documents;
      const key = `${params.kind}:${params.id}`;
      const doc = store.docs.get(key);
      if (!doc) throw new BusinessError(`没有这个页面文档：${key}`, { status: 404 });
      if (!(await visibleDocuments(db, user!, store, request.server.caches)).has(key))
        throw new BusinessError('无权限访问', { status: 403, code: '403' });
      const base = { kind: doc.kind, id: doc.id, version: doc.version };
      return query.version === doc.version ? { ...base, unchanged: true } : { ...base, document: doc.document };
    },
  }),
]);
