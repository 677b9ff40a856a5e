// Owners (object-level access, docs/gateway.md "Owners"): a service provider's user sees and changes only its own
// provider's rows. Documents of SP00001 (F00001) are created through the API as sp01 or taken from the demo data;
// sp02 (SP00003) and onlineProvider01 (SP00002) attack them on every get, change, delete, download and
// change-record route; searches as sp01 never answer another provider's rows even when the filter names one;
// the maker's staff still see every provider; internal columns are never answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Host } from '../../server/http/route';
import { clearAuthCaches } from '../../server/auth/session';
import { INTERNAL_KEYS } from '../../server/auth/owners';
import { databases, expectAll, startGateway, type Gateway, multipart, type Row } from './harness';

const OWN = 'F00001';
const OTHER = 'F00003';
const PDF = Buffer.from('%PDF-1.4 owners test');

/** Every key of a JSON value, at any depth. */
function keysOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => keysOf(x, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysOf(x, out);
    }
  return out;
}

/** A row of a list answer: every listed record has its id. */
type Listed = Row & { id: string };

/** The rows of a list answer: data.list, data (dataList), or result.records / data.records. */
function rowsOf(json: unknown): Listed[] {
  const answer = json as { data?: unknown; result?: unknown } | null;
  const d = (answer?.data ?? answer?.result) as Listed[] | { list?: Listed[]; records?: Listed[] } | undefined;
  if (Array.isArray(d)) return d;
  return d?.list ?? d?.records ?? [];
}

describe.each(databases)('owners (object-level access) on %s', (kind) => {
  let gw: Gateway;
  const t: Record<string, string> = {};
  const doc = {
    pq: '',
    bill: '',
    ticket: '',
    claim: '',
    otherClaim: '',
    att: '',
    loose: '',
    savedBill: '',
    warehouse: '',
  };
  let refusals = 0;

  const call = (
    as: string,
    method: string,
    path: string,
    opts: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string>; host?: Host } = {},
  ) =>
    gw.call(opts.host ?? 'gateway', method, path, {
      token: t[as],
      query: opts.query,
      body: opts.body,
      headers: opts.headers,
    });

  /** A refusal: 403, or 404 with the "<文档>不存在" message (never the document). `owner`: the user has the
   * menu and button (sp02 has sp01's role), so the refusal must come from the owner rule: 404. */
  function refused(res: { statusCode: number; body: string }, what: string, owner = false) {
    expect(owner ? [404] : [403, 404], `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
      res.statusCode,
    );
    if (res.statusCode === 404) expect(JSON.parse(res.body).message, what).toMatch(/不存在$/);
    refusals++;
  }

  beforeAll(async () => {
    gw = await startGateway(kind);
    for (const u of ['sp01', 'sp02', 'onlineProvider01', 'wz01', 'admin', 'service_business01', 'part_business01'])
      t[u] = await gw.tokenFor(u);
    const { db } = gw;
    // A parts inquiry of SP00001, submitted.
    const part = (
      await call('sp01', 'POST', '/partsCompany/search/V1.0', { body: { company: '1000', saleFlag: 1, size: 1 } })
    ).json().data.list[0];
    doc.pq = (
      await call('sp01', 'POST', '/v1/partQuery/new', {
        body: { partsNo: part.partsNo, qty: 1, description: '询价', submit: true },
      })
    ).json().data.id;
    // Two core return bills of SP00001: one committed, one saved (deletable).
    const claims = (
      await call('sp01', 'POST', '/claim/search/V1.0', { body: { isReturnBillNull: true, size: 3 } })
    ).json().data.list;
    const warehouseId = (await call('sp01', 'GET', '/coreReturnBill/init/V1.0')).json().data.warehouseList[0].id;
    doc.bill = (
      await call('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { warehouseId, claimIds: [claims[0].id] } })
    ).json().data.id;
    doc.savedBill = (
      await call('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { warehouseId, claimIds: [claims[1].id] } })
    ).json().data.id;
    doc.claim = claims[2].id;
    doc.warehouse = warehouseId;
    doc.otherClaim = (
      await db
        .selectFrom('claims')
        .select('id')
        .where('facilitator_id', '=', OTHER)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    // A ticket dispatched to SP00001 (dispatched again by the maker, so it has change records).
    const ticket = await db
      .selectFrom('service_tickets')
      .select(['id', 'version'])
      .where('facilitator_id', '=', OWN)
      .where('status', '=', 'WAITING_TAKE')
      .where('owner_rights', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    doc.ticket = ticket.id;
    await db
      .insertInto('change_records')
      .values({
        table_name: 'service_tickets',
        doc_id: ticket.id,
        action: 'assign',
        user_id: null,
        before: null,
        after: JSON.stringify({ facilitator_id: OWN }),
      })
      .execute();
    // An attachment of an SP00001 claim, and one not tied to a document.
    const up = multipart(
      { attachmentType: 'CLAIM', folder: 'claim', refId: doc.claim },
      { name: '旧件.pdf', type: 'application/pdf', data: PDF },
    );
    const a = await call('sp01', 'POST', '/file/upload/V1.0', { body: up.body, headers: up.headers });
    expect(a.statusCode, a.body).toBe(200);
    doc.att = a.json().data.attachmentId;
    const loose = multipart({ attachmentType: 'OTHER' }, { name: '草稿.pdf', type: 'application/pdf', data: PDF });
    doc.loose = (
      await call('sp01', 'POST', '/file/upload/V1.0', { body: loose.body, headers: loose.headers })
    ).json().data.attachmentId;
    expectAll(Object.values(doc), Boolean, JSON.stringify(doc));
  });
  afterAll(async () => {
    console.log(`[owners ${kind}] refusals asserted: ${refusals}`);
    await gw?.close();
  });

  it('sp01 reaches its own documents', async () => {
    expect((await call('sp01', 'GET', `/v1/partQuery/${doc.pq}`)).statusCode).toBe(200);
    expect((await call('sp01', 'GET', `/coreReturnBill/V1.0/${doc.bill}`)).statusCode).toBe(200);
    const down = await call('sp01', 'GET', `/file/download/V1.0/${doc.att}`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect((await call('sp01', 'GET', `/file/download/V1.0/${doc.loose}`)).statusCode).toBe(200);
    for (const id of [doc.pq, doc.bill, doc.att]) {
      const r = await call('sp01', 'GET', `/changeRecord/V1.0/${id}`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.length).toBeGreaterThan(0);
    }
  });

  describe.each(['sp02', 'onlineProvider01'])('a second provider (%s)', (attacker) => {
    it('is refused on get, change and delete of inquiries and core return bills', async () => {
      refused(await call(attacker, 'GET', `/v1/partQuery/${doc.pq}`), 'inquiry get', attacker === 'sp02');
      refused(
        await call(attacker, 'POST', '/v1/partQuery/new', { body: { id: doc.pq, partsName: 'x' } }),
        'inquiry edit',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'POST', '/v1/partQuery/submit', { body: { id: doc.pq } }),
        'inquiry submit',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'POST', '/v1/partQuery/feedback', { body: { id: doc.pq, feedbackContent: 'x' } }),
        'inquiry feedback',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'GET', '/v1/partQuery/order', { query: { id: doc.pq } }),
        'inquiry order',
        attacker === 'sp02',
      );
      refused(await call(attacker, 'GET', `/coreReturnBill/V1.0/${doc.bill}`), 'bill get', attacker === 'sp02');
      refused(
        await call(attacker, 'GET', `/coreReturnBill/calculateTotalPrice/V1.0/${doc.bill}`),
        'bill total',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'GET', '/v1/coreReturnBill/freight/calc', { query: { id: doc.bill } }),
        'bill freight',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'POST', '/coreReturnBill/save/V1.0', {
          body: { id: doc.savedBill, warehouseId: doc.warehouse, claimIds: [doc.claim] },
        }),
        'bill save',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'POST', '/coreReturnBill/commit/V1.0', { body: { id: doc.savedBill } }),
        'bill commit',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'POST', '/coreReturnBill/updateLogistics/V1.0', {
          body: { id: doc.bill, logisticsCompany: 'x', logisticsNo: 'y' },
        }),
        'bill logistics',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'DELETE', `/coreReturnBill/V1.0/${doc.savedBill}`),
        'bill delete',
        attacker === 'sp02',
      );
      const pq = await gw.db
        .selectFrom('part_queries')
        .select(['status', 'version'])
        .where('id', '=', doc.pq)
        .executeTakeFirstOrThrow();
      expect(pq).toEqual({ status: 'SUBMITTED', version: 1 });
      const bills = await gw.db
        .selectFrom('core_return_bills')
        .select(['id', 'status'])
        .where('id', 'in', [doc.bill, doc.savedBill])
        .orderBy('status')
        .execute();
      expect(bills.map((b) => b.status)).toEqual(['COMMITTED', 'SAVED']);
    });

    it('is refused on tickets, claims and attachments (download, delete, upload to the document)', async () => {
      const take = await call(attacker, 'PUT', '/facilitator/ticket/take/single/V1.0', {
        body: { ticketId: doc.ticket },
      });
      refused(take, 'ticket take');
      expect(
        (
          await gw.db
            .selectFrom('service_tickets')
            .select('status')
            .where('id', '=', doc.ticket)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('WAITING_TAKE');
      refused(
        await call(attacker, 'GET', `/file/download/V1.0/${doc.att}`),
        'attachment download',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'GET', `/file/download/V1.0/${doc.loose}`),
        'untied attachment download',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'DELETE', '/file/delete/V1.0', { query: { attachmentId: doc.att } }),
        'attachment delete',
        attacker === 'sp02',
      );
      refused(
        await call(attacker, 'DELETE', '/file/batch/delete/V1.0', {
          query: { attachmentIds: `${doc.att},${doc.loose}` },
        }),
        'attachment batch delete',
        attacker === 'sp02',
      );
      const up = multipart(
        { attachmentType: 'CLAIM', refId: doc.claim },
        { name: 'x.pdf', type: 'application/pdf', data: PDF },
      );
      refused(
        await call(attacker, 'POST', '/file/upload/V1.0', { body: up.body, headers: up.headers }),
        "upload to another provider's claim",
        attacker === 'sp02',
      );
      const toBill = multipart(
        { attachmentType: 'CORE_RETURN_BILL', refId: doc.bill },
        { name: 'x.pdf', type: 'application/pdf', data: PDF },
      );
      refused(
        await call(attacker, 'POST', '/file/upload/V1.0', { body: toBill.body, headers: toBill.headers }),
        "upload to another provider's bill",
        attacker === 'sp02',
      );
      const left = await gw.db
        .selectFrom('attachments')
        .select('attachment_id')
        .where('attachment_id', 'in', [doc.att, doc.loose])
        .execute();
      expect(left).toHaveLength(2);
      const parts = await call(attacker, 'POST', '/claimParts/return/search/V1.0', { body: { claimIds: [doc.claim] } });
      if (parts.statusCode === 200) expect(rowsOf(parts.json())).toEqual([]);
      else refused(parts, 'claim parts');
    });

    it('is refused on the change records of every document kind', async () => {
      for (const [what, id] of Object.entries({
        inquiry: doc.pq,
        bill: doc.bill,
        ticket: doc.ticket,
        attachment: doc.att,
        loose: doc.loose,
      })) {
        const r = await call(attacker, 'GET', `/changeRecord/V1.0/${id}`);
        refused(r, `change records of the ${what}`, attacker === 'sp02');
        expect(r.body).not.toContain(id === doc.att ? 'storage' : 'facilitator_id');
      }
      // A document without records (demo data) of another provider answers like an unknown id.
      const seedPq = await gw.db
        .selectFrom('part_queries')
        .select('id')
        .where('facilitator_id', '=', OWN)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const r = await call(attacker, 'GET', `/changeRecord/V1.0/${seedPq.id}`);
      const unknown = await call(attacker, 'GET', '/changeRecord/V1.0/no-such-document');
      expect(r.statusCode).toBe(unknown.statusCode);
      if (r.statusCode === 404) expect(r.json().message).toBe(unknown.json().message);
    });
  });

  it('searches as sp01 answer only SP00001 rows, filtered in SQL, even when the filter names another provider', async () => {
    const { db } = gw;
    const ownClaims = Number(
      (
        await db
          .selectFrom('claims')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('facilitator_id', '=', OWN)
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const path of ['/claim/search/V1.0', '/claim/manage/search/V1.0']) {
      const r = await call('sp01', 'POST', path, { body: { facilitatorId: OTHER, size: 500 } });
      if (r.statusCode !== 200) {
        refused(r, path);
        continue;
      }
      const rows = rowsOf(r.json());
      expect(rows.length, path).toBeGreaterThan(0);
      expectAll(rows, (c) => c.facilitatorId === OWN, path);
      expect(r.json().data.totalCount, path).toBe(ownClaims);
    }
    const pick = await call('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
      body: { module: 'BACKHAUL', facilitatorId: OTHER, size: 500 },
    });
    const picked = rowsOf(pick.json()).map((c) => c.id);
    expect(picked.length).toBeGreaterThan(0);
    const pickedOwners = await db
      .selectFrom('claims')
      .select('facilitator_id')
      .where('id', 'in', picked)
      .distinct()
      .execute();
    expect(pickedOwners.map((o) => o.facilitator_id)).toEqual([OWN]);

    const bills = await call('sp01', 'POST', '/coreReturnBill/V1.0/page', { body: { size: 500, facilitatorName: '' } });
    expect(rowsOf(bills.json()).length).toBeGreaterThan(0);
    expectAll(rowsOf(bills.json()), (b) => b.facilitatorId === OWN);
    const pqs = await call('sp01', 'POST', '/v1/partQuery/get_page_list', { body: { size: 500 } });
    expect(rowsOf(pqs.json()).length).toBeGreaterThan(0);
    expectAll(rowsOf(pqs.json()), (p) => p.facilitatorId === OWN);
    expect(pqs.json().totalCount).toBe(
      Number(
        (
          await db
            .selectFrom('part_queries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('facilitator_id', '=', OWN)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

    // Stock: the parts a provider bought (returnable sale-order lines) are its own.
    const stock = await call('sp01', 'POST', '/returnOrder/V1.0/parts', { body: { facilitatorId: OTHER, size: 500 } });
    if (stock.statusCode === 200) {
      const ids = rowsOf(stock.json()).map((l) => l.id);
      expect(ids.length).toBeGreaterThan(0);
      const owners = await db
        .selectFrom('sale_order_lines')
        .select('facilitator_id')
        .where('id', 'in', ids)
        .distinct()
        .execute();
      expect(owners.map((o) => o.facilitator_id)).toEqual([OWN]);
    } else refused(stock, 'returnable parts');

    // Provider users: engineers, user accounts, persons, users of a role.
    const emp = await call('sp01', 'GET', '/facilitator/employee/search/V1.0', {
      query: { facilitatorId: OTHER, size: 100, current: 1 },
    });
    if (emp.statusCode === 200) {
      expect(rowsOf(emp.json()).length).toBeGreaterThan(0);
      expectAll(rowsOf(emp.json()), (e) => e.facilitatorId === OWN);
    } else refused(emp, 'engineers');
    const userLists: [Host, string, string, { query?: Record<string, unknown>; body?: unknown }][] = [
      ['gateway', 'POST', '/facilitatorUser/V1.0/page', { body: { facilitatorId: OTHER, size: 100 } }],
      ['gateway', 'POST', '/person/search/V1.0', { body: { size: 100 } }],
      ['console', 'GET', '/sys/user/list', { query: { pageSize: 100 } }],
      ['login', 'GET', '/api/sys/user/userRoleList', { query: { pageSize: 100 } }],
    ];
    for (const [host, method, path, o] of userLists) {
      const r = await call('sp01', method, path, { ...o, host });
      if (r.statusCode !== 200) {
        refused(r, path);
        continue;
      }
      const rows = rowsOf(r.json());
      const ids = rows.map((x) => x.id);
      if (ids.length === 0) continue;
      const owners = await db.selectFrom('users').select('facilitator_id').where('id', 'in', ids).distinct().execute();
      expect(
        owners.map((o) => o.facilitator_id),
        path,
      ).toEqual([OWN]);
    }
    const tickets = await call('sp01', 'POST', '/ticket/search/V1.0', { body: { size: 500 } });
    if (tickets.statusCode === 200) {
      expect(rowsOf(tickets.json()).length).toBeGreaterThan(0);
      expectAll(rowsOf(tickets.json()), (x) => x.facilitatorId === OWN);
    } else expect([403, 404]).toContain(tickets.statusCode);
  });

  it('an engineer (wz01) sees what its provider sees, and nothing of another provider', async () => {
    const emp = await call('wz01', 'GET', '/facilitator/employee/search/V1.0', {
      query: { facilitatorId: OTHER, size: 100, current: 1 },
    });
    if (emp.statusCode === 200) expectAll(rowsOf(emp.json()), (e) => e.facilitatorId === OWN);
    const tickets = await call('wz01', 'POST', '/ticket/search/V1.0', { body: { size: 500 } });
    if (tickets.statusCode === 200) {
      const rows = rowsOf(tickets.json());
      expectAll(rows, (x) => x.facilitatorId === OWN);
      // not limited to the tickets dispatched to the engineer: every ticket of its provider
      expect(rows.length).toBe(
        rowsOf((await call('sp01', 'POST', '/ticket/search/V1.0', { body: { size: 500 } })).json()).length,
      );
    }
    const otherTicket = await gw.db
      .selectFrom('service_tickets')
      .select('id')
      .where('facilitator_id', '=', OTHER)
      .where('status', '=', 'WAITING_TAKE')
      .orderBy('id')
      .executeTakeFirst();
    if (otherTicket)
      refused(
        await call('wz01', 'PUT', '/facilitator/ticket/take/single/V1.0', { body: { ticketId: otherTicket.id } }),
        "engineer takes another provider's ticket",
      );
  });

  it("the maker's staff are not limited by owner", async () => {
    const all = await call('admin', 'POST', '/claim/manage/search/V1.0', { body: { size: 500 } });
    expect(new Set(rowsOf(all.json()).map((c) => c.facilitatorId)).size).toBeGreaterThan(1);
    const named = await call('admin', 'POST', '/claim/manage/search/V1.0', {
      body: { facilitatorId: OTHER, size: 500 },
    });
    expect(rowsOf(named.json()).length).toBeGreaterThan(0);
    expectAll(rowsOf(named.json()), (c) => c.facilitatorId === OTHER);
    for (const u of ['admin', 'service_business01']) {
      expect((await call(u, 'GET', `/coreReturnBill/V1.0/${doc.bill}`)).statusCode, u).toBe(200);
      const page = await call(u, 'POST', '/coreReturnBill/V1.0/page', { body: { size: 500 } });
      expect(
        rowsOf(page.json()).some((b) => b.id === doc.bill),
        u,
      ).toBe(true);
      expect((await call(u, 'GET', `/changeRecord/V1.0/${doc.bill}`)).statusCode, u).toBe(200);
    }
    for (const u of ['admin', 'part_business01']) {
      expect((await call(u, 'GET', `/v1/partQuery/${doc.pq}`)).statusCode, u).toBe(200);
      expect((await call(u, 'GET', `/changeRecord/V1.0/${doc.pq}`)).statusCode, u).toBe(200);
    }
    expect((await call('admin', 'GET', `/file/download/V1.0/${doc.att}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/changeRecord/V1.0/${doc.ticket}`)).statusCode).toBe(200);
    const emp = await call('admin', 'GET', '/facilitator/employee/search/V1.0', {
      query: { facilitatorId: OTHER, size: 100, current: 1 },
    });
    expectAll(rowsOf(emp.json()), (e) => e.facilitatorId === OTHER);
    const tickets = await call('admin', 'POST', '/ticket/search/V1.0', { body: { size: 500 } });
    if (tickets.statusCode === 200)
      expect(new Set(rowsOf(tickets.json()).map((x) => x.facilitatorId)).size).toBeGreaterThan(1);
  });

  it('supplier parts belong to the maker: a provider reads them and never changes them, whatever its grants', async () => {
    const { db } = gw;
    const list = await call('sp01', 'POST', '/supplierParts/search/V1.0', { body: { size: 5 } });
    expect(list.statusCode).toBe(200);
    const sp = rowsOf(list.json())[0];
    expect((await call('sp01', 'GET', `/supplierParts/V1.0/${sp.id}`)).statusCode).toBe(200);
    // An older database that still grants the provider role the writing buttons.
    const perms = await db
      .selectFrom('permissions')
      .innerJoin('menus', 'menus.id', 'permissions.menu_id')
      .select('permissions.id')
      .where('menus.path', 'in', ['/supplierParts', '/detail/supplierPart/:id'])
      .execute();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'provider')
      .executeTakeFirstOrThrow();
    const have = new Set(
      (await db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', role.id).execute()).map(
        (r) => r.permission_id,
      ),
    );
    const add = perms.filter((p) => !have.has(p.id)).map((p) => ({ role_id: role.id, permission_id: p.id }));
    if (add.length) await db.insertInto('role_permissions').values(add).execute();
    clearAuthCaches();
    const before = await db
      .selectFrom('supplier_parts')
      .select(['id', 'version', 'purchase_price', 'status'])
      .where('id', '=', sp.id)
      .executeTakeFirstOrThrow();
    const supplier = rowsOf(
      (await call('admin', 'POST', '/supplier/search/V1.0', { body: { status: 'ENABLE', size: 1 } })).json(),
    )[0];
    const attempts: [string, string, unknown][] = [
      ['PUT', '/supplierParts/V1.0', { id: sp.id, version: before.version, purchasePrice: 0.01 }],
      ['POST', '/supplierParts/V1.0/invalid', { ids: [sp.id] }],
      [
        'POST',
        '/supplierParts/V1.0/batch',
        { list: [{ supplierNo: supplier.supplierNo, partsNo: sp.partsNo, company: sp.company, purchasePrice: 1 }] },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const r = await call('sp01', method, path, { body });
      expect(r.statusCode, `${path}: ${r.body}`).toBe(403);
      expect(r.json().message).toBe('无权限访问');
      refusals++;
    }
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'],
        [supplier.supplierNo, sp.company, sp.partsNo, 1, 1, 1, ''],
      ]),
      'S',
    );
    const sheet = multipart(
      {},
      {
        name: 'i.xlsx',
        type: 'application/octet-stream',
        data: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      },
    );
    const imp = await call('sp01', 'POST', '/supplierParts/import/V1.0', { body: sheet.body, headers: sheet.headers });
    expect(imp.statusCode, imp.body).toBe(403);
    refusals++;
    const after = await db
      .selectFrom('supplier_parts')
      .select(['id', 'version', 'purchase_price', 'status'])
      .where('id', '=', sp.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    if (add.length)
      await db
        .deleteFrom('role_permissions')
        .where('role_id', '=', role.id)
        .where(
          'permission_id',
          'in',
          add.map((a) => a.permission_id),
        )
        .execute();
    clearAuthCaches();
  });

  it('no answer carries an internal column (storage paths, password and token hashes)', async () => {
    const { db } = gw;
    // Recorded rows hold them (an attachment's storage path; a password hash in an older record): never answered.
    const recorded = await db
      .selectFrom('change_records')
      .select('after')
      .where('doc_id', '=', doc.att)
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(recorded.after)).toContain('storage_path');
    const userId = (await db.selectFrom('users').select('id').where('username', '=', 'sp01').executeTakeFirstOrThrow())
      .id;
    await db
      .insertInto('change_records')
      .values({
        table_name: 'users',
        doc_id: userId,
        action: 'update',
        user_id: null,
        before: JSON.stringify({ password_hash: '$2a$10$x', nested: { token_hash: 'y' } }),
        after: JSON.stringify({ realname: 'x' }),
      })
      .execute();
    const answers: [string, Host, string, string, { query?: Record<string, unknown>; body?: unknown }][] = [
      ['sp01', 'gateway', 'GET', `/changeRecord/V1.0/${doc.att}`, {}],
      ['admin', 'gateway', 'GET', `/changeRecord/V1.0/${doc.att}`, {}],
      ['admin', 'gateway', 'GET', `/changeRecord/V1.0/${userId}`, {}],
      ['sp01', 'gateway', 'GET', `/changeRecord/V1.0/${doc.bill}`, {}],
      ['sp01', 'gateway', 'POST', '/claim/search/V1.0', { body: { size: 5 } }],
      ['admin', 'gateway', 'POST', '/claim/manage/search/V1.0', { body: { size: 5 } }],
      ['sp01', 'gateway', 'POST', '/coreReturnBill/V1.0/page', { body: { size: 5 } }],
      ['sp01', 'gateway', 'GET', `/coreReturnBill/V1.0/${doc.bill}`, {}],
      ['sp01', 'gateway', 'POST', '/v1/partQuery/get_page_list', { body: { size: 5 } }],
      ['sp01', 'gateway', 'GET', `/v1/partQuery/${doc.pq}`, {}],
      ['sp01', 'gateway', 'POST', '/supplierParts/search/V1.0', { body: { size: 5 } }],
      ['admin', 'gateway', 'POST', '/person/search/V1.0', { body: { size: 5 } }],
      ['admin', 'gateway', 'POST', '/facilitatorUser/V1.0/page', { body: { size: 5 } }],
      ['admin', 'console', 'GET', '/sys/user/list', { query: { pageSize: 5 } }],
      ['admin', 'login', 'GET', '/api/sys/user/userRoleList', { query: { pageSize: 5 } }],
      ['admin', 'gateway', 'POST', '/ticket/search/V1.0', { body: { size: 5 } }],
      ['admin', 'gateway', 'GET', '/device/fuzzy/V1.0', { query: { vin: 'LZZ1BL0' } }],
    ];
    let checked = 0;
    for (const [as, host, method, path, o] of answers) {
      const r = await call(as, method, path, { ...o, host });
      if (r.statusCode !== 200) continue;
      const keys = [...keysOf(r.json())].filter((k) => INTERNAL_KEYS.has(k));
      expect(keys, `${as} ${path}`).toEqual([]);
      expect(r.body, `${as} ${path}`).not.toMatch(/\$2[aby]\$\d\d\$/);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
    const up = multipart(
      { attachmentType: 'CLAIM', refId: doc.claim },
      { name: 'y.pdf', type: 'application/pdf', data: PDF },
    );
    const upload = await call('sp01', 'POST', '/file/upload/V1.0', { body: up.body, headers: up.headers });
    expect([...keysOf(upload.json())].filter((k) => INTERNAL_KEYS.has(k) || /upload_?user_?id/i.test(k))).toEqual([]);
  });

  it('the image link stays public for images only; other files need a user who may read the document', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = multipart(
      { attachmentType: 'CLAIM', refId: doc.claim },
      { name: 'p.png', type: 'image/png', data: png },
    );
    const img = (await call('sp01', 'POST', '/file/upload/V1.0', { body: up.body, headers: up.headers })).json().data;
    const pub = await gw.call('gateway', 'GET', `/file/image/V1.0/${img.attachmentId}`, { unsigned: true });
    expect(pub.statusCode).toBe(200);
    const pdfByImageLink = await gw.call('gateway', 'GET', `/file/image/V1.0/${doc.att}`, { unsigned: true });
    expect(pdfByImageLink.statusCode).toBe(404);
    const anonymous = await gw.call('gateway', 'GET', `/file/download/V1.0/${doc.att}`, { unsigned: true });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
