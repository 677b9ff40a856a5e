// The document kinds of schemas/ (pure: shared by the Node checker and the playground's).
export const KINDS = ['calls', 'picker', 'page', 'form', 'detail', 'menu'] as const;
export type Kind = (typeof KINDS)[number];

/** The kind of the documents in a folder of schemas/ (for files that do not parse). */
export const KIND_OF_DIR: Record<string, Kind> = {
  calls: 'calls',
  pickers: 'picker',
  pages: 'page',
  forms: 'form',
  details: 'detail',
  menus: 'menu',
};
