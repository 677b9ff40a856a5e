// Reassigning a repair ticket to another service provider (PUT /ticket/assign on a WAITING_TAKE ticket, form
// ticketReassign): maker staff with the 改派 button only; a provider is required (请选择服务商) and so is the reason
// (改派原因不能为空), both 417 naming the field in the code; the owner-rights rule (车主权益类单据仅能由创建者改派);
// the state rule; the reason lands in the change record and the detail's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('repair-ticket reassignment on %s', (kind) => {
  let gw: Gateway;
  const assign = async (username: string, body: Record<string, unknown>) => {
    const res = await gw.call('gateway', 'PUT', '/ticket/assign', { token: await gw.tokenFor(username), body });
    return { status: res.statusCode, json: res.json() as { code: string; message: string } };
  };
  const waiting = (ownerRights = false) =>
    gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('status', '=', 'WAITING_TAKE')
      .where('owner_rights', '=', ownerRights)
      .orderBy('id');
  const otherProvider = async (than: string | null) =>
    await gw.db
      .selectFrom('facilitators')
      .select(['id', 'branch_id'])
      .where('status', '=', 'YES')
      .where('id', '<>', than ?? '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('moves the ticket to the chosen provider with a reason and an optional remark; the history shows the reason', async () => {
    const t = await waiting().executeTakeFirstOrThrow();
    const f = await otherProvider(t.facilitator_id);
    const { status } = await assign('service_business01', {
      ticketId: t.id,
      facilitatorId: f.id,
      branchId: f.branch_id,
      reason: '服务商无法到场',
      remark: '已电话告知',
      version: t.version,
    });
    expect(status).toBe(200);
    const after = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      facilitator_id: f.id,
      status: 'WAITING_TAKE',
      employee_id: null,
      remark: '已电话告知',
      version: t.version + 1,
    });
    const detail = await gw.call('gateway', 'GET', `/ticket/detail/V1.0/${t.id}`, {
      token: await gw.tokenFor('service_business01'),
    });
    expect(detail.json().data.history[0]).toMatchObject({
      action: 'reassign',
      actionName: '改派',
      remark: '服务商无法到场',
    });
  });

  it('refuses bad input with 417 naming the field: no provider, no (or a blank) reason, the same provider, another branch', async () => {
    const t = await waiting().executeTakeFirstOrThrow();
    const f = await otherProvider(t.facilitator_id);
    expect(await assign('service_business01', { ticketId: t.id, reason: '就近' })).toEqual({
      status: 417,
      json: expect.objectContaining({ code: 'facilitatorId', message: '请选择服务商' }),
    });
    expect(await assign('service_business01', { ticketId: t.id, facilitatorId: '', reason: '就近' })).toEqual({
      status: 417,
      json: expect.objectContaining({ code: 'facilitatorId', message: '请选择服务商' }),
    });
    for (const reason of [undefined, '', '   ']) {
      expect(
        await assign('service_business01', { ticketId: t.id, facilitatorId: f.id, reason, remark: '只有备注' }),
      ).toEqual({ status: 417, json: expect.objectContaining({ code: 'reason', message: '改派原因不能为空' }) });
    }
    expect(
      (await assign('service_business01', { ticketId: t.id, facilitatorId: t.facilitator_id, reason: '就近' })).json
        .code,
    ).toBe('facilitatorId');
    const elsewhere = await gw.db
      .selectFrom('facilitators')
      .select('id')
      .where('status', '=', 'YES')
      .where('branch_id', '<>', f.branch_id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await assign('service_business01', {
          ticketId: t.id,
          facilitatorId: elsewhere.id,
          branchId: f.branch_id,
          reason: '就近',
        })
      ).json,
    ).toMatchObject({ code: 'facilitatorId', message: '服务商不属于所选分公司' });
    const unchanged = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.version).toBe(t.version);
  });

  it('keeps the state rule: a taken ticket cannot be reassigned', async () => {
    const t = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('status', 'in', ['TAKEN', 'REPAIRING', 'FINISHED'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const f = await otherProvider(t.facilitator_id);
    const { status, json } = await assign('service_business01', {
      ticketId: t.id,
      facilitatorId: f.id,
      reason: '就近',
    });
    expect(status).toBe(424);
    expect(json.message).toBe('工单当前状态不允许派单');
  });

  it('refuses an owner-rights ticket to maker staff other than its creator (车主权益类单据仅能由创建者改派, not the cancel text); its creator may', async () => {
    const t = await waiting(true).executeTakeFirstOrThrow();
    const creator = await gw.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', t.created_by)
      .executeTakeFirstOrThrow();
    const other = creator.username === 'biz01' ? 'service_business01' : 'biz01';
    const f = await otherProvider(t.facilitator_id);
    const refused = await assign(other, { ticketId: t.id, facilitatorId: f.id, reason: '就近' });
    expect(refused).toEqual({
      status: 417,
      json: expect.objectContaining({ message: '车主权益类单据仅能由创建者改派' }),
    });
    expect((await assign(creator.username, { ticketId: t.id, facilitatorId: f.id, reason: '就近' })).status).toBe(200);
  });

  it("refuses attackers: a provider's user (even for its own ticket), a role without the menu, a role whose 改派 button is gone", async () => {
    const own = await waiting().where('facilitator_id', '=', 'F00001').executeTakeFirstOrThrow();
    const f = await otherProvider('F00001');
    for (const username of ['sp01', 'sp02', 'wz01', 'fin01']) {
      const { status, json } = await assign(username, { ticketId: own.id, facilitatorId: f.id, reason: '就近' });
      expect(status, username).toBe(403);
      expect(json.message).toBe('无权限访问');
    }
    // the role keeps 派单 but loses 改派 (on the list and the detail): the route lets it in, the state decides
    const role = await gw.db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'service_business')
      .executeTakeFirstOrThrow();
    const reassignButtons = gw.db.selectFrom('permissions').select('id').where('action', '=', 'reassign');
    await gw.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role.id)
      .where('permission_id', 'in', reassignButtons)
      .execute();
    const { status, json } = await assign('service_business01', {
      ticketId: own.id,
      facilitatorId: f.id,
      reason: '就近',
    });
    expect(status).toBe(403);
    expect(json.message).toBe('无权限访问');
    expect(
      (
        await gw.db
          .selectFrom('service_tickets')
          .select('facilitator_id')
          .where('id', '=', own.id)
          .executeTakeFirstOrThrow()
      ).facilitator_id,
    ).toBe('F00001');
  });
});
