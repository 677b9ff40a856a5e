// The price options of a sales-order line (000 §3 "Price options: priceDtos with basePrice, actualQty, totalPrice"),
// offered by 库存价格 (the line's stock price panel, form stockPanel): the part's sale price (the catalogue's, or the
// inquiry's agreed price) and the stock price of the part in the order's shipping warehouse. The gateway computes them
// from its own tables both when it offers them (saleOrder.linePrices) and when a line saves one (saleOrder.lineQty):
// a price the client sends is only a choice among these, never a price taken as given.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { round2 } from '../common/map';
import { agreedPrice, type OrderRow } from './store';

type Db = Kysely<DB> | Transaction<DB>;

export type PriceSource = 'SALE' | 'STOCK';

export interface PriceDto {
  basePrice: number;
  actualQty: number;
  totalPrice: number;
  /** SALE: the part's sale price (the line follows the catalogue); STOCK: the shipping warehouse's stock price */
  source: PriceSource;
  /** the option as the dialog shows it, two decimals: 库存价 66.40 × 4 = 265.60 */
  label: string;
  labelEn: string;
}

const NAMES: Record<PriceSource, [string, string]> = {
  SALE: ['销售价', 'Sale price'],
  STOCK: ['库存价', 'Stock price'],
};

/** Two decimals with thousands separators, as the screens show amounts (1,127.90). */
export const money2 = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The options for `qty`: each price (rounded to 2 decimals) once, in the order given (the sale price first); a stock
 * price of 0 (no price kept) is no option. totalPrice is basePrice × actualQty rounded to 2 decimals.
 */
export function priceDtos(prices: readonly { source: PriceSource; price: number }[], qty: number): PriceDto[] {
  const out: PriceDto[] = [];
  for (const { source, price } of prices) {
    const basePrice = round2(price);
    if (source === 'STOCK' && !(basePrice > 0)) continue;
    if (out.some((o) => o.basePrice === basePrice)) continue;
    const totalPrice = round2(basePrice * qty);
    const tail = `${money2(basePrice)} × ${qty} = ${money2(totalPrice)}`;
    out.push({
      basePrice,
      actualQty: qty,
      totalPrice,
      source,
      label: `${NAMES[source][0]} ${tail}`,
      labelEn: `${NAMES[source][1]} ${tail}`,
    });
  }
  return out;
}

/** The options of one line of `order` (its part, the order's shipping warehouse) for `qty`. */
export async function lineOptions(
  db: Db,
  order: OrderRow,
  line: { company_parts_id: string; parts_id: string },
  qty: number,
): Promise<PriceDto[]> {
  const part = await db
    .selectFrom('company_parts')
    .select(['parts_no', 'sale_price'])
    .where('id', '=', line.company_parts_id)
    .executeTakeFirst();
  const agreed = await agreedPrice(db, order);
  const sale = agreed && agreed.partsNo === part?.parts_no ? agreed.price : (part?.sale_price ?? 0);
  const stock = await db
    .selectFrom('stocks')
    .select('base_price')
    .where('warehouse_id', '=', order.warehouse_id)
    .where('parts_id', '=', line.parts_id)
    .executeTakeFirst();
  return priceDtos(
    [
      { source: 'SALE', price: sale },
      { source: 'STOCK', price: stock?.base_price ?? 0 },
    ],
    qty,
  );
}
