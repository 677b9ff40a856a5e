// A parts sales order made through the gateway as the page's signed-in provider: the branch of its init call, the
// first new-parts (WZ_NEW) warehouse of that branch and one sellable part with a minimum sale of 1. Screens under
// test (the detail's steps, the list's 撤回, their dialogs under axe) start from it instead of the 新增 form.
import type { Page } from 'playwright-core';
import { callAsPage } from './flows';

export interface OfferedPart {
  id: string;
  partsId: string;
  partsNo: string;
  salePrice: number;
  minSale: number;
}

export interface SaleDraft {
  id: string;
  orderNo: string;
  init: { branchId: string; branchName: string; facilitatorId: string };
  warehouseId: string;
  part: OfferedPart;
  /** with `stocked`: the stock price of the part in the warehouse (a price option of the line besides its sale price) */
  stockPrice?: number;
}

/** Saves (or with submit, submits) an order of one line, qty 1; with `stocked` of a part the warehouse holds at a
 * stock price other than its sale price (库存价格 then offers two prices). */
export async function saleOrderDraft(
  page: Page,
  options: { submit?: boolean; stocked?: boolean } = {},
): Promise<SaleDraft> {
  const init = (await callAsPage(page, 'GET', '/saleOrder/init/V1.0')).json.data as SaleDraft['init'];
  const ws = (
    await callAsPage(page, 'POST', '/warehouse/search/V1.0', {
      warehouseTypeList: ['WZ_NEW'],
      branchId: init.branchId,
      size: 1,
      current: 1,
    })
  ).json.data as { list: { id: string }[] };
  const offered = (
    await callAsPage(page, 'POST', '/partsCompany/search/V1.0', {
      saleFlag: 1,
      status: 'ENABLE',
      size: options.stocked ? 500 : 20,
      current: 1,
    })
  ).json.data as { list: OfferedPart[] };
  const priced = new Map<string, number>();
  if (options.stocked) {
    const stock = (
      await callAsPage(page, 'POST', '/stockQuery/V1.0/search/parts', {
        warehouseId: ws.list[0].id,
        size: 500,
        current: 1,
      })
    ).json.data as { list: { partsId: string; basePrice: number }[] };
    for (const s of stock.list) if (s.basePrice > 0) priced.set(s.partsId, s.basePrice);
  }
  const part = offered.list.find(
    (p) => p.minSale === 1 && (!options.stocked || (priced.has(p.partsNo) && priced.get(p.partsNo) !== p.salePrice)),
  )!;
  if (!part) throw new Error('no sellable part with a minimum sale of 1 (and a stock price in the warehouse)');
  const made = (
    await callAsPage(page, 'POST', '/saleOrder/save/V1.0', {
      branchId: init.branchId,
      warehouseId: ws.list[0].id,
      lines: [{ companyPartsId: part.id, qty: 1 }],
      ...(options.submit ? { submit: true } : {}),
    })
  ).json.data as { id: string; orderNo: string };
  return {
    id: made.id,
    orderNo: made.orderNo,
    init,
    warehouseId: ws.list[0].id,
    part,
    stockPrice: priced.get(part.partsNo),
  };
}
