// Reading and writing repair orders: scoping to the provider, deriving the lines from the master data (a
// maintenance project's norm hours, the hour price, a part's company price: never the request's figures), and
// the claim a completed order gives rise to.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { RepairOrderTable } from '../../db/schema-repair';
import { BusinessError, insertRecorded, newId, recordChange, type SessionUser } from '../../http/route';
import { round2, toCamel, toCamelRows } from '../common/map';
import { lockOwned } from '../common/session';
import { nextNumber } from '../common/numbers';
import { CLAIM_STATUS_NAMES } from '../coreReturnBill/states';
import { CLAIM_STATUS_ON_COMPLETE, labourOf, orderMachine, type OrderState } from './states';

export type OrderRow = Selectable<RepairOrderTable>;

export async function lockOrder(
  trx: Transaction<DB>,
  id: string,
  user: SessionUser,
  version?: number,
): Promise<OrderRow> {
  return lockOwned(trx, 'repair_orders', id, user, version, '维修单');
}

export interface ProjectChoice {
  maintainItemCode: string;
  partsCode?: string;
}
export interface PartChoice {
  partsCode: string;
  qty?: number;
}

const bad = (message: string, code: string) => new BusinessError(message, { status: 417, code });

/** The maintenance project lines: each a known project (by its code, and its part when given), hours from the norm. */
export async function projectLines(db: Kysely<DB>, chosen: readonly ProjectChoice[]) {
  if (chosen.length === 0) return [];
  const rows = await db
    .selectFrom('maintain_items')
    .selectAll()
    .where('maintain_item_code', 'in', [...new Set(chosen.map((c) => c.maintainItemCode))])
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  return chosen.map((c, i) => {
    const m = rows.find(
      (r) => r.maintain_item_code === c.maintainItemCode && (!c.partsCode || r.parts_code === c.partsCode),
    );
    if (!m) throw bad(`维修项目${c.maintainItemCode}不存在`, 'projects');
    const key = `${m.maintain_item_code}|${m.parts_code}`;
    if (seen.has(key)) throw bad(`维修项目${m.maintain_item_code}重复`, 'projects');
    seen.add(key);
    return {
      kind: 'PROJECT',
      sort: i,
      parts_code: m.parts_code,
      parts_name: m.parts_name,
      parts_drawing: m.parts_drawing,
      maintain_item_code: m.maintain_item_code,
      description: m.maintain_item_desc,
      hours: m.norm_time_quota ?? 0,
      qty: 0,
      unit_price: 0,
      amount: 0,
    };
  });
}

/** The parts used: each a part of the catalogue, its price the company's sale price (0 when the company has none). */
export async function partLines(db: Kysely<DB>, chosen: readonly PartChoice[], company: string) {
  if (chosen.length === 0) return [];
  const codes = [...new Set(chosen.map((c) => c.partsCode))];
  const [parts, prices] = await Promise.all([
    db.selectFrom('parts').selectAll().where('id', 'in', codes).execute(),
    db
      .selectFrom('company_parts')
      .select(['parts_id', 'sale_price'])
      .where('parts_id', 'in', codes)
      .where('company', '=', company)
      .execute(),
  ]);
  const seen = new Set<string>();
  return chosen.map((c, i) => {
    const p = parts.find((x) => x.id === c.partsCode);
    if (!p) throw bad(`配件${c.partsCode}不存在`, 'parts');
    if (seen.has(p.id)) throw bad(`配件${p.id}重复`, 'parts');
    seen.add(p.id);
    const unitPrice = prices.find((x) => x.parts_id === p.id)?.sale_price ?? 0;
    return {
      kind: 'PART',
      sort: i,
      parts_code: p.id,
      parts_name: p.name,
      parts_drawing: p.drawing_no,
      maintain_item_code: '',
      description: '',
      hours: 0,
      qty: c.qty ?? 1,
      unit_price: unitPrice,
      amount: round2(unitPrice * (c.qty ?? 1)),
    };
  });
}

type Line = Awaited<ReturnType<typeof partLines>>[number];

/** Replaces the order's lines; answers the amounts kept on the order. */
export async function writeLines(trx: Transaction<DB>, orderId: string, lines: readonly Line[], hourPrice: number) {
  // a part line keeps the supplier chosen for it (配件供应商) when the order is saved again with that part
  const kept = await trx
    .selectFrom('repair_order_items')
    .select(['parts_code', 'supplier_id', 'supplier_name'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'PART')
    .where('supplier_id', 'is not', null)
    .execute();
  const supplierOf = (l: Line) => {
    const k = l.kind === 'PART' ? kept.find((x) => x.parts_code === l.parts_code) : undefined;
    return k ? { supplier_id: k.supplier_id, supplier_name: k.supplier_name } : {};
  };
  await trx.deleteFrom('repair_order_items').where('order_id', '=', orderId).execute();
  if (lines.length > 0)
    await trx
      .insertInto('repair_order_items')
      .values(lines.map((l) => ({ id: newId(), order_id: orderId, ...supplierOf(l), ...l })))
      .execute();
  const labour = labourOf(
    lines.filter((l) => l.kind === 'PROJECT').map((l) => l.hours),
    hourPrice,
  );
  const partsAmount = round2(lines.reduce((s, l) => s + l.amount, 0));
  return {
    labour_hours: labour.hours,
    labour_amount: labour.amount,
    parts_amount: partsAmount,
    total_amount: round2(labour.amount + partsAmount),
  };
}

/** `note`: what the change record keeps besides the row (the line a step changed). */
export async function updateOrder(
  trx: Transaction<DB>,
  before: OrderRow,
  changes: Partial<Omit<OrderRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
  note?: Record<string, string>,
) {
  const after = await trx
    .updateTable('repair_orders')
    .set({ ...changes, version: before.version + 1, update_time: new Date() })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, {
    table: 'repair_orders',
    docId: before.id,
    action,
    userId: user.userId,
    before,
    after: note ? { ...after, ...note } : after,
  });
  return after;
}

/** Completing: the claim (WAITING_TRIAL) with the order's parts as its parts (the first the principal one). */
export async function createClaim(trx: Transaction<DB>, order: OrderRow, user: SessionUser): Promise<string> {
  const [facilitator, device, parts] = await Promise.all([
    trx
      .selectFrom('facilitators')
      .select(['name', 'branch_id', 'province_code'])
      .where('id', '=', order.facilitator_id)
      .executeTakeFirst(),
    trx.selectFrom('devices').select(['plate_number']).where('vin', '=', order.vin).executeTakeFirst(),
    trx
      .selectFrom('repair_order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'PART')
      .orderBy('sort')
      .execute(),
  ]);
  const branch = facilitator?.branch_id
    ? await trx.selectFrom('branches').select('name').where('id', '=', facilitator.branch_id).executeTakeFirst()
    : undefined;
  const claimId = newId();
  const principal = parts[0];
  const claim = {
    id: claimId,
    claim_no: await nextNumber(trx, 'SP'),
    ticket_id: order.ticket_id ?? '',
    branch_id: facilitator?.branch_id ?? null,
    branch_name: branch?.name ?? '',
    facilitator_id: order.facilitator_id,
    facilitator_name: order.facilitator_name,
    region: facilitator?.province_code ?? '',
    repair_type: 'GENERAL_MAINTAIN',
    repair_type_name: '一般维修',
    maintain_type: 'GENERAL_MAINTAIN',
    apply_outer_id: order.order_no,
    claim_status: CLAIM_STATUS_ON_COMPLETE,
    vin: order.vin,
    engine_code: order.engine_code,
    plate_number: device?.plate_number ?? '',
    engine_type: order.engine_type,
    approval_rejected_qty: 0,
    fault_principal_code: principal?.parts_code ?? order.fault_principal_code,
    fault_principal_name: principal?.parts_name ?? order.fault_principal_name,
    fault_principal_drawing: principal?.parts_drawing ?? '',
    return_bill_id: null,
    send_bill_id: null,
    create_time: new Date(),
  };
  await insertRecorded(trx, 'claims', claim, user.userId);
  if (parts.length > 0) {
    await trx
      .insertInto('claim_parts')
      .values(
        parts.map((p, i) => ({
          id: newId(),
          claim_id: claimId,
          parts_code: p.parts_code,
          parts_name: p.parts_name,
          parts_drawing: p.parts_drawing,
          principal_name: i === 0 ? '主损件' : '附损件',
          unit: '件',
          parts_unit: p.unit_price,
          parts_qty: p.qty,
          parts_amount: p.amount,
          parts_remarks: order.fault_name,
          parts_return: 1,
        })),
      )
      .execute();
  }
  return claimId;
}

export function orderAnswer(row: OrderRow) {
  const out = toCamel(row);
  out.statusName = orderMachine.names[row.status as OrderState] ?? row.status;
  return out;
}

export async function orderDetail(db: Kysely<DB>, row: OrderRow) {
  const [items, claim] = await Promise.all([
    db
      .selectFrom('repair_order_items')
      .selectAll()
      .where('order_id', '=', row.id)
      .orderBy('kind')
      .orderBy('sort')
      .execute(),
    row.claim_id
      ? db
          .selectFrom('claims')
          .select(['id', 'claim_no', 'claim_status'])
          .where('id', '=', row.claim_id)
          .executeTakeFirst()
      : undefined,
  ]);
  // each line names its order, the order's version and state: a dialog opened on a line (配件供应商) sends them
  const lines = toCamelRows(items).map((l): Record<string, unknown> => ({
    ...l,
    orderId: row.id,
    orderVersion: row.version,
    orderStatus: row.status,
  }));
  return {
    ...orderAnswer(row),
    projects: lines.filter((l) => l.kind === 'PROJECT'),
    parts: lines.filter((l) => l.kind === 'PART'),
    claimNo: claim?.claim_no ?? '',
    claimStatus: claim?.claim_status ?? '',
    claimStatusName: claim ? (CLAIM_STATUS_NAMES[claim.claim_status] ?? claim.claim_status) : '',
  };
}
