// Reading and writing retail orders: scoped to the provider; lines derived from the provider's own stock (its
// service warehouses: warehouse_type SERVICE, owner_no = the provider's id), prices from that stock, never from the
// request; completing locks the stock rows and lowers them in the order's transaction.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/types';
import type { RetailOrderTable } from '../../db/schema-returns';
import { BusinessError, newId, recordChange, type SessionUser } from '../../http/route';
import { round2, toCamel, toCamelRows } from '../common/map';
import { lockOwned } from '../common/session';
import { retailMachine, type RetailState } from './states';

export type RetailRow = Selectable<RetailOrderTable>;
export const DOCUMENT = '零售单';
/** A provider's own stock is kept in warehouses of this type whose owner_no is the provider's id. */
export const SERVICE_WAREHOUSE = 'SERVICE';

export interface RetailChoice {
  warehouseId: string;
  partsId: string;
  qty?: number | null;
}

const bad = (message: string, code = 'lines') => new BusinessError(message, { status: 417, code });
const shortOf = (partsId: string, stock: number, need: number) =>
  new BusinessError(`配件${partsId}库存不足，当前库存${stock}，需要${need}`, { status: 424, code: 'STOCK' });

export async function lockRetail(
  trx: Transaction<DB>,
  id: string,
  user: SessionUser,
  version?: number,
): Promise<RetailRow> {
  return lockOwned(trx, 'retail_orders', id, user, version, DOCUMENT);
}

/** The stock rows of (warehouse, part) pairs in the provider's own warehouses; `lock`: for update, in key order. */
async function ownStock(
  trx: Transaction<DB>,
  facilitatorId: string,
  keys: { warehouseId: string; partsId: string }[],
  lock: boolean,
) {
  if (keys.length === 0) return [];
  let q = trx
    .selectFrom('stocks as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .innerJoin('parts as p', 'p.id', 's.parts_id')
    .select([
      's.warehouse_id',
      's.parts_id',
      's.qty',
      's.base_price',
      'w.name as warehouse_name',
      'p.name as parts_name',
      'p.drawing_no',
    ])
    .where('w.owner_no', '=', facilitatorId)
    .where('w.warehouse_type', '=', SERVICE_WAREHOUSE)
    .where((eb) =>
      eb.or(keys.map((k) => eb.and([eb('s.warehouse_id', '=', k.warehouseId), eb('s.parts_id', '=', k.partsId)]))),
    )
    .orderBy('s.warehouse_id')
    .orderBy('s.parts_id');
  if (lock) q = q.forUpdate();
  return q.execute();
}

/** The order's lines from the retail-stock dialog's rows: a quantity (whole, 1 or more) per chosen row, each row a
 * part in the provider's own stock (the stock's retail price), at most the stock on hand when saved. */
export async function deriveLines(trx: Transaction<DB>, facilitatorId: string, chosen: readonly RetailChoice[]) {
  if (chosen.length === 0) throw bad('请选择配件');
  if (chosen.some((c) => c.qty === undefined || c.qty === null || c.qty < 1)) throw bad('请输入销售数量', 'qty');
  const wanted = new Map<string, RetailChoice & { qty: number }>();
  for (const c of chosen) {
    const key = `${c.warehouseId}:${c.partsId}`;
    wanted.set(key, { ...c, qty: (wanted.get(key)?.qty ?? 0) + c.qty! });
  }
  const stock = await ownStock(trx, facilitatorId, [...wanted.values()], false);
  return [...wanted.values()].map((c) => {
    const s = stock.find((x) => x.warehouse_id === c.warehouseId && x.parts_id === c.partsId);
    if (!s) throw bad(`配件${c.partsId}不在本服务商库存中`);
    if (c.qty > s.qty) throw shortOf(s.parts_id, s.qty, c.qty);
    return {
      warehouse_id: s.warehouse_id,
      warehouse_name: s.warehouse_name,
      parts_id: s.parts_id,
      parts_name: s.parts_name,
      parts_drawing_no: s.drawing_no,
      qty: c.qty,
      unit_price: s.base_price,
      amount: round2(c.qty * s.base_price),
    };
  });
}

export async function writeLines(
  trx: Transaction<DB>,
  orderId: string,
  lines: Awaited<ReturnType<typeof deriveLines>>,
) {
  await trx.deleteFrom('retail_order_lines').where('order_id', '=', orderId).execute();
  await trx
    .insertInto('retail_order_lines')
    .values(lines.map((l) => ({ id: newId(), order_id: orderId, ...l })))
    .execute();
  return {
    total_qty: lines.reduce((s, l) => s + l.qty, 0),
    total_amount: round2(lines.reduce((s, l) => s + l.amount, 0)),
  };
}

/** Completing: the order's stock rows locked (in key order), every line covered, then lowered; else 424 库存不足. */
export async function takeStock(trx: Transaction<DB>, row: RetailRow) {
  const lines = await trx
    .selectFrom('retail_order_lines')
    .select(['warehouse_id', 'parts_id', 'qty'])
    .where('order_id', '=', row.id)
    .execute();
  const stock = await ownStock(
    trx,
    row.facilitator_id,
    lines.map((l) => ({ warehouseId: l.warehouse_id, partsId: l.parts_id })),
    true,
  );
  for (const l of lines) {
    const s = stock.find((x) => x.warehouse_id === l.warehouse_id && x.parts_id === l.parts_id);
    if (!s) throw new BusinessError(`配件${l.parts_id}不在本服务商库存中`, { status: 424, code: 'STOCK' });
    if (s.qty < l.qty) throw shortOf(l.parts_id, s.qty, l.qty);
  }
  for (const l of lines) {
    await trx
      .updateTable('stocks')
      .set({ qty: sql`qty - ${l.qty}` })
      .where('warehouse_id', '=', l.warehouse_id)
      .where('parts_id', '=', l.parts_id)
      .execute();
  }
}

export async function updateRetail(
  trx: Transaction<DB>,
  before: RetailRow,
  changes: Partial<Omit<RetailRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
) {
  const after = await trx
    .updateTable('retail_orders')
    .set({ ...changes, version: before.version + 1, update_time: new Date() })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, { table: 'retail_orders', docId: before.id, action, userId: user.userId, before, after });
  return after;
}

export function retailAnswer(row: RetailRow) {
  const out = toCamel(row);
  out.statusName = retailMachine.names[row.status as RetailState] ?? row.status;
  return out;
}

export async function retailDetail(db: Kysely<DB>, row: RetailRow) {
  const lines = await db
    .selectFrom('retail_order_lines as l')
    .leftJoin('stocks as s', (j) =>
      j.onRef('s.warehouse_id', '=', 'l.warehouse_id').onRef('s.parts_id', '=', 'l.parts_id'),
    )
    .selectAll('l')
    .select('s.qty as stock_qty')
    .where('l.order_id', '=', row.id)
    .orderBy('l.parts_id')
    .execute();
  // key: the retail-stock dialog's row id (warehouse:part), so the edit form's table knows a row chosen again
  return {
    ...retailAnswer(row),
    lines: toCamelRows(lines).map((l) => ({ ...l, key: `${String(l.warehouseId)}:${String(l.partsId)}` })),
  };
}
