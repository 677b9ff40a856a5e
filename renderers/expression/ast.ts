// The syntax tree of a schema expression. Positions are offsets into the source string handed to
// parseExpression, so the checker can point at the exact column of a mistake.

export interface Span {
  start: number;
  end: number;
}

export type BinaryOperator = '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/';

export type LogicalOperator = '&&' | '||' | '??';

export type Ast =
  | (Span & { type: 'Literal'; value: string | number | boolean | null | undefined })
  | (Span & { type: 'Identifier'; name: string })
  | (Span & { type: 'Member'; object: Ast; property: Ast; computed: boolean })
  | (Span & { type: 'Unary'; operator: '!' | '-'; argument: Ast })
  | (Span & { type: 'Binary'; operator: BinaryOperator; left: Ast; right: Ast })
  | (Span & { type: 'Logical'; operator: LogicalOperator; left: Ast; right: Ast; parenthesized?: boolean })
  | (Span & { type: 'Conditional'; test: Ast; consequent: Ast; alternate: Ast })
  | (Span & { type: 'Array'; elements: Ast[] });

/** The names an expression may start from (the scope the runtime provides). */
export const SCOPE_NAMES = ['$self', '$deps', '$values', '$row', '$session', '$form'] as const;

export class ExpressionError extends Error {
  /** Offset into the source string where the problem starts. */
  readonly position: number;
  readonly source: string;
  /** The message without the position suffix. */
  readonly reason: string;

  constructor(message: string, position: number, source: string) {
    super(`${message} (at column ${position + 1} of ${JSON.stringify(source)})`);
    this.name = 'ExpressionError';
    this.position = position;
    this.source = source;
    this.reason = message;
  }
}
