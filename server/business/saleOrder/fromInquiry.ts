// The sales order a parts inquiry becomes (配件询价 下单): a DRAFT order of the inquiry's provider and branch with
// one line, the replied part at the reply price (the catalogue's sale price when the reply named none) and the
// inquiry's quantity (at least the part's minimum sale), shipped from the branch's first enabled new-parts
// warehouse. A draft, so the provider checks the warehouse and the quantity on /WZorderThreeList and submits it.
// The order names the inquiry (source_inquiry_id/no); the inquiry names the order (order_id, order_no).
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, insertRecorded, newId, type SessionUser } from '../../http/route';
import type { PartQueryRow } from '../partQuery/store';
import { round2 } from '../common/map';
import { nextNumber } from '../common/numbers';

export async function orderFromInquiry(trx: Transaction<DB>, u: SessionUser, q: PartQueryRow) {
  const noOrder = (message: string) => new BusinessError(message, { status: 424 });
  if (!q.facilitator_id || !q.branch_id) throw noOrder('询价单没有服务商或分公司，不能下单');
  const part = await trx
    .selectFrom('company_parts')
    .selectAll()
    .where('parts_no', '=', q.reply_parts_no)
    .where('company', '=', q.company)
    .executeTakeFirst();
  if (!part) throw noOrder(`配件${q.reply_parts_no}不存在`);
  if (part.sale_flag !== 1) throw noOrder(`错误信息：配件${q.reply_parts_no}不可销售`);
  const [facilitator, warehouse] = await Promise.all([
    trx.selectFrom('facilitators').select(['id', 'name']).where('id', '=', q.facilitator_id).executeTakeFirst(),
    trx
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('branch_id', '=', q.branch_id)
      .where('warehouse_type', '=', 'WZ_NEW')
      .where('status', '=', 'ENABLE')
      .orderBy('code')
      .executeTakeFirst(),
  ]);
  if (!warehouse) throw noOrder('询价单所属分公司没有可用的发货仓库，不能下单');
  const price = round2(q.reply_price ?? part.sale_price);
  const qty = Math.max(q.qty, part.min_sale);
  const orderId = newId();
  const orderNo = await nextNumber(trx, 'XS');
  const order = await insertRecorded(
    trx,
    'sale_orders',
    {
      id: orderId,
      order_no: orderNo,
      facilitator_id: q.facilitator_id,
      facilitator_name: facilitator?.name ?? q.facilitator_name,
      branch_id: q.branch_id,
      branch_name: q.branch_name,
      company: q.company,
      order_type: 'BRANCH',
      warehouse_id: warehouse.id,
      warehouse_name: warehouse.name,
      source_inquiry_id: q.id,
      source_inquiry_no: q.inquiry_no,
      remark: `询价单${q.inquiry_no}下单`,
      total_qty: qty,
      total_amount: round2(qty * price),
      status: 'DRAFT',
      create_user: u.userId,
    },
    u.userId,
  );
  await trx
    .insertInto('sale_order_items')
    .values({
      id: newId(),
      order_id: orderId,
      line_no: 1,
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
    })
    .execute();
  return order;
}
