// Reading and writing core return bills: scoping to the provider, checking claims are returnable, deriving
// the bill's lines from the claims' old parts (prices come from the claims, never from the request).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { CoreReturnBillTable } from '../../db/schema-business';
import { BusinessError, newId, recordChange, type SessionUser } from '../../http/route';
import { round2, toCamel, toCamelRows } from '../common/map';
import { lockOwned } from '../common/session';
import { billMachine, CLAIM_STATUS_NAMES, freightFor, type BillState } from './states';

export type BillRow = Selectable<CoreReturnBillTable>;

export async function lockBill(
  trx: Transaction<DB>,
  id: string,
  user: SessionUser,
  version?: number,
): Promise<BillRow> {
  return lockOwned(trx, 'core_return_bills', id, user, version, '旧件回运单');
}

/**
 * The claims of a bill must belong to the provider, wait for the old-part return and not be on another bill.
 * The claims are locked (select ... for update, in id order so two saves never wait on each other crosswise)
 * until the save's transaction ends: a concurrent save of the same claim waits here, then reads the claim
 * linked to the first save's bill and is refused. The unique index on the bill lines' claim_part_id
 * (migration 0007) holds the same invariant in the database.
 */
export async function returnableClaims(
  trx: Transaction<DB>,
  claimIds: string[],
  facilitatorId: string,
  billId?: string,
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
    const onThisBill = billId !== undefined && c.return_bill_id === billId;
    if (!onThisBill && c.return_bill_id !== null) {
      const other = await trx
        .selectFrom('core_return_bills')
        .select('bill_no')
        .where('id', '=', c.return_bill_id)
        .executeTakeFirst();
      throw new BusinessError(`索赔单${c.claim_no}已在回运单${other?.bill_no ?? c.return_bill_id}中，不能重复回运`, {
        status: 424,
      });
    }
    if (!onThisBill && c.claim_status !== 'WAITING_BACKHAUL') {
      const name = CLAIM_STATUS_NAMES[c.claim_status] ?? c.claim_status;
      throw new BusinessError(`索赔单${c.claim_no}状态为【${name}】，不能回运`, { status: 424 });
    }
  }
  return claims;
}

export interface LineChoice {
  claimPartId: string;
  qty: number;
}

/**
 * The old parts of the claims that must be returned, as bill lines: every returnable part in full, or the lines
 * chosen in the return form's dialog (each a returnable part of one of the claims, at most its claimed quantity;
 * prices always from the claim).
 */
export async function linesOf(db: Kysely<DB>, claimIds: string[], chosen?: readonly LineChoice[]) {
  const parts =
    claimIds.length === 0
      ? []
      : await db
          .selectFrom('claim_parts')
          .selectAll()
          .where('claim_id', 'in', claimIds)
          .where('parts_return', '=', 1)
          .orderBy('claim_id')
          .orderBy('id')
          .execute();
  const line = (p: (typeof parts)[number], qty: number) => ({
    claim_id: p.claim_id,
    claim_part_id: p.id,
    parts_code: p.parts_code,
    parts_name: p.parts_name,
    parts_drawing: p.parts_drawing,
    qty,
    unit_price: p.parts_unit,
    amount: round2(qty * p.parts_unit),
  });
  if (!chosen || chosen.length === 0) return parts.map((p) => line(p, p.parts_qty));
  const byId = new Map(parts.map((p) => [p.id, p]));
  const seen = new Set<string>();
  return chosen.map((c) => {
    const p = byId.get(c.claimPartId);
    if (!p) throw new BusinessError(`旧件${c.claimPartId}不属于所选索赔单`, { status: 417, code: 'parts' });
    if (seen.has(p.id)) throw new BusinessError(`旧件${p.parts_code}重复`, { status: 417, code: 'parts' });
    seen.add(p.id);
    if (c.qty > p.parts_qty)
      throw new BusinessError(`旧件${p.parts_code}的回运数量不能大于索赔数量${p.parts_qty}`, {
        status: 417,
        code: 'parts',
      });
    return line(p, c.qty);
  });
}

/** The freight and the amounts of a set of lines (region: the bill's, 000 §7 freight calculation). */
export function quoteOf(lines: readonly { qty: number; amount: number }[], region: string) {
  const qty = lines.reduce((s, l) => s + l.qty, 0);
  const partsAmount = round2(lines.reduce((s, l) => s + l.amount, 0));
  const freight = freightFor(region, qty);
  return { qty, partsAmount, freight, amount: round2(partsAmount + freight) };
}

/** Replaces the bill's lines and claim links; returns the old-part amount and the freight kept with the bill. */
export async function relinkClaims(
  trx: Transaction<DB>,
  billId: string,
  claimIds: string[],
  claimStatus: string,
  chosen: readonly LineChoice[] | undefined,
  region: string,
) {
  await trx
    .updateTable('claims')
    .set({ return_bill_id: null, claim_status: 'WAITING_BACKHAUL' })
    .where('return_bill_id', '=', billId)
    .where('id', 'not in', claimIds)
    .execute();
  await trx
    .updateTable('claims')
    .set({ return_bill_id: billId, claim_status: claimStatus })
    .where('id', 'in', claimIds)
    .execute();
  await trx.deleteFrom('core_return_bill_items').where('bill_id', '=', billId).execute();
  const lines = await linesOf(trx, claimIds, chosen);
  if (lines.length === 0) throw new BusinessError('所选索赔单没有需要回运的旧件', { status: 417, code: 'claimIds' });
  await trx
    .insertInto('core_return_bill_items')
    .values(lines.map((l) => ({ id: newId(), bill_id: billId, ...l })))
    .execute();
  const quote = quoteOf(lines, region);
  return { total: quote.partsAmount, freight: quote.freight };
}

export async function setClaimStatus(trx: Transaction<DB>, billId: string, claimStatus: string) {
  await trx.updateTable('claims').set({ claim_status: claimStatus }).where('return_bill_id', '=', billId).execute();
}

/** `note`: what the change record keeps besides the row (the approval remark of a confirmation). */
export async function updateBill(
  trx: Transaction<DB>,
  before: BillRow,
  changes: Partial<Omit<BillRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
  note?: Record<string, string>,
) {
  const after = await trx
    .updateTable('core_return_bills')
    .set({ ...changes, version: before.version + 1, update_time: new Date() })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, {
    table: 'core_return_bills',
    docId: before.id,
    action,
    userId: user.userId,
    before,
    after: note ? { ...after, ...note } : after,
  });
  return after;
}

export function billAnswer(row: BillRow) {
  const out = toCamel(row);
  out.statusName = billMachine.names[row.status as BillState] ?? row.status;
  out.branch = row.branch_id;
  out.totalAmount = row.total_price;
  out.amount = round2(row.total_price + row.freight);
  return out;
}

export async function billDetail(db: Kysely<DB>, row: BillRow) {
  const [items, claims] = await Promise.all([
    db
      .selectFrom('core_return_bill_items')
      .selectAll()
      .where('bill_id', '=', row.id)
      .orderBy('claim_id')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('claims')
      .select(['id', 'claim_no', 'vin', 'engine_code', 'claim_status', 'repair_type_name'])
      .where('return_bill_id', '=', row.id)
      .orderBy('claim_no')
      .execute(),
  ]);
  const claimNo = new Map(claims.map((c) => [c.id, c.claim_no]));
  const lines = toCamelRows(items).map((l) => ({ ...l, claimNo: claimNo.get(String(l.claimId)) ?? '' }));
  return {
    ...billAnswer(row),
    items: lines,
    parts: lines,
    claimIds: claims.map((c) => c.id),
    claims: claims.map((c) => ({
      ...toCamel(c),
      claimStatusName: CLAIM_STATUS_NAMES[c.claim_status] ?? c.claim_status,
    })),
  };
}
