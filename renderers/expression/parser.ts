// A recursive-descent parser for the expression language (JavaScript's precedence, a small subset of its
// syntax). Accepts the text with or without its {{ }}: Formily hands its compiler the inner text.
import { type Ast, type BinaryOperator, ExpressionError, SCOPE_NAMES } from './ast';
import { type Token, tokenize } from './tokenizer';

export interface ParseOptions {
  /** Names an expression may start from; default SCOPE_NAMES. */
  names?: readonly string[];
}

const KEYWORDS: Record<string, string | number | boolean | null | undefined> = {
  true: true,
  false: false,
  null: null,
  undefined: undefined,
};

const EQUALITY = ['===', '!==', '==', '!='];
const RELATIONAL = ['<', '<=', '>', '>='];
const ADDITIVE = ['+', '-'];
const MULTIPLICATIVE = ['*', '/'];

// Why members are refused: they reach the prototype chain (a way out of the sandbox).
export const FORBIDDEN_MEMBERS = new Set([
  '__proto__',
  'prototype',
  'constructor',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

function describe(t: Token): string {
  return t.kind === 'end'
    ? 'end of expression'
    : `"${t.kind === 'string' ? JSON.stringify(t.value) : String(t.value)}"`;
}

class Parser {
  private pos = 0;

  constructor(
    private readonly src: string,
    private readonly tokens: Token[],
    private readonly names: readonly string[],
  ) {}

  parse(): Ast {
    if (this.peek().kind === 'end') throw this.error('empty expression', this.peek().start);
    const ast = this.conditional();
    const t = this.peek();
    if (t.kind !== 'end') {
      const hint =
        t.value === '(' ? ' (function calls are not allowed)' : t.value === '=' ? ' (assignment is not allowed)' : '';
      throw this.error(`unexpected ${describe(t)}${hint}`, t.start);
    }
    return ast;
  }

  private peek(): Token {
    return this.tokens[this.pos];
  }

  private next(): Token {
    return this.tokens[this.pos++];
  }

  private isPunct(...values: string[]): boolean {
    const t = this.peek();
    return t.kind === 'punct' && values.includes(t.value);
  }

  private expect(value: string): Token {
    const t = this.peek();
    if (t.kind !== 'punct' || t.value !== value)
      throw this.error(`expected "${value}" but found ${describe(t)}`, t.start);
    return this.next();
  }

  private error(message: string, at: number): ExpressionError {
    return new ExpressionError(message, at, this.src);
  }

  private conditional(): Ast {
    const test = this.nullish();
    if (!this.isPunct('?')) return test;
    this.next();
    const consequent = this.conditional();
    this.expect(':');
    const alternate = this.conditional();
    return { type: 'Conditional', test, consequent, alternate, start: test.start, end: alternate.end };
  }

  // As in JavaScript, ?? may not be mixed with && or || without parentheses: the reader could not tell
  // which binds first.
  private nullish(): Ast {
    let left = this.or();
    while (this.isPunct('??')) {
      const op = this.next();
      if (left.type === 'Logical' && left.operator !== '??' && !left.parenthesized) {
        throw this.error('put parentheses around || or && when mixing it with ??', op.start);
      }
      const right = this.or();
      if (right.type === 'Logical' && !right.parenthesized) {
        throw this.error('put parentheses around || or && when mixing it with ??', right.start);
      }
      left = { type: 'Logical', operator: '??', left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private or(): Ast {
    let left = this.and();
    while (this.isPunct('||')) {
      this.next();
      const right = this.and();
      left = { type: 'Logical', operator: '||', left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private and(): Ast {
    let left = this.binary(0);
    while (this.isPunct('&&')) {
      this.next();
      const right = this.binary(0);
      left = { type: 'Logical', operator: '&&', left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private binary(level: number): Ast {
    const levels = [EQUALITY, RELATIONAL, ADDITIVE, MULTIPLICATIVE];
    if (level === levels.length) return this.unary();
    let left = this.binary(level + 1);
    while (this.isPunct(...levels[level])) {
      const operator = this.next().value as BinaryOperator;
      const right = this.binary(level + 1);
      left = { type: 'Binary', operator, left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private unary(): Ast {
    if (this.isPunct('!', '-')) {
      const op = this.next();
      const argument = this.unary();
      return { type: 'Unary', operator: op.value as '!' | '-', argument, start: op.start, end: argument.end };
    }
    return this.member();
  }

  private member(): Ast {
    let object = this.primary();
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        const t = this.next();
        if (t.kind !== 'name') throw this.error(`expected a property name after "." but found ${describe(t)}`, t.start);
        this.checkMember(t.value, t.start);
        const property: Ast = { type: 'Literal', value: t.value, start: t.start, end: t.end };
        object = { type: 'Member', object, property, computed: false, start: object.start, end: t.end };
      } else if (this.isPunct('[')) {
        this.next();
        const property = this.conditional();
        if (property.type === 'Literal' && typeof property.value === 'string')
          this.checkMember(property.value, property.start);
        const close = this.expect(']');
        object = { type: 'Member', object, property, computed: true, start: object.start, end: close.end };
      } else if (this.isPunct('(')) {
        throw this.error('function calls are not allowed', this.peek().start);
      } else {
        return object;
      }
    }
  }

  private checkMember(name: string, at: number): void {
    if (FORBIDDEN_MEMBERS.has(name)) throw this.error(`the member "${name}" is not allowed`, at);
  }

  private primary(): Ast {
    const t = this.next();
    switch (t.kind) {
      case 'number':
      case 'string':
        return { type: 'Literal', value: t.value, start: t.start, end: t.end };
      case 'name': {
        if (t.value in KEYWORDS) return { type: 'Literal', value: KEYWORDS[t.value], start: t.start, end: t.end };
        if (!this.names.includes(t.value)) {
          throw this.error(
            `unknown name "${t.value}"; an expression starts from ${this.names.join(', ')} or a literal`,
            t.start,
          );
        }
        return { type: 'Identifier', name: t.value, start: t.start, end: t.end };
      }
      case 'punct':
        if (t.value === '(') {
          const inner = this.conditional();
          const close = this.expect(')');
          if (inner.type === 'Logical') inner.parenthesized = true;
          return { ...inner, start: t.start, end: close.end };
        }
        if (t.value === '[') {
          const elements: Ast[] = [];
          while (!this.isPunct(']')) {
            elements.push(this.conditional());
            if (!this.isPunct(']')) this.expect(',');
          }
          const close = this.next();
          return { type: 'Array', elements, start: t.start, end: close.end };
        }
        throw this.error(`unexpected ${describe(t)}`, t.start);
      case 'end':
        throw this.error('unexpected end of expression', t.start);
    }
  }
}

const WRAPPED = /^(\s*\{\{)([\s\S]*)\}\}\s*$/;

/** Parses `{{ expr }}` or the bare `expr`. Throws ExpressionError with the offset into src. */
export function parseExpression(src: string, options: ParseOptions = {}): Ast {
  const m = WRAPPED.exec(src);
  const from = m ? m[1].length : 0;
  const to = m ? from + m[2].length : src.length;
  const tokens = tokenize(src, from, to);
  return new Parser(src, tokens, options.names ?? SCOPE_NAMES).parse();
}
