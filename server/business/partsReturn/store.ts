// Reading and writing parts return orders: scoped to the provider, lines derived from the chosen sale-order lines
// (part, price and warehouse come from the sale order, never from the request), the returnable quantity checked
// under a lock of those sale-order lines so two returns of one line cannot both take the last pieces.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/types';
import type { PartsReturnTable } from '../../db/schema-returns';
import { BusinessError, newId, recordChange, type SessionUser } from '../../http/route';
import { round2, toCamel } from '../common/map';
import { lockOwned } from '../common/session';
import { HOLDING, returnMachine, type ReturnState } from './states';

export type ReturnRow = Selectable<PartsReturnTable>;
export const DOCUMENT = '配件退货单';
/** 001 §9: the warehouse types of the return dialog. */
export const RETURN_WAREHOUSE_TYPES = ['WZ_NEW', 'WZ_OLD', 'CENTER'];

export interface LineChoice {
  saleOrderLineId: string;
  qty?: number | null;
}

export async function lockReturn(
  trx: Transaction<DB>,
  id: string,
  user: SessionUser,
  version?: number,
): Promise<ReturnRow> {
  return lockOwned(trx, 'parts_returns', id, user, version, DOCUMENT);
}

const bad = (message: string, code = 'lines') => new BusinessError(message, { status: 417, code });

/**
 * The return's lines from the dialog's choice (001 §5): a quantity is required (请输入退货数量), rows of quantity 0
 * are left out, nothing left: 请选择配件. The sale-order lines are the provider's own, returnable (whetherReturn 1)
 * and of one warehouse (请选择同一个仓库下的配件); each line's quantity, summed over the request, is at most what
 * remains returnable (同一配件的退货数量不能大于可退数量！). The sale-order lines are locked (for update, in id order)
 * first: a concurrent save of the same line waits, then counts the first one's lines.
 */
export async function deriveLines(
  trx: Transaction<DB>,
  facilitatorId: string,
  chosen: readonly LineChoice[],
  returnId?: string,
) {
  if (chosen.some((c) => c.qty === undefined || c.qty === null)) throw bad('请输入退货数量', 'qty');
  const wanted = new Map<string, number>();
  for (const c of chosen) if (c.qty! > 0) wanted.set(c.saleOrderLineId, (wanted.get(c.saleOrderLineId) ?? 0) + c.qty!);
  if (wanted.size === 0) throw bad('请选择配件');
  const ids = [...wanted.keys()].sort();
  const sale = await trx
    .selectFrom('sale_order_lines')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  let held = trx
    .selectFrom('parts_return_lines as l')
    .innerJoin('parts_returns as r', 'r.id', 'l.return_id')
    .select(['l.sale_order_line_id', sql<number>`sum(l.qty)::int`.as('qty')])
    .where('l.sale_order_line_id', 'in', ids)
    .where('r.status', 'in', HOLDING)
    .groupBy('l.sale_order_line_id');
  if (returnId) held = held.where('r.id', '<>', returnId);
  const heldBy = new Map((await held.execute()).map((h) => [h.sale_order_line_id, Number(h.qty)]));
  const partIds = [...new Set(sale.map((s) => s.parts_id))];
  const parts = partIds.length
    ? await trx.selectFrom('parts').select(['id', 'name', 'drawing_no', 'unit']).where('id', 'in', partIds).execute()
    : [];
  const partOf = new Map(parts.map((p) => [p.id, p]));
  const lines = ids.map((id) => {
    const s = sale.find((x) => x.id === id);
    if (!s || s.facilitator_id !== facilitatorId) throw bad(`销售订单配件${id}不存在`);
    if (s.whether_return !== 1) throw bad(`配件${s.parts_id}（${s.sale_order_no}）不可退货`);
    const qty = wanted.get(id)!;
    const remain = Math.max(0, s.approve_qty - s.returned_qty - (heldBy.get(id) ?? 0));
    if (qty > remain) throw bad('同一配件的退货数量不能大于可退数量！', 'qty');
    const p = partOf.get(s.parts_id);
    const unitPrice = round2(s.return_base_price * s.refund_discount);
    return {
      sale_order_line_id: s.id,
      sale_order_no: s.sale_order_no,
      parts_id: s.parts_id,
      parts_name: p?.name ?? '',
      parts_drawing_no: p?.drawing_no ?? '',
      unit: p?.unit ?? '',
      qty,
      unit_price: unitPrice,
      amount: round2(qty * unitPrice),
      warehouse_id: s.warehouse_id,
    };
  });
  if (new Set(lines.map((l) => l.warehouse_id)).size > 1) throw bad('请选择同一个仓库下的配件', 'warehouseId');
  const warehouse = await trx
    .selectFrom('warehouses')
    .select(['id', 'name', 'warehouse_type'])
    .where('id', '=', lines[0].warehouse_id)
    .executeTakeFirst();
  if (!warehouse || !RETURN_WAREHOUSE_TYPES.includes(warehouse.warehouse_type))
    throw bad('发货仓库不是可退货的仓库类型', 'warehouseId');
  return { lines, warehouse };
}

export async function writeLines(
  trx: Transaction<DB>,
  returnId: string,
  lines: Awaited<ReturnType<typeof deriveLines>>['lines'],
) {
  await trx.deleteFrom('parts_return_lines').where('return_id', '=', returnId).execute();
  await trx
    .insertInto('parts_return_lines')
    .values(lines.map(({ warehouse_id: _w, ...l }) => ({ id: newId(), return_id: returnId, ...l })))
    .execute();
  return {
    total_qty: lines.reduce((s, l) => s + l.qty, 0),
    total_amount: round2(lines.reduce((s, l) => s + l.amount, 0)),
  };
}

export async function updateReturn(
  trx: Transaction<DB>,
  before: ReturnRow,
  changes: Partial<Omit<ReturnRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
) {
  const after = await trx
    .updateTable('parts_returns')
    .set({ ...changes, version: before.version + 1, update_time: new Date() })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, { table: 'parts_returns', docId: before.id, action, userId: user.userId, before, after });
  return after;
}

/** Receiving puts the returned parts back into the return's warehouse (stocks: one row per warehouse and part). */
export async function restock(trx: Transaction<DB>, row: ReturnRow) {
  const lines = await trx
    .selectFrom('parts_return_lines')
    .select(['parts_id', 'qty', 'unit_price'])
    .where('return_id', '=', row.id)
    .execute();
  const byPart = new Map<string, { qty: number; price: number }>();
  for (const l of lines)
    byPart.set(l.parts_id, { qty: (byPart.get(l.parts_id)?.qty ?? 0) + l.qty, price: l.unit_price });
  for (const [partsId, { qty, price }] of [...byPart].sort(([a], [b]) => a.localeCompare(b))) {
    await trx
      .insertInto('stocks')
      .values({ warehouse_id: row.warehouse_id, parts_id: partsId, qty, base_price: price })
      .onConflict((oc) => oc.columns(['warehouse_id', 'parts_id']).doUpdateSet({ qty: sql`stocks.qty + ${qty}` }))
      .execute();
  }
}

export function returnAnswer(row: ReturnRow) {
  const out = toCamel(row);
  out.statusName = returnMachine.names[row.status as ReturnState] ?? row.status;
  return out;
}

export async function returnDetail(db: Kysely<DB>, row: ReturnRow) {
  const lines = await db
    .selectFrom('parts_return_lines as l')
    .innerJoin('sale_order_lines as s', 's.id', 'l.sale_order_line_id')
    .selectAll('l')
    .select((eb) => [
      // what remains returnable for this return: the line's quantity less what the other returns hold
      sql<number>`s.approve_qty - s.returned_qty`.as('base_qty'),
      eb
        .selectFrom('parts_return_lines as h')
        .innerJoin('parts_returns as r', 'r.id', 'h.return_id')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('h.qty'), e.lit(0)).as('n'))
        .whereRef('h.sale_order_line_id', '=', 'l.sale_order_line_id')
        .where('r.status', 'in', HOLDING)
        .where('r.id', '<>', row.id)
        .as('other_qty'),
    ])
    .where('l.return_id', '=', row.id)
    .orderBy('l.sale_order_no')
    .orderBy('l.id')
    .execute();
  return {
    ...returnAnswer(row),
    lines: lines.map(({ base_qty: base, other_qty: other, ...l }) => ({
      ...toCamel(l),
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      remainQty: Math.max(0, Number(base) - Number(other ?? 0)),
    })),
  };
}
