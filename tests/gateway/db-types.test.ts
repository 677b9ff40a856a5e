// The Kysely `DB` interface (server/db/types.ts: schema-core.ts + schema-business.ts) matches the migrated schema:
// a fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) is migrated, information_schema is read
// (tables, columns, nullability, types) and compared with a description derived from the TypeScript interface by
// the compiler (the select type of each column: ColumnType/Generated unwrapped). A migration that adds a column
// the types lack, a column the migrations dropped, a nullability or a type that disagrees: the test names it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';
import { databases, type DbKind } from './harness';

type Kind = 'string' | 'number' | 'boolean' | 'Date' | 'Buffer' | 'array' | 'unknown' | 'string|number';
interface Column {
  nullable: boolean;
  kind: Kind;
  type: string;
}
type Description = Map<string, Map<string, Column>>;

const TYPES_FILE = fileURLToPath(new URL('../../server/db/types.ts', import.meta.url));

/** The interface as the compiler sees it: table -> column -> select type (kind, nullability). */
function describeInterface(): Description {
  const program = ts.createProgram([TYPES_FILE], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TYPES_FILE)!;
  const dbSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'DB');
  if (!dbSymbol) throw new Error('server/db/types.ts declares no interface DB');
  const dbType = checker.getDeclaredTypeOfSymbol(dbSymbol);
  const out: Description = new Map();
  for (const table of checker.getPropertiesOfType(dbType)) {
    const columns = new Map<string, Column>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, source);
    for (const column of checker.getPropertiesOfType(tableType)) {
      const t = checker.getTypeOfSymbolAtLocation(column, source);
      // Kysely's ColumnType / Generated (also inside `Json | null`): the select type counts
      const parts = (t.isUnion() ? t.types : [t]).flatMap((p) => {
        const select = p.getProperty('__select__');
        if (!select) return [p];
        const s = checker.getTypeOfSymbolAtLocation(select, source);
        return s.isUnion() ? s.types : [s];
      });
      const nullable = parts.some((p) => p.flags & ts.TypeFlags.Null);
      const rest = parts.filter((p) => !(p.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
      columns.set(column.name, { nullable, kind: kindOf(checker, rest), type: checker.typeToString(t) });
    }
    out.set(table.name, columns);
  }
  return out;
}

function kindOf(checker: ts.TypeChecker, parts: ts.Type[]): Kind {
  const kinds = new Set(
    parts.map((p): string => {
      if (p.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return 'unknown';
      if (p.flags & ts.TypeFlags.StringLike) return 'string';
      if (p.flags & ts.TypeFlags.NumberLike) return 'number';
      if (p.flags & ts.TypeFlags.BooleanLike) return 'boolean';
      if (checker.isArrayType(p)) return 'array';
      const name = p.getSymbol()?.name;
      if (name === 'Date' || name === 'Buffer') return name;
      return `other:${checker.typeToString(p)}`;
    }),
  );
  if (kinds.size === 1) return [...kinds][0] as Kind;
  if (kinds.size === 2 && kinds.has('string') && kinds.has('number')) return 'string|number';
  return `mixed:${[...kinds].join('|')}` as Kind;
}

/** What each PostgreSQL type may be declared as in the interface (what the drivers hand back, or a looser type). */
const ACCEPTED: Record<string, Kind[]> = {
  text: ['string'],
  'character varying': ['string'],
  character: ['string'],
  uuid: ['string'],
  integer: ['number'],
  smallint: ['number'],
  'double precision': ['number'],
  real: ['number'],
  bigint: ['string', 'number', 'string|number'],
  numeric: ['number', 'string', 'string|number'],
  boolean: ['boolean'],
  'timestamp with time zone': ['Date'],
  'timestamp without time zone': ['Date'],
  date: ['Date', 'string'],
  jsonb: ['unknown'],
  json: ['unknown'],
  bytea: ['Buffer'],
  ARRAY: ['array'],
};

interface DbColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
}

async function describeDatabase(db: Kysely<unknown>): Promise<Map<string, Map<string, DbColumn>>> {
  const { rows } = await sql<DbColumn>`select c.table_name, c.column_name, c.is_nullable, c.data_type
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const out = new Map<string, Map<string, DbColumn>>();
  for (const r of rows) {
    if (!out.has(r.table_name)) out.set(r.table_name, new Map());
    out.get(r.table_name)!.set(r.column_name, r);
  }
  return out;
}

/** Every disagreement between the migrated database and the interface, one readable line each. */
function compare(database: Map<string, Map<string, DbColumn>>, types: Description): string[] {
  const where = 'the Database interface (server/db/schema-core.ts, schema-business.ts)';
  const problems: string[] = [];
  for (const [table, columns] of database) {
    const declared = types.get(table);
    if (!declared) {
      problems.push(`table ${table}: migrated, but missing from ${where}`);
      continue;
    }
    for (const [name, c] of columns) {
      const d = declared.get(name);
      const dbNullable = c.is_nullable === 'YES';
      if (!d) {
        problems.push(
          `${table}.${name}: a column of the migrated database (${c.data_type}${dbNullable ? ', null' : ''}) missing from ${where}`,
        );
        continue;
      }
      if (d.nullable !== dbNullable) {
        problems.push(
          `${table}.${name}: ${dbNullable ? 'nullable in the database, the interface says it never is' : 'not null in the database, the interface admits null'} (${d.type})`,
        );
      }
      const accepted = ACCEPTED[c.data_type];
      if (!accepted)
        problems.push(
          `${table}.${name}: database type ${c.data_type} has no TypeScript mapping in tests/gateway/db-types.test.ts`,
        );
      else if (!accepted.includes(d.kind))
        problems.push(`${table}.${name}: ${c.data_type} in the database, ${d.type} in the interface`);
    }
    for (const name of declared.keys())
      if (!columns.has(name))
        problems.push(`${table}.${name}: declared in the interface, no such column after the migrations`);
  }
  for (const table of types.keys())
    if (!database.has(table)) problems.push(`table ${table}: declared in the interface, not created by the migrations`);
  return problems;
}

async function freshDatabase(kind: DbKind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const schema = `db_types_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database = createDb({ databaseUrl: process.env.TEST_DATABASE_URL, schema });
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'db-types-'));
  const database = createDb({ dataDir: dir, databaseUrl: '' });
  return {
    database,
    drop: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let types: Description;
beforeAll(() => {
  types = describeInterface();
}, 120_000);

describe.each(databases)('Database types against the migrated schema (%s)', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    await migrateToLatest(fresh.database.db);
  }, 120_000);
  afterAll(async () => fresh?.drop());

  it('every table and column of the migrations is declared, with its nullability and type, and nothing more', async () => {
    const database = await describeDatabase(fresh.database.db as unknown as Kysely<unknown>);
    expect(database.size).toBeGreaterThan(20);
    expect(types.size).toBeGreaterThan(20);
    expect(types.get('users')?.get('branch_id')).toMatchObject({ nullable: true, kind: 'string' });
    expect(compare(database, types)).toEqual([]);
  });

  it('a column a migration adds and the interface lacks is named (the check can fail)', async () => {
    const db = fresh.database.db as unknown as Kysely<unknown>;
    await sql`alter table parts add column planted_column text`.execute(db);
    try {
      const problems = compare(await describeDatabase(db), types);
      expect(problems).toContain(
        'parts.planted_column: a column of the migrated database (text, null) missing from the Database interface (server/db/schema-core.ts, schema-business.ts)',
      );
    } finally {
      await sql`alter table parts drop column planted_column`.execute(db);
    }
  });
});
