// Small helpers for the core's queries and answers.
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** ILIKE pattern matching the text anywhere. */
export const contains = (s: string) => `%${likeEscape(s.trim())}%`;

/** Blank strings and null count as "no filter". */
export const given = (v: unknown): v is string | number | boolean => v !== undefined && v !== null && String(v).trim() !== '';

export const pagingSchema = {
  size: { type: 'integer', minimum: 1, maximum: 500 },
  current: { type: 'integer', minimum: 1 },
};
export const consolePagingSchema = {
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  pageNo: { type: 'integer', minimum: 1 },
};
export const idParams = (name = 'id') => ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 } } });
export const text = (max = 128, min = 0) => ({ type: 'string', maxLength: max, ...(min ? { minLength: min } : {}) });
