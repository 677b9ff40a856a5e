// Search history (001 §2, §9): a page's HistoryInput filter saves and offers values under the search-history
// type of the path that shows the page (historyTypes of schemas/meta/runtime-defaults.json, which the runtime and
// the gateway read too). A page shown on a path without a type would never save or offer a value.
import runtimeDefaults from '../schemas/meta/runtime-defaults.json';
import { type Ctx, type Doc, rec, str } from './model';
import { seg } from './problem';

const HISTORY_TYPES: Readonly<Record<string, string>> = runtimeDefaults.historyTypes;

export function checkHistoryTypes(ctx: Ctx, doc: Doc): void {
  if (doc.kind !== 'page' || ctx.index.broken.has('menu')) return;
  const inputs = Object.entries(rec(doc.data.filters) ?? {})
    .filter(([, node]) => str(rec(node)?.['x-component']) === 'HistoryInput')
    .map(([name]) => name);
  if (inputs.length === 0) return;
  const untyped = ctx.index.menuEntries
    .filter((m) => m.entry.screen === `page:${doc.id}`)
    .map((m) => str(m.entry.path))
    .filter((p): p is string => !!p && !HISTORY_TYPES[p]);
  if (untyped.length === 0) return;
  for (const name of inputs) {
    ctx.report(doc.file, {
      pointer: `/filters/${seg(name)}/x-component`,
      message: `HistoryInput on a path with no search-history type (${untyped.join(', ')}) would never save or offer a value; add the path to historyTypes in schemas/meta/runtime-defaults.json (typed paths: ${Object.keys(HISTORY_TYPES).join(', ')})`,
    });
  }
}
