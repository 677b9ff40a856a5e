// Warehouse data permission (000 §3): a user with user_warehouse_permissions rows sees only those warehouses in
// the warehouse search, the warehouse detail and the stock queries; authority ALL lifts the restriction; users
// without rows see every warehouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, expectAll, startGateway, type Gateway } from './harness';

describe.each(databases)('warehouse data permission on %s', (kind) => {
  let gw: Gateway;
  let admin: string;
  let center: string;
  let userId: string;
  let all: { id: string }[];
  let granted: string[];
  const search = async (token: string, body: object = {}) => {
    const r = await gw.call('gateway', 'POST', '/warehouse/search/V1.0', { token, body: { size: 500, ...body } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { list: { id: string }[]; totalCount: number };
  };
  const stock = async (token: string, path: string) => {
    const r = await gw.call('gateway', 'POST', path, { token, body: { size: 500 } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { list: { warehouseId: string }[]; totalCount: number };
  };

  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
    center = await gw.tokenFor('center01');
    userId = (await gw.db.selectFrom('users').select('id').where('username', '=', 'center01').executeTakeFirstOrThrow())
      .id;
    all = (await search(center)).list;
    // two warehouses that hold stock, so the stock queries have something to show on both sides
    const withStock = await gw.db
      .selectFrom('stocks')
      .innerJoin('warehouses', 'warehouses.id', 'stocks.warehouse_id')
      .select('stocks.warehouse_id')
      .distinct()
      .where('warehouses.warehouse_type', '=', 'WZ_NEW')
      .where('warehouses.status', '=', 'ENABLE')
      .orderBy('stocks.warehouse_id')
      .limit(2)
      .execute();
    granted = withStock.map((r) => r.warehouse_id);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('a user without rows sees every warehouse and all stock', async () => {
    expect(all.length).toBeGreaterThan(2);
    expect(granted.length).toBe(2);
    const s = await stock(center, '/stockQuery/V1.0/search/parts');
    expect(new Set(s.list.map((r) => r.warehouseId)).size).toBeGreaterThan(2);
  });

  it('the stock search counts what it lists: its total (counted on stocks alone, migration 0022) equals the joined rows for every filter', async () => {
    const joined = async (f: { partsId?: string; warehouseId?: string; warehouseType?: string }) => {
      let q = gw.db
        .selectFrom('stocks as s')
        .innerJoin('parts as p', 'p.id', 's.parts_id')
        .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
        .select((eb) => eb.fn.countAll<string>().as('n'));
      if (f.partsId) q = q.where('s.parts_id', '=', f.partsId);
      if (f.warehouseId) q = q.where('s.warehouse_id', '=', f.warehouseId);
      if (f.warehouseType) q = q.where('w.warehouse_type', '=', f.warehouseType);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const some = await gw.db
      .selectFrom('stocks')
      .select(['parts_id', 'warehouse_id'])
      .orderBy('warehouse_id')
      .orderBy('parts_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const f of [
      {},
      { warehouseType: 'WZ_NEW' },
      { warehouseType: 'CENTER' },
      { partsId: some.parts_id },
      { warehouseId: some.warehouse_id, warehouseType: 'WZ_OLD' },
    ]) {
      const r = await gw.call('gateway', 'POST', '/stockQuery/V1.0/search/parts', {
        token: center,
        body: { size: 1, ...f },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.totalCount, JSON.stringify(f)).toBe(await joined(f));
    }
    // the keys hold: a stock row of an unknown part is refused by the database
    await expect(
      gw.db
        .insertInto('stocks')
        .values({ warehouse_id: some.warehouse_id, parts_id: 'NO-SUCH-PART', qty: 1, base_price: 1 })
        .execute(),
    ).rejects.toThrow(/foreign key|stocks_parts_fk/);
  });

  it('with rows: only those warehouses in the searches, the detail and the stock queries', async () => {
    for (const w of granted) {
      const r = await gw.call('gateway', 'POST', '/userWarehouse/new/V1.0', {
        token: admin,
        body: { userId, wareHouseId: w },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const mine = await search(center);
    expect(mine.list.map((w) => w.id).sort()).toEqual([...granted].sort());
    expect(mine.totalCount).toBe(2);
    // filters still apply inside the permitted set
    expect((await search(center, { id: granted[0] })).list.map((w) => w.id)).toEqual([granted[0]]);
    const other = all.find((w) => !granted.includes(w.id))!;
    expect((await search(center, { id: other.id })).totalCount).toBe(0);
    expect((await gw.call('gateway', 'GET', `/warehouse/V1.0/${granted[0]}`, { token: center })).statusCode).toBe(200);
    expect((await gw.call('gateway', 'GET', `/warehouse/V1.0/${other.id}`, { token: center })).statusCode).toBe(404);
    for (const path of ['/stockQuery/V1.0/search/parts', '/stockprice/servicenew/search/V1.0/retail/stockprice']) {
      const s = await stock(center, path);
      expect(s.list.length, path).toBeGreaterThan(0);
      expectAll(s.list, (r) => granted.includes(r.warehouseId), path);
    }
    // another user keeps the whole list
    expect((await search(admin)).totalCount).toBe(all.length);
  });

  it('authority ALL lifts the restriction; PART restores it', async () => {
    const set = (authority: string) =>
      gw.call('gateway', 'PUT', '/userWarehouse/authority/V1.0', { token: admin, body: { userId, authority } });
    expect((await set('ALL')).statusCode).toBe(200);
    expect((await search(center)).totalCount).toBe(all.length);
    expect((await set('PART')).statusCode).toBe(200);
    expect((await search(center)).totalCount).toBe(2);
  });

  it('removing the rows brings back every warehouse', async () => {
    const page = await gw.call('gateway', 'POST', '/userWarehouse/page_list/V1.0', {
      token: admin,
      body: { userId, size: 50 },
    });
    const rows = page.json().data.list as { id: string }[];
    expect(rows.length).toBe(2);
    for (const r of rows)
      expect(
        (await gw.call('gateway', 'DELETE', `/userWarehouse/remove/V1.0/${r.id}`, { token: admin })).statusCode,
      ).toBe(200);
    expect((await search(center)).totalCount).toBe(all.length);
  });
});
