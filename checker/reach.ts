// Which picker, form, detail and page documents a user can reach from the menus (every picker and form
// must serve a business screen, not only the gallery or the playground). The walk starts at every menu entry
// whose screen is a page, detail or form (a `shell:` screen such as the gallery or the playground is not business)
// and at the documents the shell opens itself (SHELL_OPENED), and follows each document's references: `picker`,
// `form` and `detail` (in `open`, `x-component-props`, a StockPanel's `stock`, anywhere in the document) and an
// `open.route`, through the menu entry of that path, to its screen. tests/unit/reachability.test.ts holds the result.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_KINDS, folderOf, SCREEN_KINDS, type ScreenKind } from './kinds';

export type DocKind = ScreenKind;
/** `kind:id`, e.g. `picker:notice`. */
export type DocRef = `${DocKind}:${string}`;

const KINDS = SCREEN_KINDS;
/** The kinds a document names by id to open them (checker/kinds.ts `openable`). */
const OPENABLE: readonly string[] = DOCUMENT_KINDS.flatMap((k) => ('openable' in k && k.openable ? [k.name] : []));
/** Documents the shell opens outside any menu entry, with where (a test checks the file still names them). */
export const SHELL_OPENED: Record<DocRef, string> = { 'form:feedback': 'src/runtime/Feedback.tsx' };

interface MenuEntry {
  path?: string;
  screen?: string;
  children?: MenuEntry[];
}

const shape = (path: string) => path.split('?')[0].replace(/\{[^}]*\}|:[A-Za-z0-9_]+/g, '*');
const isRef = (s: string | undefined): s is DocRef => !!s && KINDS.some((k) => s.startsWith(`${k}:`));

/** Every document of the four kinds under `root`/schemas, by reference. */
export function loadDocuments(root: string): Map<DocRef, unknown> {
  const docs = new Map<DocRef, unknown>();
  for (const kind of KINDS) {
    const dir = join(root, 'schemas', folderOf(kind) ?? kind);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      docs.set(`${kind}:${f.slice(0, -5)}`, JSON.parse(readFileSync(join(dir, f), 'utf8')));
    }
  }
  return docs;
}

/** Every menu entry (children included) of `root`/schemas/menus. */
export function loadMenuEntries(root: string): MenuEntry[] {
  const dir = join(root, 'schemas', 'menus');
  const out: MenuEntry[] = [];
  const walk = (list: MenuEntry[] | undefined) => {
    for (const e of list ?? []) {
      out.push(e);
      walk(e.children);
    }
  };
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
    walk((JSON.parse(readFileSync(join(dir, f), 'utf8')) as { entries: MenuEntry[] }).entries);
  return out;
}

/** The documents one document names. */
export function referencesOf(doc: unknown, screenOfPath: (path: string) => string | undefined): DocRef[] {
  const out: DocRef[] = [];
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) {
      o.forEach(walk);
      return;
    }
    if (!o || typeof o !== 'object') return;
    for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
      if (OPENABLE.includes(k) && typeof v === 'string') out.push(`${k as DocKind}:${v}`);
      if (k === 'route' && typeof v === 'string') {
        const screen = screenOfPath(v);
        if (isRef(screen)) out.push(screen);
      }
      walk(v);
    }
  };
  walk(doc);
  return out;
}

/** The documents reachable from the menus' business entries and the shell's own dialogs. */
export function reachable(root: string): { docs: Map<DocRef, unknown>; reached: Set<DocRef> } {
  const docs = loadDocuments(root);
  const entries = loadMenuEntries(root);
  const screens = new Map(entries.filter((e) => e.path).map((e) => [shape(e.path!), e.screen]));
  const screenOfPath = (p: string) => screens.get(shape(p));
  const stack: DocRef[] = [...entries.map((e) => e.screen).filter(isRef), ...(Object.keys(SHELL_OPENED) as DocRef[])];
  const reached = new Set<DocRef>();
  while (stack.length) {
    const ref = stack.pop()!;
    if (reached.has(ref) || !docs.has(ref)) continue;
    reached.add(ref);
    stack.push(...referencesOf(docs.get(ref), screenOfPath));
  }
  return { docs, reached };
}
