// Parts inquiry steps: the provider reads the maker's reply (part, name, price, remark) on the detail;
// 下单 (GET /v1/partQuery/order, button order on the list or the detail) turns a replied inquiry into an order;
// drafts are edited (POST /v1/partQuery/new with id and version, button edit) and deleted (DELETE
// /v1/partQuery/{id}, button delete) only while DRAFT. Attackers: another provider (404, nothing changes), roles
// without the button (403), wrong states (424), stale versions (424).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('parts inquiry reply, order, edit and delete on %s', (kind) => {
  let gw: Gateway;
  let part: { partsNo: string; partsName: string; salePrice: number };
  const row = (id: string) => gw.db.selectFrom('part_queries').selectAll().where('id', '=', id).executeTakeFirst();
  const draft = async (description = '询价') => {
    const r = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
      body: { partsNo: part.partsNo, qty: 2, description },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return r.json.data as { id: string; inquiryNo: string; version: number };
  };
  const replied = async () => {
    const { id } = await draft();
    expect((await gw.callAs('sp01', 'POST', '/v1/partQuery/submit', { body: { id, version: 1 } })).status).toBe(200);
    const r = await gw.callAs('part_business01', 'POST', '/v1/partQuery/reply', {
      body: { id, version: 2, replyContent: '有货，三天内发出', replyPartsNo: part.partsNo, replyPrice: 123.4 },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return id;
  };
  beforeAll(async () => {
    gw = await startGateway(kind);
    part = (
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', { body: { company: '1000', saleFlag: 1, size: 1 } })
    ).json.data.list[0];
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('the detail answers the reply (part, its name, price, remark) once replied, and nothing of it before', async () => {
    const { id } = await draft();
    const before = (await gw.callAs('sp01', 'GET', `/v1/partQuery/${id}`)).json.data;
    expect(before).toMatchObject({ replyPartsNo: '', replyPartsName: '', replyPrice: null, replyTime: null });
    const done = await replied();
    const after = (await gw.callAs('sp01', 'GET', `/v1/partQuery/${done}`)).json.data;
    expect(after).toMatchObject({
      status: 'REPLIED',
      replyPartsNo: part.partsNo,
      replyPartsName: part.partsName,
      replyContent: '有货，三天内发出',
    });
    expect(Number(after.replyPrice)).toBe(123.4);
    expect(after.replyTime).toBeTruthy();
  });

  it('下单 answers the order number, kept on the inquiry (ORDERED); a second 下单 is 424', async () => {
    const id = await replied();
    const order = await gw.callAs('sp01', 'GET', '/v1/partQuery/order', { query: { id, version: '3' } });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect(order.json.data.orderNo).toMatch(/^XS\d{12}$/);
    const got = (await gw.callAs('sp01', 'GET', `/v1/partQuery/${id}`)).json.data;
    expect(got).toMatchObject({
      status: 'ORDERED',
      statusName: '已下单',
      orderNo: order.json.data.orderNo,
      version: 4,
    });
    expect(got.orderTime).toBeTruthy();
    const again = await gw.callAs('sp01', 'GET', '/v1/partQuery/order', { query: { id } });
    expect(again.status).toBe(424);
    expect(again.json.message).toBe('询价单当前状态为【已下单】，不能下单');
  });

  it('下单 refuses: a draft or a submitted inquiry (424), a stale version (424), another provider (404), roles without the button (403)', async () => {
    const { id } = await draft();
    const early = await gw.callAs('sp01', 'GET', '/v1/partQuery/order', { query: { id } });
    expect(early.status).toBe(424);
    expect(early.json.message).toBe('询价单当前状态为【草稿】，不能下单');
    const target = await replied();
    expect(
      (await gw.callAs('sp01', 'GET', '/v1/partQuery/order', { query: { id: target, version: '2' } })).json.message,
    ).toBe('单据已被他人修改，请刷新后重试');
    const other = await gw.callAs('sp02', 'GET', '/v1/partQuery/order', { query: { id: target } });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('询价单不存在');
    for (const username of ['part_business01', 'part_data01', 'center01', 'wz01']) {
      const r = await gw.callAs(username, 'GET', '/v1/partQuery/order', { query: { id: target } });
      expect(r.status, username).toBe(403);
      expect(r.json.message).toBe('无权限访问');
    }
    expect(await row(target)).toMatchObject({ status: 'REPLIED', order_no: '', version: 3 });
  });

  it('edits a draft with its version; the new values are answered', async () => {
    const { id } = await draft('旧描述');
    const r = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
      body: { id, version: 1, partsNo: part.partsNo, qty: 5, description: '新描述' },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.data).toMatchObject({ id, version: 2 });
    expect((await gw.callAs('sp01', 'GET', `/v1/partQuery/${id}`)).json.data).toMatchObject({
      status: 'DRAFT',
      qty: 5,
      description: '新描述',
      version: 2,
    });
    const records = (await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`)).json.data;
    expect(records.map((x: { action: string }) => x.action)).toEqual(['edit', 'new']);
  });

  it('edit refuses: a stale version, a submitted inquiry (424), another provider (404), a role without 编辑 (403), bad input (417)', async () => {
    const { id } = await draft();
    const body = { id, partsNo: part.partsNo, qty: 3 };
    expect((await gw.callAs('sp01', 'POST', '/v1/partQuery/new', { body: { ...body, version: 1 } })).status).toBe(200);
    const stale = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', { body: { ...body, qty: 4, version: 1 } });
    expect(stale.status).toBe(424);
    expect(stale.json.message).toBe('单据已被他人修改，请刷新后重试');
    const other = await gw.callAs('sp02', 'POST', '/v1/partQuery/new', { body: { ...body, version: 2 } });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('询价单不存在');
    for (const username of ['part_business01', 'center01']) {
      expect(
        (await gw.callAs(username, 'POST', '/v1/partQuery/new', { body: { ...body, version: 2 } })).status,
        username,
      ).toBe(403);
    }
    const bad = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', { body: { ...body, version: 2, qty: 0 } });
    expect(bad.status).toBe(417);
    expect(bad.json.message).toContain('qty');
    expect(await row(id)).toMatchObject({ qty: 3, version: 2 });
    expect((await gw.callAs('sp01', 'POST', '/v1/partQuery/submit', { body: { id, version: 2 } })).status).toBe(200);
    const late = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', { body: { ...body, version: 3 } });
    expect(late.status).toBe(424);
    expect(late.json.message).toBe('询价单当前状态为【已提交】，不能修改');
  });

  it('deletes a draft (a change record remains); refuses another provider (404), a role without 删除 (403), a submitted one (424)', async () => {
    const { id } = await draft();
    const other = await gw.callAs('sp02', 'DELETE', `/v1/partQuery/${id}`, { query: { version: '1' } });
    expect(other.status).toBe(404);
    for (const username of ['part_business01', 'center01']) {
      expect((await gw.callAs(username, 'DELETE', `/v1/partQuery/${id}`)).status, username).toBe(403);
    }
    expect(
      (
        await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
          body: { id, version: 1, partsNo: part.partsNo, qty: 3 },
        })
      ).status,
    ).toBe(200);
    expect((await gw.callAs('sp01', 'DELETE', `/v1/partQuery/${id}`, { query: { version: '1' } })).status).toBe(424); // stale
    expect(await row(id)).toBeDefined();
    const ok = await gw.callAs('sp01', 'DELETE', `/v1/partQuery/${id}`, { query: { version: '2' } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(await row(id)).toBeUndefined();
    expect((await gw.callAs('sp01', 'GET', `/v1/partQuery/${id}`)).status).toBe(404);
    const records = await gw.db
      .selectFrom('change_records')
      .select('action')
      .where('doc_id', '=', id)
      .orderBy('id', 'desc')
      .execute();
    expect(records[0]?.action).toBe('delete');

    const submitted = await draft();
    expect(
      (await gw.callAs('sp01', 'POST', '/v1/partQuery/submit', { body: { id: submitted.id, version: 1 } })).status,
    ).toBe(200);
    const late = await gw.callAs('sp01', 'DELETE', `/v1/partQuery/${submitted.id}`);
    expect(late.status).toBe(424);
    expect(late.json.message).toBe('询价单当前状态为【已提交】，不能删除');
  });

  it("the replacement chooser: the maker searches an inquiry part's replacements and replies with a sellable new part", async () => {
    const group = await gw.db
      .selectFrom('replacement_groups as g')
      .innerJoin('replacement_parts as p', 'p.group_id', 'g.id')
      .innerJoin('company_parts as c', (j) => j.onRef('c.parts_no', '=', 'p.parts_no').on('c.company', '=', '1000'))
      .select(['g.parts_code', 'p.parts_no'])
      .where('p.side', '=', 'NEW')
      .where('p.sale_flag', '=', 1)
      .where('c.sale_flag', '=', 1)
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const created = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
      body: { partsNo: group.parts_code, qty: 1, submit: true },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id } = created.json.data;
    const SEARCH = '/v1/partQuery/searchReplacementParts';
    const found = await gw.callAs('part_business01', 'GET', SEARCH, { query: { partsCode: group.parts_code } });
    expect(found.status).toBe(200);
    const news = found.json.data.flatMap((g: { newPartsList: { partsNo: string }[] }) =>
      g.newPartsList.map((p) => p.partsNo),
    );
    expect(news).toContain(group.parts_no);
    const none = await gw.callAs('part_business01', 'GET', SEARCH, { query: {} });
    expect(none.status).toBe(417);
    expect(none.json.message).toBe('请先选择配件');
    for (const username of ['center01', 'wz01']) {
      expect(
        (await gw.callAs(username, 'GET', SEARCH, { query: { partsCode: group.parts_code } })).status,
        username,
      ).toBe(403);
    }
    const replied = await gw.callAs('part_business01', 'POST', '/v1/partQuery/reply', {
      body: { id, version: 1, replyContent: '请改用新件', replyPartsNo: group.parts_no },
    });
    expect(replied.status, JSON.stringify(replied.json)).toBe(200);
    expect((await gw.callAs('sp01', 'GET', `/v1/partQuery/${id}`)).json.data).toMatchObject({
      status: 'REPLIED',
      replyPartsNo: group.parts_no,
      replyContent: '请改用新件',
    });
  });

  it("the replacement search sends the inquiry's branch: a branch's own groups only there, groups of no branch everywhere", async () => {
    const SEARCH = '/v1/partQuery/searchReplacementParts';
    const own = await gw.db
      .selectFrom('replacement_groups')
      .select(['id', 'parts_code', 'branch_id'])
      .where('branch_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await gw.db
      .selectFrom('branches')
      .select('id')
      .where('id', '!=', own.branch_id!)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const groupsOf = async (branch?: string) => {
      const r = await gw.callAs('part_business01', 'GET', SEARCH, {
        query: branch ? { partsCode: own.parts_code, branch } : { partsCode: own.parts_code },
      });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      return (r.json.data as { id: string }[]).map((g) => g.id);
    };
    const everywhere = await gw.db
      .selectFrom('replacement_groups')
      .select('id')
      .where('parts_code', '=', own.parts_code)
      .where('branch_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(await groupsOf(own.branch_id!)).toContain(own.id);
    // another branch: the branch's own group is not offered (empty when the part has no group for every branch)
    const elsewhere = await groupsOf(other.id);
    expect(elsewhere).not.toContain(own.id);
    expect(elsewhere).toEqual(everywhere.map((g) => g.id));
    // no branch (a caller without one): every group
    expect(await groupsOf()).toContain(own.id);
  });

  it("the provider's 替换件 on the inquiry form: the sellable new parts for its own branch; 417 without a part; 403 without 新增 or 编辑", async () => {
    const NEW_PARTS = '/v1/partQuery/replacement/newParts';
    const sp01Branch = (
      await gw.db
        .selectFrom('users as u')
        .innerJoin('facilitators as f', 'f.id', 'u.facilitator_id')
        .select('f.branch_id')
        .where('u.username', '=', 'sp01')
        .executeTakeFirstOrThrow()
    ).branch_id!;
    // an old part with a group kept for another branch and a group for every branch
    const groups = await gw.db
      .selectFrom('replacement_groups')
      .select(['id', 'parts_code', 'branch_id'])
      .orderBy('id')
      .execute();
    const foreign = groups.find((g) => g.branch_id !== null && g.branch_id !== sp01Branch)!;
    expect(foreign, 'a group kept for another branch').toBeDefined();
    const newOf = async (groupId: string) =>
      await gw.db
        .selectFrom('replacement_parts')
        .select(['parts_no', 'sale_flag'])
        .where('group_id', '=', groupId)
        .where('side', '=', 'NEW')
        .execute();
    const asked = await gw.callAs('sp01', 'GET', NEW_PARTS, { query: { partsCode: foreign.parts_code } });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const offered = asked.json.data as { partsNo: string; saleFlagT: number }[];
    const elsewhere = groups.filter(
      (g) => g.parts_code === foreign.parts_code && (g.branch_id === null || g.branch_id === sp01Branch),
    );
    const allowed = new Set(
      (await Promise.all(elsewhere.map((g) => newOf(g.id))))
        .flat()
        .filter((p) => p.sale_flag === 1)
        .map((p) => p.parts_no),
    );
    for (const p of offered) expect(allowed.has(p.partsNo), p.partsNo).toBe(true);
    expect(offered.every((p) => p.saleFlagT === 1)).toBe(true);
    // the same part asked for the group's own branch offers that group's sellable new parts
    const there = await gw.callAs('sp01', 'GET', NEW_PARTS, {
      query: { partsCode: foreign.parts_code, branch: foreign.branch_id! },
    });
    const theirs = (await newOf(foreign.id)).filter((p) => p.sale_flag === 1).map((p) => p.parts_no);
    const sold = new Set(
      (
        await gw.db
          .selectFrom('company_parts')
          .select('parts_no')
          .where('company', '=', '1000')
          .where('sale_flag', '=', 1)
          .where('parts_no', 'in', theirs.length ? theirs : ['-'])
          .execute()
      ).map((r) => r.parts_no),
    );
    expect((there.json.data as { partsNo: string }[]).map((p) => p.partsNo)).toEqual(
      expect.arrayContaining(theirs.filter((no) => sold.has(no))),
    );
    for (const no of theirs.filter((n) => sold.has(n) && !allowed.has(n)))
      expect(offered.map((p) => p.partsNo)).not.toContain(no);

    const none = await gw.callAs('sp01', 'GET', NEW_PARTS, { query: {} });
    expect(none.status).toBe(417);
    expect(none.json.message).toBe('请先选择配件');
    for (const username of ['center01', 'wz01']) {
      expect(
        (await gw.callAs(username, 'GET', NEW_PARTS, { query: { partsCode: foreign.parts_code } })).status,
        username,
      ).toBe(403);
    }
  });
});
