// Options from the gateway: the branches a dropdown offers (POST /branch/search/V1.0: enabled branches,
// any signed-in user, none signed out), the init calls' state lists with the dictionaries' English names, and the
// ticket list's branchId (the branch of the ticket's provider) that 改派 opens with, kept in line by 派单 / 改派.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('options from the gateway on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('branch search: the enabled branches by code to every signed-in user; 401 signed out; bad input 417', async () => {
    // more branches than a default page of 10: a dropdown gets them all (the route's own default is 100)
    const extra = ['Z1', 'Z2', 'Z3', 'Z4'].map((c) => ({
      id: `test-branch-${c}`,
      code: `ZZ${c}`,
      name: `测试分公司${c}`,
      province_code: null,
      status: 'ENABLE',
      name_en: `Test branch ${c}`,
    }));
    await gw.db.insertInto('branches').values(extra).execute();
    const all = await gw.db
      .selectFrom('branches')
      .select(['id', 'code', 'name', 'name_en as nameEn'])
      .where('status', '=', 'ENABLE')
      .orderBy('code')
      .execute();
    for (const user of ['service_business01', 'sp01', 'service_data01']) {
      const res = await gw.call('gateway', 'POST', '/branch/search/V1.0', { token: await gw.tokenFor(user), body: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.list).toEqual(all);
    }
    const named = await gw.call('gateway', 'POST', '/branch/search/V1.0', {
      token: await gw.tokenFor('sp01'),
      body: { name: all[1].name },
    });
    expect(named.json().data.list).toEqual([all[1]]);
    expect((await gw.call('gateway', 'POST', '/branch/search/V1.0', { body: {} })).statusCode).toBe(401);
    expect(
      (
        await gw.call('gateway', 'POST', '/branch/search/V1.0', {
          token: await gw.tokenFor('sp01'),
          body: { name: 'x'.repeat(101) },
        })
      ).statusCode,
    ).toBe(417);
    expect(all.length).toBeGreaterThan(10);
    await gw.db
      .deleteFrom('branches')
      .where(
        'id',
        'in',
        extra.map((e) => e.id),
      )
      .execute();
  });

  it('the init calls answer the state lists of the dictionaries, English names included', async () => {
    const pq = await gw.call('gateway', 'GET', '/v1/partQuery/init', { token: await gw.tokenFor('sp01') });
    expect(pq.json().data.statusList).toContainEqual({
      itemValue: 'DRAFT',
      itemText: '草稿',
      itemTextEn: expect.any(String),
    });
    const notice = await gw.call('gateway', 'GET', '/notice/init/V1.0', { token: await gw.tokenFor('manager01') });
    expect(notice.json().data.publishModeList.map((m: { itemValue: string }) => m.itemValue)).toEqual(
      expect.arrayContaining(['SYSTEM', 'POPUP', 'FILE']),
    );
    expect(notice.json().data.stateList.every((s: { itemTextEn?: string }) => !!s.itemTextEn)).toBe(true);
  });

  it("the ticket list answers the branch of the ticket's provider; 改派 to another branch moves the ticket's branch with it", async () => {
    const token = await gw.tokenFor('service_business01');
    const t = await gw.db
      .selectFrom('service_tickets as t')
      .innerJoin('facilitators as f', 'f.id', 't.facilitator_id')
      .select(['t.id', 't.ticket_no', 't.version', 'f.branch_id'])
      .where('t.status', '=', 'WAITING_TAKE')
      .where('t.owner_rights', '=', false)
      .orderBy('t.id')
      .executeTakeFirstOrThrow();
    const listed = await gw.call('gateway', 'POST', '/ticket/search/V1.0', { token, body: { ticketNo: t.ticket_no } });
    expect(listed.json().data.list[0]).toMatchObject({ id: t.id, branchId: t.branch_id });
    const waiting = await gw.call('gateway', 'POST', '/ticket/search/V1.0', {
      token,
      body: { status: 'WAITING_ASSIGN', size: 5 },
    });
    expect(waiting.json().data.list.every((r: { branchId: unknown }) => r.branchId === null)).toBe(true);
    const other = await gw.db
      .selectFrom('facilitators')
      .select(['id', 'branch_id'])
      .where('status', '=', 'YES')
      .where('branch_id', '<>', t.branch_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const moved = await gw.call('gateway', 'PUT', '/ticket/assign', {
      token,
      body: {
        ticketId: t.id,
        facilitatorId: other.id,
        branchId: other.branch_id,
        reason: '换分公司',
        version: t.version,
      },
    });
    expect(moved.statusCode).toBe(200);
    const after = await gw.db
      .selectFrom('service_tickets')
      .select(['branch_id', 'facilitator_id'])
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ branch_id: other.branch_id, facilitator_id: other.id });
  });
});
