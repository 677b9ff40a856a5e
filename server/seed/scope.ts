// What the business seeders share: the rng and scale helpers, the rows seeded first that later tables point
// at, and the time and number formats. One seeding run passes one Scope down in order, so the rng's draws (and
// so the data) stay the same for a given seed.
import type { Insertable } from 'kysely';
import type { DB } from '../db/types';
import type { Rng } from './rng';

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const DAY = 24 * 3600 * 1000;
export const BASE_TIME = Date.UTC(2026, 0, 1);

export interface Scope {
  rng: Rng;
  /** A table's size at this scale: `full` at scale 1, never below `min`. */
  n: (full: number, min: number) => number;
  /** A time `daysBack` days before the base time, at a random time of that day. */
  at: (daysBack: number) => Date;
  parts: Array<Insertable<DB['parts']>>;
  branches: Array<{ id: string; name: string }>;
  branchName: Map<string, string>;
  facilitators: Array<{ id: string; name: string; branch_id: string; province_code: string }>;
  devices: Array<Insertable<DB['devices']>>;
}
