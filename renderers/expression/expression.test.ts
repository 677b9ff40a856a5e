// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ExpressionError, compileExpression, evaluate, formilyCompiler, parseExpression } from './index';

const scope = {
  $self: { value: 'abc', visible: true },
  $deps: ['BRANCH', null, 0],
  $values: { vin: '', engineCode: 'E1234567', qty: 3, price: 2.5, list: [{ name: 'x' }] },
  $row: { status: 'ENABLE', saleFlag: 1 },
  $session: { isTractorBrand: true, identity: ['FACILITATOR'] },
  $form: { values: { a: 1 } },
};

const run = (src: string) => evaluate(parseExpression(src), scope);

function errorOf(src: string): ExpressionError {
  try {
    parseExpression(src);
  } catch (e) {
    if (e instanceof ExpressionError) return e;
    throw e;
  }
  throw new Error(`no error for ${src}`);
}

describe('parseExpression + evaluate', () => {
  it.each([
    ['{{ 1 + 2 * 3 }}', 7],
    ['{{(1 + 2) * 3}}', 9],
    ['{{ 10 / 4 - 1 }}', 1.5],
    ['{{ -$values.qty }}', -3],
    ['{{ "a" + \'b\' }}', 'ab'],
    ['{{ "tab\\tend" }}', 'tab\tend'],
    ['{{ "\\u4e2d" }}', '中'],
    ['{{ 1.5e2 }}', 150],
    ['{{ .5 }}', 0.5],
    ['{{ $self.value }}', 'abc'],
    ['{{ $deps[0] }}', 'BRANCH'],
    ['{{ $values.list[0].name }}', 'x'],
    ['{{ $values["engineCode"] }}', 'E1234567'],
    ['{{ $row.status === "ENABLE" }}', true],
    ['{{ $row.status !== "ENABLE" }}', false],
    ['{{ $row.saleFlag == "1" }}', true],
    ['{{ $row.saleFlag != "1" }}', false],
    ['{{ $values.qty < 3 }}', false],
    ['{{ $values.qty <= 3 }}', true],
    ['{{ $values.qty > 2 && $values.qty >= 3 }}', true],
    ['{{ !$values.vin }}', true],
    ['{{ !!$values.engineCode }}', true],
    ['{{ $values.vin || $values.engineCode }}', 'E1234567'],
    ['{{ $values.vin && $values.engineCode }}', ''],
    ['{{ $deps[1] ?? "none" }}', 'none'],
    ['{{ $deps[2] ?? "none" }}', 0],
    ['{{ $session.isTractorBrand ? 1 : 0 }}', 1],
    ['{{ $deps[0] ? $deps[1] ? "a" : "b" : "c" }}', 'b'],
    ['{{ [1, "two", $row.status] }}', [1, 'two', 'ENABLE']],
    ['{{ [] }}', []],
    ['{{ true }}', true],
    ['{{ null }}', null],
    ['{{ undefined }}', undefined],
    ['{{ $values.missing.deeper }}', undefined],
    ['{{ $values.list.length }}', 1],
    ['{{ $form.values.a * $values.price }}', 2.5],
    ['$values.qty * $values.price', 7.5],
    ['  {{ $values.qty }}  ', 3],
    ['{{ (1 || 0) ?? 2 }}', 1],
  ])('%s', (src, expected) => {
    expect(run(src)).toEqual(expected);
  });

  it('short-circuits: the right side is not read when the left decides', () => {
    const reads: string[] = [];
    const spy = new Proxy({}, { get: (_t, k) => (reads.push(String(k)), undefined) });
    evaluate(parseExpression('{{ false && $row.a }}'), { $row: spy });
    evaluate(parseExpression('{{ 1 || $row.b }}'), { $row: spy });
    expect(reads).toEqual([]);
  });

  it('refuses to reach the prototype chain at run time', () => {
    expect(
      evaluate(parseExpression('{{ $row[$values.k] }}'), { $row: {}, $values: { k: '__proto__' } }),
    ).toBeUndefined();
  });

  it('reads only names the scope owns', () => {
    expect(evaluate(parseExpression('{{ $row }}'), Object.create({ $row: 1 }))).toBeUndefined();
  });
});

describe('parse errors carry the offset of the mistake', () => {
  it.each([
    ['{{ $values.a + }}', 'unexpected end of expression', 15],
    [
      '{{ alert(1) }}',
      'unknown name "alert"; an expression starts from $self, $deps, $values, $row, $session, $form or a literal',
      3,
    ],
    ['{{ $values.f(1) }}', 'function calls are not allowed', 12],
    ['{{ $values.a = 1 }}', 'unexpected character "="', 13],
    ['{{ $row.constructor }}', 'the member "constructor" is not allowed', 8],
    ['{{ $row["__proto__"] }}', 'the member "__proto__" is not allowed', 8],
    ['{{ "abc }}', 'unterminated string', 3],
    ['{{ }}', 'empty expression', 3],
    ['{{ $row. }}', 'expected a property name after "." but found end of expression', 9],
    ['{{ (1 + 2 }}', 'expected ")" but found end of expression', 10],
    ['{{ [1, 2 }}', 'expected "," but found end of expression', 9],
    [
      '{{ $a ? 1 }}',
      'unknown name "$a"; an expression starts from $self, $deps, $values, $row, $session, $form or a literal',
      3,
    ],
    ['{{ $row.a ? 1 }}', 'expected ":" but found end of expression', 14],
    ['{{ 1 2 }}', 'unexpected "2"', 5],
    ['{{ 12abc }}', 'invalid number "12a"', 3],
    ['{{ $row.a || $row.b ?? 1 }}', 'put parentheses around || or && when mixing it with ??', 20],
    ['{{ 1 ?? $row.a && 2 }}', 'put parentheses around || or && when mixing it with ??', 8],
    ['{{ `x` }}', 'unexpected character "`"', 3],
    ['{{ $row.a; $row.b }}', 'unexpected character ";"', 9],
  ])('%s', (src, reason, position) => {
    const e = errorOf(src);
    expect(e.reason).toBe(reason);
    expect(e.position).toBe(position);
    expect(e.message).toContain(`column ${position + 1}`);
  });

  it('accepts extra scope names when the caller allows them', () => {
    expect(evaluate(parseExpression('{{ $index + 1 }}', { names: ['$index'] }), { $index: 2 })).toBe(3);
  });
});

describe('compileExpression', () => {
  it('caches by source text', () => {
    const a = compileExpression('{{ $row.status === "ENABLE" }}');
    expect(compileExpression('{{ $row.status === "ENABLE" }}')).toBe(a);
    expect(a.run({ $row: { status: 'ENABLE' } })).toBe(true);
  });

  it("serves as Formily's compiler (which passes the text inside the braces)", () => {
    expect(formilyCompiler(' $values.qty * 2 ', { $values: { qty: 4 } })).toBe(8);
  });

  it('throws ExpressionError for bad syntax and does not cache it', () => {
    expect(() => compileExpression('{{ ( }}')).toThrow(ExpressionError);
    expect(() => compileExpression('{{ ( }}')).toThrow(ExpressionError);
  });
});
