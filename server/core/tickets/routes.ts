// Repair tickets: dispatch to a service provider (assign / reassign) and taking a ticket (optionally with the
// engineer). States: WAITING_ASSIGN -> (assign) WAITING_TAKE -> (take) TAKEN -> REPAIRING -> FINISHED;
// reassignment is allowed while WAITING_TAKE. Owner-rights tickets may only be reassigned by their creator.
import { BusinessError, bumpVersion, defineRoutes, inTransaction, recordChange } from '../../http/route';
import { text } from '../sql';

export const OWNER_RIGHTS_REFUSED = '车主权益类单据仅能创建者取消!';

export const ticketRoutes = defineRoutes([
  {
    method: 'PUT', host: 'gateway', path: '/ticket/assign', permission: 'session',
    summary: 'dispatch or reassign a ticket to a service provider (maker staff only; reassignment needs a reason)',
    body: { type: 'object', required: ['facilitatorId', 'ticketId'], properties: { facilitatorId: text(64, 1), ticketId: text(64, 1), remark: text(500), reason: text(500), version: { type: 'integer' } } },
    async handler({ db, body, user }) {
      if (user!.identity.includes('FACILITATOR')) throw new BusinessError('无权限访问', { status: 403, code: '403' });
      await inTransaction(db, async (trx) => {
        const t = await trx.selectFrom('service_tickets').selectAll().where((eb) => eb.or([eb('id', '=', body.ticketId), eb('ticket_no', '=', body.ticketId)])).executeTakeFirst();
        if (!t) throw new BusinessError('ticketId: 工单不存在');
        if (!['WAITING_ASSIGN', 'WAITING_TAKE'].includes(t.status)) throw new BusinessError('工单当前状态不允许派单', { status: 424 });
        const reassign = t.status === 'WAITING_TAKE';
        if (reassign && t.owner_rights && user!.identity.includes('{product}') && t.created_by !== user!.userId) throw new BusinessError(OWNER_RIGHTS_REFUSED);
        if (reassign && !(body.reason ?? body.remark)?.trim()) throw new BusinessError('reason: 改派原因不能为空');
        const f = await trx.selectFrom('facilitators').select(['id', 'status']).where('id', '=', body.facilitatorId).executeTakeFirst();
        if (!f) throw new BusinessError('facilitatorId: 服务商不存在');
        if (f.status !== 'YES') throw new BusinessError('facilitatorId: 服务商已停用');
        const changes = { facilitator_id: f.id, employee_id: null, status: 'WAITING_TAKE', remark: body.remark ?? body.reason ?? null, updated_at: new Date() };
        await bumpVersion(trx, { table: 'service_tickets', id: t.id, expected: body.version ?? t.version, changes });
        await recordChange(trx, { table: 'service_tickets', docId: t.id, action: reassign ? 'reassign' : 'assign', userId: user!.userId, before: t, after: changes });
      });
      return null;
    },
  },
  {
    method: 'PUT', host: 'gateway', path: '/facilitator/ticket/take/single/V1.0', permission: 'session',
    summary: "a service provider takes a ticket dispatched to it, optionally naming the engineer (employeeId)",
    body: { type: 'object', required: ['ticketId'], properties: { ticketId: text(64, 1), employeeId: text(64), version: { type: 'integer' } } },
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const t = await trx.selectFrom('service_tickets').selectAll().where((eb) => eb.or([eb('id', '=', body.ticketId), eb('ticket_no', '=', body.ticketId)])).executeTakeFirst();
        if (!t) throw new BusinessError('ticketId: 工单不存在');
        if (!user!.facilitatorId || t.facilitator_id !== user!.facilitatorId) throw new BusinessError('该工单未派给当前服务商', { status: 403, code: '403' });
        if (t.status !== 'WAITING_TAKE') throw new BusinessError('工单当前状态不允许接单', { status: 424 });
        if (body.employeeId) {
          const e = await trx.selectFrom('employees').select('id').where('id', '=', body.employeeId).where('facilitator_id', '=', t.facilitator_id!).executeTakeFirst();
          if (!e) throw new BusinessError('employeeId: 工程师不属于当前服务商');
        }
        const changes = { status: 'TAKEN', employee_id: body.employeeId ?? null, updated_at: new Date() };
        await bumpVersion(trx, { table: 'service_tickets', id: t.id, expected: body.version ?? t.version, changes });
        await recordChange(trx, { table: 'service_tickets', docId: t.id, action: 'take', userId: user!.userId, before: t, after: changes });
      });
      return null;
    },
  },
]);
