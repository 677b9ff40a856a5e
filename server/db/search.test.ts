// The search helper's filter table: which fields become which SQL (compiled, no database), what counts as "not
// given", and that a rule can name only a column of the query's tables (a type error otherwise).
import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DB } from './types';
import { filtered, type FilterTable } from './search';

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

interface Input {
  [extra: string]: unknown;
  no?: string;
  name?: string;
  company?: string;
  ids?: string[];
  from?: string;
  to?: string;
  code?: string;
}
const TABLE: FilterTable<DB, 'suppliers', Input> = {
  no: ['supplier_no', 'prefix'],
  name: ['suppliers.name', 'contains'],
  company: ['company', 'eq'],
  ids: ['id', 'in'],
  from: ['supplier_no', 'from'],
  to: ['supplier_no', 'to'],
  code: (eb, code) => eb.or([eb('id', '=', code), eb('old_code', '=', code)]),
};
const compiled = (input: Input) => filtered(db.selectFrom('suppliers').selectAll(), input, TABLE).compile();

describe('filtered (the filter table of a search)', () => {
  it("adds one condition per given field, in the table's order, with escaped LIKE patterns", () => {
    const c = compiled({
      no: 'S1_',
      name: ' 油 ',
      company: '1000',
      ids: ['a', 'b'],
      from: 'S100',
      to: 'S200',
      code: 'X',
    });
    expect(c.sql).toBe(
      'select * from "suppliers" where "supplier_no" like $1 and "suppliers"."name" like $2 and "company" = $3' +
        ' and "id" in ($4, $5) and "supplier_no" >= $6 and "supplier_no" <= $7 and ("id" = $8 or "old_code" = $9)',
    );
    expect(c.parameters).toEqual(['S1\\_%', '%油%', '1000', 'a', 'b', 'S100', 'S200', 'X', 'X']);
  });

  it('treats blank strings, null and empty lists as no filter', () => {
    const c = compiled({ no: '  ', name: '', ids: [], company: undefined });
    expect(c.sql).toBe('select * from "suppliers"');
  });

  it("accepts only columns of the query's tables and fields of the input (checked by the type checker)", () => {
    // @ts-expect-error -- no such column on suppliers
    const badColumn: FilterTable<DB, 'suppliers', Input> = { no: ['supplier_number', 'prefix'] };
    // @ts-expect-error -- no such operator
    const badOp: FilterTable<DB, 'suppliers', Input> = { no: ['supplier_no', 'like'] };
    // @ts-expect-error -- no such input field
    const badField: FilterTable<DB, 'suppliers', Input> = { vin: ['supplier_no', 'eq'] };
    expect([badColumn, badOp, badField]).toHaveLength(3);
  });
});
