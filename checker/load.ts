// Finds and reads the schema files (parsing, with a source map, is parse.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type SchemaFile, parseSchemaText } from './parse';
import type { Problem } from './problem';

export { type SchemaFile, parseSchemaText, locate } from './parse';

/** Every *.json under root/schemas except the meta-schemas, sorted for a stable report. */
export function findSchemaFiles(root: string): string[] {
  const base = join(root, 'schemas');
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) {
        if (abs !== join(base, 'meta')) walk(abs);
      } else if (e.name.endsWith('.json')) {
        out.push(relative(root, abs).split(sep).join('/'));
      }
    }
  };
  walk(base);
  return out.sort();
}

/** Reads and parses one file (parseSchemaText). */
export function loadFile(root: string, rel: string): SchemaFile | Problem {
  return parseSchemaText(rel, readFileSync(join(root, rel), 'utf8'));
}
