// Delivery calls (/deliveryList; ours: 000 names no delivery calls): init, page, get, save, send
// (logistics), receive, delete. The claims come from the claim picker's DELIVER module (coreReturnBill's
// checkOut/claim). State machine: ./states.ts; docs/gateway-business.md "Delivery".
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
import { id, idList, object, pagingProps, str, version, idParams } from '../../http/schema';
import { nextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { isFacilitator, notFound, ownProvider, ownsRow, requireUser } from '../common/session';
import { chinaRange, dateSchema } from '../../dates';
import { demand } from '../../auth/permissions';
import { claimStatusFor, deliveryMachine } from './states';
import { deliverableClaims, deliveryAnswer, deliveryDetail, lockDelivery, relinkClaims, updateDelivery } from './store';

const saveSchema = object({ id, version, facilitatorId: str(64), remark: str(500), claimIds: idList(200) }, [
  'claimIds',
]);
type SaveBody = InputOf<typeof saveSchema>;

async function saveDelivery(trx: Transaction<DB>, u: SessionUser, body: SaveBody) {
  const existing = body.id ? await lockDelivery(trx, body.id, u, body.version) : undefined;
  if (existing) {
    nextState(deliveryMachine, 'save', existing.status);
    const claims = await deliverableClaims(trx, body.claimIds, existing.facilitator_id, existing.id);
    const counts = await relinkClaims(trx, existing.id, claims);
    return updateDelivery(trx, existing, { ...counts, remark: body.remark?.trim() ?? '' }, 'save', u);
  }
  const facilitatorId = ownProvider(u) ?? body.facilitatorId;
  if (!given(facilitatorId)) throw new BusinessError('服务商编码不能为空', { status: 417, code: 'facilitatorId' });
  const f = await trx
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id'])
    .where('id', '=', facilitatorId)
    .executeTakeFirst();
  if (!f) throw new BusinessError('服务商不存在', { status: 417, code: 'facilitatorId' });
  const claims = await deliverableClaims(trx, body.claimIds, f.id);
  const branch = f.branch_id
    ? await trx.selectFrom('branches').select('name').where('id', '=', f.branch_id).executeTakeFirst()
    : undefined;
  const deliveryId = newId();
  return insertWithLines(
    trx,
    'deliveries',
    {
      id: deliveryId,
      delivery_no: await nextNumber(trx, 'FY'),
      facilitator_id: f.id,
      facilitator_name: f.name,
      branch_id: f.branch_id,
      branch_name: branch?.name ?? '',
      status: 'DRAFT',
      remark: body.remark?.trim() ?? '',
      create_user: u.userId,
    },
    () => relinkClaims(trx, deliveryId, claims),
    u.userId,
  );
}

const answer = (r: { id: string; delivery_no: string; version: number; status: string }) => ({
  id: r.id,
  deliveryNo: r.delivery_no,
  version: r.version,
  status: r.status,
});

export const deliveryRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/delivery/init/V1.0',
    summary: '发运单初始化（新增表单）',
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
        statusList: stateOptions(deliveryMachine.names),
        facilitatorId: f?.id ?? null,
        facilitatorName: f?.name ?? '',
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/delivery/V1.0/page',
    summary: '发运单分页',
    body: object({
      ...pagingProps,
      deliveryNo: str(50),
      status: str(20),
      facilitatorName: str(100),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('deliveries');
      const own = ownProvider(u);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      q = filtered(
        q,
        { ...body, from, to },
        {
          deliveryNo: ['delivery_no', 'prefix'],
          status: ['status', 'eq'],
          facilitatorName: ['facilitator_name', 'contains'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(deliveryAnswer), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/delivery/V1.0/:id',
    summary: '发运单详情',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db
        .selectFrom('deliveries')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', params.id), eb('delivery_no', '=', params.id)]))
        .executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound('发运单');
      return deliveryDetail(db, row);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/delivery/save/V1.0',
    idempotent: true,
    summary: '保存发运单（新建或修改草稿）',
    body: saveSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, body.id ? '/deliveryList#edit' : '/deliveryList#add');
      return answer(await inTransaction(db, (trx) => saveDelivery(trx, u, body)));
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/delivery/send/V1.0',
    idempotent: true,
    summary: '发运（物流公司、物流单号）',
    body: object({ id, version, logisticsCompany: str(100), logisticsNo: str(100) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.logisticsCompany))
        throw new BusinessError('请输入物流公司', { status: 417, code: 'logisticsCompany' });
      if (!given(body.logisticsNo)) throw new BusinessError('请输入物流单号', { status: 417, code: 'logisticsNo' });
      return answer(
        await inTransaction(db, async (trx) => {
          const before = await lockDelivery(trx, body.id, u, body.version);
          const status = nextState(deliveryMachine, 'send', before.status);
          await trx
            .updateTable('claims')
            .set({ claim_status: claimStatusFor.send! })
            .where('send_bill_id', '=', before.id)
            .execute();
          return updateDelivery(
            trx,
            before,
            {
              status,
              logistics_company: body.logisticsCompany!.trim(),
              logistics_no: body.logisticsNo!.trim(),
              send_time: new Date(),
            },
            'send',
            u,
          );
        }),
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/delivery/receive/V1.0',
    idempotent: true,
    summary: '确认收货（中心库）',
    body: object({ id, version, remark: str(500) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (isFacilitator(u)) throw new BusinessError('仅中心库人员可以确认收货', { status: 403, code: '403' });
      return answer(
        await inTransaction(db, async (trx) => {
          const before = await lockDelivery(trx, body.id, u, body.version);
          const status = nextState(deliveryMachine, 'receive', before.status);
          await trx
            .updateTable('claims')
            .set({ claim_status: claimStatusFor.receive! })
            .where('send_bill_id', '=', before.id)
            .execute();
          return updateDelivery(
            trx,
            before,
            { status, receive_time: new Date(), receive_remark: body.remark?.trim() ?? '' },
            'receive',
            u,
          );
        }),
      );
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/delivery/V1.0/:id',
    summary: '删除发运单（草稿，解除索赔单）',
    params: idParams(),
    query: object({ version }),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockDelivery(trx, params.id, u, query.version);
        nextState(deliveryMachine, 'delete', before.status);
        await trx.updateTable('claims').set({ send_bill_id: null }).where('send_bill_id', '=', before.id).execute();
        await trx.deleteFrom('delivery_claims').where('delivery_id', '=', before.id).execute();
        await removeRecorded(trx, 'deliveries', before.id, notFound('发运单'), u.userId);
      });
      return null;
    },
  }),
]);
