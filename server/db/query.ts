// The query helpers of every route (core and business): filters that were given, LIKE patterns, counts.
import { sql } from 'kysely';

/** count(*) as a JS number on both drivers. */
export const countAll = sql<number>`count(*)::int`;

/** User input escaped for a LIKE pattern (backslash is the escape character on both drivers). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `text`. */
export const contains = (text: string): string => `%${likeEscape(text.trim())}%`;

/** A LIKE pattern matching values that start with `text` (uses the text_pattern_ops indexes). */
export const startsWith = (text: string): string => `${likeEscape(text.trim())}%`;

/** True when a search filter was given: blank strings and null count as "no filter" (the portal drops empty
 * values, other callers may not). */
export const given = (value: unknown): value is string | number | boolean =>
  value !== undefined && value !== null && String(value).trim() !== '';
