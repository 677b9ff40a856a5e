// The repair-ticket detail (GET /ticket/detail/V1.0/:id, screen detail:repairTicket): the ticket with its provider,
// engineer and history rows; a provider's users read only their provider's tickets, roles without the menu
// entry nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

interface Detail {
  id: string;
  ticketNo: string;
  statusName: string;
  facilitatorId: string | null;
  facilitatorName: string;
  history: { actionName: string; remark: string; userName: string }[];
}

describe.each(databases)('repair-ticket detail on %s', (kind) => {
  let gw: Gateway;
  const get = async (username: string, id: string) => {
    const res = await gw.call('gateway', 'GET', `/ticket/detail/V1.0/${encodeURIComponent(id)}`, {
      token: await gw.tokenFor(username),
    });
    return { status: res.statusCode, json: res.json() as { data: Detail; message: string } };
  };
  const ticketOf = async (facilitatorId: string, status?: string) => {
    let q = gw.db.selectFrom('service_tickets').selectAll().where('facilitator_id', '=', facilitatorId);
    if (status) q = q.where('status', '=', status);
    return q.orderBy('id').executeTakeFirstOrThrow();
  };
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('answers the ticket with names and its history to maker staff, by id or number', async () => {
    const t = await gw.db
      .selectFrom('service_tickets')
      .selectAll()
      .where('facilitator_id', '=', 'F00001')
      .where('status', '=', 'WAITING_TAKE')
      .where('owner_rights', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await gw.call('gateway', 'PUT', '/ticket/assign', {
      token: await gw.tokenFor('service_business01'),
      body: { ticketId: t.id, facilitatorId: 'F00002', reason: '客户要求就近维修', version: t.version },
    });
    expect(res.statusCode).toBe(200);
    const { status, json } = await get('service_business01', t.id);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: t.id, ticketNo: t.ticket_no, statusName: '待接单', facilitatorId: 'F00002' });
    expect(json.data.facilitatorName).not.toBe('');
    expect(json.data.history[0]).toMatchObject({ actionName: '改派', remark: '客户要求就近维修' });
    expect(json.data.history[0].userName).not.toBe('');
    expect((await get('service_business01', t.ticket_no)).json.data.id).toBe(t.id);
  });

  it("lets the provider's users (and its engineer) read their own tickets", async () => {
    const t = await ticketOf('F00001');
    for (const username of ['sp01', 'wz01']) expect((await get(username, t.id)).status).toBe(200);
  });

  it("answers 404 for another provider's ticket and for an unknown id", async () => {
    const t = await ticketOf('F00001');
    const other = await get('sp02', t.id);
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('工单不存在');
    expect((await get('service_business01', 'NO-SUCH-TICKET')).status).toBe(404);
  });

  it('refuses roles without the menu entry or the detail button', async () => {
    const t = await ticketOf('F00001');
    const { status, json } = await get('fin01', t.id);
    expect(status).toBe(403);
    expect(json.message).toBe('无权限访问');
  });
});
