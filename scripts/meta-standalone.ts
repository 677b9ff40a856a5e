// The meta-schemas compiled ahead of time (ajv's standalone code, same options as the checker's meta.ts) as
// an ES module: one validate function per kind. The playground checks in the browser with it, where ajv's
// run-time compiler (new Function) is refused by the portal's CSP (script-src 'self'). Served to the build by
// the virtual module of scripts/vite-playground-save.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { KINDS } from '../checker/kinds';
import { ENGLISH_TEXT } from '../checker/meta';

/** ajv's run-time helpers the generated code requires, inlined (the module imports nothing). */
const RUNTIME: Record<string, string> = {
  'ajv/dist/runtime/equal': `function __equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && __equal(a[k], b[k]));
  }
  return a !== a && b !== b;
}`,
  'ajv/dist/runtime/ucs2length': `function __ucs2length(s) { return Array.from(s).length; }`,
};
const NAMES: Record<string, string> = {
  'ajv/dist/runtime/equal': '__equal',
  'ajv/dist/runtime/ucs2length': '__ucs2length',
};

export function metaValidatorsModule(metaDir: string): string {
  const ajv = new Ajv({ strict: true, allErrors: true, verbose: true, code: { source: true, esm: true } });
  ajv.addVocabulary(['patternMessage', 'markdownDescription', 'englishText']);
  for (const f of readdirSync(metaDir)
    .filter((n) => n.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(readFileSync(join(metaDir, f), 'utf8')) as { definitions?: Record<string, unknown> };
    // the project's rule, as `npm run schemas:check` applies it: every text in both languages
    if (schema.definitions?.Text) schema.definitions.Text = ENGLISH_TEXT;
    ajv.addSchema(schema);
  }
  let code = standaloneCode(ajv, Object.fromEntries(KINDS.map((k) => [k, `${k}.schema.json`])));
  const used = new Set<string>();
  code = code.replace(/require\("([^"]+)"\)\.default/g, (_, mod: string) => {
    if (!RUNTIME[mod])
      throw new Error(`meta-standalone: the generated validators need ${mod}; inline it in scripts/meta-standalone.ts`);
    used.add(mod);
    return NAMES[mod];
  });
  if (/require\(/.test(code)) throw new Error('meta-standalone: the generated validators still require a module');
  return `${code}\n${[...used].map((m) => RUNTIME[m]).join('\n')}\n`;
}
