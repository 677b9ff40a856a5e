// The price options of a sales-order line (000 §3 priceDtos: basePrice, actualQty, totalPrice) at the gateway on
// both databases: saleOrder.linePrices offers the part's sale price and the stock price of the order's shipping
// warehouse for the quantity asked; saleOrder.lineQty (库存价格) saves one of them, checked against the options the
// gateway computes (a forged price or the price of another warehouse's stock: 417 with the options named); the
// chosen stock price survives the order's re-pricing (选择配件), the sale price returns the line to the catalogue;
// another provider's order 404, a role without the button 403.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const rowsOf = (r: { json: { data: unknown } }): Row[] => {
  const d = r.json.data as Row[] | { list?: Row[] };
  return Array.isArray(d) ? d : (d.list ?? []);
};
const r2 = (n: number) => Math.round(n * 100) / 100;

describe.each(databases)('sales-order line price options on %s', (kind) => {
  let gw: Gateway;
  let init: Row;
  let sellable: Row[] = [];
  let warehouseId = '';
  let otherWarehouseId = '';
  beforeAll(async () => {
    gw = await startGateway(kind);
    init = (await gw.callAs('sp01', 'GET', '/saleOrder/init/V1.0')).json.data as Row;
    sellable = rowsOf(
      await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', {
        body: { saleFlag: 1, status: 'ENABLE', size: 50, current: 1 },
      }),
    )
      .filter((p) => Number(p.salePrice) > 0 && Number(p.minSale) >= 1)
      .slice(0, 2);
    const ws = rowsOf(
      await gw.callAs('sp01', 'POST', '/warehouse/search/V1.0', {
        body: { warehouseTypeList: ['WZ_NEW'], branchId: init.branchId, size: 10, current: 1 },
      }),
    );
    warehouseId = String(ws[0].id);
    otherWarehouseId = String(ws[1]?.id ?? '');
  });
  afterAll(async () => {
    await gw?.close();
  });

  /** A stock row of the part in the warehouse at this base price (inserted or updated). */
  const stockAt = (warehouse: string, partsId: string, price: number) =>
    sql`insert into stocks (warehouse_id, parts_id, qty, base_price) values (${warehouse}, ${partsId}, 50, ${price})
        on conflict (warehouse_id, parts_id) do update set base_price = excluded.base_price`.execute(gw.db);

  it('offers the sale and stock prices as priceDtos, saves only one of them, and keeps it through re-pricing', async () => {
    const part = sellable[0];
    const partsId = String(part.partsNo);
    const sale = Number(part.salePrice);
    const stock = r2(sale + 12.3);
    const elsewhere = r2(sale + 45.6);
    const other = await gw.db
      .selectFrom('warehouses')
      .select('id')
      .where('id', '<>', warehouseId)
      .executeTakeFirstOrThrow();
    await stockAt(warehouseId, partsId, stock);
    await stockAt(other.id, partsId, elsewhere);

    const saved = await gw.callAs('sp01', 'POST', '/saleOrder/save/V1.0', {
      body: { branchId: init.branchId, warehouseId, lines: [{ companyPartsId: part.id, qty: Number(part.minSale) }] },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = String(saved.json.data.id);
    const order = async () => (await gw.callAs('sp01', 'GET', `/saleOrder/V1.0/${id}`)).json.data as Row;
    const line = ((await order()).lines as Row[])[0];
    expect(line).toMatchObject({ orderId: id, partsId, basePrice: sale });

    const qty = Number(part.minSale) + 3;
    const prices = (who: string, body: Row) =>
      gw.callAs(who, 'POST', '/saleOrder/linePrices/V1.0', { body: { id, partsId, qty, ...body } });
    const offered = await prices('sp01', {});
    expect(offered.status, JSON.stringify(offered.json)).toBe(200);
    const two = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(offered.json.data).toEqual({
      id,
      lineId: line.id,
      priceDtos: [
        {
          basePrice: sale,
          actualQty: qty,
          totalPrice: r2(sale * qty),
          source: 'SALE',
          label: `销售价 ${two(sale)} × ${qty} = ${two(r2(sale * qty))}`,
          labelEn: `Sale price ${two(sale)} × ${qty} = ${two(r2(sale * qty))}`,
        },
        {
          basePrice: stock,
          actualQty: qty,
          totalPrice: r2(stock * qty),
          source: 'STOCK',
          label: `库存价 ${two(stock)} × ${qty} = ${two(r2(stock * qty))}`,
          labelEn: `Stock price ${two(stock)} × ${qty} = ${two(r2(stock * qty))}`,
        },
      ],
    });
    expect((await prices('center01', {})).status).toBe(403);
    expect([(await prices('sp02', {})).status, (await prices('sp02', {})).json.message]).toEqual([
      404,
      '销售订单不存在',
    ]);
    expect((await prices('sp01', { partsId: 'NO-SUCH-PART' })).json).toMatchObject({
      message: '销售订单中没有配件NO-SUCH-PART',
    });

    const set = (who: string, body: Row) =>
      gw.callAs(who, 'POST', '/saleOrder/lineQty/V1.0', { body: { id, lineId: line.id, qty, ...body } });
    const refusal = `不是配件${partsId}的价格选项（${two(sale)}、${two(stock)}），请重新选择`;
    const forged = await set('sp01', { version: 1, basePrice: 0.01 });
    expect([forged.status, forged.json.message]).toEqual([417, `价格0.01${refusal}`]);
    const another = await set('sp01', { version: 1, basePrice: elsewhere });
    expect([another.status, another.json.message]).toEqual([417, `价格${two(elsewhere)}${refusal}`]);
    expect((await set('part_business01', { version: 1, basePrice: stock })).status).toBe(403);
    expect((await set('sp02', { version: 1, basePrice: stock })).status).toBe(404);
    expect((await order()).version).toBe(1);

    const ok = await set('sp01', { version: 1, basePrice: stock });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ version: 2, totalQty: qty, totalAmount: r2(stock * qty) });
    expect(((await order()).lines as Row[])[0]).toMatchObject({
      qty,
      salePrice: stock,
      basePrice: stock,
      amount: r2(stock * qty),
    });

    // 选择配件 re-prices the order: the chosen stock price stays, the new line takes its catalogue price
    const added = await gw.callAs('sp01', 'POST', '/saleOrder/addParts/V1.0', {
      body: { id, version: 2, partsIds: [String(sellable[1].partsId)] },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const after = (await order()).lines as Row[];
    expect(after.map((l) => [l.partsNo, l.salePrice])).toEqual([
      [partsId, stock],
      [sellable[1].partsNo, sellable[1].salePrice],
    ]);

    // the sale price chosen again (the lines are written anew on each change: the line's id of now): the catalogue's
    const back = await set('sp01', { version: 3, lineId: after[0].id, basePrice: sale });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect(((await order()).lines as Row[])[0]).toMatchObject({ salePrice: sale, amount: r2(sale * qty) });
  });

  it('an 编辑 keeps a chosen stock price while the shipping warehouse stays, and drops it with another warehouse', async () => {
    expect(otherWarehouseId, 'a second new-parts warehouse in the branch').not.toBe('');
    const part = sellable[1];
    const partsId = String(part.partsNo);
    const sale = Number(part.salePrice);
    const stock = r2(sale + 7.7);
    await stockAt(warehouseId, partsId, stock);
    const qty = Number(part.minSale);
    const lines = [{ companyPartsId: part.id, qty }];
    const saved = await gw.callAs('sp01', 'POST', '/saleOrder/save/V1.0', {
      body: { branchId: init.branchId, warehouseId, lines },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = String(saved.json.data.id);
    const order = async () => (await gw.callAs('sp01', 'GET', `/saleOrder/V1.0/${id}`)).json.data as Row;
    const line = ((await order()).lines as Row[])[0];
    const chose = await gw.callAs('sp01', 'POST', '/saleOrder/lineQty/V1.0', {
      body: { id, version: 1, lineId: line.id, qty, basePrice: stock },
    });
    expect(chose.status, JSON.stringify(chose.json)).toBe(200);
    const edit = (version: number, warehouse: string) =>
      gw.callAs('sp01', 'POST', '/saleOrder/save/V1.0', {
        body: { id, version, branchId: init.branchId, warehouseId: warehouse, lines, remark: `v${version}` },
      });
    const same = await edit(2, warehouseId);
    expect(same.status, JSON.stringify(same.json)).toBe(200);
    expect(((await order()).lines as Row[])[0]).toMatchObject({ salePrice: stock, amount: r2(stock * qty) });
    const moved = await edit(3, otherWarehouseId);
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(((await order()).lines as Row[])[0]).toMatchObject({ salePrice: sale, amount: r2(sale * qty) });
  });
});
