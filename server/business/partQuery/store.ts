// Reading and writing parts inquiries, scoped to the user's service provider.
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { PartQueryTable } from '../../db/schema-business';
import { recordChange, type SessionUser } from '../../http/route';
import { toCamel } from '../common/map';
import { lockOwned } from '../common/session';
import { partQueryMachine, type PartQueryState } from './states';

export type PartQueryRow = Selectable<PartQueryTable>;

export function partQueryAnswer(row: PartQueryRow) {
  const out = toCamel(row);
  out.statusName = partQueryMachine.names[row.status as PartQueryState] ?? row.status;
  return out;
}

/** Loads an inquiry for a write: locked, visible to the user, at the version the user saw. */
export async function lockPartQuery(trx: Transaction<DB>, id: string, user: SessionUser, version?: number) {
  return lockOwned(trx, 'part_queries', id, user, version, '询价单');
}

/** Writes the changed fields, bumps the version and records the change. */
export async function updatePartQuery(
  trx: Transaction<DB>,
  before: PartQueryRow,
  changes: Partial<Omit<PartQueryRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
) {
  const after = await trx
    .updateTable('part_queries')
    .set({ ...changes, version: before.version + 1 })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, { table: 'part_queries', docId: before.id, action, userId: user.userId, before, after });
  return after;
}
