// Core return bill calls (000 §7): init, number, check-out of claims, page, save, commit, get, logistics,
// freight, confirmation, total price, delete, rejected. State machine: ./states.ts.
import { BusinessError, dataList, defineRoutes, route, inTransaction, list, removeRecorded } from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { id, idList, money, object, pagingProps, str, version, idParams } from '../../http/schema';
import { nextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { isFacilitator, notFound, ownProvider, ownsRow, requireUser } from '../common/session';
import { toCamelRows, round2 } from '../common/map';
import { chinaRange, dateSchema } from '../../dates';
import { billMachine, claimStatusFor, freightFor } from './states';
import { billAnswer, billDetail, linesOf, lockBill, quoteOf, setClaimStatus, updateBill } from './store';
import { demand } from '../../auth/permissions';

import { lineList, saveBill, saveSchema, step } from './save';

export const coreReturnBillRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/coreReturnBill/init/V1.0',
    summary: '回运单初始化',
    query: object({ branch: str(64) }),
    async handler({ db, user, query }) {
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
            .select(['id', 'name', 'branch_id', 'province_code'])
            .where('id', '=', u.facilitatorId)
            .executeTakeFirst()
        : undefined;
      const branchId = facilitator?.branch_id ?? u.branchId;
      // the old-part warehouses a bill may name: a provider's are those of its own branch (save refuses others)
      let wq = db
        .selectFrom('warehouses')
        .select(['id', 'name', 'warehouse_type as warehouseType'])
        .where('status', '=', 'ENABLE')
        .where('warehouse_type', 'in', ['WZ_OLD', 'CENTER']);
      const warehouseBranch = facilitator ? facilitator.branch_id : query.branch;
      if (given(warehouseBranch)) wq = wq.where('branch_id', '=', warehouseBranch);
      return {
        statusList: stateOptions(billMachine.names),
        branchList,
        warehouseList: await wq.orderBy('code').execute(),
        facilitatorId: facilitator?.id ?? null,
        facilitatorName: facilitator?.name ?? '',
        branchId,
        branchName: branchList.find((b) => b.itemValue === branchId)?.itemText ?? '',
        region: facilitator?.province_code ?? '',
        // the number the 新增 form shows (the generator's); save keeps it (billNumber)
        billNo: await nextNumber(db, 'HY'),
      };
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/generator/claim/returnBillNo/V1.0',
    summary: '生成回运单号',
    async handler({ db }) {
      return nextNumber(db, 'HY');
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/V1.0/checkOut/claim',
    summary: '可选索赔单（回运 BACKHAUL：未关联回运单；发运 DELIVER：未关联发运单）',
    body: object({
      ...pagingProps,
      module: str(20),
      facilitatorId: str(64),
      vin: str(17),
      claimNo: str(50),
      branchId: str(64),
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.module)) throw new BusinessError('需要指定模块', { status: 417, code: 'module' });
      if (body.module !== 'BACKHAUL' && body.module !== 'DELIVER')
        throw new BusinessError('暂不支持其他模块使用', { status: 417, code: 'module' });
      const facilitatorId = ownProvider(u) ?? body.facilitatorId;
      if (!given(facilitatorId)) throw new BusinessError('服务商编码不能为空', { status: 417, code: 'facilitatorId' });
      let q = db.selectFrom('claims').where('facilitator_id', '=', facilitatorId);
      q =
        body.module === 'BACKHAUL'
          ? q.where('return_bill_id', 'is', null).where('claim_status', '=', 'WAITING_BACKHAUL')
          : q
              .where('send_bill_id', 'is', null)
              .where('claim_status', 'in', ['WAITING_LOGISTICS_SIGN', 'WAITING_LOGISTICS_CONFIRM']);
      q = filtered(q, body, {
        vin: ['vin', 'contains'],
        claimNo: ['claim_no', 'prefix'],
        branchId: ['branch_id', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'id',
            'claim_no',
            'branch_name',
            'vin',
            'engine_code',
            'fault_principal_code',
            'fault_principal_name',
            'fault_principal_drawing',
            'claim_status',
            'create_time',
          ])
          .orderBy('create_time', 'desc')
          .orderBy('id'),
      );
      return list(toCamelRows(rows), total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/V1.0/page',
    summary: '回运单分页',
    body: object({
      ...pagingProps,
      billNo: str(50),
      status: str(20),
      branchId: str(64),
      facilitatorName: str(100),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      let scoped = db.selectFrom('core_return_bills');
      const own = ownProvider(u);
      if (own !== null) scoped = scoped.where('facilitator_id', '=', own);
      const q = filtered(
        scoped,
        { ...body, from, to },
        {
          billNo: ['bill_no', 'prefix'],
          status: ['status', 'eq'],
          branchId: ['branch_id', 'eq'],
          facilitatorName: ['facilitator_name', 'contains'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(billAnswer), total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/save/V1.0',
    idempotent: true,
    summary: '保存回运单（新建或修改）',
    body: saveSchema,
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await demand(db, u, body.id ? '/coreReturnBill#edit' : '/coreReturnBill#add');
      const after = await inTransaction(db, (trx) => saveBill(trx, u, body, 'save'));
      return { id: after.id, billNo: after.bill_no, version: after.version, status: after.status };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/commit/V1.0',
    idempotent: true,
    summary: '提交回运单（带索赔单时先保存再提交）',
    body: object({ ...saveSchema.properties, warehouseId: id, claimIds: idList(200) }, []),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      // Committing with lines saves them first: that is also an add or an edit.
      if (body.claimIds && body.warehouseId)
        await demand(db, u, body.id ? '/coreReturnBill#edit' : '/coreReturnBill#add');
      const after = await inTransaction(db, async (trx) => {
        const { claimIds, warehouseId } = body;
        if (claimIds && warehouseId) return saveBill(trx, u, { ...body, claimIds, warehouseId }, 'commit');
        if (!body.id) throw new BusinessError('id: 不能为空 (is required)', { status: 417, code: 'id' });
        const before = await lockBill(trx, body.id, u, body.version);
        const status = nextState(billMachine, 'commit', before.status);
        await setClaimStatus(trx, before.id, claimStatusFor.commit!);
        return updateBill(trx, before, { status, commit_time: new Date(), reject_remark: '' }, 'commit', u);
      });
      return { id: after.id, billNo: after.bill_no, version: after.version, status: after.status };
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/coreReturnBill/V1.0/:id',
    summary: '回运单详情',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db.selectFrom('core_return_bills').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound('旧件回运单');
      return billDetail(db, row);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/updateLogistics/V1.0',
    summary: '更新物流信息（发运）',
    body: object({ id, version, logisticsCompany: str(100), logisticsNo: str(100), freight: money }, [
      'id',
      'logisticsCompany',
      'logisticsNo',
    ]),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.logisticsCompany))
        throw new BusinessError('请输入物流公司', { status: 417, code: 'logisticsCompany' });
      if (!given(body.logisticsNo)) throw new BusinessError('请输入物流单号', { status: 417, code: 'logisticsNo' });
      const changes: Record<string, unknown> = {
        logistics_company: body.logisticsCompany.trim(),
        logistics_no: body.logisticsNo.trim(),
        ship_time: new Date(),
      };
      if (body.freight !== undefined) changes.freight = round2(body.freight);
      return step(db, u, body.id, body.version, 'ship', changes);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/coreReturnBill/freight/calc',
    summary: '运费计算',
    query: object({ id, region: str(20), qty: { type: 'integer', minimum: 0, maximum: 1_000_000 } }),
    async handler({ db, user, query }) {
      const u = requireUser(user);
      let region = query.region ?? '';
      let qty = query.qty ?? 0;
      if (query.id) {
        const bill = await db
          .selectFrom('core_return_bills')
          .select(['region', 'facilitator_id'])
          .where('id', '=', query.id)
          .executeTakeFirst();
        if (!bill || !ownsRow(u, bill.facilitator_id)) throw notFound('旧件回运单');
        region ||= bill.region;
        const sum = await db
          .selectFrom('core_return_bill_items')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('qty'), eb.lit(0)).as('q'))
          .where('bill_id', '=', query.id)
          .executeTakeFirstOrThrow();
        qty = Number(sum.q);
      }
      return { region, qty, freight: freightFor(region, qty) };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/coreReturnBill/freight/calc',
    summary: '运费与总价试算（新增/编辑表单中未保存的旧件明细）',
    body: object({ parts: lineList }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const chosen = body.parts ?? [];
      if (chosen.length === 0) return { region: '', ...quoteOf([], '') };
      // the claims of the chosen parts, the provider's own only (another's part is as unknown as a made-up one);
      // the region is the claims' provider's, as save keeps it
      let q = db
        .selectFrom('claim_parts')
        .innerJoin('claims', 'claims.id', 'claim_parts.claim_id')
        .innerJoin('facilitators', 'facilitators.id', 'claims.facilitator_id')
        .select(['claim_parts.claim_id', 'facilitators.province_code'])
        .where(
          'claim_parts.id',
          'in',
          chosen.map((c) => c.claimPartId),
        );
      const own = ownProvider(u);
      if (own !== null) q = q.where('claims.facilitator_id', '=', own);
      const found = await q.execute();
      const region = found[0]?.province_code ?? '';
      const lines = await linesOf(db, [...new Set(found.map((r) => r.claim_id))], chosen);
      return { region, ...quoteOf(lines, region) };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/V1.0/confirmation',
    summary: '确认收货（可带审批备注，记入变更记录）',
    body: object({ id, version, remark: str(500) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (isFacilitator(u)) throw new BusinessError('仅旧件仓库人员可以确认收货', { status: 403, code: '403' });
      const remark = body.remark?.trim();
      return step(
        db,
        u,
        body.id,
        body.version,
        'confirm',
        { confirm_time: new Date() },
        remark ? { approval_remark: remark } : undefined,
      );
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/coreReturnBill/calculateTotalPrice/V1.0/:id',
    summary: '计算回运单总价（旧件金额与运费）',
    params: idParams(),
    query: object({ branch: str(64), region: str(20) }),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      const bill = await db.selectFrom('core_return_bills').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!bill || !ownsRow(u, bill.facilitator_id)) throw notFound('旧件回运单');
      const items = await db
        .selectFrom('core_return_bill_items')
        .select(['qty', 'amount'])
        .where('bill_id', '=', bill.id)
        .execute();
      const qty = items.reduce((s, i) => s + i.qty, 0);
      const totalPrice = round2(items.reduce((s, i) => s + i.amount, 0));
      const freight = bill.freight || freightFor(query.region || bill.region, qty);
      return {
        id: bill.id,
        branch: query.branch || bill.branch_id,
        region: query.region || bill.region,
        qty,
        totalPrice,
        freight,
        amount: round2(totalPrice + freight),
      };
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/coreReturnBill/V1.0/:id',
    summary: '删除回运单（提交前）',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockBill(trx, params.id, u);
        nextState(billMachine, 'delete', before.status);
        await trx
          .updateTable('claims')
          .set({ return_bill_id: null, claim_status: claimStatusFor.delete! })
          .where('return_bill_id', '=', before.id)
          .execute();
        await trx.deleteFrom('core_return_bill_items').where('bill_id', '=', before.id).execute();
        await removeRecorded(trx, 'core_return_bills', before.id, notFound('旧件回运单'), u.userId);
      });
      return null;
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/coreReturnBill/rejected/V1.0/:id',
    summary: '驳回回运单',
    params: idParams(),
    query: object({ remark: str(500), version }, ['remark']),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      if (isFacilitator(u)) throw new BusinessError('仅厂家人员可以驳回回运单', { status: 403, code: '403' });
      if (!given(query.remark)) throw new BusinessError('请输入驳回原因', { status: 417, code: 'remark' });
      return step(db, u, params.id, query.version, 'reject', { reject_remark: query.remark.trim() });
    },
  }),
]);
