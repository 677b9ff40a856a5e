// The screen documents' types (by kind) and the error of a screen no document answers: a leaf, so the runtime's
// context and the screens read them without importing the loader (which imports the screens: renderers/screen/kinds.tsx).
import type { Transport } from '../calls/types';
import type { Locale } from '../runtime/text';
import type { DetailDocument, FormDocument, PageDocument, PickerDocument } from '../schema-types.generated';

/** The document type of each screen kind (the kinds: renderers/screen/kinds.tsx SCREENS, checker/kinds.ts). */
export interface DocumentKinds {
  page: PageDocument;
  picker: PickerDocument;
  form: FormDocument;
  detail: DetailDocument;
}
export type Kind = keyof DocumentKinds;

/** What the app does with a document before it is handed out (the shell loads the antd styles its fields need). */
export type DocumentPreparer = (kind: Kind, doc: unknown) => Promise<unknown> | undefined;

/** One app's documents: loaded once, kept, handed out after `prepare`. */
export interface DocumentCache {
  /** Loads a document once; with the runtime's transport the gateway's current version wins over the bundle's. */
  load<K extends Kind>(kind: K, id: string, transport?: Transport): Promise<DocumentKinds[K]>;
  /**
   * Fetches a document without handing it out (no `prepare`: no stylesheet loads): its chunk or the gateway's
   * version, and the gateway's versions list; a later `load` takes it from there. For a screen the user may open.
   */
  fetch(kind: Kind, id: string, transport?: Transport): void;
  /** The document if it is already loaded (no flash on a second open). */
  cached<K extends Kind>(kind: K, id: string): DocumentKinds[K] | undefined;
  /** Documents given directly (tests, benchmarks, the playground's documents built at run time). */
  register(doc: DocumentKinds[Kind]): void;
}

/** What a document of a kind is called in each language (页面 / page). */
export interface KindTitle {
  zh_CN: string;
  en_US: string;
}

/** A screen no document answers (or a malformed screen name); localized() says so in the user's language. */
export class UnknownScreenError extends Error {
  constructor(
    readonly screen: string,
    message?: string,
    /** What a document of its kind is called (页面, 选择框…); none: a screen. */
    readonly kindTitle?: KindTitle,
  ) {
    super(message ?? unknownScreenText(screen, 'en_US', kindTitle));
    this.name = 'UnknownScreenError';
  }
  localized(locale: Locale): string {
    return unknownScreenText(this.screen, locale, this.kindTitle);
  }
}

/** 找不到页面 "x"：它不存在，或您无权查看。 / There is no page "x": it does not exist, or you may not see it. */
export function unknownScreenText(screen: string, locale: Locale, kindTitle?: KindTitle): string {
  const id = screen.split(':')[1] ?? screen;
  if (locale === 'en_US')
    return `There is no ${kindTitle?.en_US ?? 'screen'} "${id}": it does not exist, or you may not see it. Reload the portal after a change; if it stays, tell the configurator.`;
  return `找不到${kindTitle?.zh_CN ?? '页面'}“${id}”：它不存在，或您无权查看。配置变更后请刷新门户；仍然如此请联系配置人员。`;
}
