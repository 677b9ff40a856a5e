// priceDtos (000 §3): the mapping of a line's prices to the options 库存价格 shows and checks.
import { describe, expect, it } from 'vitest';
import { money2, priceDtos } from './prices';

describe('priceDtos', () => {
  it('gives basePrice, actualQty and totalPrice (2 decimals) with a two-decimal label per price, the sale price first', () => {
    expect(
      priceDtos(
        [
          { source: 'SALE', price: 66.4 },
          { source: 'STOCK', price: 1127.9 },
        ],
        3,
      ),
    ).toEqual([
      {
        basePrice: 66.4,
        actualQty: 3,
        totalPrice: 199.2,
        source: 'SALE',
        label: '销售价 66.40 × 3 = 199.20',
        labelEn: 'Sale price 66.40 × 3 = 199.20',
      },
      {
        basePrice: 1127.9,
        actualQty: 3,
        totalPrice: 3383.7,
        source: 'STOCK',
        label: '库存价 1,127.90 × 3 = 3,383.70',
        labelEn: 'Stock price 1,127.90 × 3 = 3,383.70',
      },
    ]);
  });

  it('rounds prices and totals to 2 decimals, offers an equal price once and no stock price of 0', () => {
    const dtos = priceDtos(
      [
        { source: 'SALE', price: 0.105 * 100 },
        { source: 'STOCK', price: 10.5 },
      ],
      7,
    );
    expect(dtos.map((d) => [d.source, d.basePrice, d.totalPrice])).toEqual([['SALE', 10.5, 73.5]]);
    expect(priceDtos([{ source: 'STOCK', price: 0 }], 2)).toEqual([]);
    expect(money2(0.1 + 0.2)).toBe('0.30');
  });
});
