// JSON Schema pieces for route inputs. The gateway answers 417 naming the field when input breaks them.
import type { JSONSchema } from 'json-schema-to-ts';
export const str = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const int = (minimum = 0, maximum = 1_000_000) => ({ type: 'integer', minimum, maximum }) as const;
export const money = { type: 'number', minimum: 0, maximum: 100_000_000 } as const;
export const bool = { type: 'boolean' } as const;
export const strList = (maxItems = 500) => ({ type: 'array', maxItems, items: str(100) }) as const;
export const idList = (maxItems = 500) => ({ type: 'array', minItems: 1, maxItems, items: id }) as const;
export const version = { type: 'integer', minimum: 1 } as const;

export const paging = {
  size: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
  current: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
} as const;

/** An object schema; its literal properties and required names are kept, so `route()` types the input from it. */
export function object<const P extends Record<string, JSONSchema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required: R = [] as unknown as R,
) {
  return { type: 'object', properties, required, additionalProperties: true } as const;
}
