// Reading and writing parts sales orders: scoping to the provider, checking what an order names (branch,
// warehouse or central warehouse, large customer, handler, cost centre), pricing the lines from the company
// catalogue (never from the request), and the returnable lines a received order leaves in sale_order_lines.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { SaleOrderTable } from '../../db/schema-sales';
import { BusinessError, newId, recordChange, type SessionUser } from '../../http/route';
import { round2, toCamel, toCamelRows } from '../common/map';
import { isTractorBrand, lockOwned } from '../common/session';
import { invoiceMachine, orderMachine, type InvoiceState, type OrderState } from './states';

export type OrderRow = Selectable<SaleOrderTable>;
type Db = Kysely<DB> | Transaction<DB>;

const bad = (message: string, code: string) => new BusinessError(message, { status: 417, code });

export async function lockOrder(
  trx: Transaction<DB>,
  id: string,
  user: SessionUser,
  version?: number,
): Promise<OrderRow> {
  return lockOwned(trx, 'sale_orders', id, user, version, '销售订单');
}

/** `note`: what the change record keeps besides the row (a reject remark). */
export async function updateOrder(
  trx: Transaction<DB>,
  before: OrderRow,
  changes: Partial<Omit<OrderRow, 'id' | 'version'>>,
  action: string,
  user: SessionUser,
  note?: Record<string, string>,
) {
  const after = await trx
    .updateTable('sale_orders')
    .set({ ...changes, version: before.version + 1, update_time: new Date() })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, {
    table: 'sale_orders',
    docId: before.id,
    action,
    userId: user.userId,
    before,
    after: note ? { ...after, ...note } : after,
  });
  return after;
}

export interface HeaderInput {
  branchId?: string;
  warehouseId?: string;
  centerId?: string;
  largeCustomerId?: string;
  handlerId?: string;
  costCenterId?: string;
  remark?: string;
}

/** The order's header as stored, from what the form sent: each id checked against its table. */
export async function headerOf(db: Db, facilitator: { id: string; name: string }, h: HeaderInput, own: string | null) {
  if (h.largeCustomerId && !h.branchId) throw bad('请先选择分公司', 'branchId');
  if (!h.branchId) throw bad('请选择分公司', 'branchId');
  const branch = await db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('id', '=', h.branchId)
    .where('status', '=', 'ENABLE')
    .executeTakeFirst();
  if (!branch) throw bad('分公司不存在', 'branchId');
  let center: { id: string; name: string } | undefined;
  if (h.centerId) {
    center = await db
      .selectFrom('facilitators')
      .select(['id', 'name'])
      .where('id', '=', h.centerId)
      .where('is_center', '=', true)
      .executeTakeFirst();
    if (!center) throw bad('中心库不存在', 'centerId');
  }
  if (!h.warehouseId) throw bad('请选择发货仓库', 'warehouseId');
  const w = await db
    .selectFrom('warehouses')
    .select(['id', 'name', 'warehouse_type', 'status', 'branch_id'])
    .where('id', '=', h.warehouseId)
    .executeTakeFirst();
  if (!w || w.status !== 'ENABLE') throw bad('请选择有效的发货仓库', 'warehouseId');
  if (center && w.warehouse_type !== 'CENTER') throw bad('中心库订单请选择中心库仓库', 'warehouseId');
  if (!center && (w.warehouse_type !== 'WZ_NEW' || w.branch_id !== branch.id))
    throw bad('发货仓库不属于所选分公司，请重新选择', 'warehouseId');
  let largeCustomer: { id: string; name: string; branch_id: string | null } | undefined;
  if (h.largeCustomerId) {
    largeCustomer = await db
      .selectFrom('large_customers')
      .select(['id', 'name', 'branch_id'])
      .where('id', '=', h.largeCustomerId)
      .executeTakeFirst();
    if (!largeCustomer) throw bad('大客户不存在', 'largeCustomerId');
    if (largeCustomer.branch_id !== branch.id) throw bad('大客户不属于所选分公司', 'largeCustomerId');
  }
  let handler: { id: string; realname: string } | undefined;
  if (h.handlerId) {
    let q = db.selectFrom('users').select(['id', 'realname']).where('id', '=', h.handlerId).where('status', '=', 1);
    // a provider's order is handled by one of its own people (the person picker offers only those)
    if (own !== null) q = q.where('facilitator_id', '=', own);
    handler = await q.executeTakeFirst();
    if (!handler) throw bad('经办人不存在', 'handlerId');
  }
  const costCenter = h.costCenterId ? await costCenterOf(db, h.costCenterId) : undefined;
  return {
    facilitator_id: facilitator.id,
    facilitator_name: facilitator.name,
    branch_id: branch.id,
    branch_name: branch.name,
    order_type: center ? 'CENTER' : 'BRANCH',
    warehouse_id: w.id,
    warehouse_name: w.name,
    center_id: center?.id ?? null,
    center_name: center?.name ?? '',
    large_customer_id: largeCustomer?.id ?? null,
    large_customer_name: largeCustomer?.name ?? '',
    handler_id: handler?.id ?? null,
    handler_name: handler?.realname ?? '',
    cost_center_id: costCenter?.id ?? null,
    cost_center_name: costCenter?.name ?? '',
    remark: h.remark?.trim() ?? '',
  };
}

export async function costCenterOf(db: Db, id: string) {
  const c = await db
    .selectFrom('cost_centers')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('status', '=', 'ENABLE')
    .executeTakeFirst();
  if (!c) throw bad('成本中心不存在', 'costCenterId');
  return c;
}

export interface LineInput {
  companyPartsId: string;
  qty: number;
}

/**
 * The lines as stored: each a sellable part of the company's catalogue (a tractor-brand provider: tractor-brand
 * parts only, as its picker shows), at least its minimum sale quantity, priced from the catalogue; `fixed` gives
 * a part's agreed price (the inquiry's reply price of the part the inquiry became an order for); `chosen` the prices
 * chosen in 库存价格 by company part id (checked against the line's priceDtos by the caller, never read from a request).
 */
export async function linesOf(
  db: Db,
  user: SessionUser,
  company: string,
  lines: readonly LineInput[],
  fixed?: { partsNo: string; price: number },
  chosen: ReadonlyMap<string, number> = new Map(),
) {
  if (lines.length === 0) throw bad('请选择配件', 'lines');
  const ids = [...new Set(lines.map((l) => l.companyPartsId))];
  const parts = await db.selectFrom('company_parts').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(parts.map((p) => [p.id, p]));
  const seen = new Set<string>();
  return lines.map((l, i) => {
    const p = byId.get(l.companyPartsId);
    if (!p || p.company !== company || p.status !== 'ENABLE') throw bad(`配件${l.companyPartsId}不存在`, 'lines');
    if (seen.has(p.id)) throw bad(`配件${p.parts_no}重复`, 'lines');
    seen.add(p.id);
    if (p.sale_flag !== 1) throw bad(`错误信息：配件${p.parts_no}不可销售`, 'lines');
    if (isTractorBrand(user) && p.tractor_flag !== 1) throw bad(`配件${p.parts_no}不是拖拉机品牌配件`, 'lines');
    if (l.qty < p.min_sale) throw bad(`配件${p.parts_no}的订购数量不能小于最小销售量${p.min_sale}`, 'lines');
    const own = chosen.get(p.id) ?? null;
    const price = own ?? (fixed && fixed.partsNo === p.parts_no ? fixed.price : p.sale_price);
    return {
      line_no: i + 1,
      company_parts_id: p.id,
      company: p.company,
      company_name: p.company_name,
      parts_id: p.parts_no,
      parts_name: p.parts_name,
      drawing_no: p.parts_drawing_no,
      unit: p.unit,
      logistics_flag: p.logistics_flag,
      min_sale: p.min_sale,
      qty: l.qty,
      sale_price: round2(price),
      purchase_price: round2(p.purchase_price),
      retail_price: round2(p.retail_price),
      retail_add_price: 0,
      sale_add_price: 0,
      amount: round2(l.qty * price),
      chosen_price: own,
    };
  });
}

/**
 * The stock prices the order's lines keep (chosen in 库存价格), by company part id. An 编辑 keeps them while the
 * shipping warehouse stays the same: they are that warehouse's stock prices, so another warehouse drops them.
 */
export async function chosenPrices(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('sale_order_items')
    .select(['company_parts_id', 'chosen_price'])
    .where('order_id', '=', orderId)
    .where('chosen_price', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.company_parts_id, r.chosen_price!] as const));
}

/** Replaces the order's lines; answers the totals kept on the order. */
export async function writeLines(trx: Transaction<DB>, orderId: string, lines: Awaited<ReturnType<typeof linesOf>>) {
  await trx.deleteFrom('sale_order_items').where('order_id', '=', orderId).execute();
  await trx
    .insertInto('sale_order_items')
    .values(lines.map((l) => ({ id: newId(), order_id: orderId, ...l })))
    .execute();
  return {
    total_qty: lines.reduce((s, l) => s + l.qty, 0),
    total_amount: round2(lines.reduce((s, l) => s + l.amount, 0)),
  };
}

/** A received order's lines become returnable: one sale_order_lines row per line (the return-parts dialog). */
export async function writeReturnable(trx: Transaction<DB>, order: OrderRow, at: Date) {
  const items = await trx
    .selectFrom('sale_order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('line_no')
    .execute();
  if (items.length === 0) return;
  await trx
    .insertInto('sale_order_lines')
    .values(
      items.map((it) => ({
        id: newId(),
        sale_order_no: order.order_no,
        facilitator_id: order.facilitator_id,
        branch_id: order.branch_id,
        warehouse_id: order.warehouse_id,
        parts_id: it.parts_id,
        return_base_price: it.sale_price,
        approve_qty: it.qty,
        returned_qty: 0,
        whether_return: 1,
        delivery_sign_date: at,
        refund_discount: 1,
        order_id: order.id,
        order_item_id: it.id,
      })),
    )
    .execute();
}

export function orderAnswer(row: OrderRow) {
  const out = toCamel(row);
  out.statusName = orderMachine.names[row.status as OrderState] ?? row.status;
  out.invoiceStatusName = invoiceMachine.names[row.invoice_status as InvoiceState] ?? row.invoice_status;
  out.orderTypeName = row.order_type === 'CENTER' ? '中心库' : '分公司';
  return out;
}

/** The agreed price of an order made from an inquiry: the reply price of the replied part (kept on every re-pricing). */
export async function agreedPrice(
  db: Db,
  order: OrderRow | undefined,
): Promise<{ partsNo: string; price: number } | undefined> {
  if (!order?.source_inquiry_id) return undefined;
  const q = await db
    .selectFrom('part_queries')
    .select(['reply_parts_no', 'reply_price'])
    .where('id', '=', order.source_inquiry_id)
    .executeTakeFirst();
  return q?.reply_parts_no && q.reply_price !== null ? { partsNo: q.reply_parts_no, price: q.reply_price } : undefined;
}

export async function orderDetail(db: Db, row: OrderRow) {
  const items = await db
    .selectFrom('sale_order_items')
    .selectAll()
    .where('order_id', '=', row.id)
    .orderBy('line_no')
    .execute();
  // each line names its order, the order's version, state and shipping warehouse: a line's own dialog (库存价格) sends them
  const lines = toCamelRows(items).map((l) => ({
    ...l,
    partsNo: l.partsId,
    orderId: row.id,
    orderVersion: row.version,
    orderStatus: row.status,
    warehouseId: row.warehouse_id,
    // the price the 库存价格 dialog starts on: the line's own (one of its priceDtos)
    basePrice: l.salePrice,
  }));
  return { ...orderAnswer(row), lines };
}
