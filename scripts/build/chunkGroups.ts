// The named chunk groups of the production build (vite.config.ts): which module goes to 'formily' and 'runtime'.
// A group takes only the modules it matches (not their libraries), so antd parts the layout shares with Formily
// stay in the automatic chunks. It must not take a module that only a lazy chunk reaches: that module's libraries
// would stay in the lazy chunk, the group's chunk would import the lazy chunk and the lazy chunk the group's (a
// cycle; which chunk runs first then depends on which one the browser reaches first, and a binding read before its
// chunk ran is undefined). So a group takes a module only when the eager part of the graph reaches it: from an
// entry or a dynamic import other than the runtime's own lazy modules (lazyEntries.ts), through static imports.
// bundleGuard refuses any cycle left.
import type { ModuleInfo } from 'rolldown';
import { coreModules } from './coreGraph';
import { lazyRuntimeModules } from './lazyEntries';

type Info = (id: string) => ModuleInfo | null;

/** The modules the eager part of the graph reaches, found from any one module of it (the graph is walked whole). */
export function eagerModules(start: string, info: Info, lazy: ReadonlySet<string>): Set<string> {
  const all = new Set<string>([start]);
  const stack = [start];
  while (stack.length) {
    const m = info(stack.pop()!);
    if (!m) continue;
    for (const n of [...m.importers, ...m.dynamicImporters, ...m.importedIds, ...m.dynamicallyImportedIds]) {
      if (all.has(n)) continue;
      all.add(n);
      stack.push(n);
    }
  }
  const roots = [...all].filter((id) => {
    const m = info(id);
    return m && !lazy.has(id) && (m.isEntry || m.dynamicImporters.length > 0);
  });
  const eager = new Set<string>(roots);
  const walk = [...roots];
  while (walk.length) {
    for (const n of info(walk.pop()!)?.importedIds ?? []) {
      if (eager.has(n)) continue;
      eager.add(n);
      walk.push(n);
    }
  }
  return eager;
}

const FORMILY = /[\\/]node_modules[\\/]@formily[\\/]/;
/**
 * Formily's parts that only the runtime's lazy fields use (FormGrid in layout.tsx; Cascader, Password and Switch in
 * rare.ts). The walk above cannot tell them from the eager parts: every part sits behind @formily/antd-v5's index,
 * which the eager fields import. A new one shows as a cycle bundleGuard names.
 */
const LAZY_FORMILY = /[\\/]@formily[\\/](grid|antd-v5[\\/]esm[\\/](form-grid|cascader|password|switch))[\\/]/;
const RENDERERS = /[\\/]renderers[\\/]/;
const SOURCE = /[\\/](src|renderers)[\\/]/;

/** The group a module goes to (null: the automatic chunks decide). */
export function chunkGroupName(): (id: string, ctx: { getModuleInfo: Info }) => string | null {
  let eager: Set<string> | undefined;
  const isRuntime = (id: string): boolean => RENDERERS.test(id) && !FORMILY.test(id) && !coreModules().has(id);
  return (id, ctx) => {
    const info = (m: string) => ctx.getModuleInfo(m);
    if (FORMILY.test(id)) {
      if (LAZY_FORMILY.test(id)) return null;
    } else if (!SOURCE.test(id) || /node_modules/.test(id)) return null;
    eager ??= eagerModules(id, info, lazyRuntimeModules());
    if (!eager.has(id)) return null;
    if (FORMILY.test(id)) return 'formily';
    if (isRuntime(id)) return 'runtime';
    // A shell module that imports the runtime (src/runtime/wiring.ts) and is no chunk's entry goes with it: left in
    // a chunk the shell and the runtime share, it would make that chunk import the runtime and the runtime it.
    const m = info(id);
    return m && m.dynamicImporters.length === 0 && m.importedIds.some(isRuntime) ? 'runtime' : null;
  };
}
