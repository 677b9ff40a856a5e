// The return-parts dialog (001 §2.6, §5, §7, §9) against the real gateway: schemas/pickers/returnParts.json
// rendered by the configurators' playground as it_manager (admin). A picker with an editable quantity
// (columns[].edit, max bound to the row's remaining quantity), the real return amount computed live, and the row
// rules applied on 确定: 请输入退货数量, 请选择同一个仓库下的配件, 同一配件的退货数量不能大于可退数量！; rows with
// quantity 0 or not returnable are left out. The demo data has four lines XS2025999001-004 for it
// (server/seed/business.ts): 001 and 002 one part at one price in one warehouse (returnable 5 and 3), 003 another
// warehouse, 004 not returnable.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  answerOf,
  button,
  choosePlaygroundSource,
  dialog,
  flowsSuite,
  openPlayground,
  row,
  rows,
  settled,
  toast,
} from './flows';

const CALL = '/returnOrder/V1.0/parts';
const TITLE = '选择退货配件';

type Line = {
  id: string;
  saleOrderNo: string;
  partsNo: string;
  warehouseId: string;
  remainQty: number;
  realReturnBasePrice: number;
  whetherReturn: number;
  qty: unknown;
};

const quantity = (box: Locator, order: string) => row(box, order).getByRole('spinbutton', { name: '退货数量' });

async function type(box: Locator, order: string, value: string) {
  const input = quantity(box, order);
  await input.fill(value);
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** Presses 确定 and waits for the warning it shows. */
async function confirmShows(page: Page, box: Locator, message: string) {
  await button(box, '确定').click();
  await toast(page, message).waitFor({ timeout: 10000 });
  await toast(page, message).waitFor({ state: 'detached', timeout: 15000 });
}

describe('return-parts dialog (playground, admin)', () => {
  const flows = flowsSuite();

  it('searches, takes quantities, shows each message on bad input and gives the kept rows with their amounts', async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/npsbackend-gateway${CALL}`))
        bodies.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
    });
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePlaygroundSource(page, pg, 'returnParts');

    // opening the dialog searches the first page: 10 rows a page (001 §9)
    const first = await answerOf(page, CALL, () => button(preview, '打开选择器').click(), 'POST');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ size: 10, current: 1 });
    const box = dialog(page, TITLE);
    await settled(box);

    // search by sales order: the gateway is asked with it and answers the four demo lines
    await box.getByLabel('销售订单号').fill('XS2025999');
    const found = await answerOf(page, CALL, () => button(box, '查询').click(), 'POST');
    expect(found.body).toMatchObject({ saleOrderNo: 'XS2025999', size: 10, current: 1 });
    expect(bodies.at(-1)).toEqual(found.body);
    const lines = (found.json!.data as { list: Line[] }).list;
    expect(lines.map((l) => l.saleOrderNo)).toEqual(['XS2025999001', 'XS2025999002', 'XS2025999003', 'XS2025999004']);
    expect(lines.every((l) => l.qty === null)).toBe(true);
    await expect.poll(() => rows(box).count()).toBe(4);
    const [l1, l2, l3] = lines;
    expect(l1.partsNo).toBe(l2.partsNo);
    expect(l1.warehouseId).toBe(l2.warehouseId);
    expect(l3.warehouseId).not.toBe(l1.warehouseId);
    expect([l1.remainQty, l2.remainQty]).toEqual([5, 3]);

    // 确定 with nothing chosen
    await confirmShows(page, box, '请选择配件');
    // a chosen returnable row without a quantity
    await row(box, 'XS2025999001').locator('input[type=checkbox]').check();
    await confirmShows(page, box, '请输入退货数量');

    // the amount follows the quantity as it is typed (quantity x real return price, 2 decimals)
    await type(box, 'XS2025999001', '2');
    const amount1 = Number((2 * l1.realReturnBasePrice).toFixed(2));
    await expect.poll(() => row(box, 'XS2025999001').locator('td').last().innerText()).toBe(amount1.toFixed(2));
    // the quantity is capped at the row's remaining quantity (max bound to remainQty)
    await type(box, 'XS2025999002', '9');
    await quantity(box, 'XS2025999002').blur();
    await expect.poll(() => quantity(box, 'XS2025999002').inputValue()).toBe('3');

    // a typed quantity chooses its row: rows of two warehouses
    await type(box, 'XS2025999003', '1');
    await expect.poll(() => row(box, 'XS2025999003').locator('input[type=checkbox]').isChecked()).toBe(true);
    await confirmShows(page, box, '请选择同一个仓库下的配件');

    // 0 leaves the other warehouse's row out; one part at one price over its returnable quantity (2 + 3 > 3)
    await type(box, 'XS2025999003', '0');
    await confirmShows(page, box, '同一配件的退货数量不能大于可退数量！');
    await shot(page, 'blocks-rows-return-parts');

    // within it: 2 + 1; the row not returnable is left out too
    await type(box, 'XS2025999002', '1');
    await type(box, 'XS2025999004', '1');
    await button(box, '确定').click();
    await box.waitFor({ state: 'detached', timeout: 10000 });
    const picked = JSON.parse(await preview.getByTestId('playground-picked').innerText()) as Record<string, unknown>[];
    expect(picked.map((r) => [r.saleOrderNo, r.qty, r.realReturnAmt])).toEqual([
      ['XS2025999001', 2, amount1],
      ['XS2025999002', 1, Number((1 * l2.realReturnBasePrice).toFixed(2))],
    ]);
    expect(picked[0]).toMatchObject({ id: l1.id, partsNo: l1.partsNo, warehouseId: l1.warehouseId, remainQty: 5 });
    // no further search was made by typing or confirming
    expect(bodies).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
