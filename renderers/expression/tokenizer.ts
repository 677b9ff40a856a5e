// Splits an expression into tokens. Only the syntax of the schema language is recognised, so anything
// else (function calls, assignment, regular expressions, templates) fails here or in the parser.
import { ExpressionError } from './ast';

export type Token =
  | { kind: 'number'; value: number; start: number; end: number }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'name'; value: string; start: number; end: number }
  | { kind: 'punct'; value: string; start: number; end: number }
  | { kind: 'end'; value: ''; start: number; end: number };

// Longest first, so '===' wins over '==' and '='.
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '!',
  '?',
  ':',
  '.',
  '[',
  ']',
  '(',
  ')',
  ',',
];

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

function isNameStart(c: string): boolean {
  return /[A-Za-z_$]/.test(c);
}

function isNamePart(c: string): boolean {
  return /[A-Za-z0-9_$]/.test(c);
}

export function tokenize(src: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < to) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(src.slice(i, to))!;
      i += m[0].length;
      if (i < to && isNamePart(src[i]))
        throw new ExpressionError(`invalid number "${src.slice(start, i + 1)}"`, start, src);
      tokens.push({ kind: 'number', value: Number(m[0]), start, end: i });
      continue;
    }
    if (c === '"' || c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= to) throw new ExpressionError('unterminated string', start, src);
        const d = src[i];
        if (d === c) break;
        if (d === '\\') {
          const e = src[i + 1];
          if (e === undefined || i + 1 >= to) throw new ExpressionError('unterminated string', start, src);
          if (e === 'u') {
            const hex = src.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new ExpressionError('invalid \\u escape', i, src);
            value += String.fromCharCode(parseInt(hex, 16));
            i += 6;
            continue;
          }
          value += ESCAPES[e] ?? e;
          i += 2;
          continue;
        }
        value += d;
        i++;
      }
      i++;
      tokens.push({ kind: 'string', value, start, end: i });
      continue;
    }
    if (isNameStart(c)) {
      while (i < to && isNamePart(src[i])) i++;
      tokens.push({ kind: 'name', value: src.slice(start, i), start, end: i });
      continue;
    }
    const p = PUNCTUATORS.find((op) => src.startsWith(op, i) && i + op.length <= to);
    if (!p) throw new ExpressionError(`unexpected character "${c}"`, i, src);
    i += p.length;
    tokens.push({ kind: 'punct', value: p, start, end: i });
  }
  tokens.push({ kind: 'end', value: '', start: to, end: to });
  return tokens;
}
