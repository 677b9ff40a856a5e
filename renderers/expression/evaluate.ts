// Evaluates a parsed expression against a scope. No code is generated (no eval, no new Function), so the
// portal runs under a Content-Security-Policy without 'unsafe-eval'.
import type { Ast } from './ast';
import { FORBIDDEN_MEMBERS } from './parser';

export type Scope = Readonly<Record<string, unknown>>;

function member(object: unknown, key: unknown): unknown {
  // Reading through null/undefined yields undefined: schema authors write $deps[0].name before the
  // dependency has a value, and a thrown error there would only blank the field.
  if (object === null || object === undefined) return undefined;
  const name = typeof key === 'number' ? key : String(key);
  if (typeof name === 'string' && FORBIDDEN_MEMBERS.has(name)) return undefined;
  return (object as Record<string | number, unknown>)[name];
}

export function evaluate(ast: Ast, scope: Scope): unknown {
  switch (ast.type) {
    case 'Literal':
      return ast.value;
    case 'Identifier':
      return Object.prototype.hasOwnProperty.call(scope, ast.name) ? scope[ast.name] : undefined;
    case 'Member':
      return member(
        evaluate(ast.object, scope),
        ast.computed ? evaluate(ast.property, scope) : (ast.property as { value: unknown }).value,
      );
    case 'Unary': {
      const v = evaluate(ast.argument, scope);
      return ast.operator === '!' ? !v : -(v as number);
    }
    case 'Logical': {
      const left = evaluate(ast.left, scope);
      if (ast.operator === '&&') return left ? evaluate(ast.right, scope) : left;
      if (ast.operator === '||') return left ? left : evaluate(ast.right, scope);
      return left ?? evaluate(ast.right, scope);
    }
    case 'Conditional':
      return evaluate(ast.test, scope) ? evaluate(ast.consequent, scope) : evaluate(ast.alternate, scope);
    case 'Array':
      return ast.elements.map((e) => evaluate(e, scope));
    case 'Binary': {
      const l = evaluate(ast.left, scope) as never;
      const r = evaluate(ast.right, scope) as never;
      switch (ast.operator) {
        case '===':
          return l === r;
        case '!==':
          return l !== r;
        case '==':
          return l == r;
        case '!=':
          return l != r;
        case '<':
          return l < r;
        case '<=':
          return l <= r;
        case '>':
          return l > r;
        case '>=':
          return l >= r;
        case '+':
          return (l as number) + (r as number);
        case '-':
          return (l as number) - (r as number);
        case '*':
          return (l as number) * (r as number);
        case '/':
          return (l as number) / (r as number);
      }
    }
  }
}
