// Parses each distinct expression once: the same schema is rendered many times and Formily asks its
// compiler again on every reaction run.
import type { Ast } from './ast';
import { type Scope, evaluate } from './evaluate';
import { parseExpression } from './parser';

export interface CompiledExpression {
  readonly source: string;
  readonly ast: Ast;
  run(scope: Scope): unknown;
}

const MAX_ENTRIES = 2000;
const cache = new Map<string, CompiledExpression>();

/** Parses (once, cached) and returns a runnable expression. Throws ExpressionError on bad syntax. */
export function compileExpression(source: string): CompiledExpression {
  const hit = cache.get(source);
  if (hit) return hit;
  const ast = parseExpression(source);
  const compiled: CompiledExpression = { source, ast, run: (scope) => evaluate(ast, scope) };
  // A schema set is finite; the cap only guards against expressions built from data.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(source, compiled);
  return compiled;
}

/** Formily's compiler signature: Schema.registerCompiler(formilyCompiler). */
export function formilyCompiler(expression: string, scope: Scope = {}): unknown {
  return compileExpression(expression).run(scope);
}
