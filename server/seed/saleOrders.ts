// Demo parts sales orders (/WZorderThreeList), deterministic (no rng): for sp01's provider F00001 one
// order in each state (draft; submitted for a large customer with a handler and a cost centre; signed with an
// invoice asked for; received with the invoice verified, its lines returnable; rejected; a central-warehouse
// order), two of F00002 (received and invoiced; submitted), and a draft order for every ORDERED demo inquiry,
// linked both ways (the inquiry's order number is the order's). Seeded sale_order_lines of older demo data name
// no order (order_id null); a received order's lines name theirs.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/types';
import { COMPANY } from './core';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const DAY = 24 * 3600 * 1000;
const BASE = Date.UTC(2025, 11, 1, 2); // 2025-12-01 10:00 China time

type Spec = {
  f: string;
  status: string;
  invoice?: string;
  center?: boolean;
  largeCustomer?: boolean;
  handler?: boolean;
  costCenter?: boolean;
  lines: [number, number][];
  reject?: string;
};

const SPECS: Spec[] = [
  {
    f: 'F00001',
    status: 'DRAFT',
    lines: [
      [0, 2],
      [1, 5],
    ],
  },
  { f: 'F00001', status: 'SUBMITTED', largeCustomer: true, handler: true, costCenter: true, lines: [[2, 3]] },
  {
    f: 'F00001',
    status: 'SIGNED',
    invoice: 'APPLIED',
    handler: true,
    lines: [
      [3, 4],
      [4, 1],
    ],
  },
  {
    f: 'F00001',
    status: 'RECEIVED',
    invoice: 'VERIFIED',
    costCenter: true,
    lines: [
      [5, 6],
      [6, 2],
    ],
  },
  { f: 'F00001', status: 'REJECTED', reject: '发货仓库缺货，请改订中心库', lines: [[7, 10]] },
  { f: 'F00001', status: 'SUBMITTED', center: true, lines: [[8, 3]] },
  { f: 'F00002', status: 'RECEIVED', invoice: 'INVOICED', lines: [[9, 4]] },
  {
    f: 'F00002',
    status: 'SUBMITTED',
    lines: [
      [10, 2],
      [11, 1],
    ],
  },
];

export async function seedSaleOrders(db: Kysely<DB>): Promise<void> {
  const parts = await db
    .selectFrom('company_parts')
    .selectAll()
    .where('company', '=', COMPANY)
    .where('sale_flag', '=', 1)
    .where('status', '=', 'ENABLE')
    .where('min_sale', '=', 1)
    .orderBy('parts_no')
    .limit(12)
    .execute();
  if (parts.length < 12) return;
  const facs = await db
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id'])
    .where('id', 'in', ['F00001', 'F00002'])
    .execute();
  const branches = new Map(
    (await db.selectFrom('branches').select(['id', 'name']).execute()).map((b) => [b.id, b.name]),
  );
  const warehouses = await db
    .selectFrom('warehouses')
    .select(['id', 'name', 'branch_id', 'warehouse_type'])
    .where('company', '=', COMPANY)
    .where('status', '=', 'ENABLE')
    .orderBy('code')
    .execute();
  const center = await db
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id'])
    .where('is_center', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  const users = await db
    .selectFrom('users')
    .select(['id', 'realname', 'facilitator_id'])
    .where('username', 'in', ['sp01'])
    .execute();
  const costCenter = await db
    .selectFrom('cost_centers')
    .select(['id', 'name'])
    .where('company', '=', COMPANY)
    .where('status', '=', 'ENABLE')
    .orderBy('id')
    .executeTakeFirst();
  const orders: Insertable<DB['sale_orders']>[] = [];
  const items: Insertable<DB['sale_order_items']>[] = [];
  const returnable: Insertable<DB['sale_order_lines']>[] = [];
  const itemOf = (
    orderId: string,
    k: number,
    part: (typeof parts)[number],
    qty: number,
    price: number,
  ): Insertable<DB['sale_order_items']> => ({
    id: `${orderId}L${k}`,
    order_id: orderId,
    line_no: k,
    company_parts_id: part.id,
    company: part.company,
    company_name: part.company_name,
    parts_id: part.parts_no,
    parts_name: part.parts_name,
    drawing_no: part.parts_drawing_no,
    unit: part.unit,
    logistics_flag: part.logistics_flag,
    min_sale: part.min_sale,
    qty,
    sale_price: price,
    purchase_price: round2(part.purchase_price),
    retail_price: round2(part.retail_price),
    retail_add_price: 0,
    sale_add_price: 0,
    amount: round2(qty * price),
  });
  for (const [i, s] of SPECS.entries()) {
    const f = facs.find((x) => x.id === s.f);
    if (!f) continue;
    const created = new Date(BASE + i * DAY);
    const id = `SO${pad(i + 1, 5)}`;
    const orderNo = `XS20251201${pad(i + 1, 4)}`;
    const w =
      s.center && center
        ? (warehouses.find((x) => x.warehouse_type === 'CENTER' && x.branch_id === center.branch_id) ??
          warehouses.find((x) => x.warehouse_type === 'CENTER'))
        : warehouses.find((x) => x.warehouse_type === 'WZ_NEW' && x.branch_id === f.branch_id);
    if (!w) continue;
    const lc = s.largeCustomer
      ? await db
          .selectFrom('large_customers')
          .select(['id', 'name'])
          .where('branch_id', '=', f.branch_id)
          .where('status', '=', 'ENABLE')
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
    const handler = s.handler ? users.find((u) => u.facilitator_id === f.id) : undefined;
    const lines = s.lines.map(([p, qty], k) => itemOf(id, k + 1, parts[p], qty, round2(parts[p].sale_price)));
    items.push(...lines);
    const signed = ['SIGNED', 'RECEIVED'].includes(s.status);
    const at = (h: number) => new Date(created.getTime() + h * 3600_000);
    orders.push({
      id,
      order_no: orderNo,
      facilitator_id: f.id,
      facilitator_name: f.name,
      branch_id: f.branch_id,
      branch_name: branches.get(f.branch_id) ?? '',
      company: COMPANY,
      order_type: s.center && center ? 'CENTER' : 'BRANCH',
      warehouse_id: w.id,
      warehouse_name: w.name,
      center_id: s.center && center ? center.id : null,
      center_name: s.center && center ? center.name : '',
      large_customer_id: lc?.id ?? null,
      large_customer_name: lc?.name ?? '',
      handler_id: handler?.id ?? null,
      handler_name: handler?.realname ?? '',
      cost_center_id: s.costCenter && costCenter ? costCenter.id : null,
      cost_center_name: s.costCenter && costCenter ? costCenter.name : '',
      remark: '',
      reject_remark: s.reject ?? '',
      total_qty: lines.reduce((a, l) => a + l.qty, 0),
      total_amount: round2(lines.reduce((a, l) => a + (l.amount ?? 0), 0)),
      status: s.status,
      invoice_status: s.invoice ?? 'NONE',
      invoice_title: s.invoice ? f.name : '',
      invoice_tax_no: s.invoice ? `91370100MA${pad(i + 1, 8)}` : '',
      invoice_no: s.invoice === 'INVOICED' ? `0441${pad(i + 1, 8)}` : '',
      invoice_date: s.invoice === 'INVOICED' ? '2025-12-20' : '',
      version: 1,
      create_user: 'seed',
      create_time: created,
      update_time: created,
      submit_time: s.status === 'DRAFT' ? null : at(1),
      sign_time: signed ? at(5) : null,
      receive_time: s.status === 'RECEIVED' ? at(48) : null,
    });
    if (s.status === 'RECEIVED') {
      for (const l of lines) {
        returnable.push({
          id: `SOL${id}L${l.line_no}`,
          sale_order_no: orderNo,
          facilitator_id: f.id,
          branch_id: f.branch_id,
          warehouse_id: w.id,
          parts_id: l.parts_id,
          return_base_price: l.sale_price ?? 0,
          approve_qty: l.qty,
          returned_qty: 0,
          whether_return: 1,
          delivery_sign_date: at(48),
          refund_discount: 1,
          order_id: id,
          order_item_id: l.id,
        });
      }
    }
  }
  // the orders of the ORDERED demo inquiries: drafts at the reply price, linked both ways
  const inquiries = await db
    .selectFrom('part_queries')
    .selectAll()
    .where('status', '=', 'ORDERED')
    .orderBy('id')
    .execute();
  for (const [k, q] of inquiries.entries()) {
    const part = await db
      .selectFrom('company_parts')
      .selectAll()
      .where('company', '=', q.company)
      .where('parts_no', '=', q.reply_parts_no)
      .executeTakeFirst();
    const w = warehouses.find((x) => x.warehouse_type === 'WZ_NEW' && x.branch_id === q.branch_id);
    if (!part || !w || !q.facilitator_id || !q.branch_id) continue;
    const id = `SOQ${pad(k + 1, 5)}`;
    const orderNo = `XS20251220${pad(k + 1, 4)}`;
    const price = round2(q.reply_price ?? part.sale_price);
    const qty = Math.max(q.qty, part.min_sale);
    items.push(itemOf(id, 1, part, qty, price));
    orders.push({
      id,
      order_no: orderNo,
      facilitator_id: q.facilitator_id,
      facilitator_name: q.facilitator_name,
      branch_id: q.branch_id,
      branch_name: q.branch_name,
      company: q.company,
      warehouse_id: w.id,
      warehouse_name: w.name,
      source_inquiry_id: q.id,
      source_inquiry_no: q.inquiry_no,
      remark: `询价单${q.inquiry_no}下单`,
      total_qty: qty,
      total_amount: round2(qty * price),
      status: 'DRAFT',
      version: 1,
      create_user: 'seed',
      create_time: q.create_time,
      update_time: q.create_time,
    });
    await db
      .updateTable('part_queries')
      .set({ order_no: orderNo, order_id: id, order_time: q.create_time })
      .where('id', '=', q.id)
      .execute();
  }
  if (orders.length) await db.insertInto('sale_orders').values(orders).execute();
  if (items.length) await db.insertInto('sale_order_items').values(items).execute();
  if (returnable.length) await db.insertInto('sale_order_lines').values(returnable).execute();
}
