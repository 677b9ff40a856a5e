// Stock and price queries (001 §7): returnable sale-order parts, service retail stock prices, stock by part.
import { sql } from 'kysely';
import { defineRoutes, route, list, paging } from '../../http/route';
import { contains, countAll, given, startsWith } from '../../db/query';
import { countRows } from '../../db/count-cache';
import { object, paging as pagingProps, str, strList } from '../common/schema';
import { ownProvider, requireUser } from '../common/session';
import { round2 } from '../common/map';
import { formatTime } from '../../dates';
import { permittedWarehouses } from './warehouseScope';
import { HOLDING } from '../partsReturn/states';
import { SERVICE_WAREHOUSE } from '../retailOrder/store';

export const stockRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/returnOrder/V1.0/parts', summary: '可退货配件',
    body: object({ ...pagingProps, branchId: str(64), warehouseId: str(64), saleOrderNo: str(50), partsNo: str(50), facilitatorId: str(64) }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('sale_order_lines as l')
        .innerJoin('parts as p', 'p.id', 'l.parts_id')
        .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id');
      // The parts a provider bought are its own: a provider's user sees its provider's only, whatever it names.
      const facilitatorId = ownProvider(u) ?? body.facilitatorId;
      if (given(facilitatorId)) q = q.where('l.facilitator_id', '=', facilitatorId);
      if (given(body.branchId)) q = q.where('l.branch_id', '=', body.branchId);
      if (given(body.warehouseId)) q = q.where('l.warehouse_id', '=', body.warehouseId);
      if (given(body.saleOrderNo)) q = q.where('l.sale_order_no', 'like', startsWith(body.saleOrderNo));
      if (given(body.partsNo)) q = q.where('l.parts_id', 'like', startsWith(body.partsNo));
      const { limit, offset } = paging(body);
      // what the parts return orders not rejected already hold of each line (server/business/partsReturn/store.ts)
      const [rows, total] = await Promise.all([
        q.select((eb) => [
          eb.selectFrom('parts_return_lines as h').innerJoin('parts_returns as r', 'r.id', 'h.return_id')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('h.qty'), e.lit(0)).as('n'))
            .whereRef('h.sale_order_line_id', '=', 'l.id').where('r.status', 'in', HOLDING).as('held_qty'),
          'l.id', 'l.sale_order_no', 'l.parts_id', 'p.name as parts_name', 'p.drawing_no', 'p.unit', 'w.id as warehouse_id',
          'w.name as warehouse_name', 'w.code as warehouse_no', 'l.return_base_price', 'l.approve_qty', 'l.returned_qty',
          'l.whether_return', 'l.delivery_sign_date', 'l.refund_discount',
        ]).orderBy('l.sale_order_no').orderBy('l.id').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows.map((r) => {
        const realPrice = round2(r.return_base_price * r.refund_discount);
        return {
          id: r.id, saleOrderNo: r.sale_order_no, partsId: r.parts_id, partsNo: r.parts_id, partsName: r.parts_name,
          partsDrawingNo: r.drawing_no, warehouseId: r.warehouse_id, warehouseName: r.warehouse_name, warehouseNo: r.warehouse_no,
          returnBasePrice: r.return_base_price, approveQty: r.approve_qty, remainQty: Math.max(0, r.approve_qty - r.returned_qty - Number(r.held_qty ?? 0)),
          // this return's quantity is the user's to type (empty, so 请输入退货数量 can tell it from a typed 0)
          qty: null, unit: r.unit, whetherReturn: r.whether_return, deliverySignDate: formatTime(r.delivery_sign_date),
          refundDiscount: r.refund_discount, realReturnBasePrice: realPrice, realReturnAmt: null,
        };
      }), total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/stockprice/servicenew/search/V1.0/retail/stockprice',
    summary: '服务站零售库存价格',
    body: object({
      ...pagingProps, partsId: str(50), partsName: str(100), partsDrawingNo: str(100), company: str(20), warehouseId: str(64),
      searchNonZeroStockPrice: { type: 'boolean' }, orderBy: { type: 'string', enum: ['qty', 'partsId'] }, order: { type: 'string', enum: ['desc', 'asc'] },
    }),
    async handler({ db, user, body }) {
      const scope = await permittedWarehouses(db, user);
      let q = db.selectFrom('stocks as s').innerJoin('parts as p', 'p.id', 's.parts_id').innerJoin('warehouses as w', 'w.id', 's.warehouse_id');
      if (given(body.partsId)) q = q.where('s.parts_id', 'like', startsWith(body.partsId));
      if (given(body.partsName)) q = q.where('p.name', 'like', contains(body.partsName));
      if (given(body.partsDrawingNo)) q = q.where('p.drawing_no', 'like', startsWith(body.partsDrawingNo));
      if (given(body.company)) q = q.where('w.company', '=', body.company);
      if (given(body.warehouseId)) q = q.where('s.warehouse_id', '=', body.warehouseId);
      if (scope) q = q.where('s.warehouse_id', 'in', scope);
      // a provider's user sells from its own stock only: its service warehouses (retail orders, issue 24)
      const own = user ? ownProvider(user) : null;
      if (own !== null) q = q.where('w.owner_no', '=', own).where('w.warehouse_type', '=', SERVICE_WAREHOUSE);
      // searchNonZeroStockPrice (the client sends it when the company is SILAGE): only parts with stock and a price.
      if (body.searchNonZeroStockPrice === true || body.company === 'SILAGE') q = q.where('s.qty', '>', 0).where('s.base_price', '>', 0);
      const { limit, offset } = paging(body);
      // ordered by stock quantity, descending unless order says asc (001 §7), or by part number
      const dir = body.order === 'asc' ? 'asc' : 'desc';
      const ordered = body.orderBy === 'partsId' ? q.orderBy('s.parts_id', dir) : q.orderBy('s.qty', dir).orderBy('s.parts_id');
      const [rows, total] = await Promise.all([
        ordered.select(['s.parts_id as partsId', 'p.name as partsName', 'p.drawing_no as partsDrawingNo', 's.base_price as basePrice',
          's.qty', 'w.id as warehouseId', 'w.name as warehouseName'])
          .orderBy('s.warehouse_id').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows.map((r) => ({ id: `${r.warehouseId}:${r.partsId}`, ...r })), total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/stockQuery/V1.0/search/parts', summary: '配件库存查询',
    body: object({ ...pagingProps, partsId: str(50), warehouseId: str(64), warehouseType: str(20), warehouseTypeList: strList(5) }),
    async handler({ db, user, body }) {
      const scope = await permittedWarehouses(db, user);
      let q = db.selectFrom('stocks as s').innerJoin('parts as p', 'p.id', 's.parts_id').innerJoin('warehouses as w', 'w.id', 's.warehouse_id');
      if (given(body.partsId)) q = q.where('s.parts_id', '=', body.partsId);
      if (given(body.warehouseId)) q = q.where('s.warehouse_id', '=', body.warehouseId);
      if (scope) q = q.where('s.warehouse_id', 'in', scope);
      if (given(body.warehouseType)) q = q.where('w.warehouse_type', '=', body.warehouseType);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['s.warehouse_id as warehouseId', 'w.name as warehouseName', 's.parts_id as partsId', 'p.name as partsName',
          'p.drawing_no as partsDrawingNo', 'p.unit', 's.qty', 's.base_price as basePrice',
          sql<number>`round((s.qty * s.base_price)::numeric, 2)::float8`.as('amt')])
          .orderBy('w.code').orderBy('s.parts_id').limit(limit).offset(offset).execute(),
        countRows(db, q),
      ]);
      // a row is one part in one warehouse: id names both (the stock table's row key)
      return list(rows.map((r) => ({ id: `${r.warehouseId}:${r.partsId}`, ...r })), total);
    },
  }),
]);
