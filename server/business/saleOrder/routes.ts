// Parts sales order calls (/WZorderThreeList, our design: the spec names the screen's path and its blocks, not
// its calls): init, page, get, save (new or edit, optionally submitting), give, sign, reject, inventoryStock,
// delete, change of cost centre and the invoice steps. State machines: ./states.ts; docs/gateway-business.md.
import type { Transaction } from 'kysely';
import {
  BusinessError,
  dataList,
  defineRoutes,
  route,
  inTransaction,
  insertWithLines,
  newId,
  removeRecorded,
} from '../../http/route';
import type { DB } from '../../db/types';
import type { InputOf, SessionUser } from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { bool, id, int, object, pagingProps, ruleText, str, version, idParams } from '../../http/schema';
import { nextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { isFacilitator, notFound, ownProvider, ownsRow, requireUser, type Ctx } from '../common/session';
import { chinaRange, dateSchema } from '../../dates';
import { round2 } from '../common/map';
import { demand, SUPER_ROLE } from '../../auth/permissions';
import { INVOICE_ORDER_STATES, invoiceMachine, orderMachine, type InvoiceAction } from './states';
import {
  agreedPrice,
  costCenterOf,
  headerOf,
  chosenPrices,
  linesOf,
  lockOrder,
  orderAnswer,
  orderDetail,
  updateOrder,
  writeLines,
  writeReturnable,
} from './store';

const LIST = '/WZorderThreeList';
const DETAIL = '/detail/saleOrder/:id';

const lineList = {
  type: 'array',
  maxItems: 200,
  items: object({ companyPartsId: id, qty: int(1, 1_000_000) }, ['companyPartsId', 'qty']),
} as const;

const saveSchema = object({
  id,
  version,
  facilitatorId: str(64),
  branchId: str(64),
  warehouseId: str(64),
  centerId: str(64),
  largeCustomerId: str(64),
  handlerId: str(64),
  costCenterId: str(64),
  remark: str(500),
  lines: lineList,
  submit: bool,
});
type SaveBody = InputOf<typeof saveSchema>;

async function saveOrder(trx: Transaction<DB>, u: SessionUser, body: SaveBody) {
  const existing = body.id ? await lockOrder(trx, body.id, u, body.version) : undefined;
  const own = ownProvider(u);
  const facilitatorId = existing?.facilitator_id ?? own ?? body.facilitatorId;
  if (!given(facilitatorId)) throw new BusinessError('请选择服务商', { status: 417, code: 'facilitatorId' });
  const facilitator = await trx
    .selectFrom('facilitators')
    .select(['id', 'name'])
    .where('id', '=', facilitatorId)
    .executeTakeFirst();
  if (!facilitator) throw new BusinessError('服务商不存在', { status: 417, code: 'facilitatorId' });
  const header = await headerOf(trx, facilitator, body, own);
  const company = existing?.company || u.company;
  const fixed = await agreedPrice(trx, existing);
  const kept =
    existing && existing.warehouse_id === header.warehouse_id ? await chosenPrices(trx, existing.id) : undefined;
  const lines = await linesOf(trx, u, company, body.lines ?? [], fixed, kept);
  const submit = body.submit === true;
  if (existing) {
    let status = nextState(orderMachine, 'edit', existing.status);
    if (submit) status = nextState(orderMachine, 'give', existing.status);
    const totals = await writeLines(trx, existing.id, lines);
    return updateOrder(
      trx,
      existing,
      {
        ...header,
        ...totals,
        status,
        reject_remark: submit ? '' : existing.reject_remark,
        submit_time: submit ? new Date() : existing.submit_time,
      },
      submit ? 'give' : 'edit',
      u,
    );
  }
  const orderId = newId();
  return insertWithLines(
    trx,
    'sale_orders',
    {
      id: orderId,
      order_no: await nextNumber(trx, 'XS'),
      company,
      ...header,
      status: submit ? 'SUBMITTED' : 'DRAFT',
      create_user: u.userId,
      submit_time: submit ? new Date() : null,
    },
    () => writeLines(trx, orderId, lines),
    u.userId,
  );
}

/** A step on an order: the maker's steps refuse providers' users (403) whatever their roles' grants say. */
async function step(
  db: Ctx['db'],
  u: SessionUser,
  orderId: string,
  ver: number | undefined,
  action: 'give' | 'withdraw' | 'sign' | 'reject' | 'inventoryStock',
  changes: Record<string, unknown>,
  note?: Record<string, string>,
) {
  return inTransaction(db, async (trx) => {
    const before = await lockOrder(trx, orderId, u, ver);
    const status = nextState(orderMachine, action, before.status);
    const now = new Date();
    const after = await updateOrder(trx, before, { ...changes, status }, action, u, note);
    if (action === 'inventoryStock') await writeReturnable(trx, after, now);
    return { id: after.id, orderNo: after.order_no, version: after.version, status: after.status };
  });
}

const stepBody = object({ id, version }, ['id']);
const makerOnly = (u: SessionUser, message: string) => {
  if (isFacilitator(u)) throw new BusinessError(message, { status: 403, code: '403' });
};

export const saleOrderRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/saleOrder/init/V1.0',
    summary: '销售订单初始化（状态、分公司、当前服务商）',
    async handler({ db, user }) {
      const u = requireUser(user);
      const branchList = await db
        .selectFrom('branches')
        .select(['id as itemValue', 'name as itemText'])
        .where('status', '=', 'ENABLE')
        .orderBy('code')
        .execute();
      const facilitator = u.facilitatorId
        ? await db
            .selectFrom('facilitators')
            .select(['id', 'name', 'branch_id'])
            .where('id', '=', u.facilitatorId)
            .executeTakeFirst()
        : undefined;
      const branchId = facilitator?.branch_id ?? null;
      return {
        statusList: stateOptions(orderMachine.names),
        invoiceStatusList: stateOptions(invoiceMachine.names),
        branchList,
        facilitatorId: facilitator?.id ?? null,
        facilitatorName: facilitator?.name ?? '',
        branchId,
        branchName: branchList.find((b) => b.itemValue === branchId)?.itemText ?? '',
        company: u.company,
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/page/V1.0',
    summary: '销售订单分页',
    body: object({
      ...pagingProps,
      orderNo: str(50),
      status: str(20),
      invoiceStatus: str(20),
      facilitatorName: str(100),
      branchId: str(64),
      sourceInquiryNo: str(50),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('sale_orders');
      const own = ownProvider(u);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      q = filtered(
        q,
        { ...body, from, to },
        {
          orderNo: ['order_no', 'prefix'],
          status: ['status', 'eq'],
          invoiceStatus: ['invoice_status', 'eq'],
          facilitatorName: ['facilitator_name', 'contains'],
          branchId: ['branch_id', 'eq'],
          sourceInquiryNo: ['source_inquiry_no', 'prefix'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(orderAnswer), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/saleOrder/V1.0/:id',
    summary: '销售订单详情',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db.selectFrom('sale_orders').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound('销售订单');
      return orderDetail(db, row);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/save/V1.0',
    idempotent: true,
    summary: '保存销售订单（新建或修改，submit 时同时提交）',
    body: saveSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, body.id ? `${LIST}#edit` : `${LIST}#add`);
      if (body.submit) await demand(db, u, `${LIST}#give`);
      const after = await inTransaction(db, (trx) => saveOrder(trx, u, body));
      return { id: after.id, orderNo: after.order_no, version: after.version, status: after.status };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/quote/V1.0',
    summary: '订单金额试算（表单中未保存的明细，按价格表）',
    body: object({ lines: lineList }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const lines = await linesOf(db, u, u.company, body.lines ?? []);
      return {
        totalQty: lines.reduce((s, l) => s + l.qty, 0),
        totalAmount: round2(lines.reduce((s, l) => s + l.amount, 0)),
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/give/V1.0',
    summary: '提交销售订单',
    body: stepBody,
    async handler({ db, user, body }) {
      return step(db, requireUser(user), body.id, body.version, 'give', { submit_time: new Date(), reject_remark: '' });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/withdraw/V1.0',
    summary: '撤回销售订单（已提交、分公司签收前，回到草稿）',
    body: stepBody,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      // the provider takes back its own order; the branch or centre rejects instead
      if (!isFacilitator(u) && !u.roles.includes(SUPER_ROLE))
        throw new BusinessError('仅服务商可以撤回订单', { status: 403, code: '403' });
      return step(db, u, body.id, body.version, 'withdraw', { submit_time: null });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/sign/V1.0',
    summary: '签收销售订单（分公司或中心库受理）',
    body: stepBody,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      makerOnly(u, '仅分公司或中心库人员可以签收订单');
      return step(db, u, body.id, body.version, 'sign', { sign_time: new Date() });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/reject/V1.0',
    summary: '驳回销售订单',
    body: object({ id, version, remark: str(500) }, ['id', 'remark']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      makerOnly(u, '仅分公司或中心库人员可以驳回订单');
      if (!given(body.remark)) throw new BusinessError('请输入驳回原因', { status: 417, code: 'remark' });
      return step(db, u, body.id, body.version, 'reject', { reject_remark: body.remark.trim() });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/inventoryStock/V1.0',
    summary: '收货入库（订单行成为可退货配件）',
    body: stepBody,
    async handler({ db, user, body }) {
      return step(db, requireUser(user), body.id, body.version, 'inventoryStock', { receive_time: new Date() });
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/saleOrder/V1.0/:id',
    summary: '删除销售订单（草稿或已驳回）',
    params: idParams(),
    query: object({ version }),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, params.id, u, query.version);
        nextState(orderMachine, 'delete', before.status);
        await trx.deleteFrom('sale_order_items').where('order_id', '=', before.id).execute();
        await removeRecorded(trx, 'sale_orders', before.id, notFound('销售订单'), u.userId);
        // the inquiry it came from may be ordered again
        if (before.source_inquiry_id) {
          await trx
            .updateTable('part_queries')
            .set({ order_id: null })
            .where('id', '=', before.source_inquiry_id)
            .execute();
        }
      });
      return null;
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/costCenter/V1.0',
    summary: '变更成本中心',
    body: object({ id, version, costCenterId: str(64) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, `${DETAIL}#changeCostCenter`);
      const costCenterId = body.costCenterId;
      if (!given(costCenterId)) throw new BusinessError('请选择成本中心', { status: 417, code: 'costCenterId' });
      return inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, body.id, u, body.version);
        nextState(orderMachine, 'changeCostCenter', before.status);
        const c = await costCenterOf(trx, costCenterId);
        const after = await updateOrder(
          trx,
          before,
          { cost_center_id: c.id, cost_center_name: c.name },
          'changeCostCenter',
          u,
        );
        return { id: after.id, version: after.version, costCenterName: after.cost_center_name };
      });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/saleOrder/invoice/V1.0',
    summary: '订单发票（客户开票信息、审核、驳回、财务开票信息、复核）',
    body: object(
      {
        id,
        version,
        step: {
          type: 'string',
          enum: ['cusInvoiceInfo', 'invoiceVerify', 'invoiceReject', 'financeInvoiceInfo', 'reviewInvoice'],
        },
        invoiceTitle: str(200),
        invoiceTaxNo: str(30),
        invoiceNo: str(50),
        invoiceDate: dateSchema,
        remark: str(500),
      },
      ['id', 'step'],
    ),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const action = body.step as InvoiceAction;
      // each step is its own detail button; finance's steps are the maker's only
      await demand(db, u, `${DETAIL}#${action}`);
      if (action !== 'cusInvoiceInfo') makerOnly(u, '仅财务人员可以处理发票');
      const changes = invoiceChanges(action, body);
      return inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, body.id, u, body.version);
        if (!INVOICE_ORDER_STATES.includes(before.status as never)) {
          const name = orderMachine.names[before.status as keyof typeof orderMachine.names] ?? before.status;
          throw new BusinessError(`销售订单当前状态为【${name}】，不能开票`, { status: 424, code: 'STATE' });
        }
        const invoiceStatus = nextState(invoiceMachine, action, before.invoice_status);
        const after = await updateOrder(trx, before, { ...changes, invoice_status: invoiceStatus }, action, u);
        return { id: after.id, version: after.version, invoiceStatus: after.invoice_status };
      });
    },
  }),
]);

type InvoiceBody = {
  invoiceTitle?: string;
  invoiceTaxNo?: string;
  invoiceNo?: string;
  invoiceDate?: string;
  remark?: string;
};
function invoiceChanges(action: InvoiceAction, b: InvoiceBody): Record<string, string> {
  const need = (v: string | undefined, message: string, code: string) => {
    if (!given(v)) throw new BusinessError(message, { status: 417, code });
    return v.trim();
  };
  switch (action) {
    case 'cusInvoiceInfo': {
      const taxNo = need(b.invoiceTaxNo, '请输入纳税人识别号', 'invoiceTaxNo');
      inRange(taxNo, '纳税人识别号', 15, 20, 'invoiceTaxNo');
      if (!/^[0-9A-Z]+$/.test(taxNo))
        throw new BusinessError('纳税人识别号只能包含数字或大写字母', { status: 417, code: 'invoiceTaxNo' });
      return {
        invoice_title: need(b.invoiceTitle, '请输入发票抬头', 'invoiceTitle'),
        invoice_tax_no: taxNo,
        invoice_remark: '',
      };
    }
    case 'invoiceVerify':
    case 'reviewInvoice':
      return { invoice_remark: b.remark?.trim() ?? '' };
    case 'invoiceReject':
      return { invoice_remark: need(b.remark, '请输入驳回原因', 'remark') };
    case 'financeInvoiceInfo': {
      // an invoice number is digits only: 8 (a paper VAT invoice) to 20 (a fully digital one)
      const invoiceNo = need(b.invoiceNo, '请输入发票号码', 'invoiceNo');
      if (!/^\d+$/.test(invoiceNo))
        throw new BusinessError(ruleText.digits('发票号码'), { status: 417, code: 'invoiceNo' });
      inRange(invoiceNo, '发票号码', 8, 20, 'invoiceNo');
      return {
        invoice_no: invoiceNo,
        invoice_date: need(b.invoiceDate, '请选择开票日期', 'invoiceDate'),
      };
    }
  }
}

/** The lengthRange rule of the invoice forms, in their words (server/http/schema.ts ruleText). */
function inRange(v: string, label: string, min: number, max: number, code: string): void {
  if (v.length < min || v.length > max)
    throw new BusinessError(ruleText.lengthRange(label, min, max), { status: 417, code });
}
