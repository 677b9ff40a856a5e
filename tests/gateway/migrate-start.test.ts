// A start on a database that has every migration of this release (every start after the first, and every test
// gateway on a copy of the seeded template) asks the database one question about migrations, not Kysely's
// Migrator, whose checks of its own tables read the catalogue several times (seconds of CPU on PGlite); a database
// missing one still gets it, and one from a newer release is still reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { databases, startGateway, type Gateway } from './harness';

/** The gateway's database with every statement sent through it counted. */
function counted(gw: Gateway) {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => (statements.push(args.node.kind), args.node),
    transformResult: async (args) => args.result,
  };
  return { db: gw.db.withPlugin(plugin), statements };
}

describe.each(databases)('migrations at a start on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('a database with every migration: two statements (the schema, the names applied), nothing applied', async () => {
    const { db, statements } = counted(gw);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(statements).toHaveLength(2);
  });

  it('a database missing one: the Migrator applies it', async () => {
    await sql`delete from kysely_migration where name = '0021_role_identity_product'`.execute(gw.db);
    const { db, statements } = counted(gw);
    expect(await migrateToLatest(db)).toEqual(['0021_role_identity_product']);
    expect(statements.length).toBeGreaterThan(2);
    expect(await migrateToLatest(gw.db)).toEqual([]);
  });

  it("a newer release's migration is reported and kept, and nothing is applied", async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', now()::text)`.execute(
      gw.db,
    );
    const heard: string[][] = [];
    expect(await migrateToLatest(gw.db, (names) => heard.push(names))).toEqual([]);
    expect(heard).toEqual([['9999_from_a_newer_release']]);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from kysely_migration where name = '9999_from_a_newer_release'`.execute(gw.db);
    expect(rows[0].n).toBe('1');
    await sql`delete from kysely_migration where name = '9999_from_a_newer_release'`.execute(gw.db);
  });
});
