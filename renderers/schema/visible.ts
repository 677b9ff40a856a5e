// Action visibility: a safe expression in {{ }} over the row and the session (no eval).
import { compileExpression } from '../expression';

export function evaluateVisible(expression: string | undefined, scope: Record<string, unknown>): boolean {
  if (!expression) return true;
  const m = /^\s*\{\{([\s\S]*)\}\}\s*$/.exec(expression);
  return !!compileExpression(m ? m[1] : expression).run(scope);
}
