// Repair tickets: dispatch to a service provider (assign / reassign) and taking a ticket (optionally with the
// engineer). States: WAITING_ASSIGN -> (assign) WAITING_TAKE -> (take) TAKEN -> REPAIRING -> FINISHED;
// reassignment is allowed while WAITING_TAKE; WAITING_ASSIGN or WAITING_TAKE -> (cancel) CANCELLED. Owner-rights
// tickets may only be reassigned (车主权益类单据仅能由创建者改派) or cancelled (车主权益类单据仅能创建者取消!, the spec's
// text, which names cancelling) by their creator.
import { BusinessError, bumpVersion, defineRoutes, route, inTransaction, list, recordChange } from '../../http/route';
import { pagingProps, str, idParams, object } from '../../http/schema';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { formatTime } from '../../dates';
import { demand } from '../../auth/permissions';
import { actionDescribe } from '../../auth/actions';
import { isProviderUser, ownProvider, ownsRow } from '../../auth/owners';

export const OWNER_RIGHTS_REFUSED = '车主权益类单据仅能创建者取消!';
/** A reassignment refused: the spec's text above says 取消 (cancel), which is not what the user tried. */
export const OWNER_RIGHTS_REASSIGN_REFUSED = '车主权益类单据仅能由创建者改派';

const TICKET_STATES: Record<string, string> = {
  WAITING_ASSIGN: '待派单',
  WAITING_TAKE: '待接单',
  TAKEN: '已接单',
  REPAIRING: '维修中',
  FINISHED: '已完工',
  CANCELLED: '已取消',
};

export const ticketRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/ticket/detail/V1.0/:id',
    params: idParams(),
    summary:
      "one repair ticket with its provider, engineer and history (change records); a provider's user reads only its provider's tickets",
    async handler({ db, params, user }) {
      const t = await db
        .selectFrom('service_tickets as t')
        .leftJoin('facilitators as f', 'f.id', 't.facilitator_id')
        .leftJoin('employees as e', 'e.id', 't.employee_id')
        .leftJoin('users as c', 'c.id', 't.created_by')
        .select([
          't.id',
          't.ticket_no',
          't.status',
          't.vin',
          't.owner_rights',
          't.remark',
          't.facilitator_id',
          'f.name as facilitator_name',
          't.employee_id',
          'e.name as employee_name',
          't.branch_id',
          't.created_by',
          'c.realname as creator_name',
          't.version',
          't.created_at',
          't.updated_at',
        ])
        .where((eb) => eb.or([eb('t.id', '=', params.id), eb('t.ticket_no', '=', params.id)]))
        .executeTakeFirst();
      // to another provider's user the ticket does not exist (docs/gateway.md "Owners")
      if (!t || !ownsRow(user!, t.facilitator_id)) throw new BusinessError('工单不存在', { status: 404, code: '404' });
      const records = await db
        .selectFrom('change_records as r')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.action', 'r.after', 'r.created_at', 'u.realname as user_name'])
        .where('r.table_name', '=', 'service_tickets')
        .where('r.doc_id', '=', t.id)
        .orderBy('r.id', 'desc')
        .execute();
      return {
        id: t.id,
        ticketNo: t.ticket_no,
        status: t.status,
        statusName: TICKET_STATES[t.status] ?? t.status,
        vin: t.vin,
        ownerRights: t.owner_rights ? 1 : 0,
        remark: t.remark,
        facilitatorId: t.facilitator_id,
        facilitatorName: t.facilitator_name ?? '',
        employeeId: t.employee_id,
        employeeName: t.employee_name ?? '',
        branchId: t.branch_id,
        createBy: t.creator_name ?? t.created_by,
        version: t.version,
        createTime: formatTime(t.created_at),
        updateTime: formatTime(t.updated_at),
        history: records.map((r) => {
          const after = (r.after ?? {}) as Record<string, unknown>;
          return {
            id: String(r.id),
            action: r.action,
            actionName: actionDescribe(r.action) ?? r.action,
            userName: r.user_name ?? '',
            status: typeof after.status === 'string' ? after.status : '',
            statusName: typeof after.status === 'string' ? (TICKET_STATES[after.status] ?? after.status) : '',
            remark: [after.reason, after.remark].find((v): v is string => typeof v === 'string' && v !== '') ?? '',
            changedAt: formatTime(r.created_at),
          };
        }),
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/ticket/search/V1.0',
    summary: "repair tickets (paged); a service provider's user sees only the tickets dispatched to its provider",
    body: object({ ...pagingProps, ticketNo: str(50), vin: str(17), status: str(20) }),
    async handler({ db, body, user }) {
      let q = db.selectFrom('service_tickets as t').leftJoin('facilitators as f', 'f.id', 't.facilitator_id');
      const own = ownProvider(user!); // engineers too: every ticket of their provider (docs/gateway.md "Owners")
      if (own !== null) q = q.where('t.facilitator_id', '=', own);
      q = filtered(q, body, {
        ticketNo: ['t.ticket_no', 'prefix'],
        vin: ['t.vin', 'contains'],
        status: ['t.status', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            't.id',
            't.ticket_no',
            't.status',
            't.vin',
            't.owner_rights',
            't.remark',
            't.facilitator_id',
            'f.name as facilitator_name',
            't.employee_id',
            'f.branch_id as provider_branch_id',
            't.version',
            't.created_at',
            't.updated_at',
          ])
          .orderBy('t.ticket_no', 'desc'),
      );
      // branchId: the branch of the ticket's provider (none before 派单), so 改派 opens with the provider and its branch
      return list(
        rows.map((r) => ({
          id: r.id,
          ticketNo: r.ticket_no,
          status: r.status,
          statusName: TICKET_STATES[r.status] ?? r.status,
          vin: r.vin,
          ownerRights: r.owner_rights ? 1 : 0,
          remark: r.remark,
          facilitatorId: r.facilitator_id,
          facilitatorName: r.facilitator_name ?? '',
          employeeId: r.employee_id,
          branchId: r.provider_branch_id,
          version: r.version,
          createTime: formatTime(r.created_at),
          updateTime: formatTime(r.updated_at),
        })),
        total,
      );
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/ticket/assign',
    summary:
      'dispatch (WAITING_ASSIGN) or reassign (WAITING_TAKE) a ticket to a service provider (maker staff only; reassignment needs a reason, 000 §7)',
    body: object(
      {
        facilitatorId: str(64),
        ticketId: str(64, 1),
        branchId: str(64),
        remark: str(500),
        reason: str(500),
        version: { type: 'integer' },
      },
      ['ticketId'],
    ),
    async handler({ db, body, user }) {
      if (isProviderUser(user!)) throw new BusinessError('无权限访问', { status: 403, code: '403' });
      // bad input names its field in the code (417): the form shows the message under that field
      const fail = (message: string, field: string): never => {
        throw new BusinessError(message, { status: 417, code: field });
      };
      await inTransaction(db, async (trx) => {
        const t = await trx
          .selectFrom('service_tickets')
          .selectAll()
          .where((eb) => eb.or([eb('id', '=', body.ticketId), eb('ticket_no', '=', body.ticketId)]))
          .executeTakeFirst();
        if (!t) throw new BusinessError('ticketId: 工单不存在');
        if (!['WAITING_ASSIGN', 'WAITING_TAKE'].includes(t.status))
          throw new BusinessError('工单当前状态不允许派单', { status: 424 });
        const reassign = t.status === 'WAITING_TAKE';
        // the list's button or the detail's (docs/gateway.md "Buttons")
        await demand(
          trx,
          user,
          reassign ? ['/repairTicket#reassign', '/detail/repairTicket/:id#reassign'] : '/repairTicket#assign',
        );
        if (reassign && t.owner_rights && user!.identity.includes('{product}') && t.created_by !== user!.userId)
          throw new BusinessError(OWNER_RIGHTS_REASSIGN_REFUSED);
        if (!given(body.facilitatorId)) fail('请选择服务商', 'facilitatorId');
        const reason = body.reason?.trim() ?? '';
        if (reassign && !reason) fail('改派原因不能为空', 'reason');
        const f = await trx
          .selectFrom('facilitators')
          .select(['id', 'status', 'branch_id'])
          .where('id', '=', body.facilitatorId!)
          .executeTakeFirst();
        if (!f) fail('服务商不存在', 'facilitatorId');
        if (f!.status !== 'YES') fail('服务商已停用', 'facilitatorId');
        if (given(body.branchId) && f!.branch_id !== body.branchId) fail('服务商不属于所选分公司', 'facilitatorId');
        if (reassign && f!.id === t.facilitator_id) fail('请选择其他服务商', 'facilitatorId');
        // the ticket's branch follows its provider's: 改派 opens with the provider and its branch
        const changes = {
          facilitator_id: f!.id,
          branch_id: f!.branch_id,
          employee_id: null,
          status: 'WAITING_TAKE',
          remark: body.remark?.trim() || reason || null,
          updated_at: new Date(),
        };
        await bumpVersion(trx, { table: 'service_tickets', id: t.id, expected: body.version ?? t.version, changes });
        await recordChange(trx, {
          table: 'service_tickets',
          docId: t.id,
          action: reassign ? 'reassign' : 'assign',
          userId: user!.userId,
          before: t,
          after: reassign ? { ...changes, reason } : changes,
        });
      });
      return null;
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/ticket/cancel/V1.0',
    summary:
      'cancel a ticket not yet taken (maker staff with the 取消 button; an owner-rights ticket only by its creator)',
    body: object({ ticketId: str(64, 1), remark: str(500), version: { type: 'integer' } }, ['ticketId']),
    async handler({ db, body, user }) {
      if (isProviderUser(user!)) throw new BusinessError('无权限访问', { status: 403, code: '403' });
      await inTransaction(db, async (trx) => {
        const t = await trx
          .selectFrom('service_tickets')
          .selectAll()
          .where((eb) => eb.or([eb('id', '=', body.ticketId), eb('ticket_no', '=', body.ticketId)]))
          .executeTakeFirst();
        if (!t) throw new BusinessError('工单不存在', { status: 404, code: '404' });
        if (t.owner_rights && t.created_by !== user!.userId) throw new BusinessError(OWNER_RIGHTS_REFUSED);
        if (!['WAITING_ASSIGN', 'WAITING_TAKE'].includes(t.status))
          throw new BusinessError('工单当前状态不允许取消', { status: 424 });
        const changes = { status: 'CANCELLED', remark: body.remark?.trim() || t.remark, updated_at: new Date() };
        await bumpVersion(trx, { table: 'service_tickets', id: t.id, expected: body.version ?? t.version, changes });
        await recordChange(trx, {
          table: 'service_tickets',
          docId: t.id,
          action: 'cancel',
          userId: user!.userId,
          before: t,
          after: changes,
        });
      });
      return null;
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/facilitator/ticket/take/single/V1.0',
    summary: 'a service provider takes a ticket dispatched to it, optionally naming the engineer (employeeId)',
    body: object({ ticketId: str(64, 1), employeeId: str(64), version: { type: 'integer' } }, ['ticketId']),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const t = await trx
          .selectFrom('service_tickets')
          .selectAll()
          .where((eb) => eb.or([eb('id', '=', body.ticketId), eb('ticket_no', '=', body.ticketId)]))
          .executeTakeFirst();
        // Only the provider the ticket is dispatched to; to any other user it does not exist (docs/gateway.md "Owners").
        if (!t || !isProviderUser(user!) || t.facilitator_id !== ownProvider(user!))
          throw new BusinessError('工单不存在', { status: 404, code: '404' });
        if (t.status !== 'WAITING_TAKE') throw new BusinessError('工单当前状态不允许接单', { status: 424 });
        if (body.employeeId) {
          const e = await trx
            .selectFrom('employees')
            .select('id')
            .where('id', '=', body.employeeId)
            .where('facilitator_id', '=', t.facilitator_id!)
            .executeTakeFirst();
          if (!e) throw new BusinessError('employeeId: 工程师不属于当前服务商');
        }
        const changes = { status: 'TAKEN', employee_id: body.employeeId ?? null, updated_at: new Date() };
        await bumpVersion(trx, { table: 'service_tickets', id: t.id, expected: body.version ?? t.version, changes });
        await recordChange(trx, {
          table: 'service_tickets',
          docId: t.id,
          action: 'take',
          userId: user!.userId,
          before: t,
          after: changes,
        });
      });
      return null;
    },
  }),
]);
