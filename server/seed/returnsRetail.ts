// Demo data of the parts return orders and the retail orders: a service warehouse with stock for each
// demo provider (its own stock, sold on retail orders), retail orders and parts return orders in every state for
// sp01's provider (F00001) and a few for another provider. No rng: the rows follow from the seeded tables in id
// order, so the data are the same on every run.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/types';
import { insertBatches } from './batch';
import { COMPANY } from './core';

const DAY = 24 * 3600 * 1000;
const BASE = Date.UTC(2026, 0, 1);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

export async function seedReturnsRetail(db: Kysely<DB>): Promise<void> {
  const providers = await db
    .selectFrom('facilitators')
    .select(['id', 'code', 'name', 'branch_id'])
    .where('id', 'in', ['F00001', 'F00002', 'F00003'])
    .orderBy('id')
    .execute();
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'name', 'drawing_no', 'unit'])
    .orderBy('id')
    .limit(60)
    .execute();
  const branches = new Map(
    (await db.selectFrom('branches').select(['id', 'name']).execute()).map((b) => [b.id, b.name]),
  );

  // Each demo provider's own stock: one service warehouse (type SERVICE, owner_no = the provider's id), 12 parts.
  await insertBatches(
    db,
    'warehouses',
    providers.map((f, i) => ({
      id: `WHS${pad(i + 1, 3)}`,
      code: `WHS${pad(i + 1, 3)}`,
      name: `${f.code}服务站库`,
      company: COMPANY,
      company_name: '发动机公司',
      warehouse_type: 'SERVICE',
      owner_no: f.id,
      owner_name: f.name,
      branch_id: f.branch_id,
      status: 'ENABLE',
    })),
  );
  const stock: Insertable<DB['stocks']>[] = providers.flatMap((_, i) =>
    parts.slice(i * 12, i * 12 + 12).map((p, k) => ({
      warehouse_id: `WHS${pad(i + 1, 3)}`,
      parts_id: p.id,
      qty: k === 11 ? 0 : 5 + ((k * 7) % 40),
      base_price: round2(12.5 + k * 9.35),
    })),
  );
  await insertBatches(db, 'stocks', stock);

  // Retail orders: sp01's in every state, two of sp02's provider (F00003).
  const retail: Insertable<DB['retail_orders']>[] = [];
  const retailLines: Insertable<DB['retail_order_lines']>[] = [];
  const plan: [number, string][] = [
    [0, 'DRAFT'],
    [0, 'COMPLETED'],
    [0, 'CANCELLED'],
    [0, 'COMPLETED'],
    [2, 'DRAFT'],
    [2, 'COMPLETED'],
  ];
  plan.forEach(([pi, status], n) => {
    const f = providers[pi];
    const id = `RO${pad(n + 1, 4)}`;
    const t = new Date(BASE - (20 - n) * DAY);
    const lines = [0, 1].map((k) => {
      const s = stock.filter((x) => x.warehouse_id === `WHS${pad(pi + 1, 3)}`)[(n + k * 3) % 11];
      const p = parts.find((x) => x.id === s.parts_id)!;
      const qty = 1 + k;
      return {
        id: `${id}L${k + 1}`,
        order_id: id,
        warehouse_id: s.warehouse_id,
        warehouse_name: `${f.code}服务站库`,
        parts_id: p.id,
        parts_name: p.name,
        parts_drawing_no: p.drawing_no,
        qty,
        unit_price: s.base_price!,
        amount: round2(qty * s.base_price!),
      };
    });
    retailLines.push(...lines);
    retail.push({
      id,
      order_no: `LS20251201${pad(n + 1, 4)}`,
      facilitator_id: f.id,
      facilitator_name: f.name,
      customer_name: ['张先生', '李女士', '王师傅', '赵先生', '刘女士', '陈师傅'][n],
      customer_phone: `1380000${pad(n + 1, 4)}`,
      status,
      remark: '',
      total_qty: 3,
      total_amount: round2(lines.reduce((a, l) => a + l.amount, 0)),
      version: 1,
      create_user: 'seed',
      create_time: t,
      complete_time: status === 'COMPLETED' ? t : null,
      cancel_time: status === 'CANCELLED' ? t : null,
      update_time: t,
    });
  });
  await insertBatches(db, 'retail_orders', retail);
  await insertBatches(db, 'retail_order_lines', retailLines);

  // Parts return orders on returnable sale-order lines (not the SOL9 lines the return-parts dialog's tests use).
  const sale = await db
    .selectFrom('sale_order_lines as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select([
      's.id',
      's.sale_order_no',
      's.facilitator_id',
      's.warehouse_id',
      'w.name as warehouse_name',
      's.parts_id',
      's.return_base_price',
      's.refund_discount',
      's.approve_qty',
      's.returned_qty',
    ])
    .where('s.whether_return', '=', 1)
    .where('s.id', 'not like', 'SOL9%')
    .orderBy('s.id')
    .execute();
  const usable = sale.filter((s) => s.approve_qty - s.returned_qty >= 2);
  const other = usable.find((s) => s.facilitator_id !== 'F00001');
  const own = usable.filter((s) => s.facilitator_id === 'F00001').slice(0, 5);
  const returns: Insertable<DB['parts_returns']>[] = [];
  const returnLines: Insertable<DB['parts_return_lines']>[] = [];
  const rplan = [
    ...own.map((s, k) => [s, ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'RECEIVED'][k]] as const),
    ...(other ? [[other, 'SUBMITTED'] as const] : []),
  ];
  const allFacilitators = new Map(
    (
      await db
        .selectFrom('facilitators')
        .select(['id', 'name', 'branch_id'])
        .where(
          'id',
          'in',
          rplan.map(([s]) => s.facilitator_id),
        )
        .execute()
    ).map((f) => [f.id, f]),
  );
  rplan.forEach(([s, status], n) => {
    const f = allFacilitators.get(s.facilitator_id)!;
    const p = parts.find((x) => x.id === s.parts_id);
    const id = `PR${pad(n + 1, 4)}`;
    const unit = round2(s.return_base_price * s.refund_discount);
    const qty = 1;
    const t = new Date(BASE - (15 - n) * DAY);
    returnLines.push({
      id: `${id}L1`,
      return_id: id,
      sale_order_line_id: s.id,
      sale_order_no: s.sale_order_no,
      parts_id: s.parts_id,
      parts_name: p?.name ?? '',
      parts_drawing_no: p?.drawing_no ?? '',
      unit: p?.unit ?? '',
      qty,
      unit_price: unit,
      amount: round2(qty * unit),
    });
    returns.push({
      id,
      return_no: `TH20251201${pad(n + 1, 4)}`,
      facilitator_id: f.id,
      facilitator_name: f.name,
      branch_id: f.branch_id,
      branch_name: branches.get(f.branch_id) ?? '',
      warehouse_id: s.warehouse_id,
      warehouse_name: s.warehouse_name,
      status,
      remark: '',
      reject_remark: status === 'REJECTED' ? '配件已使用，不符合退货条件' : '',
      total_qty: qty,
      total_amount: round2(qty * unit),
      version: 1,
      create_user: 'seed',
      create_time: t,
      submit_time: status === 'DRAFT' ? null : t,
      approve_time: status === 'APPROVED' || status === 'RECEIVED' ? t : null,
      receive_time: status === 'RECEIVED' ? t : null,
      update_time: t,
    });
  });
  await insertBatches(db, 'parts_returns', returns);
  await insertBatches(db, 'parts_return_lines', returnLines);
}
