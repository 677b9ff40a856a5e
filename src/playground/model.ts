// The playground's pure parts: what it starts from (a project file or a kind's template), the file a text is
// checked and saved as, the choices of the start select and the preview's document.
import { DOCUMENT_KINDS, type DocumentKind, type ScreenKind } from '../../checker/kinds';
import type { Locale } from '../i18n/texts';
import { PLAYGROUND_TEXTS, type PlaygroundText } from './texts';

/** The dev server's save endpoint (scripts/vite-playground-save.ts). */
export const SAVE_URL = '/__playground/save';

/** A kind the playground starts from and saves: the screen documents (checker/kinds.ts). */
export type TemplateKind = ScreenKind;
export type Choice = { source: 'file'; rel: string } | { source: 'template'; kind: TemplateKind };

const DIRS = Object.fromEntries(DOCUMENT_KINDS.flatMap((k) => (k.screen ? [[k.folder, k.name]] : []))) as Record<
  string,
  TemplateKind
>;
const dirOf = (kind: string) => Object.keys(DIRS).find((d) => DIRS[d] === kind);

/** The id a template starts with. */
export const templateId = (kind: TemplateKind) => `${kind}Playground`;

/** A choice as the start select's value (and the key its editor state is kept under). */
export const choiceKey = (c: Choice): string => (c.source === 'file' ? c.rel : `template:${c.kind}`);

/** The file a choice is checked as before its text names its own kind and id. */
export function choiceRel(c: Choice): string {
  return c.source === 'file' ? c.rel : `schemas/${dirOf(c.kind)}/${templateId(c.kind)}.json`;
}

/** The document kind of a file under schemas/<dir>/ (page for anything else). */
export function kindOfRel(rel: string): TemplateKind {
  return DIRS[rel.split('/')[1]] ?? 'page';
}

/** The file a text would be saved as (its kind and id), when it parses and names a screen kind and a valid id. */
export function relOfText(text: string): string | undefined {
  try {
    const { kind, id } = (JSON.parse(text) ?? {}) as { kind?: unknown; id?: unknown };
    const dir = typeof kind === 'string' ? dirOf(kind) : undefined;
    return dir && typeof id === 'string' && /^[A-Za-z0-9_-]+$/.test(id) ? `schemas/${dir}/${id}.json` : undefined;
  } catch {
    return undefined;
  }
}

function titleOf(text: string, locale: Locale): string {
  try {
    const t = (JSON.parse(text) as { title?: unknown }).title;
    if (typeof t === 'string') return t;
    if (t && typeof t === 'object')
      return String((t as Record<string, unknown>)[locale] ?? (t as Record<string, unknown>).zh_CN ?? '');
  } catch {
    // a broken file is still listed by its id
  }
  return '';
}

export interface OptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** The start select: the documents of each screen kind (checker/kinds.ts DOCUMENT_KINDS, in its order) by id and
 * title, grouped under their folder's text, then one template per kind. */
export function sourceOptions(
  project: Record<string, string>,
  locale: Locale,
  tx: (k: PlaygroundText) => string,
): OptionGroup[] {
  const groups = Object.keys(DIRS);
  const out = groups.map((dir) => ({
    label: dir in PLAYGROUND_TEXTS ? tx(dir as PlaygroundText) : dir,
    options: Object.keys(project)
      .filter((rel) => rel.startsWith(`schemas/${dir}/`))
      .sort()
      .map((rel) => {
        const id = rel.slice(rel.lastIndexOf('/') + 1, -'.json'.length);
        const title = titleOf(project[rel], locale);
        return { value: rel, label: title ? `${id} · ${title}` : id };
      }),
  }));
  out.push({
    label: tx('templates'),
    options: groups
      .map((dir) => DIRS[dir])
      .map((k) => ({
        value: `template:${k}`,
        label: `${k} · ${tx('template')}`,
      })),
  });
  return out;
}

export interface Preview {
  kind: string;
  /** The id the preview is registered under: the document's, made unique per render (no stale caches). */
  id: string;
  realId: string;
  doc: Record<string, unknown>;
  /** Its kind chooses rows (a picker, its descriptor's `choosesRows`): previewed as a dialog that shows the rows
   * chosen, not as a route's screen. */
  chooses: boolean;
  /** Its kind is shown on its own route with an id (a detail, `onRoute`): the preview asks for the route's params. */
  routeParams: boolean;
}

/** The document to render: registered under `<id>@<rev>`, so the runtime's caches (by id) never serve an old version. */
export function previewScreen(
  doc: { kind: string; id: string },
  rev: number,
  kinds: readonly DocumentKind[] = DOCUMENT_KINDS,
): Preview {
  const id = `${doc.id}@${rev}`;
  const kind = kinds.find((k) => k.name === doc.kind);
  return {
    kind: doc.kind,
    id,
    realId: doc.id,
    doc: { ...doc, id },
    chooses: kind?.choosesRows === true,
    routeParams: kind?.onRoute === true,
  };
}
