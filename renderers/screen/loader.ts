// Schemas are bundled and lazy-loaded per screen (one chunk per file), found by kind and id; each loaded
// document is kept, so a screen opened again renders at once.
import type { DetailDocument, FormDocument, PageDocument, PickerDocument } from '../schema-types.generated';

export interface DocumentKinds {
  page: PageDocument;
  picker: PickerDocument;
  form: FormDocument;
  detail: DetailDocument;
}
export type Kind = keyof DocumentKinds;

type Loader = () => Promise<unknown>;
const byKind: Record<Kind, Record<string, Loader>> = {
  page: import.meta.glob('../../schemas/pages/*.json', { import: 'default' }),
  picker: import.meta.glob('../../schemas/pickers/*.json', { import: 'default' }),
  form: import.meta.glob('../../schemas/forms/*.json', { import: 'default' }),
  detail: import.meta.glob('../../schemas/details/*.json', { import: 'default' }),
};

const loaded = new Map<string, DocumentKinds[Kind]>();
const pending = new Map<string, Promise<DocumentKinds[Kind]>>();

export class UnknownScreenError extends Error {}

const fileOf = (kind: Kind, id: string): Loader | undefined =>
  Object.entries(byKind[kind]).find(([path]) => path.endsWith(`/${id}.json`))?.[1];

/** The document if it is already loaded (no flash on a second open). */
export function cachedDocument<K extends Kind>(kind: K, id: string): DocumentKinds[K] | undefined {
  return loaded.get(`${kind}:${id}`) as DocumentKinds[K] | undefined;
}

export function loadDocument<K extends Kind>(kind: K, id: string): Promise<DocumentKinds[K]> {
  const key = `${kind}:${id}`;
  const hit = loaded.get(key);
  if (hit) return Promise.resolve(hit as DocumentKinds[K]);
  let p = pending.get(key);
  if (!p) {
    const load = fileOf(kind, id);
    if (!load) return Promise.reject(new UnknownScreenError(`no ${kind} schema "${id}"`));
    p = load().then((doc) => {
      loaded.set(key, doc as DocumentKinds[K]);
      pending.delete(key);
      return doc as DocumentKinds[K];
    });
    pending.set(key, p);
  }
  return p as Promise<DocumentKinds[K]>;
}

/** Documents given directly (tests, benchmarks, documents built at run time). */
export function registerDocument(doc: DocumentKinds[Kind]): void {
  loaded.set(`${doc.kind}:${doc.id}`, doc);
}

export function parseScreen(screen: string): { kind: Kind; id: string } {
  const [kind, id] = screen.split(':');
  if (!id || !(kind in byKind)) throw new UnknownScreenError(`bad screen "${screen}" (kind:id, kind one of ${Object.keys(byKind).join(', ')})`);
  return { kind: kind as Kind, id };
}
