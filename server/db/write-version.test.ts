// Which statements move PGlite's write counter (server/db/write-version.ts): anything that is not plainly a read.
import { describe, expect, it } from 'vitest';
import { mayWrite } from './write-version';

describe('mayWrite', () => {
  it('reads do not count; writes, DDL, CTE writes and unknown statements do', () => {
    for (const read of [
      'select count(*)::int as "n" from "company_parts" where "status" = $1',
      'select "update_time" from supplier_parts',
      'explain select 1',
      'with x as (select 1) select * from x',
      '(select 1) union (select 2)',
      'show search_path',
    ])
      expect(mayWrite(read), read).toBe(false);
    for (const write of [
      'insert into x values (1)',
      'UPDATE x set a = 1',
      'delete from x',
      'with d as (delete from x returning *) select * from d',
      'truncate x',
      'create index i on x (a)',
      'alter table x add column b int',
      'vacuum analyze',
      'copy x from stdin',
      'select 1; delete from x',
      'begin',
      'set local enable_seqscan = off',
      'do $$ begin end $$',
    ])
      expect(mayWrite(write), write).toBe(true);
  });
});
