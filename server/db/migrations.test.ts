// The migration policy for rolling upgrades (docs/operations.md "Upgrades"): a migration's up() is additive (new
// tables, columns that are nullable or have a default, indexes, data fills), so the release before it runs on the
// database it leaves. A destructive step (drop, rename, type change, NOT NULL on an existing column) ships in a
// later release than the one that stopped using what it changes, and its file says so with
// `export const destructive = 'why the previous release no longer needs it'`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newerThanThisRelease } from './migrate';

const DIR = join(import.meta.dirname, 'migrations');
const DESTRUCTIVE =
  /\bdrop\s+(table|column|index|constraint|schema|view)\b|\brename\b|\balter\s+column\s+\w+\s+(set\s+data\s+)?type\b|\bset\s+not\s+null\b|\.dropTable\(|\.dropColumn\(|\.renameTo\(|\.renameColumn\(/i;

/** The text of a migration file's up() (up to the down() that follows it). */
export function upText(source: string): string {
  const start = source.indexOf('export async function up');
  const end = source.indexOf('export async function down');
  return start < 0 ? '' : source.slice(start, end < 0 ? undefined : end);
}

/** Why a migration file breaks the policy, or null. */
export function policyBreach(source: string): string | null {
  const hit = DESTRUCTIVE.exec(upText(source));
  if (!hit) return null;
  if (/export const destructive = '[^']{10,}'/.test(source)) return null;
  return `up() has "${hit[0]}": a destructive step, which an older release running during a rolling upgrade may still need; ship it in a later release and say why with export const destructive = '...'`;
}

describe('migration policy', () => {
  it('every migration is additive (or says why its destructive step is safe)', () => {
    const files = readdirSync(DIR).filter((f) => /^\d{4}_.+\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(8);
    const breaches = files.map((f) => [f, policyBreach(readFileSync(join(DIR, f), 'utf8'))]).filter(([, b]) => b);
    expect(breaches).toEqual([]);
  });

  it('the check catches drops, renames, type changes and NOT NULL in up(), not in down()', () => {
    const file = (up: string) =>
      `export async function up(db) {\n${up}\n}\nexport async function down(db) {\n  await sql\`drop table x\`;\n}`;
    expect(policyBreach(file('await sql`create table x (a int)`.execute(db);'))).toBeNull();
    for (const bad of [
      'alter table x drop column a',
      'drop table x',
      'alter table x rename column a to b',
      'alter table x alter column a type bigint',
      'alter table x alter column a set not null',
    ]) {
      expect(policyBreach(file(`await sql\`${bad}\`.execute(db);`)), bad).toMatch(/destructive step/);
    }
    expect(
      policyBreach(
        `export const destructive = 'release 12 no longer reads column a';\n${file('await sql`alter table x drop column a`;')}`,
      ),
    ).toBeNull();
  });

  it('names the migrations a newer release applied, which this release keeps as markers', () => {
    expect(newerThanThisRelease(['0001_core', '0008_dict_item_text_en', '0099_future'])).toEqual(['0099_future']);
    expect(newerThanThisRelease(['0001_core'])).toEqual([]);
  });
});
