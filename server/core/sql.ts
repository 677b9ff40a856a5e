// Paging and text schemas of the core's routes (query helpers: server/db/query.ts; path ids: server/http/params.ts).
export const pagingSchema = {
  size: { type: 'integer', minimum: 1, maximum: 500 },
  current: { type: 'integer', minimum: 1 },
} as const;
export const consolePagingSchema = {
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  pageNo: { type: 'integer', minimum: 1 },
} as const;
export const text = (
  max = 128,
  min = 0,
): { readonly type: 'string'; readonly maxLength: number; readonly minLength?: number } => ({
  type: 'string',
  maxLength: max,
  ...(min ? { minLength: min } : {}),
});
