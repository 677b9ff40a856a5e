// The JSON Schema pieces every route's input is written with (core and business: one dialect). Bad input answers 417
// naming the field. Each helper keeps its literal type, so route() types the handler's input from it
// (server/http/route-types.test.ts). Paging fields carry no default: the schema says what a caller may send, and
// the page a caller leaves out is decided where the route pages (paging() in server/http/route.ts: 10 rows, page 1;
// a route with another default writes it there, `body.size ?? 100`). docs/gateway-business.md "Conventions".
import type { JSONSchema } from 'json-schema-to-ts';

/** A string of at most maxLength characters (and at least minLength when given). */
export function str(maxLength?: number): { readonly type: 'string'; readonly maxLength: number };
export function str(
  maxLength: number,
  minLength: number,
): { readonly type: 'string'; readonly maxLength: number; readonly minLength: number };
export function str(maxLength = 200, minLength?: number) {
  return minLength ? ({ type: 'string', maxLength, minLength } as const) : ({ type: 'string', maxLength } as const);
}
/**
 * The shared rules of 000 §5 that a form checks (renderers/rules: lengthRange, digits), held again on the gateway in
 * the form's words and named by the field's label, so a refusal reads 登录账号：长度不能小于2或大于64 (docs/screens.md
 * "Shared rules on fields").
 */
export const ruleText = {
  lengthRange: (label: string, min: number, max: number) => `${label}：长度不能小于${min}或大于${max}`,
  digits: (label: string) => `${label}：请输入数字`,
};
/** A string of min..max characters, refused with the lengthRange rule's words. */
export const lengthRange = (label: string, min: number, max: number) =>
  ({ type: 'string', minLength: min, maxLength: max, 'x-message': ruleText.lengthRange(label, min, max) }) as const;
/** A string in a length range whose characters also match `pattern` (refused with `message`), checked in that order. */
export const lengthAndPattern = (label: string, min: number, max: number, pattern: string, message: string) =>
  ({ allOf: [lengthRange(label, min, max), { type: 'string', pattern, 'x-message': message }] }) as const;
/** A document or row id: non-empty, at most 64 characters. */
export const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const int = (minimum = 0, maximum = 1_000_000) => ({ type: 'integer', minimum, maximum }) as const;
export const money = { type: 'number', minimum: 0, maximum: 100_000_000 } as const;
export const bool = { type: 'boolean' } as const;
export const strList = (maxItems = 500) => ({ type: 'array', maxItems, items: str(100) }) as const;
export const idList = (maxItems = 500) => ({ type: 'array', minItems: 1, maxItems, items: id }) as const;
/** The version a write read (424 when another user saved first). */
export const version = { type: 'integer', minimum: 1 } as const;

/** Paging of the gateway's lists: size (1-500) and current (from 1). No defaults (see the header). */
export const pagingProps = {
  size: { type: 'integer', minimum: 1, maximum: 500 },
  current: { type: 'integer', minimum: 1, maximum: 100_000 },
} as const;
/** The console's paging names (000 §7 console host): pageSize and pageNo, the same limits. */
export const consolePagingProps = {
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
} as const;

/** An object schema; its literal properties and required names are kept, so `route()` types the input from it. */
export function object<const P extends Record<string, JSONSchema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required: R = [] as unknown as R,
) {
  return { type: 'object', properties, required, additionalProperties: true } as const;
}

/** Path parameters: one id named `name` (default `id`). */
export const idParams = <const N extends string = 'id'>(name: N = 'id' as N) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: id } as { readonly [K in N]: typeof id },
  }) as const;
