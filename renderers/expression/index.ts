// The one expression language of the schemas: parsed by the checker in CI, evaluated by the runtime.
export { type Ast, ExpressionError, SCOPE_NAMES } from './ast';
export { parseExpression, type ParseOptions } from './parser';
export { evaluate, type Scope } from './evaluate';
export { compileExpression, formilyCompiler, type CompiledExpression } from './compile';
