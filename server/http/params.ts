// Path parameters of every route (core and business): one non-empty id of at most 64 characters.
const pathId = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const idParams = <const N extends string = 'id'>(name: N = 'id' as N) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: pathId } as { readonly [K in N]: typeof pathId },
  }) as const;
