// The repair-ticket list (menu 维修工单, POST /ticket/search/V1.0): maker staff see every ticket, a service
// provider's users only the tickets dispatched to their provider; filters by number prefix, VIN and state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, expectAll, startGateway, type Gateway } from './harness';

interface Ticket {
  id: string;
  ticketNo: string;
  status: string;
  statusName: string;
  facilitatorId: string | null;
  vin: string;
}

describe.each(databases)('repair-ticket list on %s', (kind) => {
  let gw: Gateway;
  const search = async (username: string, body: Record<string, unknown> = {}) => {
    const res = await gw.call('gateway', 'POST', '/ticket/search/V1.0', {
      token: await gw.tokenFor(username),
      body: { size: 500, ...body },
    });
    return {
      status: res.statusCode,
      json: res.json() as { data: { list: Ticket[]; totalCount: number }; message: string },
    };
  };
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('shows maker staff every ticket, with state names', async () => {
    const { status, json } = await search('service_business01');
    expect(status).toBe(200);
    const total = await gw.db
      .selectFrom('service_tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(json.data.totalCount).toBe(Number(total.n));
    expect(new Set(json.data.list.map((t) => t.facilitatorId)).size).toBeGreaterThan(2);
    expect(json.data.list.find((t) => t.status === 'WAITING_TAKE')?.statusName).toBe('待接单');
  });

  it("shows a provider's users only their provider's tickets, whatever the filter names", async () => {
    for (const username of ['sp01', 'wz01']) {
      const { json } = await search(username, { facilitatorId: 'F00002' });
      expect(json.data.list.length).toBeGreaterThanOrEqual(10);
      expect(new Set(json.data.list.map((t) => t.facilitatorId))).toEqual(new Set(['F00001']));
    }
    // the small demo data set may dispatch nothing to F00003 (sp02): dispatch one ticket of another provider to it
    const moved = await gw.db
      .selectFrom('service_tickets')
      .select('id')
      .where('facilitator_id', 'is not', null)
      .where('facilitator_id', 'not in', ['F00001', 'F00003'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (moved)
      await gw.db.updateTable('service_tickets').set({ facilitator_id: 'F00003' }).where('id', '=', moved.id).execute();
    const other = await search('sp02');
    expectAll(other.json.data.list, (t) => t.facilitatorId === 'F00003');
    expect(other.json.data.list.some((t) => t.facilitatorId === 'F00001')).toBe(false);
  });

  it('filters by number prefix, VIN and state', async () => {
    const all = (await search('admin')).json.data.list;
    const one = all[0];
    expect((await search('admin', { ticketNo: one.ticketNo })).json.data.list.map((t) => t.id)).toEqual([one.id]);
    expect((await search('admin', { vin: one.vin.slice(-8) })).json.data.list.map((t) => t.id)).toContain(one.id);
    const waiting = (await search('admin', { status: 'WAITING_ASSIGN' })).json.data.list;
    expect(waiting.length).toBeGreaterThan(0);
    expectAll(waiting, (t) => t.status === 'WAITING_ASSIGN' && t.facilitatorId === null);
  });

  it('refuses roles without the menu entry', async () => {
    const { status, json } = await search('fin01');
    expect(status).toBe(403);
    expect(json.message).toBe('无权限访问');
  });
});
