// Repair order calls (/repairOrderList; ours: 000 names no repair-order calls): init, page, get, save,
// submit, complete (creates the claim), delete. State machine: ./states.ts; docs/gateway-business.md "Repair order".
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
import { countAll, given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { id, int, object, pagingProps, str, version, idParams } from '../../http/schema';
import { nextNumber, shownOrNextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { notFound, ownProvider, ownsRow, requireUser, type Ctx } from '../common/session';
import { chinaRange, dateSchema } from '../../dates';
import { demand } from '../../auth/permissions';
import vehicleRules from '../../../schemas/meta/vehicle-rules.json';
import { orderMachine } from './states';
import { replacePart } from './replace';
import {
  createClaim,
  lockOrder,
  orderAnswer,
  orderDetail,
  partLines,
  projectLines,
  updateOrder,
  writeLines,
} from './store';

const projectList = {
  type: 'array',
  maxItems: 100,
  items: object({ maintainItemCode: str(64), partsCode: str(64), maintainItemDesc: str(500) }, ['maintainItemCode']),
} as const;
const partList = {
  type: 'array',
  maxItems: 200,
  items: object({ partsCode: str(64), qty: int(1, 10_000) }, ['partsCode']),
} as const;

const saveSchema = object({
  id,
  version,
  orderNo: str(20),
  facilitatorId: str(64),
  ticketId: str(64),
  vin: str(17),
  engineCode: str(50),
  faultPrincipalCode: str(64),
  faultCode: str(64),
  engineerId: str(64),
  hourPriceId: str(64),
  supplierId: str(64),
  remark: str(500),
  projects: projectList,
  parts: partList,
});
type SaveBody = InputOf<typeof saveSchema>;

const bad = (message: string, code: string) => new BusinessError(message, { status: 417, code });

/** The vehicle by VIN or engine number (001 §5: at least one; VIN/engine-number lengths from vehicle-rules.json). */
async function vehicleOf(trx: Transaction<DB>, vin: string | undefined, engineCode: string | undefined) {
  const v = vin?.trim() ?? '';
  const e = engineCode?.trim() ?? '';
  if (!v && !e) throw bad('请至少输入VIN码或发动机号其中一项', 'vin');
  if (v && v.length < vehicleRules.vinMinLength) throw bad(`VIN码不能小于${vehicleRules.vinMinLength}位`, 'vin');
  if (e && e.length < vehicleRules.engineCodeMinLength)
    throw bad(`发动机号不能小于${vehicleRules.engineCodeMinLength}位`, 'engineCode');
  let q = trx.selectFrom('devices').selectAll();
  q = v ? q.where('vin', '=', v) : q.where('engine_code', '=', e);
  const device = await q.executeTakeFirst();
  if (!device || (v && e && device.engine_code !== e)) throw bad('车辆不存在，请通过VIN码或发动机号选择车辆', 'vin');
  return device;
}

async function fieldsOf(trx: Transaction<DB>, u: SessionUser, facilitatorId: string, body: SaveBody) {
  const device = await vehicleOf(trx, body.vin, body.engineCode);
  const principal = body.faultPrincipalCode?.trim() ?? '';
  const principalPart = principal
    ? await trx.selectFrom('parts').select(['id', 'name']).where('id', '=', principal).executeTakeFirst()
    : undefined;
  if (principal && !principalPart) throw bad(`主损件${principal}不存在`, 'faultPrincipalCode');
  let fault: { fc_code: string; fc_name: string } | undefined;
  if (given(body.faultCode)) {
    if (!principal) throw bad('请输入主损件编码', 'faultPrincipalCode');
    // the fault modes of the principal part (GET /sbom/searchFaultMode/V1.0/{code}), or the general ones
    fault = await trx
      .selectFrom('fault_codes')
      .select(['fc_code', 'fc_name'])
      .where('fc_code', '=', body.faultCode)
      .where((eb) => eb.or([eb('fault_principal_code', '=', principal), eb('fault_principal_code', 'is', null)]))
      .executeTakeFirst();
    if (!fault) throw bad(`故障代码${body.faultCode}不属于主损件${principal}`, 'faultCode');
  }
  let engineer: { id: string; name: string } | undefined;
  if (given(body.engineerId)) {
    engineer = await trx
      .selectFrom('employees')
      .select(['id', 'name'])
      .where('id', '=', body.engineerId)
      .where('facilitator_id', '=', facilitatorId)
      .where('status', '=', 'ENABLE')
      .executeTakeFirst();
    if (!engineer) throw bad('请选择工程师', 'engineerId');
  }
  let hour: { id: string; price: number } | undefined;
  if (given(body.hourPriceId)) {
    hour = await trx
      .selectFrom('hour_prices')
      .select(['id', 'price'])
      .where('id', '=', body.hourPriceId)
      .executeTakeFirst();
    if (!hour) throw bad('请选择工时单价', 'hourPriceId');
  }
  let supplier: { id: string; name: string } | undefined;
  if (given(body.supplierId)) {
    supplier = await trx
      .selectFrom('suppliers')
      .select(['id', 'name'])
      .where('id', '=', body.supplierId)
      .executeTakeFirst();
    if (!supplier) throw bad('请选择供应商', 'supplierId');
  }
  if (given(body.ticketId)) {
    const ticket = await trx
      .selectFrom('service_tickets')
      .select(['id', 'facilitator_id'])
      .where('id', '=', body.ticketId)
      .executeTakeFirst();
    if (!ticket || ticket.facilitator_id !== facilitatorId) throw bad('工单不存在', 'ticketId');
  }
  for (const p of body.projects ?? []) {
    if (given(p.maintainItemDesc) && !given(p.partsCode)) throw bad('必须填写配件才能填写描述', 'projects');
  }
  const lines = [
    ...(await projectLines(trx, body.projects ?? [])),
    ...(await partLines(trx, body.parts ?? [], u.company || '1000')),
  ];
  if (lines.some((l) => l.kind === 'PROJECT') && !hour) throw bad('请选择工时单价', 'hourPriceId');
  return {
    lines,
    hourPrice: hour?.price ?? 0,
    fields: {
      ticket_id: given(body.ticketId) ? body.ticketId : null,
      vin: device.vin,
      engine_code: device.engine_code,
      engine_type: device.engine_type,
      fault_principal_code: principalPart?.id ?? '',
      fault_principal_name: principalPart?.name ?? '',
      fault_code: fault?.fc_code ?? '',
      fault_name: fault?.fc_name ?? '',
      engineer_id: engineer?.id ?? null,
      engineer_name: engineer?.name ?? '',
      hour_price_id: hour?.id ?? null,
      hour_price: hour?.price ?? 0,
      supplier_id: supplier?.id ?? null,
      supplier_name: supplier?.name ?? '',
      remark: body.remark?.trim() ?? '',
    },
  };
}

async function saveOrder(trx: Transaction<DB>, u: SessionUser, body: SaveBody) {
  const existing = body.id ? await lockOrder(trx, body.id, u, body.version) : undefined;
  if (existing) {
    nextState(orderMachine, 'save', existing.status);
    const { lines, hourPrice, fields } = await fieldsOf(trx, u, existing.facilitator_id, body);
    const amounts = await writeLines(trx, existing.id, lines, hourPrice);
    return updateOrder(trx, existing, { ...fields, ...amounts }, 'save', u);
  }
  const facilitatorId = ownProvider(u) ?? body.facilitatorId;
  if (!given(facilitatorId)) throw bad('服务商编码不能为空', 'facilitatorId');
  const facilitator = await trx
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id'])
    .where('id', '=', facilitatorId)
    .executeTakeFirst();
  if (!facilitator) throw bad('服务商不存在', 'facilitatorId');
  const { lines, hourPrice, fields } = await fieldsOf(trx, u, facilitator.id, body);
  const orderId = newId();
  return insertWithLines(
    trx,
    'repair_orders',
    {
      id: orderId,
      order_no: await orderNumber(trx, body.orderNo),
      facilitator_id: facilitator.id,
      facilitator_name: facilitator.name,
      branch_id: facilitator.branch_id,
      ...fields,
      status: 'DRAFT',
      create_user: u.userId,
      claim_id: null,
    },
    () => writeLines(trx, orderId, lines, hourPrice),
    u.userId,
  );
}

/** The number the 新增 form showed, kept or replaced (shownOrNextNumber). */
const orderNumber = (trx: Transaction<DB>, shown: string | undefined) =>
  shownOrNextNumber(
    trx,
    'WX',
    shown,
    async (no) => !!(await trx.selectFrom('repair_orders').select('id').where('order_no', '=', no).executeTakeFirst()),
  );

const stepBody = object({ id, version }, ['id']);

async function submitOrComplete({ db, user, body }: Ctx<InputOf<typeof stepBody>>, action: 'submit' | 'complete') {
  const u = requireUser(user);
  return inTransaction(db, async (trx) => {
    const before = await lockOrder(trx, body.id, u, body.version);
    const status = nextState(orderMachine, action, before.status);
    if (action === 'submit') {
      const n = await trx
        .selectFrom('repair_order_items')
        .select(countAll.as('n'))
        .where('order_id', '=', before.id)
        .executeTakeFirstOrThrow();
      if (Number(n.n) === 0) throw bad('请添加维修项目或配件', 'projects');
      if (!before.engineer_id) throw bad('请选择工程师', 'engineerId');
      const after = await updateOrder(trx, before, { status, submit_time: new Date() }, action, u);
      return { id: after.id, version: after.version, status: after.status };
    }
    const claimId = await createClaim(trx, before, u);
    const after = await updateOrder(trx, before, { status, complete_time: new Date(), claim_id: claimId }, action, u);
    const claim = await trx.selectFrom('claims').select('claim_no').where('id', '=', claimId).executeTakeFirstOrThrow();
    return { id: after.id, version: after.version, status: after.status, claimId, claimNo: claim.claim_no };
  });
}

export const repairOrderRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/repairOrder/init/V1.0',
    summary: '维修单初始化（新增表单）',
    async handler({ db, user }) {
      const u = requireUser(user);
      const f = u.facilitatorId
        ? await db
            .selectFrom('facilitators')
            .select(['id', 'name', 'branch_id'])
            .where('id', '=', u.facilitatorId)
            .executeTakeFirst()
        : undefined;
      return {
        statusList: stateOptions(orderMachine.names),
        facilitatorId: f?.id ?? null,
        facilitatorName: f?.name ?? '',
        branchId: f?.branch_id ?? u.branchId,
        orderNo: await nextNumber(db, 'WX'),
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/repairOrder/V1.0/page',
    summary: '维修单分页',
    body: object({
      ...pagingProps,
      orderNo: str(50),
      status: str(20),
      vin: str(17),
      facilitatorName: str(100),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('repair_orders');
      const own = ownProvider(u);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      q = filtered(
        q,
        { ...body, from, to },
        {
          orderNo: ['order_no', 'prefix'],
          status: ['status', 'eq'],
          vin: ['vin', 'contains'],
          facilitatorName: ['facilitator_name', 'contains'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      const claims = rows.some((r) => r.claim_id)
        ? await db
            .selectFrom('claims')
            .select(['id', 'claim_no'])
            .where(
              'id',
              'in',
              rows.flatMap((r) => (r.claim_id ? [r.claim_id] : [])),
            )
            .execute()
        : [];
      return dataList(
        rows.map((r) => ({ ...orderAnswer(r), claimNo: claims.find((c) => c.id === r.claim_id)?.claim_no ?? '' })),
        total,
      );
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/repairOrder/V1.0/:id',
    summary: '维修单详情',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db
        .selectFrom('repair_orders')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', params.id), eb('order_no', '=', params.id)]))
        .executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound('维修单');
      return orderDetail(db, row);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/repairOrder/save/V1.0',
    idempotent: true,
    summary: '保存维修单（新建或修改草稿）',
    body: saveSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, body.id ? '/repairOrderList#edit' : '/repairOrderList#add');
      const after = await inTransaction(db, (trx) => saveOrder(trx, u, body));
      return {
        id: after.id,
        orderNo: after.order_no,
        version: after.version,
        status: after.status,
        totalAmount: after.total_amount,
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/repairOrder/submit/V1.0',
    idempotent: true,
    summary: '提交维修单',
    body: stepBody,
    handler: (ctx) => submitOrComplete(ctx, 'submit'),
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/repairOrder/complete/V1.0',
    idempotent: true,
    summary: '维修单完工（生成索赔单）',
    body: stepBody,
    handler: (ctx) => submitOrComplete(ctx, 'complete'),
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/repairOrder/replacePart/V1.0',
    idempotent: true,
    summary: '替换件查询：以所选新件替换维修单的配件行（草稿）',
    body: object(
      {
        id,
        version,
        partsCode: str(64),
        newParts: { type: 'array', maxItems: 100, items: object({ partsNo: str(64) }) },
      },
      ['id'],
    ),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      return inTransaction(db, (trx) => replacePart(trx, u, body));
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/repairOrder/V1.0/:id',
    summary: '删除维修单（草稿）',
    params: idParams(),
    query: object({ version }),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, params.id, u, query.version);
        nextState(orderMachine, 'delete', before.status);
        await trx.deleteFrom('repair_order_items').where('order_id', '=', before.id).execute();
        await removeRecorded(trx, 'repair_orders', before.id, notFound('维修单'), u.userId);
      });
      return null;
    },
  }),
]);
