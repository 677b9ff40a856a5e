// JSON.parse (and the source map) keep only the last of two equal keys in an object, silently. This small
// tokenizer pass finds them with the positions of both, so a configurator sees which one is dropped.
import type { Problem } from './problem';
import { seg } from './problem';

interface Level {
  object: boolean;
  pointer: string;
  index: number;
  keys: Map<string, number>;
  key?: string;
}

/** Every repeated key of every object in `text` (assumed to be valid JSON), reported at the later one. */
export function duplicateKeys(rel: string, text: string): Problem[] {
  const out: Problem[] = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const where = (pos: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: pos - lineStarts[lo] + 1 };
  };
  const stack: Level[] = [];
  const childPointer = () => {
    const top = stack[stack.length - 1];
    if (!top) return '';
    return top.object ? `${top.pointer}/${seg(top.key ?? '')}` : `${top.pointer}/${top.index}`;
  };
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      i = j;
      const top = stack[stack.length - 1];
      if (top?.object && expectKey) {
        const key = JSON.parse(text.slice(start, j + 1)) as string;
        top.key = key;
        const first = top.keys.get(key);
        if (first === undefined) {
          top.keys.set(key, start);
        } else {
          const a = where(first);
          const b = where(start);
          out.push({
            file: rel,
            line: b.line,
            col: b.col,
            pointer: `${top.pointer}/${seg(key)}`,
            message: `duplicate key "${key}": also at ${a.line}:${a.col}; JSON keeps only the last one, so remove or rename one of them`,
          });
        }
        expectKey = false;
      }
    } else if (c === '{' || c === '[') {
      stack.push({ object: c === '{', pointer: childPointer(), index: 0, keys: new Map() });
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.object) expectKey = true;
      else if (top) top.index++;
    }
  }
  return out;
}
