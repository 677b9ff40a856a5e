// The sales order's own steps on its detail, each opened from a block of 001 that serves it:
// 选择配件 (addPart: the multi-select parts dialog of 001 §2.6, form transferParts) adds the chosen generic parts
// as lines of the order's company catalogue; 库存价格 (stockPrice: a line's stock price panel, form stockPanel)
// sets the line's quantity with the stock in view and its price chosen among its priceDtos (prices.ts; the options
// from saleOrder.linePrices, the choice checked again on save); 大客户 (largeCustomer: the branch-first block, form
// branchFirst, 请先选择分公司) names the large customer the order is placed for. Each on a draft or rejected order
// only (as 编辑; a rejected order becomes a draft again), the provider's own, with its version and a change record.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, defineRoutes, inTransaction, route, type SessionUser } from '../../http/route';
import { given } from '../../db/query';
import { id, idList, int, money, object, str, version } from '../../http/schema';
import { round2 } from '../common/map';
import { lineOptions, money2 } from './prices';
import { nextState } from '../common/states';
import { notFound, ownsRow, requireUser } from '../common/session';
import { orderMachine } from './states';
import { agreedPrice, linesOf, lockOrder, updateOrder, writeLines, type LineInput, type OrderRow } from './store';

const bad = (message: string, code: string) => new BusinessError(message, { status: 417, code });

/** Re-prices and stores the order's lines as edited, and moves the order (version, state, change record). */
async function relines(
  trx: Transaction<DB>,
  u: SessionUser,
  before: OrderRow,
  lines: LineInput[],
  action: string,
  note: Record<string, string>,
  chosen?: ReadonlyMap<string, number>,
) {
  const status = nextState(orderMachine, 'edit', before.status);
  const priced = await linesOf(trx, u, before.company, lines, await agreedPrice(trx, before), chosen);
  const totals = await writeLines(trx, before.id, priced);
  const after = await updateOrder(trx, before, { ...totals, status }, action, u, note);
  return {
    id: after.id,
    version: after.version,
    status: after.status,
    totalQty: after.total_qty,
    totalAmount: after.total_amount,
  };
}

async function currentLines(trx: Kysely<DB> | Transaction<DB>, orderId: string) {
  return trx
    .selectFrom('sale_order_items')
    .select(['id', 'company_parts_id', 'parts_id', 'qty', 'chosen_price'])
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}

/** The prices the lines keep: chosen in 库存价格 (a line priced from the catalogue has none). */
const keptPrices = (lines: Awaited<ReturnType<typeof currentLines>>) =>
  new Map(lines.flatMap((l) => (l.chosen_price === null ? [] : [[l.company_parts_id, l.chosen_price] as const])));

export const saleOrderStepRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/addParts/V1.0',
    idempotent: true,
    summary: '选择配件：把所选配件加入销售订单（草稿或已驳回）',
    body: object({ id, version, partsIds: idList(200) }, ['id', 'partsIds']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      return inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, body.id, u, body.version);
        nextState(orderMachine, 'edit', before.status);
        const wanted = [...new Set(body.partsIds)];
        const catalogue = await trx
          .selectFrom('company_parts')
          .select(['id', 'parts_id', 'min_sale'])
          .where('company', '=', before.company)
          .where('parts_id', 'in', wanted)
          .where('status', '=', 'ENABLE')
          .execute();
        const missing = wanted.filter((p) => !catalogue.some((c) => c.parts_id === p));
        if (missing.length) throw bad(`配件${missing.join('、')}不在本公司的配件目录中`, 'partsIds');
        const lines = await currentLines(trx, before.id);
        const taken = wanted.filter((p) => lines.some((l) => l.parts_id === p));
        if (taken.length) throw bad(`配件${taken.join('、')}已在订单中`, 'partsIds');
        const added = wanted.map((p) => catalogue.find((c) => c.parts_id === p)!);
        return relines(
          trx,
          u,
          before,
          [
            ...lines.map((l) => ({ companyPartsId: l.company_parts_id, qty: l.qty })),
            ...added.map((c) => ({ companyPartsId: c.id, qty: c.min_sale })),
          ],
          'addPart',
          { added_parts: wanted.join(',') },
          keptPrices(lines),
        );
      });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/linePrices/V1.0',
    summary: '库存价格：订单行的价格选项（priceDtos：销售价、发货仓库的库存价）',
    // the line by its part (a part is on an order once): the dialog's form holds the part, not the line's id
    body: object({ id, partsId: str(50), qty: int(1, 1_000_000) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.partsId)) throw bad('请先选择配件', 'partsId');
      const order = await db.selectFrom('sale_orders').selectAll().where('id', '=', body.id).executeTakeFirst();
      if (!order || !ownsRow(u, order.facilitator_id)) throw notFound('销售订单');
      const line = (await currentLines(db, order.id)).find((l) => l.parts_id === body.partsId!.trim());
      if (!line) throw bad(`销售订单中没有配件${body.partsId!.trim()}`, 'partsId');
      return { id: order.id, lineId: line.id, priceDtos: await lineOptions(db, order, line, body.qty ?? line.qty) };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/lineQty/V1.0',
    idempotent: true,
    summary: '库存价格：按库存修改订单行的订购数量，并在价格选项中选定价格（草稿或已驳回）',
    body: object({ id, version, lineId: str(64), qty: int(0, 1_000_000), basePrice: money }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.lineId)) throw bad('请先选择订单行', 'lineId');
      if (body.qty === undefined) throw bad('请输入订购数量', 'qty');
      return inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, body.id, u, body.version);
        nextState(orderMachine, 'edit', before.status);
        const lines = await currentLines(trx, before.id);
        const line = lines.find((l) => l.id === body.lineId);
        if (!line) throw bad('销售订单中没有该订单行', 'lineId');
        const qty = body.qty!;
        const kept = keptPrices(lines);
        const note: Record<string, string> = { parts_id: line.parts_id, line_qty: `${line.qty} → ${qty}` };
        if (body.basePrice !== undefined) {
          // a choice among the line's options as the gateway computes them now, never a price taken as sent
          const options = await lineOptions(trx, before, line, qty);
          const chosen = options.find((o) => o.basePrice === round2(body.basePrice!));
          if (!chosen)
            throw bad(
              `价格${money2(body.basePrice)}不是配件${line.parts_id}的价格选项（${options.map((o) => money2(o.basePrice)).join('、')}），请重新选择`,
              'basePrice',
            );
          if (chosen.source === 'STOCK') kept.set(line.company_parts_id, chosen.basePrice);
          else kept.delete(line.company_parts_id);
          note.line_price = money2(chosen.basePrice);
        }
        return relines(
          trx,
          u,
          before,
          lines.map((l) => ({ companyPartsId: l.company_parts_id, qty: l.id === line.id ? qty : l.qty })),
          'lineQty',
          note,
          kept,
        );
      });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/largeCustomer/V1.0',
    idempotent: true,
    summary: '大客户：先选分公司，再选该分公司的大客户（草稿或已驳回）',
    body: object({ id, version, branchId: str(64), facilitatorId: str(64), largeCustomerId: str(64) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.branchId)) throw bad('请先选择分公司', 'branchId');
      if (!given(body.largeCustomerId)) throw bad('请选择大客户', 'largeCustomerId');
      return inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, body.id, u, body.version);
        const status = nextState(orderMachine, 'edit', before.status);
        if (body.branchId !== before.branch_id)
          throw bad(`订单的分公司为【${before.branch_name}】，请选择该分公司`, 'branchId');
        if (given(body.facilitatorId) && body.facilitatorId !== before.facilitator_id) {
          throw bad(`订单的服务商为【${before.facilitator_name}】，不能为其他服务商选择大客户`, 'facilitatorId');
        }
        const c = await trx
          .selectFrom('large_customers')
          .select(['id', 'name', 'branch_id', 'status'])
          .where('id', '=', body.largeCustomerId!)
          .executeTakeFirst();
        if (!c || c.status !== 'ENABLE') throw bad('大客户不存在', 'largeCustomerId');
        if (c.branch_id !== before.branch_id) throw bad('大客户不属于所选分公司', 'largeCustomerId');
        const after = await updateOrder(
          trx,
          before,
          { large_customer_id: c.id, large_customer_name: c.name, status },
          'largeCustomer',
          u,
        );
        return {
          id: after.id,
          version: after.version,
          status: after.status,
          largeCustomerId: c.id,
          largeCustomerName: c.name,
        };
      });
    },
  }),
]);
