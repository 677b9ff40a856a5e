// The runtime's own lazy modules: every file under renderers/ that a renderers/ module loads with a literal
// `import('./…')` (the rare fields, the rich-text editor, the detail view…). vite.config.ts keeps them out of the
// 'runtime' chunk group, so each stays the entry of its own chunk with the libraries only it uses. Captured into
// the group, a lazy field's code would sit in the runtime's chunk while its libraries stayed in the lazy chunk,
// and the two chunks would import each other (a cycle whose evaluation order depends on which chunk the browser
// reaches first; bundleGuard refuses cycles).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveLocal } from './coreGraph';

const RENDERERS = resolve(dirname(fileURLToPath(import.meta.url)), '../../renderers');
const DYNAMIC = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* sources(p);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield p;
  }
}

let found: ReadonlySet<string> | undefined;

/** Absolute paths of the renderers/ modules that renderers/ itself imports only lazily. */
export function lazyRuntimeModules(): ReadonlySet<string> {
  if (!found) {
    const out = new Set<string>();
    for (const file of sources(RENDERERS)) {
      for (const m of readFileSync(file, 'utf8').matchAll(DYNAMIC)) {
        const target = resolveLocal(file, m[1]);
        if (target?.startsWith(RENDERERS)) out.add(target);
      }
    }
    found = out;
  }
  return found;
}
