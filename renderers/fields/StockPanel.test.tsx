// StockPanel's figure: the sum of `figure` over the answered rows (one object is one row), shown with separators
// or, with format amount, as money with two decimals (the return form's 运费 and 总价); 暂无数据 without an answer.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer, objectAnswer, renderWith, runtime, fakeTransport } from '../testing/harness';
import { StockPanel } from './StockPanel';

const QUOTE = 'POST /v1/coreReturnBill/freight/calc';

describe('StockPanel', () => {
  it('shows a one-object answer as money with format amount', async () => {
    const rt = runtime({ transport: fakeTransport({ [QUOTE]: objectAnswer({ freight: 31.5, amount: 1234.5 }) }) });
    renderWith(
      rt,
      <StockPanel call="coreReturnBill.freightQuote" params={{ parts: [] }} figure="freight" format="amount" />,
    );
    expect((await screen.findByText('31.50')).getAttribute('data-figure')).toBe('31.5');
  });

  it("reads $row bindings from the line it stands in (a RowTable `stock` column: the sales order's 库存 per line)", async () => {
    const transport = fakeTransport({ 'POST /stockQuery/V1.0/search/parts': listAnswer([{ qty: 7 }, { qty: 5 }]) });
    const rt = runtime({ transport });
    renderWith(
      rt,
      <StockPanel
        call="stockQuery.parts"
        params={{ partsId: { $row: 'partsId' } }}
        figure="qty"
        row={{ partsId: 'P0000009' }}
      />,
    );
    expect((await screen.findByText('12')).getAttribute('data-figure')).toBe('12');
    expect(transport.requests[0].body).toMatchObject({ partsId: 'P0000009' });
  });

  it("panels reading figures of the same quote share one request (the return form's 旧件金额, 运费, 总价: one POST per change, not three)", async () => {
    const transport = fakeTransport({ [QUOTE]: objectAnswer({ partsAmount: 100, freight: 31.5, amount: 131.5 }) });
    const rt = runtime({ transport });
    renderWith(
      rt,
      <>
        <StockPanel
          call="coreReturnBill.freightQuote"
          params={{ region: '370102' }}
          figure="partsAmount"
          format="amount"
        />
        <StockPanel call="coreReturnBill.freightQuote" params={{ region: '370102' }} figure="freight" format="amount" />
        <StockPanel call="coreReturnBill.freightQuote" params={{ region: '370102' }} figure="amount" format="amount" />
      </>,
    );
    expect(await screen.findByText('131.50')).toBeInTheDocument();
    expect(await screen.findByText('31.50')).toBeInTheDocument();
    expect(await screen.findByText('100.00')).toBeInTheDocument();
    expect(transport.requests.filter((r) => r.path.includes('/freight/calc'))).toHaveLength(1);
  });

  it('shows separators by default', async () => {
    const rt = runtime({ transport: fakeTransport({ [QUOTE]: objectAnswer({ freight: 31.5, amount: 1234.5 }) }) });
    renderWith(rt, <StockPanel call="coreReturnBill.freightQuote" params={{ parts: [] }} figure="amount" />);
    expect(await screen.findByText('1,234.5')).toBeInTheDocument();
  });
});
