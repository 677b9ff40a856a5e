// Stock and price queries (001 §7): returnable sale-order parts, service retail stock prices, stock by part.
import { sql } from 'kysely';
import { defineRoutes, route, list } from '../../http/route';
import { filtered, searchPage } from '../../db/search';
import { object, pagingProps, str, strList } from '../../http/schema';
import { ownProvider, requireUser } from '../common/session';
import { round2 } from '../common/map';
import { formatTime } from '../../dates';
import { permittedWarehouses } from './warehouseScope';
import { HOLDING } from '../partsReturn/states';
import { SERVICE_WAREHOUSE } from '../retailOrder/store';

export const stockRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/parts',
    summary: '可退货配件',
    body: object({
      ...pagingProps,
      branchId: str(64),
      warehouseId: str(64),
      saleOrderNo: str(50),
      partsNo: str(50),
      facilitatorId: str(64),
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const base = db
        .selectFrom('sale_order_lines as l')
        .innerJoin('parts as p', 'p.id', 'l.parts_id')
        .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id');
      // The parts a provider bought are its own: a provider's user sees its provider's only, whatever it names.
      const q = filtered(
        base,
        { ...body, facilitatorId: ownProvider(u) ?? body.facilitatorId },
        {
          facilitatorId: ['l.facilitator_id', 'eq'],
          branchId: ['l.branch_id', 'eq'],
          warehouseId: ['l.warehouse_id', 'eq'],
          saleOrderNo: ['l.sale_order_no', 'prefix'],
          partsNo: ['l.parts_id', 'prefix'],
        },
      );
      // what the parts return orders not rejected already hold of each line (server/business/partsReturn/store.ts)
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select((eb) => [
            eb
              .selectFrom('parts_return_lines as h')
              .innerJoin('parts_returns as r', 'r.id', 'h.return_id')
              .select((e) => e.fn.coalesce(e.fn.sum<number>('h.qty'), e.lit(0)).as('n'))
              .whereRef('h.sale_order_line_id', '=', 'l.id')
              .where('r.status', 'in', HOLDING)
              .as('held_qty'),
            'l.id',
            'l.sale_order_no',
            'l.parts_id',
            'p.name as parts_name',
            'p.drawing_no',
            'p.unit',
            'w.id as warehouse_id',
            'w.name as warehouse_name',
            'w.code as warehouse_no',
            'l.return_base_price',
            'l.approve_qty',
            'l.returned_qty',
            'l.whether_return',
            'l.delivery_sign_date',
            'l.refund_discount',
          ])
          .orderBy('l.sale_order_no')
          .orderBy('l.id'),
      );
      return list(
        rows.map((r) => {
          const realPrice = round2(r.return_base_price * r.refund_discount);
          return {
            id: r.id,
            saleOrderNo: r.sale_order_no,
            partsId: r.parts_id,
            partsNo: r.parts_id,
            partsName: r.parts_name,
            partsDrawingNo: r.drawing_no,
            warehouseId: r.warehouse_id,
            warehouseName: r.warehouse_name,
            warehouseNo: r.warehouse_no,
            returnBasePrice: r.return_base_price,
            approveQty: r.approve_qty,
            remainQty: Math.max(0, r.approve_qty - r.returned_qty - Number(r.held_qty ?? 0)),
            // this return's quantity is the user's to type (empty, so 请输入退货数量 can tell it from a typed 0)
            qty: null,
            unit: r.unit,
            whetherReturn: r.whether_return,
            deliverySignDate: formatTime(r.delivery_sign_date),
            refundDiscount: r.refund_discount,
            realReturnBasePrice: realPrice,
            realReturnAmt: null,
          };
        }),
        total,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/stockprice/servicenew/search/V1.0/retail/stockprice',
    summary: '服务站零售库存价格',
    body: object({
      ...pagingProps,
      partsId: str(50),
      partsName: str(100),
      partsDrawingNo: str(100),
      company: str(20),
      warehouseId: str(64),
      searchNonZeroStockPrice: { type: 'boolean' },
      orderBy: { type: 'string', enum: ['qty', 'partsId'] },
      order: { type: 'string', enum: ['desc', 'asc'] },
    }),
    async handler({ db, user, body }) {
      const scope = await permittedWarehouses(db, user);
      let q = filtered(
        db
          .selectFrom('stocks as s')
          .innerJoin('parts as p', 'p.id', 's.parts_id')
          .innerJoin('warehouses as w', 'w.id', 's.warehouse_id'),
        body,
        {
          partsId: ['s.parts_id', 'prefix'],
          partsName: ['p.name', 'contains'],
          partsDrawingNo: ['p.drawing_no', 'prefix'],
          company: ['w.company', 'eq'],
          warehouseId: ['s.warehouse_id', 'eq'],
        },
      );
      if (scope) q = q.where('s.warehouse_id', 'in', scope);
      // a provider's user sells from its own stock only: its service warehouses (retail orders)
      const own = user ? ownProvider(user) : null;
      if (own !== null) q = q.where('w.owner_no', '=', own).where('w.warehouse_type', '=', SERVICE_WAREHOUSE);
      // searchNonZeroStockPrice (the client sends it when the company is SILAGE): only parts with stock and a price.
      if (body.searchNonZeroStockPrice === true || body.company === 'SILAGE')
        q = q.where('s.qty', '>', 0).where('s.base_price', '>', 0);
      // ordered by stock quantity, descending unless order says asc (001 §7), or by part number
      const dir = body.order === 'asc' ? 'asc' : 'desc';
      const { rows, total } = await searchPage(db, q, body, (p) =>
        (body.orderBy === 'partsId' ? p.orderBy('s.parts_id', dir) : p.orderBy('s.qty', dir).orderBy('s.parts_id'))
          .select([
            's.parts_id as partsId',
            'p.name as partsName',
            'p.drawing_no as partsDrawingNo',
            's.base_price as basePrice',
            's.qty',
            'w.id as warehouseId',
            'w.name as warehouseName',
          ])
          .orderBy('s.warehouse_id'),
      );
      return list(
        rows.map((r) => ({ id: `${r.warehouseId}:${r.partsId}`, ...r })),
        total,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/stockQuery/V1.0/search/parts',
    summary: '配件库存查询',
    body: object({
      ...pagingProps,
      partsId: str(50),
      warehouseId: str(64),
      warehouseType: str(20),
      warehouseTypeList: strList(5),
    }),
    async handler({ db, user, body }) {
      const scope = await permittedWarehouses(db, user);
      let q = filtered(
        db
          .selectFrom('stocks as s')
          .innerJoin('parts as p', 'p.id', 's.parts_id')
          .innerJoin('warehouses as w', 'w.id', 's.warehouse_id'),
        body,
        {
          partsId: ['s.parts_id', 'eq'],
          warehouseId: ['s.warehouse_id', 'eq'],
          warehouseType: ['w.warehouse_type', 'eq'],
        },
      );
      if (scope) q = q.where('s.warehouse_id', 'in', scope);
      // counted on stocks alone: every stock row has its part and warehouse (foreign keys, migration 0022); the
      // warehouse is joined only when its type filters
      let counted = filtered(db.selectFrom('stocks as s'), body, {
        partsId: ['s.parts_id', 'eq'],
        warehouseId: ['s.warehouse_id', 'eq'],
      });
      if (scope) counted = counted.where('s.warehouse_id', 'in', scope);
      const warehouseType = body.warehouseType?.trim();
      if (warehouseType)
        counted = counted.where(
          's.warehouse_id',
          'in',
          db.selectFrom('warehouses').select('id').where('warehouse_type', '=', warehouseType),
        );
      const { rows, total } = await searchPage(
        db,
        q,
        body,
        (p) =>
          p
            .select([
              's.warehouse_id as warehouseId',
              'w.name as warehouseName',
              's.parts_id as partsId',
              'p.name as partsName',
              'p.drawing_no as partsDrawingNo',
              'p.unit',
              's.qty',
              's.base_price as basePrice',
              sql<number>`round((s.qty * s.base_price)::numeric, 2)::float8`.as('amt'),
            ])
            .orderBy('w.code')
            .orderBy('s.parts_id'),
        counted,
      );
      // a row is one part in one warehouse: id names both (the stock table's row key)
      return list(
        rows.map((r) => ({ id: `${r.warehouseId}:${r.partsId}`, ...r })),
        total,
      );
    },
  }),
]);
