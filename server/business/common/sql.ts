// Small query helpers shared by the business routes.
import { sql } from 'kysely';

/** count(*) as a JS number on both drivers. */
export const countAll = sql<number>`count(*)::int`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching values that contain `text` (user input escaped). */
export function contains(text: string): string {
  return `%${escapeLike(text.trim())}%`;
}

/** A LIKE pattern matching values that start with `text` (uses the text_pattern_ops indexes). */
export function startsWith(text: string): string {
  return `${escapeLike(text.trim())}%`;
}

/** True when a search filter was given (the portal drops empty values, other callers may not). */
export function given(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
