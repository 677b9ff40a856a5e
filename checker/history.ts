// Search history (001 §2, §9): a HistoryInput saves and offers values under the search-history type of the path
// that shows its screen (historyTypes of schemas/meta/runtime-defaults.json, which the runtime and the gateway
// read too). A screen shown on a path without a type would never save or offer a value. HistoryInput's check
// (checker/components.ts).
import runtimeDefaults from '../schemas/meta/runtime-defaults.json';
import { type Ctx, type Doc, type FieldVisit, str } from './model';

const HISTORY_TYPES: Readonly<Record<string, string>> = runtimeDefaults.historyTypes;

export function checkHistoryInput(ctx: Ctx, doc: Doc, f: FieldVisit): void {
  if (ctx.index.broken.has('menu')) return;
  const untyped = ctx.index.menuEntries
    .filter((m) => m.entry.screen === `${doc.kind}:${doc.id}`)
    .map((m) => str(m.entry.path))
    .filter((p): p is string => !!p && !HISTORY_TYPES[p]);
  if (untyped.length === 0) return;
  ctx.report(doc.file, {
    pointer: `${f.pointer}/x-component`,
    message: `HistoryInput on a path with no search-history type (${untyped.join(', ')}) would never save or offer a value; add the path to historyTypes in schemas/meta/runtime-defaults.json (typed paths: ${Object.keys(HISTORY_TYPES).join(', ')})`,
  });
}
