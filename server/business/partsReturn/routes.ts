// Parts return order calls (our design; 000 names none): init, page, get, save (new or edit), submit, approve,
// reject, receive, delete. The dialog's returnable lines are POST /returnOrder/V1.0/parts (searches/stock.ts).
// State machine: ./states.ts; docs/gateway-business.md "Parts return order".
import {
  BusinessError,
  dataList,
  defineRoutes,
  route,
  inTransaction,
  removeRecorded,
  insertWithLines,
  newId,
} from '../../http/route';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { InputOf, SessionUser } from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { id, object, pagingProps, str, version, idParams } from '../../http/schema';
import { nextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { makerStaff, notFound, ownProvider, ownsRow, requireUser } from '../common/session';
import { chinaRange, dateSchema } from '../../dates';
import { demand } from '../../auth/permissions';
import { returnMachine } from './states';
import {
  DOCUMENT,
  deriveLines,
  lockReturn,
  restock,
  returnAnswer,
  returnDetail,
  updateReturn,
  writeLines,
} from './store';

const lineList = {
  type: 'array',
  maxItems: 200,
  items: object({ saleOrderLineId: id, qty: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 } }, [
    'saleOrderLineId',
  ]),
} as const;
const saveSchema = object({ id, version, facilitatorId: str(64), remark: str(500), lines: lineList }, ['lines']);
type SaveBody = InputOf<typeof saveSchema>;
const stepSchema = object({ id, version, remark: str(500) }, ['id']);

async function save(trx: Transaction<DB>, u: SessionUser, body: SaveBody) {
  const existing = body.id ? await lockReturn(trx, body.id, u, body.version) : undefined;
  if (existing) nextState(returnMachine, 'save', existing.status);
  const facilitatorId = existing?.facilitator_id ?? ownProvider(u) ?? body.facilitatorId;
  if (!given(facilitatorId)) throw new BusinessError('服务商编码不能为空', { status: 417, code: 'facilitatorId' });
  const facilitator = await trx
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id'])
    .where('id', '=', facilitatorId)
    .executeTakeFirst();
  if (!facilitator) throw new BusinessError('服务商不存在', { status: 417, code: 'facilitatorId' });
  const { lines, warehouse } = await deriveLines(trx, facilitator.id, body.lines, existing?.id);
  const branch = facilitator.branch_id
    ? await trx.selectFrom('branches').select('name').where('id', '=', facilitator.branch_id).executeTakeFirst()
    : undefined;
  const fields = { warehouse_id: warehouse.id, warehouse_name: warehouse.name, remark: body.remark?.trim() ?? '' };
  if (existing) {
    const totals = await writeLines(trx, existing.id, lines);
    return updateReturn(trx, existing, { ...fields, ...totals }, 'edit', u);
  }
  const returnId = newId();
  return insertWithLines(
    trx,
    'parts_returns',
    {
      id: returnId,
      return_no: await nextNumber(trx, 'TH'),
      facilitator_id: facilitator.id,
      facilitator_name: facilitator.name,
      branch_id: facilitator.branch_id,
      branch_name: branch?.name ?? '',
      ...fields,
      status: 'DRAFT',
      create_user: u.userId,
    },
    () => writeLines(trx, returnId, lines),
    u.userId,
  );
}

async function step(
  db: Parameters<typeof inTransaction>[0],
  u: SessionUser,
  body: { id: string; version?: number },
  action: 'submit' | 'approve' | 'reject' | 'receive',
  changes: Record<string, unknown>,
) {
  return inTransaction(db, async (trx) => {
    const before = await lockReturn(trx, body.id, u, body.version);
    const status = nextState(returnMachine, action, before.status);
    if (action === 'receive') await restock(trx, before);
    const after = await updateReturn(trx, before, { ...changes, status }, action, u);
    return { id: after.id, version: after.version, status: after.status };
  });
}

export const partsReturnRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/returnOrder/V1.0/init',
    summary: '配件退货单初始化（状态、服务商）',
    async handler({ db, user }) {
      const u = requireUser(user);
      const f = u.facilitatorId
        ? await db
            .selectFrom('facilitators')
            .select(['id', 'name', 'branch_id'])
            .where('id', '=', u.facilitatorId)
            .executeTakeFirst()
        : undefined;
      const branch = f?.branch_id
        ? await db.selectFrom('branches').select('name').where('id', '=', f.branch_id).executeTakeFirst()
        : undefined;
      return {
        statusList: stateOptions(returnMachine.names),
        facilitatorId: f?.id ?? null,
        facilitatorName: f?.name ?? '',
        branchId: f?.branch_id ?? u.branchId,
        branchName: branch?.name ?? '',
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/page',
    summary: '配件退货单分页',
    body: object({
      ...pagingProps,
      returnNo: str(50),
      status: str(20),
      facilitatorName: str(100),
      branchId: str(64),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('parts_returns');
      const own = ownProvider(u);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      q = filtered(
        q,
        { ...body, from, to },
        {
          returnNo: ['return_no', 'prefix'],
          status: ['status', 'eq'],
          facilitatorName: ['facilitator_name', 'contains'],
          branchId: ['branch_id', 'eq'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(returnAnswer), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/returnOrder/V1.0/:id',
    summary: '配件退货单详情（含明细）',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db.selectFrom('parts_returns').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound(DOCUMENT);
      return returnDetail(db, row);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/save',
    idempotent: true,
    summary: '保存配件退货单（新建或编辑草稿）',
    body: saveSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, body.id ? '/WZreturnOrderList#edit' : '/WZreturnOrderList#add');
      const after = await inTransaction(db, (trx) => save(trx, u, body));
      return { id: after.id, returnNo: after.return_no, version: after.version, status: after.status };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/submit',
    summary: '提交配件退货单',
    body: stepSchema,
    async handler({ db, user, body }) {
      return step(db, requireUser(user), body, 'submit', { submit_time: new Date() });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/approve',
    summary: '审核通过配件退货单（分公司/中心库）',
    body: stepSchema,
    async handler({ db, user, body }) {
      return step(db, makerStaff(user), body, 'approve', { approve_time: new Date() });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/reject',
    summary: '驳回配件退货单（释放可退数量）',
    body: stepSchema,
    async handler({ db, user, body }) {
      const u = makerStaff(user);
      if (!given(body.remark)) throw new BusinessError('请输入驳回原因', { status: 417, code: 'remark' });
      return step(db, u, body, 'reject', { reject_remark: body.remark.trim() });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/returnOrder/V1.0/receive',
    summary: '确认收货（退回配件入退货仓库库存）',
    body: stepSchema,
    async handler({ db, user, body }) {
      return step(db, makerStaff(user), body, 'receive', { receive_time: new Date() });
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/returnOrder/V1.0/:id',
    summary: '删除配件退货单（仅草稿）',
    params: idParams(),
    query: object({ version }),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockReturn(trx, params.id, u, query.version);
        nextState(returnMachine, 'delete', before.status);
        await trx.deleteFrom('parts_return_lines').where('return_id', '=', before.id).execute();
        await removeRecorded(trx, 'parts_returns', before.id, notFound(DOCUMENT), u.userId);
      });
      return null;
    },
  }),
]);
