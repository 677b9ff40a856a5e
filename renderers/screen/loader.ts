// Finds a screen's document by kind and id. The documents of the build are bundled and lazy-loaded (one chunk per
// file); the gateway serves the documents it has now (renderers/screen/served.ts), so a document added or changed
// and reloaded (`npm run reload`) is used without a rebuild: a bundled document whose version differs from the
// served one, and a document the bundle does not have, come from the gateway. A document cache
// (createDocumentCache: one per app, handed to the runtime in RuntimeContext.wiring) keeps each loaded document, so a
// screen opened again renders at once. An unknown screen rejects with UnknownScreenError, whose text is given in
// the user's language. Before a loaded document is handed out it goes through the cache's `prepare` (the shell's
// loads the antd sheets its fields need, so the screen never renders unstyled).
import type { Transport } from '../calls/types';
import type { Locale } from '../runtime/text';
import type { DetailDocument, FormDocument, PageDocument, PickerDocument } from '../schema-types.generated';
import { servedDocument, servedVersions, type ServedVersions } from './served';
import { documentVersion } from './version';

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

/** What the app does with a document before it is handed out (the shell loads the antd styles its fields need). */
export type DocumentPreparer = (kind: Kind, doc: unknown) => Promise<unknown> | undefined;

/** One app's documents: loaded once, kept, handed out after `prepare`. */
export interface DocumentCache {
  /** Loads a document once; with the runtime's transport the gateway's current version wins over the bundle's. */
  load<K extends Kind>(kind: K, id: string, transport?: Transport): Promise<DocumentKinds[K]>;
  /** The document if it is already loaded (no flash on a second open). */
  cached<K extends Kind>(kind: K, id: string): DocumentKinds[K] | undefined;
  /** Documents given directly (tests, benchmarks, the playground's documents built at run time). */
  register(doc: DocumentKinds[Kind]): void;
}

const KIND_ZH: Record<string, string> = { page: '页面', picker: '选择框', form: '表单', detail: '详情页' };

/** A screen no document answers (or a malformed screen name); localized() says so in the user's language. */
export class UnknownScreenError extends Error {
  constructor(
    readonly screen: string,
    message?: string,
  ) {
    super(message ?? unknownScreenText(screen, 'en_US'));
    this.name = 'UnknownScreenError';
  }
  localized(locale: Locale): string {
    return unknownScreenText(this.screen, locale);
  }
}

/** 找不到页面 "x"：它不存在，或您无权查看。 / There is no page "x": it does not exist, or you may not see it. */
export function unknownScreenText(screen: string, locale: Locale): string {
  const [kind = '', id = screen] = screen.split(':');
  if (locale === 'en_US')
    return `There is no ${kind || 'screen'} "${id}": it does not exist, or you may not see it. Reload the portal after a change; if it stays, tell the configurator.`;
  return `找不到${KIND_ZH[kind] ?? '页面'}“${id}”：它不存在，或您无权查看。配置变更后请刷新门户；仍然如此请联系配置人员。`;
}

const fileOf = (kind: Kind, id: string): Loader | undefined =>
  Object.entries(byKind[kind]).find(([path]) => path.endsWith(`/${id}.json`))?.[1];

/** The bundled document unless the gateway serves another version; a document the bundle lacks from the gateway. */
async function find(versionsOf: ServedVersions, kind: Kind, id: string, transport?: Transport): Promise<unknown> {
  const key = `${kind}:${id}`;
  const bundled = fileOf(kind, id);
  if (!transport) {
    if (!bundled) throw new UnknownScreenError(key);
    return bundled();
  }
  const [doc, versions] = await Promise.all([bundled?.(), versionsOf(transport)]);
  // the list may predate a reload: a document the bundle lacks asks for a fresh one (at most once a second)
  const served = versions?.[key] ?? (doc === undefined ? (await versionsOf(transport, 1000))?.[key] : undefined);
  if (doc !== undefined && (!served || served === documentVersion(doc))) return doc;
  if (!served) throw new UnknownScreenError(key);
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
  const versionsOf = servedVersions();
  return {
    cached: <K extends Kind>(kind: K, id: string) => loaded.get(`${kind}:${id}`) as DocumentKinds[K] | undefined,
    register(doc) {
      loaded.set(`${doc.kind}:${doc.id}`, doc);
    },
    load<K extends Kind>(kind: K, id: string, transport?: Transport): Promise<DocumentKinds[K]> {
      const key = `${kind}:${id}`;
      const hit = loaded.get(key);
      if (hit) return Promise.resolve(hit as DocumentKinds[K]);
      let p = pending.get(key);
      if (!p) {
        p = find(versionsOf, kind, id, transport).then(
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

export function parseScreen(screen: string): { kind: Kind; id: string } {
  const [kind, id] = screen.split(':');
  if (!id || !(kind in byKind))
    throw new UnknownScreenError(
      screen,
      `bad screen "${screen}" (kind:id, kind one of ${Object.keys(byKind).join(', ')})`,
    );
  return { kind: kind as Kind, id };
}
