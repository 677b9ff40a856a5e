// Where the cursor is in a JSON text that may be half typed: the path of keys and indices to the place, whether
// it is a property name or a value, and the token it would replace. A tolerant scanner (no parse): the text
// before the cursor decides, so `"x-component": |` and `[{ "rule": "|` are found while the document does not
// parse. Pure.

export interface CursorPlace {
  /** Keys and indices from the root to the place (for a key: to the object holding it). */
  path: Array<string | number>;
  role: 'key' | 'value';
  /** The range a completion replaces: the string or literal under the cursor, else the cursor itself. */
  from: number;
  to: number;
  /** What is typed of the token before the cursor, without its opening quote. */
  prefix: string;
  /** The cursor. */
  pos: number;
}

type Frame =
  | { type: 'obj'; key?: string; expect: 'key' | 'colon' | 'value' | 'comma' }
  | { type: 'arr'; index: number; expect: 'value' | 'comma' };

/** The end of a string opened at `start` (the index after its closing quote), or -1 when it is not closed. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') return i + 1;
    else if (c === '\n') return -1;
  }
  return -1;
}

const decode = (raw: string): string => {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
};

/** After a value in a frame: an object expects a comma, an array a comma. */
function valueDone(top: Frame | undefined): void {
  if (top) top.expect = 'comma';
}

/** The place at `pos`, or undefined when the cursor is outside any object or array (or the text is not JSON-like). */
export function cursorPlace(text: string, pos: number): CursorPlace | undefined {
  const stack: Frame[] = [];
  let i = 0;
  while (i < pos) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      const end = stringEnd(text, i);
      if (end < 0 || end > pos) {
        // the cursor is inside this string
        const closed = end < 0 ? pos : end;
        return finish(stack, i, closed, text.slice(i + 1, pos), pos);
      }
      if (top?.type === 'obj' && top.expect === 'key') {
        top.key = decode(text.slice(i, end));
        top.expect = 'colon';
      } else valueDone(top);
      i = end;
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push(c === '{' ? { type: 'obj', expect: 'key' } : { type: 'arr', index: 0, expect: 'value' });
    } else if (c === '}' || c === ']') {
      stack.pop();
      valueDone(stack[stack.length - 1]);
    } else if (c === ':') {
      if (top?.type === 'obj') top.expect = 'value';
    } else if (c === ',') {
      if (top?.type === 'obj') {
        top.expect = 'key';
        top.key = undefined;
      } else if (top?.type === 'arr') {
        top.index++;
        top.expect = 'value';
      }
    } else if (!/\s/.test(c)) {
      // a literal (number, true, false, null, or a half-typed word)
      let j = i;
      while (j < text.length && !/[\s,:\]}[{"]/.test(text[j])) j++;
      if (j >= pos) return finish(stack, i, j, text.slice(i, pos), pos);
      valueDone(top);
      i = j;
      continue;
    }
    i++;
  }
  return finish(stack, pos, pos, '', pos);
}

function finish(stack: Frame[], from: number, to: number, prefix: string, pos: number): CursorPlace | undefined {
  const top = stack[stack.length - 1];
  if (!top) return undefined;
  const outer = stack.slice(0, -1).map((f) => (f.type === 'obj' ? (f.key ?? '') : f.index));
  if (top.type === 'arr') return { path: [...outer, top.index], role: 'value', from, to, prefix, pos };
  if (top.expect === 'value') return { path: [...outer, top.key ?? ''], role: 'value', from, to, prefix, pos };
  if (top.expect === 'key') return { path: outer, role: 'key', from, to, prefix, pos };
  return undefined;
}
