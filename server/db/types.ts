// The database's typed shape for Kysely: the core tables (accounts, roles, menus, permissions, regions,
// dictionaries, sessions) and the business tables (parts, warehouses, claims, bills, ...), each declared
// in its own file by the part of the gateway that owns them.
import type { CoreTables } from './schema-core';
import type { BusinessTables } from './schema-business';

export interface DB extends CoreTables, BusinessTables {}
