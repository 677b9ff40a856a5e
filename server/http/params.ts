// Path parameters of every route (core and business): one non-empty id of at most 64 characters.
export const idParams = (name = 'id') => ({
  type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 } },
}) as const;
