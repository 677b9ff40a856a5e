// Loads the screens' optional antd sheets (src/app/antdSheetGroups.ts) with the documents that need them: the
// shell's document cache (src/runtime/wiring.ts) runs prepareDocument on every document before a screen renders it, so the
// date pickers' styles arrive with a page that has a date filter (in parallel with nothing else to wait for: the
// document is already there) and never with one that has none. A sheet that cannot be fetched is not fatal: antd
// then generates those styles at run time (and Vite's preload error reaches app/chunkRecovery.ts).
import type { DocumentPreparer } from '../../renderers';
import { sheetsOf, type SheetGroup } from './antdSheetGroups';

const SHEETS: Record<SheetGroup, () => Promise<unknown>> = {
  date: () => import('virtual:antd-sheet/date'),
  upload: () => import('virtual:antd-sheet/upload'),
  tree: () => import('virtual:antd-sheet/tree'),
  cascader: () => import('virtual:antd-sheet/cascader'),
  transfer: () => import('virtual:antd-sheet/transfer'),
  detail: () => import('virtual:antd-sheet/detail'),
};

/** Loads the given groups' sheets (each once: a module is evaluated once). */
export function loadSheets(groups: SheetGroup[]): Promise<unknown> {
  return Promise.all(groups.map((g) => SHEETS[g]().catch(() => undefined)));
}

/** The shell's document cache runs this on every document before a screen renders it (src/runtime/wiring.ts). */
export const prepareDocument: DocumentPreparer = (kind, doc) => {
  const groups = sheetsOf(kind, doc);
  return groups.length ? loadSheets(groups) : undefined;
};
