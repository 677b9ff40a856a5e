// The screen documents the gateway serves (schemas/pages, pickers, forms, details), so that a checked change
// reaches running portals without a rebuild (docs/architecture.md "Live documents"). Read from the schemas folder
// at start and on every reload (server/auth/schemas-reload.ts), replaced as a whole. Each document has a version:
// FNV-1a (32 bit) of JSON.stringify of the parsed document, the same function as renderers/screen/version.ts, so
// the portal compares its bundled copy with the served one without downloading it. Who may get a document: the
// documents named by the screens of the menu entries the user's roles grant (hidden entries included), and every
// document reachable from those through "picker", "form" and "detail" references, transitively.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DOCUMENT_FOLDERS = { page: 'pages', picker: 'pickers', form: 'forms', detail: 'details' } as const;
export type DocumentKind = keyof typeof DOCUMENT_FOLDERS;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_FOLDERS) as DocumentKind[];

export interface ServedDocument {
  kind: DocumentKind;
  id: string;
  version: string;
  document: unknown;
  /** "kind:id" of the documents it opens (pickers, forms, details) */
  opens: string[];
}

export interface DocumentStore {
  /** "kind:id" -> document */
  docs: Map<string, ServedDocument>;
}

/** FNV-1a, 32 bit, over the UTF-16 code units of the text: 8 hex digits (renderers/screen/version.ts). */
export function documentVersion(doc: unknown): string {
  const text = JSON.stringify(doc);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const REFERENCE_KEYS: Record<string, DocumentKind> = { picker: 'picker', form: 'form', detail: 'detail' };

/** The documents a document opens: every string under a key "picker", "form" or "detail", at any depth. */
export function referencesOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) referencesOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const kind = REFERENCE_KEYS[k];
      if (kind && typeof v === 'string') out.add(`${kind}:${v}`);
      else referencesOf(v, out);
    }
  }
  return out;
}

/** Reads every document under dir (the schemas folder); a file that is not JSON throws, naming it. */
export function loadDocumentStore(dir: string): DocumentStore {
  const docs = new Map<string, ServedDocument>();
  for (const kind of DOCUMENT_KINDS) {
    const folder = join(dir, DOCUMENT_FOLDERS[kind]);
    if (!existsSync(folder)) continue;
    for (const f of readdirSync(folder)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      let document: unknown;
      try {
        document = JSON.parse(readFileSync(join(folder, f), 'utf8'));
      } catch (e) {
        throw new Error(`${join(folder, f)}: not valid JSON (${(e as Error).message})`, { cause: e });
      }
      // the id is the file's name, as the portal's bundle finds documents (renderers/screen/loader.ts)
      const id = f.slice(0, -'.json'.length);
      docs.set(`${kind}:${id}`, {
        kind,
        id,
        version: documentVersion(document),
        document,
        opens: [...referencesOf(document)],
      });
    }
  }
  return { docs };
}

/** The documents reachable from the given screens ("kind:id"), the screens included when they exist. */
export function reachable(store: DocumentStore, screens: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...screens];
  while (todo.length) {
    const key = todo.pop()!;
    const doc = store.docs.get(key);
    if (!doc || seen.has(key)) continue;
    seen.add(key);
    todo.push(...doc.opens);
  }
  return seen;
}
