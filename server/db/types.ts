// The database's typed shape for Kysely: the core tables (accounts, roles, menus, permissions, regions,
// dictionaries, sessions) and the business tables (parts, warehouses, claims, bills, ...), each declared
// in its own file by the part of the gateway that owns them.
import type { Kysely } from 'kysely';
import type { CoreTables } from './schema-core';
import type { BusinessTables } from './schema-business';
import type { ReturnsRetailTables } from './schema-returns';
import type { RepairTables } from './schema-repair';
import type { SalesTables } from './schema-sales';

export interface DB extends CoreTables, BusinessTables, ReturnsRetailTables, RepairTables, SalesTables {}

/** Tables seen without their column types: for code that names its table at run time (demo-data batches,
 * versioned updates, document owners). Values are checked by the database, not by TypeScript. */
export type AnyTables = Record<string, Record<string, unknown>>;
export const untyped = (db: Kysely<DB>): Kysely<AnyTables> => db as unknown as Kysely<AnyTables>;
