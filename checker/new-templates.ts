// The starting documents of `npm run new` and the playground's templates: one per kind that has a template
// (checker/kinds.ts DOCUMENT_KINDS), on a call of the catalogue that fits. Pure (no node:*): the playground uses it
// in the browser.
import { DOCUMENT_KINDS, type DocumentKind, type ScreenKind } from './kinds';
import type { TemplateCall } from './model';

export type Call = TemplateCall;
/** A kind with a starting document: the screen documents (page, picker, form, detail). */
export type NewKind = ScreenKind;
/** The kinds with a starting document, by name, with their folder under schemas/. */
export const KINDS = Object.fromEntries(
  DOCUMENT_KINDS.flatMap((k) => (k.screen ? [[k.name, k.folder]] : [])),
) as Record<NewKind, string>;

const templateOf = (kind: string, kinds: readonly DocumentKind[]) => {
  const template = kinds.find((k) => k.name === kind)?.template;
  if (!template)
    throw new Error(`kind "${kind}" has no starting document; kinds with one: ${Object.keys(KINDS).join(', ')}`);
  return template;
};

export function pickCall(
  calls: Call[],
  kind: string,
  given?: string,
  kinds: readonly DocumentKind[] = DOCUMENT_KINDS,
): Call {
  const { fits } = templateOf(kind, kinds);
  const call = given ? calls.find((c) => c.id === given) : calls.find(fits);
  if (!call)
    throw new Error(
      given
        ? `unknown call "${given}" (see schemas/calls/*.json)`
        : `no call in schemas/calls fits a ${kind}; add one, then pass --call <id>`,
    );
  return call;
}

/** The starting document of a kind, on `call`. */
export function starter(
  kind: string,
  id: string,
  call: Call,
  kinds: readonly DocumentKind[] = DOCUMENT_KINDS,
): Record<string, unknown> {
  const head = { $schema: `../meta/${kind}.schema.json`, kind, id, title: { zh_CN: id, en_US: id } };
  return { ...head, ...templateOf(kind, kinds).body(id, call) };
}

/** The calls of the catalogue documents' texts (schemas/calls/*.json), in file order. */
export function catalogueOf(texts: string[]): Call[] {
  return texts.flatMap((t) => {
    try {
      return Object.entries((JSON.parse(t) as { calls?: Record<string, Omit<Call, 'id'>> }).calls ?? {}).map(
        ([id, c]) => ({ id, ...c }),
      );
    } catch {
      return [];
    }
  });
}

/** The template of a kind as the text of a file: what `npm run new -- <kind> <id>` would write. */
export function templateText(kind: NewKind, id: string, calls: Call[]): string {
  return `${JSON.stringify(starter(kind, id, pickCall(calls, kind)), null, 2)}\n`;
}
