// The bundle budget, checked on every build: what /login loads (the entry chunk and its static
// imports) must hold no Formily, no React runtime (renderers/ outside the pure core, renderers/core.ts and what it
// imports) and no screen schema, and stay under 200 KB gzip; the
// first screen after sign-in (login + the layout chunk + the home chunk, with their static imports) under 300 KB (JS and the CSS loaded with it).
// And no two chunks may import each other, directly or through others (chunkCycles): in a cycle, which chunk's
// code runs first depends on which one the browser reaches first, and a binding read before its chunk ran is
// undefined (session 18: the playground, entered by another door than the screens, read Formily's DatePicker
// before Formily's chunk ran, in some loads only).
// Pure: it reads a description of the emitted chunks; the Vite plugin (bundleGuard.ts) feeds it.

export interface ChunkFacts {
  file: string;
  isEntry: boolean;
  /** Static imports (file names of other chunks). */
  imports: string[];
  /** Module ids in the chunk. */
  modules: string[];
  gzipBytes: number;
}

export const LOGIN_LIMIT_KB = 200;
export const FIRST_SCREEN_LIMIT_KB = 300;

/** Modules /login must never load: Formily, the runtime, the screens' schemas (pages, forms, details, pickers, menus). */
export const NOT_FOR_LOGIN =
  /[\\/]node_modules[\\/]@formily[\\/]|[\\/]renderers[\\/]|[\\/]schemas[\\/](pages|forms|details|pickers|menus)[\\/]/;

/** The modules whose chunks make the first screen after sign-in (loaded by the shell right after the answer). */
export const FIRST_SCREEN_MODULES = [/[\\/]src[\\/]layout[\\/]Layout\.tsx$/, /[\\/]src[\\/]home[\\/]HomePage\.tsx$/];

/** A chunk and every chunk it imports statically, transitively. */
export function staticClosure(chunks: ReadonlyMap<string, ChunkFacts>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f) || !chunks.has(f)) continue;
    seen.add(f);
    stack.push(...chunks.get(f)!.imports);
  }
  return seen;
}

/** The chunks that import each other, directly or through others: one sorted list per cycle (Tarjan's algorithm). */
export function chunkCycles(list: ReadonlyArray<ChunkFacts>): string[][] {
  const imports = new Map(list.map((c) => [c.file, c.imports.filter((i) => i !== c.file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of imports.get(v) ?? []) {
      if (!imports.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const cycle: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      cycle.push(w);
    } while (w !== v);
    if (cycle.length > 1) cycles.push(cycle.sort());
  };
  for (const v of imports.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const kb = (chunks: ReadonlyMap<string, ChunkFacts>, files: Set<string>): number =>
  [...files].reduce((a, f) => a + chunks.get(f)!.gzipBytes, 0) / 1024;

export interface BudgetReport {
  loginKb: number;
  loginFiles: string[];
  firstScreenKb: number;
  /** `chunk: module` for every forbidden module /login would load. */
  leaks: string[];
  problems: string[];
}

/** `core`: the module ids of the runtime's pure core (renderers/core.ts and its imports), which /login may load. */
export function checkBudget(list: ReadonlyArray<ChunkFacts>, core: ReadonlySet<string> = new Set()): BudgetReport {
  const chunks = new Map(list.map((c) => [c.file, c]));
  const login = staticClosure(
    chunks,
    list.filter((c) => c.isEntry).map((c) => c.file),
  );
  const firstRoots = list
    .filter((c) => c.modules.some((m) => FIRST_SCREEN_MODULES.some((re) => re.test(m))))
    .map((c) => c.file);
  const first = staticClosure(chunks, [...login, ...firstRoots]);
  const leaks: string[] = [];
  for (const f of login)
    for (const m of chunks.get(f)!.modules) if (NOT_FOR_LOGIN.test(m) && !core.has(m)) leaks.push(`${f}: ${m}`);
  const loginKb = kb(chunks, login);
  const firstScreenKb = kb(chunks, first);
  const problems: string[] = [];
  for (const cycle of chunkCycles(list))
    problems.push(`chunks import each other (module order would depend on load order): ${cycle.join(' <-> ')}`);
  if (leaks.length)
    problems.push(
      `/login would load ${leaks.length} module(s) it must not: ${leaks.slice(0, 5).join(', ')}${leaks.length > 5 ? ', ...' : ''}`,
    );
  if (loginKb >= LOGIN_LIMIT_KB)
    problems.push(`/login loads ${loginKb.toFixed(1)} KB gzip (limit ${LOGIN_LIMIT_KB} KB)`);
  if (firstScreenKb >= FIRST_SCREEN_LIMIT_KB)
    problems.push(
      `the first screen loads ${firstScreenKb.toFixed(1)} KB gzip in all (limit ${FIRST_SCREEN_LIMIT_KB} KB)`,
    );
  return { loginKb, loginFiles: [...login], firstScreenKb, leaks, problems };
}
