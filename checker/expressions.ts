// Every {{ ... }} string of a document must parse with the runtime's expression parser, and a
// $session.<fact> must name a session fact. The column points at the mistake inside the string.
import { type Ast, ExpressionError, parseExpression } from '../renderers/expression';
import { SESSION_FACTS } from '../renderers/manifest';
import { NO_ROW, rowContext } from './bindings';
import { checkAnswerField } from './calls';
import { formFieldNames, rowFieldsAt } from './fields';
import type { CallEntry, Ctx, Doc } from './model';
import { didYouMean, listNames, unknownName } from './names';

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

const isName = (a: Ast, name: string) => a.type === 'Identifier' && a.name === name;
const literal = (a: Ast) => (a.type === 'Literal' ? String(a.value) : undefined);

/** `$row.x` names a field of the row's call answer; `$values.x` and `$form.values.x` a field of the document's form. */
function checkScopeFields(
  ctx: Ctx,
  doc: Doc,
  src: string,
  pointer: string,
  m: Ast & { type: 'Member' },
  rows: Map<string, CallEntry[]>,
): void {
  const field = literal(m.property);
  if (field === undefined) return;
  const offset = columnsTo(src, m.property.start);
  if (isName(m.object, '$row')) {
    const tableRow = rowFieldsAt(doc, pointer, ctx);
    if (tableRow !== undefined) {
      if (tableRow && !tableRow.includes(field)) {
        ctx.report(doc.file, {
          pointer,
          offset,
          message: `unknown row field "${field}" for $row; row fields of the table: ${listNames(tableRow)}${didYouMean(field, tableRow)}`,
        });
      }
      return;
    }
    const row = rowContext(ctx, doc, pointer, rows);
    if (row === 'none') ctx.report(doc.file, { pointer, offset, message: NO_ROW });
    else if (row !== 'unchecked') checkAnswerField(ctx, doc, { pointer, offset }, field, row.calls);
    return;
  }
  const values = isName(m.object, '$values')
    ? '$values'
    : m.object.type === 'Member' && isName(m.object.object, '$form') && literal(m.object.property) === 'values'
      ? '$form.values'
      : undefined;
  if (!values) return;
  const names = formFieldNames(doc);
  if (!names) {
    ctx.report(doc.file, {
      pointer,
      offset,
      message: `${values} is not available in a ${doc.kind} document (it has no form); use $row`,
    });
  } else if (!names.includes(field)) {
    ctx.report(doc.file, {
      pointer,
      offset,
      message: `unknown field "${field}" for ${values}; fields of this ${doc.kind}: ${listNames(names)}${didYouMean(field, names)}`,
    });
  }
}

export function checkExpression(
  ctx: Ctx,
  doc: Doc,
  src: string,
  pointer: string,
  rows = new Map<string, CallEntry[]>(),
): void {
  let ast: Ast;
  try {
    ast = parseExpression(src);
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    ctx.report(doc.file, {
      pointer,
      offset: columnsTo(src, e.position),
      message: `expression does not parse: ${e.reason} at column ${e.position + 1} of ${src}`,
    });
    return;
  }
  for (const m of members(ast)) {
    checkScopeFields(ctx, doc, src, pointer, m, rows);
    if (m.object.type !== 'Identifier' || m.object.name !== '$session' || m.property.type !== 'Literal') continue;
    const fact = String(m.property.value);
    if (!(SESSION_FACTS as readonly string[]).includes(fact)) {
      ctx.report(doc.file, {
        pointer,
        offset: columnsTo(src, m.property.start),
        message: unknownName('session fact', fact, SESSION_FACTS, 'session facts'),
      });
    }
  }
}

export function checkExpressions(ctx: Ctx, doc: Doc): void {
  const rows = new Map<string, CallEntry[]>();
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      if (WRAPPED.test(value)) checkExpression(ctx, doc, value, pointer, rows);
      else if (PARTIAL.test(value)) {
        // Formily evaluates a string only when the whole of it is {{ }}; anything else shows literally.
        ctx.report(doc.file, {
          pointer,
          message: `an expression must be the whole value, written as {{ ... }} (found ${JSON.stringify(value)})`,
        });
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${pointer}/${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(doc.data, '');
}
