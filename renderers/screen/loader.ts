// Finds a screen's document by kind and id. The documents of the build are bundled and lazy-loaded (one chunk per
// file); the gateway serves the documents it has now (renderers/screen/served.ts), so a document added or changed
// and reloaded (`npm run reload`) is used without a rebuild: a bundled document whose version differs from the
// served one, and a document the bundle does not have, come from the gateway. A document cache
// (createDocumentCache: one per app, handed to the runtime in RuntimeContext.wiring) keeps each loaded document, so a
// screen opened again renders at once; `fetch` gets a document ahead of its first open without preparing it. An
// unknown screen rejects with UnknownScreenError, whose text is given in the user's language. Before a loaded document is handed out it goes through the cache's `prepare` (the shell's
// loads the antd sheets its fields need, so the screen never renders unstyled).
import type { Transport } from '../calls/types';
import {
  type DocumentKinds,
  type DocumentCache,
  type DocumentPreparer,
  type Kind,
  UnknownScreenError,
} from './documents';
import { SCREENS } from './kinds';
import { servedDocument, servedVersions, type ServedVersions } from './served';
import { documentVersion } from './version';

export {
  type DocumentKinds,
  type Kind,
  type DocumentPreparer,
  type DocumentCache,
  UnknownScreenError,
  unknownScreenText,
} from './documents';
export { parseScreen } from './kinds';

type Loader = () => Promise<unknown>;

const fileOf = (kind: Kind, id: string): Loader | undefined =>
  Object.entries(SCREENS[kind].bundled).find(([path]) => path.endsWith(`/${id}.json`))?.[1];

/** The bundled document unless the gateway serves another version; a document the bundle lacks from the gateway. */
async function find(versionsOf: ServedVersions, kind: Kind, id: string, transport?: Transport): Promise<unknown> {
  const key = `${kind}:${id}`;
  const bundled = fileOf(kind, id);
  if (!transport) {
    if (!bundled) throw new UnknownScreenError(key, undefined, SCREENS[kind].title);
    return bundled();
  }
  const [doc, versions] = await Promise.all([bundled?.(), versionsOf(transport)]);
  // the list may predate a reload: a document the bundle lacks asks for a fresh one (at most once a second)
  const served = versions?.[key] ?? (doc === undefined ? (await versionsOf(transport, 1000))?.[key] : undefined);
  if (doc !== undefined && (!served || served === documentVersion(doc))) return doc;
  if (!served) throw new UnknownScreenError(key, undefined, SCREENS[kind].title);
  try {
    return await servedDocument(transport, kind, id);
  } catch (e) {
    // the gateway could not answer it now: the bundled copy is the next best
    if (doc !== undefined) return doc;
    throw e;
  }
}

/** A new cache, empty; `prepare` runs on every document before it is handed out (none: handed out as loaded). */
export function createDocumentCache(prepare: DocumentPreparer = () => undefined): DocumentCache {
  const loaded = new Map<string, DocumentKinds[Kind]>();
  const pending = new Map<string, Promise<DocumentKinds[Kind]>>();
  /** Documents fetched ahead (fetch), not yet prepared and handed out. */
  const fetched = new Map<string, Promise<unknown>>();
  const versionsOf = servedVersions();
  return {
    cached: <K extends Kind>(kind: K, id: string) => loaded.get(`${kind}:${id}`) as DocumentKinds[K] | undefined,
    register(doc) {
      loaded.set(`${doc.kind}:${doc.id}`, doc);
    },
    fetch(kind, id, transport) {
      const key = `${kind}:${id}`;
      if (loaded.has(key) || pending.has(key) || fetched.has(key)) return;
      const found = find(versionsOf, kind, id, transport);
      fetched.set(key, found);
      found.catch(() => fetched.delete(key)); // a later load asks again
    },
    load<K extends Kind>(kind: K, id: string, transport?: Transport): Promise<DocumentKinds[K]> {
      const key = `${kind}:${id}`;
      const hit = loaded.get(key);
      if (hit) return Promise.resolve(hit as DocumentKinds[K]);
      let p = pending.get(key);
      if (!p) {
        const found = fetched.get(key) ?? find(versionsOf, kind, id, transport);
        fetched.delete(key);
        p = found.then(
          async (doc) => {
            await prepare(kind, doc);
            loaded.set(key, doc as DocumentKinds[K]);
            pending.delete(key);
            return doc as DocumentKinds[K];
          },
          (e: unknown) => {
            pending.delete(key); // a later open asks again
            throw e;
          },
        );
        pending.set(key, p);
      }
      return p as Promise<DocumentKinds[K]>;
    },
  };
}
