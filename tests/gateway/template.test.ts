// The seeded template that test gateways start on (template.ts) holds what a fresh migrate-and-seed makes: the same
// tables with the same rows, column by column, except the values no two seeds share (bcrypt hashes with their own
// salt; timestamps taken from the clock). A gateway given menus of its own seeds itself: that is the fresh one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { loadMenuDocuments } from '../../server/seed/menus';
import { databases, fixtureMenus, startGateway, type Gateway } from './harness';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Each table's row count and a digest of its rows (the columns every seed gives the same values). */
async function contents(gw: Gateway): Promise<Record<string, string>> {
  const { rows: columns } = await sql<Column>`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(gw.db);
  const tables = new Map<string, string[]>();
  for (const c of columns) {
    const varies = c.data_type.startsWith('timestamp') || /password|hash|salt/i.test(c.column_name);
    if (!tables.has(c.table_name)) tables.set(c.table_name, []);
    if (!varies) tables.get(c.table_name)!.push(`"${c.column_name}"`);
  }
  const out: Record<string, string> = {};
  for (const [table, cols] of tables) {
    const row = cols.length ? `row(${cols.join(', ')})::text` : `''`;
    const { rows } = await sql<{ n: string; digest: string | null }>`
      select count(*)::text as n, md5(string_agg(r, ',' order by r)) as digest
      from (select ${sql.raw(row)} as r from ${sql.table(table)}) x`.execute(gw.db);
    out[table] = `${rows[0].n} rows, ${rows[0].digest ?? 'empty'}`;
  }
  return out;
}

describe.each(databases)('the seeded template (%s)', (kind) => {
  let copied: Gateway;
  let fresh: Gateway;
  beforeAll(async () => {
    copied = await startGateway(kind);
    fresh = await startGateway(kind, { menus: [fixtureMenus, ...loadMenuDocuments()] });
  });
  afterAll(async () => {
    await copied?.close();
    await fresh?.close();
  });

  it('the gateway project seeded a template of this kind', () => {
    expect(inject('gatewayTemplates')?.[kind], 'tests/gateway/global-setup.ts provides it').toBeTruthy();
  });

  it('a copy holds the rows a fresh migrate-and-seed makes, table by table', async () => {
    const [a, b] = [await contents(copied), await contents(fresh)];
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(Number(a.users.split(' ')[0])).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });
});
