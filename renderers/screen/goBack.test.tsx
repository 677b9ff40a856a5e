// A detail page's back button (000 §2): it calls the go-back helper the shell hands to the runtime (closing the
// detail's tab), and goes back in the browser history without one. (The shell's side: src/runtime/goBack.test.tsx.)
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { objectAnswer, renderWith, runtime } from '../testing/harness';
import { SchemaScreen } from './SchemaScreen';

vi.setConfig({ testTimeout: 90_000 });

const part = {
  id: 'SP1',
  supplierNo: 'S1',
  supplierName: '供应商1',
  partsNo: 'P1',
  partsName: '配件1',
  purchasePrice: 1,
  status: 'VALID',
  version: 1,
};
const rt = (goBack?: (path?: string) => void) =>
  runtime({
    transport: { request: async <T,>() => objectAnswer(part) as T },
    route: { path: '/detail/supplierPart/SP1', params: { id: 'SP1' }, query: {} },
    goBack,
  });
const backButton = async () =>
  (await screen.findAllByRole('button')).find((b) => b.textContent?.replace(/\s/g, '') === '返回')!;

describe('go back from a detail page (000 §2)', () => {
  it('the back button calls the shell go-back helper when given', async () => {
    const goBack = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWith(rt(goBack), <SchemaScreen screen="detail:supplierPart" />);
    fireEvent.click(await backButton());
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(goBack.mock.calls[0][0]).toBeUndefined();
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('without the helper it goes back in the browser history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWith(rt(), <SchemaScreen screen="detail:supplierPart" />);
    fireEvent.click(await backButton());
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});
