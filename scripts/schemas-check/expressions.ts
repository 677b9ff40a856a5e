// Every {{ ... }} string of a document must parse with the runtime's expression parser, and a
// $session.<fact> must name a session fact. The column points at the mistake inside the string.
import { type Ast, ExpressionError, parseExpression } from '../../renderers/expression';
import { SESSION_FACTS } from '../../renderers/manifest';
import type { Ctx, Doc } from './model';
import { unknownName } from './names';

const WRAPPED = /^\s*\{\{[\s\S]*\}\}\s*$/;
const PARTIAL = /\{\{[\s\S]*\}\}/;

/** Columns from the opening quote to source offset `pos`, as the string is written in JSON. */
const columnsTo = (src: string, pos: number) => 1 + JSON.stringify(src.slice(0, pos)).length - 2;

function* members(ast: Ast): Generator<Ast & { type: 'Member' }> {
  switch (ast.type) {
    case 'Member':
      yield ast;
      yield* members(ast.object);
      yield* members(ast.property);
      break;
    case 'Unary':
      yield* members(ast.argument);
      break;
    case 'Binary':
    case 'Logical':
      yield* members(ast.left);
      yield* members(ast.right);
      break;
    case 'Conditional':
      yield* members(ast.test);
      yield* members(ast.consequent);
      yield* members(ast.alternate);
      break;
    case 'Array':
      for (const e of ast.elements) yield* members(e);
      break;
    default:
  }
}

export function checkExpression(ctx: Ctx, doc: Doc, src: string, pointer: string): void {
  let ast: Ast;
  try {
    ast = parseExpression(src);
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    ctx.report(doc.file, { pointer, offset: columnsTo(src, e.position), message: `expression does not parse: ${e.reason} at column ${e.position + 1} of ${src}` });
    return;
  }
  for (const m of members(ast)) {
    if (m.object.type !== 'Identifier' || m.object.name !== '$session' || m.property.type !== 'Literal') continue;
    const fact = String(m.property.value);
    if (!(SESSION_FACTS as readonly string[]).includes(fact)) {
      ctx.report(doc.file, { pointer, offset: columnsTo(src, m.property.start), message: unknownName('session fact', fact, SESSION_FACTS, 'session facts') });
    }
  }
}

export function checkExpressions(ctx: Ctx, doc: Doc): void {
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      if (WRAPPED.test(value)) checkExpression(ctx, doc, value, pointer);
      else if (PARTIAL.test(value)) {
        // Formily evaluates a string only when the whole of it is {{ }}; anything else shows literally.
        ctx.report(doc.file, { pointer, message: `an expression must be the whole value, written as {{ ... }} (found ${JSON.stringify(value)})` });
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${pointer}/${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(doc.data, '');
}
