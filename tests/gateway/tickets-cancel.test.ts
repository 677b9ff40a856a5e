// Cancelling a repair ticket (PUT /ticket/cancel/V1.0, call ticket.cancel, 取消 on the list and the detail): maker
// staff with the 取消 button, a ticket not yet taken; an owner-rights ticket only by its creator
// (车主权益类单据仅能创建者取消!, 417 and nothing changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('repair-ticket cancel on %s', (kind) => {
  let gw: Gateway;
  const cancel = async (username: string, body: Record<string, unknown>) => {
    const res = await gw.call('gateway', 'PUT', '/ticket/cancel/V1.0', { token: await gw.tokenFor(username), body });
    return { status: res.statusCode, json: res.json() as { code: string; message: string } };
  };
  const ticket = (ownerRights: boolean, status = 'WAITING_TAKE') =>
    gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('status', '=', status)
      .where('owner_rights', '=', ownerRights)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const statusOf = async (id: string) =>
    (await gw.db.selectFrom('service_tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('cancels a ticket not yet taken; the list answers 已取消 and the history 取消', async () => {
    const t = await ticket(false);
    expect((await cancel('service_business01', { ticketId: t.id, version: t.version })).status).toBe(200);
    expect(await statusOf(t.id)).toBe('CANCELLED');
    const detail = (
      await gw.call('gateway', 'GET', `/ticket/detail/V1.0/${t.id}`, { token: await gw.tokenFor('service_business01') })
    ).json().data;
    expect(detail).toMatchObject({ status: 'CANCELLED', statusName: '已取消' });
    expect(detail.history[0]).toMatchObject({ actionName: '取消', statusName: '已取消' });
    const again = await cancel('service_business01', { ticketId: t.id });
    expect(again).toEqual({ status: 424, json: expect.objectContaining({ message: '工单当前状态不允许取消' }) });
  });

  it('refuses an owner-rights ticket to anyone but its creator (车主权益类单据仅能创建者取消!)', async () => {
    const t = await ticket(true);
    const creator = await gw.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', t.created_by)
      .executeTakeFirstOrThrow();
    const other = creator.username === 'biz01' ? 'service_business01' : 'biz01';
    for (const username of [other, 'admin']) {
      expect(await cancel(username, { ticketId: t.id }), username).toEqual({
        status: 417,
        json: expect.objectContaining({ message: '车主权益类单据仅能创建者取消!' }),
      });
    }
    expect(await statusOf(t.id)).toBe('WAITING_TAKE');
    expect((await cancel(creator.username, { ticketId: t.id })).status).toBe(200);
    expect(await statusOf(t.id)).toBe('CANCELLED');
  });

  it('refuses bad input: no ticket (417 naming it), an unknown ticket (404), a taken ticket (424)', async () => {
    const none = await cancel('service_business01', {});
    expect(none.status).toBe(417);
    expect(none.json.message).toContain('ticketId');
    expect((await cancel('service_business01', { ticketId: 'NO-SUCH-TICKET' })).status).toBe(404);
    const taken = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('status', 'in', ['TAKEN', 'REPAIRING', 'FINISHED'])
      .where('owner_rights', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await cancel('service_business01', { ticketId: taken.id })).status).toBe(424);
  });

  it("refuses attackers: providers' users (own ticket or another's), a role without the menu, a role whose 取消 button is gone", async () => {
    const own = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('facilitator_id', '=', 'F00001')
      .where('status', '=', 'WAITING_TAKE')
      .where('owner_rights', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const username of ['sp01', 'wz01', 'sp02', 'fin01']) {
      const { status, json } = await cancel(username, { ticketId: own.id });
      expect(status, username).toBe(403);
      expect(json.message).toBe('无权限访问');
    }
    // manager01 (role manager, not asked before: its grants are not cached) keeps the menu and loses 取消
    const role = await gw.db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'manager')
      .executeTakeFirstOrThrow();
    await gw.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role.id)
      .where('permission_id', 'in', gw.db.selectFrom('permissions').select('id').where('action', '=', 'cancel'))
      .execute();
    expect(
      (await gw.call('gateway', 'POST', '/ticket/search/V1.0', { token: await gw.tokenFor('manager01'), body: {} }))
        .statusCode,
    ).toBe(200);
    expect(await cancel('manager01', { ticketId: own.id })).toEqual({
      status: 403,
      json: expect.objectContaining({ message: '无权限访问' }),
    });
    expect(await statusOf(own.id)).toBe('WAITING_TAKE');
  });
});
