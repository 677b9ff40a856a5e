// One problem found in one schema file, and how it is printed:
// `schemas/pickers/warehouse.json:12:7  /columns/1/key  message`.

export interface Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /** JSON pointer of the offending value ('' is the whole document). */
  pointer: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.pointer || '/'}  ${p.message}`;
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function seg(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}
