// A screen's prefetch on the user's intent, before the click, in two steps. When its menu entry shows (its submenu
// opened): its document only (fetchScreen: its chunk or the gateway's version, no stylesheet, no call of its own).
// When the entry is hovered (prefetchScreen): the document through the app's document cache (with the preparer's
// antd sheets) and, for a search page, the dictionaries and the region tree its columns show and its filters' system dictionary
// selects offer, in the caches the screen reads at its first render (peekDict, peekTree) or with its first load.
// Its rows are not asked for: they are asked at the click, so what shows is as of the click (a prefetched list
// could be stale, and the gateway would log searches nobody made).
// Nothing is thrown: a failure here is left to the screen, which loads the same again and reports it.
import { COMPONENTS, type ComponentSpec } from '../manifest';
import { loadTree } from '../fields/regionTree';
import { columnLookups } from '../page/tableColumns';
import type { RuntimeContext } from '../runtime/context';
import { DEFAULT_CALLS } from '../runtime/defaults';
import { loadDict } from '../runtime/dict';
import { parseScreen } from './kinds';

interface FilterNode {
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  properties?: Record<string, FilterNode>;
}

/** The system dictionaries a page's filters offer: those of the components whose descriptor names a `dictionary`
 * prop (DictSelect's dict), unless its branch prop is set (a branch's items need the chosen branch). */
export function filterDicts(
  filters: unknown,
  components: Readonly<Record<string, ComponentSpec>> = COMPONENTS,
): string[] {
  const out: string[] = [];
  const walk = (fields: Record<string, FilterNode> | undefined) => {
    for (const f of Object.values(fields ?? {})) {
      const p = f['x-component-props'];
      const from = components[f['x-component'] ?? '']?.dictionary;
      const code = from && p?.[from.prop];
      if (from && typeof code === 'string' && !(from.branchProp && p?.[from.branchProp])) out.push(code);
      walk(f.properties);
    }
  };
  walk(filters as Record<string, FilterNode> | undefined);
  return out;
}

/** Fetches the document of screen "kind:id" ahead, without preparing it (DocumentCache.fetch); never throws. */
export function fetchScreen(rt: Pick<RuntimeContext, 'wiring' | 'transport'>, screen: string): void {
  try {
    const { kind, id } = parseScreen(screen);
    rt.wiring.documents.fetch(kind, id, rt.transport);
  } catch {
    /* a malformed screen: the screen shows what is wrong */
  }
}

/** Starts loading what screen "kind:id" needs before its first render; resolves when it is there (never rejects). */
export async function prefetchScreen(rt: RuntimeContext, screen: string): Promise<void> {
  try {
    const { kind, id } = parseScreen(screen);
    if (kind !== 'page') return void (await rt.wiring.documents.load(kind, id, rt.transport));
    const doc = await rt.wiring.documents.load('page', id, rt.transport);
    const { dicts, region } = columnLookups(doc.columns);
    await Promise.allSettled([
      ...[...new Set([...dicts, ...filterDicts(doc.filters)])].map((d) => loadDict(rt, d)),
      ...(region ? [loadTree(rt, DEFAULT_CALLS.regionTree)] : []),
    ]);
  } catch {
    /* the screen loads it again and shows what is wrong */
  }
}
