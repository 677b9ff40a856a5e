// Retail order calls (our design; 000 names none): init, page, get, save (new or edit a draft), complete (lowers the
// provider's stock), cancel. The dialog's stock is POST /stockprice/servicenew/search/V1.0/retail/stockprice
// (searches/stock.ts: a provider's user sees its own service warehouses). State machine: ./states.ts.
import { BusinessError, dataList, defineRoutes, route, inTransaction, insertWithLines, newId } from '../../http/route';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { InputOf, SessionUser } from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { id, object, pagingProps, str, version, idParams } from '../../http/schema';
import { nextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { notFound, ownProvider, ownsRow, requireUser } from '../common/session';
import { chinaRange, dateSchema } from '../../dates';
import { demand } from '../../auth/permissions';
import { retailMachine } from './states';
import {
  DOCUMENT,
  deriveLines,
  lockRetail,
  retailAnswer,
  retailDetail,
  takeStock,
  updateRetail,
  writeLines,
} from './store';

const lineList = {
  type: 'array',
  maxItems: 200,
  items: object({ warehouseId: id, partsId: id, qty: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 } }, [
    'warehouseId',
    'partsId',
  ]),
} as const;
const saveSchema = object(
  {
    id,
    version,
    facilitatorId: str(64),
    customerName: str(50),
    customerPhone: str(20),
    remark: str(500),
    lines: lineList,
  },
  ['lines'],
);
type SaveBody = InputOf<typeof saveSchema>;
const stepSchema = object({ id, version }, ['id']);
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;

async function save(trx: Transaction<DB>, u: SessionUser, body: SaveBody) {
  if (!given(body.customerName)) throw new BusinessError('请输入客户名称', { status: 417, code: 'customerName' });
  const phone = body.customerPhone?.trim() ?? '';
  if (phone && !PHONE.test(phone))
    throw new BusinessError('请输入正确的联系电话', { status: 417, code: 'customerPhone' });
  const existing = body.id ? await lockRetail(trx, body.id, u, body.version) : undefined;
  if (existing) nextState(retailMachine, 'save', existing.status);
  const facilitatorId = existing?.facilitator_id ?? ownProvider(u) ?? body.facilitatorId;
  if (!given(facilitatorId)) throw new BusinessError('服务商编码不能为空', { status: 417, code: 'facilitatorId' });
  const facilitator = await trx
    .selectFrom('facilitators')
    .select(['id', 'name'])
    .where('id', '=', facilitatorId)
    .executeTakeFirst();
  if (!facilitator) throw new BusinessError('服务商不存在', { status: 417, code: 'facilitatorId' });
  const lines = await deriveLines(trx, facilitator.id, body.lines);
  const fields = { customer_name: body.customerName.trim(), customer_phone: phone, remark: body.remark?.trim() ?? '' };
  if (existing)
    return updateRetail(trx, existing, { ...fields, ...(await writeLines(trx, existing.id, lines)) }, 'edit', u);
  const orderId = newId();
  return insertWithLines(
    trx,
    'retail_orders',
    {
      id: orderId,
      order_no: await nextNumber(trx, 'LS'),
      facilitator_id: facilitator.id,
      facilitator_name: facilitator.name,
      ...fields,
      status: 'DRAFT',
      create_user: u.userId,
    },
    () => writeLines(trx, orderId, lines),
    u.userId,
  );
}

export const retailOrderRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/retailOrder/V1.0/init',
    summary: '零售单初始化（状态、服务商）',
    async handler({ db, user }) {
      const u = requireUser(user);
      const f = u.facilitatorId
        ? await db
            .selectFrom('facilitators')
            .select(['id', 'name'])
            .where('id', '=', u.facilitatorId)
            .executeTakeFirst()
        : undefined;
      return {
        statusList: stateOptions(retailMachine.names),
        facilitatorId: f?.id ?? null,
        facilitatorName: f?.name ?? '',
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/retailOrder/V1.0/page',
    summary: '零售单分页',
    body: object({
      ...pagingProps,
      orderNo: str(50),
      status: str(20),
      customerName: str(50),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('retail_orders');
      const own = ownProvider(u);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      q = filtered(
        q,
        { ...body, from, to },
        {
          orderNo: ['order_no', 'prefix'],
          status: ['status', 'eq'],
          customerName: ['customer_name', 'contains'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(retailAnswer), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/retailOrder/V1.0/:id',
    summary: '零售单详情（含明细）',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db.selectFrom('retail_orders').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound(DOCUMENT);
      return retailDetail(db, row);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/retailOrder/V1.0/save',
    idempotent: true,
    summary: '保存零售单（新建或编辑草稿）',
    body: saveSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, body.id ? '/serviceRetailOrderList#edit' : '/serviceRetailOrderList#add');
      const after = await inTransaction(db, (trx) => save(trx, u, body));
      return { id: after.id, orderNo: after.order_no, version: after.version, status: after.status };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/retailOrder/V1.0/complete',
    summary: '完成零售单（扣减服务商库存）',
    body: stepSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      return inTransaction(db, async (trx) => {
        const before = await lockRetail(trx, body.id, u, body.version);
        const status = nextState(retailMachine, 'complete', before.status);
        await takeStock(trx, before);
        const after = await updateRetail(trx, before, { status, complete_time: new Date() }, 'complete', u);
        return { id: after.id, version: after.version, status: after.status };
      });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/retailOrder/V1.0/cancel',
    summary: '取消零售单（草稿）',
    body: stepSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      return inTransaction(db, async (trx) => {
        const before = await lockRetail(trx, body.id, u, body.version);
        const status = nextState(retailMachine, 'cancel', before.status);
        const after = await updateRetail(trx, before, { status, cancel_time: new Date() }, 'cancel', u);
        return { id: after.id, version: after.version, status: after.status };
      });
    },
  }),
]);
