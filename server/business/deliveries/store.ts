// Reading and writing deliveries: scoping to the provider, and linking the claims (one delivery per claim: the
// claims are locked for the save's transaction, in id order, and delivery_claims.claim_id is unique).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { DeliveryTable } from '../../db/schema-repair';
import { BusinessError, newId, recordChange, type SessionUser } from '../../http/route';
import { toCamel, toCamelRows } from '../common/map';
import { lockOwned } from '../common/session';
import { CLAIM_STATUS_NAMES } from '../coreReturnBill/states';
import { DELIVERABLE_STATUSES, deliveryMachine, type DeliveryState } from './states';

export type DeliveryRow = Selectable<DeliveryTable>;

export async function lockDelivery(
  trx: Transaction<DB>,
  id: string,
  user: SessionUser,
  version?: number,
): Promise<DeliveryRow> {
  return lockOwned(trx, 'deliveries', id, user, version, '发运单');
}

/**
 * The claims of a delivery: the provider's own, waiting for the logistics and on no other delivery. Locked until
 * the transaction ends: a concurrent save of the same claim waits, then reads it linked and is refused.
 */
export async function deliverableClaims(
  trx: Transaction<DB>,
  claimIds: readonly string[],
  facilitatorId: string,
  deliveryId?: string,
) {
  const unique = [...new Set(claimIds)].sort();
  const claims = await trx
    .selectFrom('claims')
    .selectAll()
    .where('id', 'in', unique)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const claimId of unique) {
    const c = claims.find((x) => x.id === claimId);
    if (!c || c.facilitator_id !== facilitatorId)
      throw new BusinessError(`索赔单${claimId}不存在`, { status: 417, code: 'claimIds' });
    const onThis = deliveryId !== undefined && c.send_bill_id === deliveryId;
    if (!onThis && c.send_bill_id !== null) {
      const other = await trx
        .selectFrom('deliveries')
        .select('delivery_no')
        .where('id', '=', c.send_bill_id)
        .executeTakeFirst();
      throw new BusinessError(`索赔单${c.claim_no}已在发运单${other?.delivery_no ?? c.send_bill_id}中，不能重复发运`, {
        status: 424,
      });
    }
    if (!onThis && !DELIVERABLE_STATUSES.includes(c.claim_status)) {
      throw new BusinessError(
        `索赔单${c.claim_no}状态为【${CLAIM_STATUS_NAMES[c.claim_status] ?? c.claim_status}】，不能发运`,
        { status: 424 },
      );
    }
  }
  return claims;
}

/** Replaces the delivery's claims; answers the count of claims and of old parts to send. */
export async function relinkClaims(
  trx: Transaction<DB>,
  deliveryId: string,
  claims: readonly { id: string; claim_no: string }[],
) {
  const ids = claims.map((c) => c.id);
  await trx
    .updateTable('claims')
    .set({ send_bill_id: null })
    .where('send_bill_id', '=', deliveryId)
    .where('id', 'not in', ids)
    .execute();
  await trx.deleteFrom('delivery_claims').where('delivery_id', '=', deliveryId).execute();
  await trx
    .insertInto('delivery_claims')
    .values(claims.map((c) => ({ id: newId(), delivery_id: deliveryId, claim_id: c.id, claim_no: c.claim_no })))
    .execute();
  await trx.updateTable('claims').set({ send_bill_id: deliveryId }).where('id', 'in', ids).execute();
  const qty = await trx
    .selectFrom('claim_parts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('parts_qty'), eb.lit(0)).as('q'))
    .where('claim_id', 'in', ids)
    .where('parts_return', '=', 1)
    .executeTakeFirstOrThrow();
  return { claim_count: ids.length, parts_qty: Number(qty.q) };
}

export async function updateDelivery(
  trx: Transaction<DB>,
  before: DeliveryRow,
  changes: Partial<Omit<DeliveryRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
) {
  const after = await trx
    .updateTable('deliveries')
    .set({ ...changes, version: before.version + 1, update_time: new Date() })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, { table: 'deliveries', docId: before.id, action, userId: user.userId, before, after });
  return after;
}

export function deliveryAnswer(row: DeliveryRow) {
  const out = toCamel(row);
  out.statusName = deliveryMachine.names[row.status as DeliveryState] ?? row.status;
  return out;
}

export async function deliveryDetail(db: Kysely<DB>, row: DeliveryRow) {
  const claims = await db
    .selectFrom('claims')
    .select(['id', 'claim_no', 'vin', 'engine_code', 'claim_status', 'repair_type_name', 'fault_principal_name'])
    .where('send_bill_id', '=', row.id)
    .orderBy('claim_no')
    .execute();
  const parts =
    claims.length === 0
      ? []
      : await db
          .selectFrom('claim_parts')
          .selectAll()
          .where(
            'claim_id',
            'in',
            claims.map((c) => c.id),
          )
          .where('parts_return', '=', 1)
          .orderBy('claim_id')
          .orderBy('id')
          .execute();
  const claimNo = new Map(claims.map((c) => [c.id, c.claim_no]));
  return {
    ...deliveryAnswer(row),
    claimIds: claims.map((c) => c.id),
    claims: claims.map((c) => ({
      ...toCamel(c),
      claimStatusName: CLAIM_STATUS_NAMES[c.claim_status] ?? c.claim_status,
    })),
    parts: toCamelRows(parts).map((p) => ({ ...p, claimNo: claimNo.get(String(p.claimId)) ?? '' })),
  };
}
