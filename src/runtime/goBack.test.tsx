// The go-back helper of 000 §2 handed to the runtime: a detail page's back button closes its tab through it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, SchemaScreen, type RuntimeContext } from '../../renderers';
import { runtimeContext } from './context';
import type { Session } from '../session/store';

vi.setConfig({ testTimeout: 90_000 });
afterEach(cleanup);

const part = { id: 'SP1', supplierNo: 'S1', supplierName: '供应商1', partsNo: 'P1', partsName: '配件1', purchasePrice: 1, status: 'VALID', version: 1 };

function rt(goBack?: (path?: string) => void): RuntimeContext {
  return {
    transport: { request: async <T,>() => ({ result: 'SUCCEED', code: '0', message: '', data: part }) as T },
    messages: { success: () => undefined, warning: () => undefined, error: () => undefined },
    session: { userId: 'u1', userName: 'admin', realName: '管理员', providerId: 'sp', company: 'C001', identity: [], workNo: '', isTractorBrand: false },
    permissions: { userList: [], systemList: [] },
    routePermissions: [],
    route: { path: '/detail/supplierPart/SP1', params: { id: 'SP1' }, query: {} },
    navigate: () => undefined,
    goBack,
    locale: 'zh_CN',
  };
}

const backButton = async () => (await screen.findAllByRole('button')).find((b) => b.textContent?.replace(/\s/g, '') === '返回')!;

describe('go back from a detail page (000 §2)', () => {
  it('the back button calls the shell go-back helper when given', async () => {
    const goBack = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<RuntimeProvider value={rt(goBack)}><SchemaScreen screen="detail:supplierPart" /></RuntimeProvider>);
    fireEvent.click(await backButton());
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(goBack.mock.calls[0][0]).toBeUndefined();
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('without the helper it goes back in the browser history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<RuntimeProvider value={rt()}><SchemaScreen screen="detail:supplierPart" /></RuntimeProvider>);
    fireEvent.click(await backButton());
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('the shell hands the helper to the runtime context', () => {
    const goBack = vi.fn();
    const session = { user: { id: 'u1' }, identity: [], userPermissions: [], systemPermissions: [] } as unknown as Session;
    const ctx = runtimeContext(session, { path: '/x', params: {}, query: {}, permissionList: [] }, () => undefined, 'zh_CN', goBack);
    ctx.goBack?.('/y');
    expect(goBack).toHaveBeenCalledWith('/y');
  });
});
