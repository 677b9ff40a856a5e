// Parses one schema file's text with a source map, so every problem gets a line and column. Pure (no node:*):
// the playground runs it in the browser.
import { type Mapping, parse } from 'json-source-map';
import { duplicateKeys } from './duplicate-keys';
import type { Problem } from './problem';

export interface SchemaFile {
  /** Relative to the project root, forward slashes (as printed). */
  rel: string;
  /** Relative to schemas/, forward slashes: pickers/warehouse.json. */
  inSchemas: string;
  data: unknown;
  pointers: Record<string, Mapping>;
  /** Keys given twice in one object (JSON keeps the last). */
  duplicates: Problem[];
}

/** Parses one file's text; a syntax error becomes a problem with the position JSON.parse reports. */
export function parseSchemaText(rel: string, text: string): SchemaFile | Problem {
  try {
    const { data, pointers } = parse(text);
    return { rel, inSchemas: rel.replace(/^schemas\//, ''), data, pointers, duplicates: duplicateKeys(rel, text) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(message);
    const pos = m ? Number(m[1]) : 0;
    const before = text.slice(0, pos).split('\n');
    return {
      file: rel,
      line: before.length,
      col: before[before.length - 1].length + 1,
      pointer: '',
      message: `not valid JSON: ${message}`,
    };
  }
}

/** The position of a pointer (or of its nearest existing parent); `key` prefers the property name. */
export function locate(
  file: SchemaFile,
  pointer: string,
  at: 'key' | 'value' = 'value',
): { line: number; col: number } {
  let p = pointer;
  for (;;) {
    const m = file.pointers[p];
    if (m) {
      const loc = at === 'key' && m.key ? m.key : m.value;
      return { line: loc.line + 1, col: loc.column + 1 };
    }
    if (p === '') return { line: 1, col: 1 };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
