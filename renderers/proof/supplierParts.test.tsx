// The supplier-parts search page (000 §7) and detail page from schemas/pages and schemas/details.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../calls/types';
import { SchemaScreen } from '../screen/SchemaScreen';
import {
  dataAnswer,
  fakeTransport,
  objectAnswer,
  renderWith,
  runtime,
  loadDocument,
  testWiring,
} from '../testing/harness';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  await loadDocument('page', 'supplierParts');
  await loadDocument('detail', 'supplierPart');
});

const part = (i: number, status = 'VALID') => ({
  id: `SP${i}`,
  supplierNo: `S${i}`,
  supplierName: `供应商${i}`,
  partsNo: `P${i}`,
  partsName: `配件${i}`,
  partsDrawingNo: `D${i}`,
  purchasePrice: 1234567.5,
  minPurchaseQty: 1,
  leadDays: 7,
  company: 'C001',
  status,
  statusName: status === 'VALID' ? '有效' : '作废',
  updateTime: '2024-03-05T07:08:09',
  remark: '',
  createBy: 'admin',
  createTime: '2024-01-02T03:04:05',
  updateBy: 'admin',
  version: 1,
});

function transport() {
  return fakeTransport({
    'POST /supplierParts/search/V1.0': dataAnswer([part(1), part(2, 'INVALID')], 23),
    'POST /supplierParts/V1.0/invalid': { result: 'SUCCEED', code: '0', message: '', data: null },
    'GET /supplierParts/V1.0/SP1': objectAnswer(part(1)),
  });
}
const searches = (reqs: HttpRequest[]) => reqs.filter((r) => r.path === '/supplierParts/search/V1.0');

describe('supplier parts page', () => {
  it('searches with page size 10, trims values, drops empties, and pages', async () => {
    const rt = runtime({ transport: transport() });
    renderWith(rt, <SchemaScreen screen="page:supplierParts" />);
    expect(await screen.findByText('供应商1')).toBeInTheDocument();
    expect(screen.getAllByText('1,234,567.50')).toHaveLength(2);
    expect(screen.getAllByText('2024-03-05 07:08:09')).toHaveLength(2);
    expect(searches(rt.transport.requests)[0]).toMatchObject({ method: 'POST', body: { size: 10, current: 1 } });
    // 2 columns in a narrow container: collapsed shows 3 fields; the rest mount on 展开.
    expect(screen.queryByLabelText('配件图号')).toBeNull();
    fireEvent.change(screen.getByLabelText('供应商编码'), { target: { value: '  S1  ' } });
    fireEvent.change(screen.getByLabelText('供应商名称'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    // (公司 is a dictionary dropdown: a text filter behind 展开 shows the trimming)
    fireEvent.change(screen.getByLabelText('配件图号'), { target: { value: 'D-9 ' } });
    fireEvent.click(screen.getByRole('button', { name: /收\s*起/ }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(searches(rt.transport.requests)).toHaveLength(2));
    expect(searches(rt.transport.requests)[1].body).toEqual({
      supplierNo: 'S1',
      partsDrawingNo: 'D-9',
      size: 10,
      current: 1,
    });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(searches(rt.transport.requests)).toHaveLength(3));
    expect(searches(rt.transport.requests)[2].body).toEqual({
      supplierNo: 'S1',
      partsDrawingNo: 'D-9',
      size: 10,
      current: 3,
    });
  });

  it('shows row actions by permission and tool-bar buttons by describe', async () => {
    const rt = runtime({
      transport: transport(),
      permissions: {
        userList: [{ action: 'detail', type: 1, status: 0 }],
        systemList: [
          { action: 'delete', type: 1, status: 0 },
          { action: 'edit', type: 1, status: 1 },
        ],
      },
      routePermissions: [{ action: 'add', describe: '新增' }],
    });
    renderWith(rt, <SchemaScreen screen="page:supplierParts" />);
    const row1 = (await screen.findByText('供应商1')).closest('tr')!;
    expect(within(row1).getByRole('button', { name: /详\s*情/ })).toBeInTheDocument();
    expect(within(row1).getByRole('button', { name: /删\s*除/ })).toBeInTheDocument();
    expect(within(row1).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    const row2 = screen.getByText('供应商2').closest('tr')!;
    expect(within(row2).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '模板下载' })).toBeNull();
  });

  it('shows no tool-bar button with an empty route permission list', async () => {
    const rt = runtime({ transport: transport() });
    renderWith(rt, <SchemaScreen screen="page:supplierParts" />);
    await screen.findByText('供应商1');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /详\s*情/ })).toBeNull();
  });

  it('deletes after the confirmation, then shows 删除成功 and refreshes', async () => {
    const rt = runtime({ transport: transport(), permissions: { userList: [{ action: 'delete' }], systemList: [] } });
    renderWith(rt, <SchemaScreen screen="page:supplierParts" />);
    const row1 = (await screen.findByText('供应商1')).closest('tr')!;
    fireEvent.click(within(row1).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除后将不可恢复，确认删除么？')).toBeInTheDocument();
    expect(rt.transport.requests.some((r) => r.path.endsWith('/invalid'))).toBe(false);
    const confirm = screen.getByText('删除后将不可恢复，确认删除么？').closest('.ant-modal-content') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'success', text: '删除成功' }));
    expect(rt.transport.requests.find((r) => r.path.endsWith('/invalid'))).toMatchObject({
      method: 'POST',
      body: { ids: ['SP1'] },
    });
    await waitFor(() => expect(searches(rt.transport.requests)).toHaveLength(2));
  });

  it('opens the detail route of a row', async () => {
    const paths: string[] = [];
    const rt = runtime({
      transport: transport(),
      permissions: { userList: [{ action: 'detail' }], systemList: [] },
      navigate: (p) => paths.push(p),
    });
    renderWith(rt, <SchemaScreen screen="page:supplierParts" />);
    fireEvent.click(
      within((await screen.findByText('供应商1')).closest('tr')!).getByRole('button', { name: /详\s*情/ }),
    );
    expect(paths).toEqual(['/detail/supplierPart/SP1']);
  });
});

describe('supplier part detail', () => {
  const route = { path: '/detail/supplierPart/SP1', params: { id: 'SP1' }, query: {} };
  it('loads by the route id and shows formatted read-only fields; without opt only a back button', async () => {
    const rt = runtime({
      transport: transport(),
      route,
      permissions: { userList: [{ action: 'invalid' }], systemList: [] },
    });
    renderWith(rt, <SchemaScreen screen="detail:supplierPart" />);
    expect(await screen.findByText('1,234,567.50')).toBeInTheDocument();
    expect(screen.getByText('2024-01-02 03:04:05')).toBeInTheDocument();
    // the document by its route id (its fields' dictionaries load beside it: a detail shows no codes)
    expect(rt.transport.requests.filter((r) => r.path.startsWith('/supplierParts/'))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/supplierParts/V1.0/SP1' }),
    ]);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['返回']);
  });
  it("a write elsewhere (the list's 编辑 while this detail tab is kept alive) loads the detail again, once", async () => {
    const rt = runtime({ transport: transport(), route, permissions: { userList: [], systemList: [] } });
    renderWith(rt, <SchemaScreen screen="detail:supplierPart" />);
    await screen.findByText('1,234,567.50');
    rt.transport.answers.set('GET /supplierParts/V1.0/SP1', objectAnswer({ ...part(1), purchasePrice: 99 }));
    testWiring.changes.noteWrite();
    expect(await screen.findByText('99.00')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(rt.transport.requests.filter((r) => r.path === '/supplierParts/V1.0/SP1')).toHaveLength(2);
  });
  it('a quiet reload: when the object is gone after a write elsewhere, the detail keeps what it showed, no message', async () => {
    const rt = runtime({ transport: transport(), route, permissions: { userList: [], systemList: [] } });
    renderWith(rt, <SchemaScreen screen="detail:supplierPart" />);
    await screen.findByText('1,234,567.50');
    rt.transport.answers.set('GET /supplierParts/V1.0/SP1', () =>
      Promise.reject({ status: 404, code: '404', message: '供应商配件不存在' }),
    );
    testWiring.changes.noteWrite();
    await waitFor(() =>
      expect(rt.transport.requests.filter((r) => r.path === '/supplierParts/V1.0/SP1')).toHaveLength(2),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('1,234,567.50')).toBeInTheDocument();
    expect(rt.messages.log.filter((m) => m.text.includes('不存在'))).toEqual([]);
  });
  it('with opt shows the actions the user has', async () => {
    const rt = runtime({
      transport: transport(),
      route,
      permissions: { userList: [{ action: 'opt' }, { action: 'invalid' }], systemList: [] },
    });
    renderWith(rt, <SchemaScreen screen="detail:supplierPart" />);
    await screen.findByText('1,234,567.50');
    await waitFor(() =>
      expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
        '返回',
        '编辑',
        '作废',
      ]),
    );
  });
});
