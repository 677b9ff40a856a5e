import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../calls/types';
import type { PickerDocument } from '../schema-types.generated';
import { listAnswer, renderWith, runtime, fakeTransport, registerDocument } from '../testing/harness';
import { PickerDialog } from './PickerDialog';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

const warehouse: PickerDocument = {
  $schema: '../meta/picker.schema.json',
  kind: 'picker',
  id: 'fixtureWarehouse',
  title: '选择仓库',
  call: 'warehouse.search',
  params: { company: { $session: 'company' } },
  filters: {
    name: { type: 'string', title: '仓库名称', 'x-component': 'Input' },
    ownerNo: { type: 'string', title: '货主编号', 'x-component': 'Input' },
  },
  columns: [
    { key: 'name', title: '名称' },
    { key: 'companyName', title: '公司' },
  ],
  selection: 'radio',
  value: { key: 'id', label: 'name' },
};
registerDocument(warehouse);
registerDocument({
  ...warehouse,
  id: 'fixtureRemark',
  selection: 'checkbox',
  remark: { required: true, title: '改派原因', message: '改派原因不能为空' },
  emptyMessage: '请选择服务商',
  width: '70%',
});

registerDocument({
  ...warehouse,
  id: 'fixtureCodeSearch',
  selection: 'checkbox',
  selectedList: { code: 'id', name: 'name' },
});

const rows = Array.from({ length: 5 }, (_, i) => ({ id: `W${i}`, name: `仓库${i}`, companyName: '总部' }));

describe('PickerDialog', () => {
  it('searches on open with page size 5, the defaults, the bound session value and trimmed filters', async () => {
    const rt = runtime({ transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer(rows, 12) }) });
    const onOk = vi.fn();
    renderWith(rt, <PickerDialog id="fixtureWarehouse" open onOk={onOk} onCancel={() => undefined} />);
    expect(await screen.findByText('仓库0')).toBeInTheDocument();
    expect(screen.getByText('选择仓库')).toBeInTheDocument();
    expect(rt.transport.requests[0]).toMatchObject({
      method: 'POST',
      path: '/warehouse/search/V1.0',
      body: { warehouseTypeList: ['WZ_NEW'], status: 'ENABLE', flag: 0, company: 'C001', size: 5, current: 1 },
    });
    fireEvent.change(screen.getByLabelText('仓库名称'), { target: { value: '  北京 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rt.transport.requests).toHaveLength(2));
    expect(rt.transport.requests[1].body).toEqual({
      warehouseTypeList: ['WZ_NEW'],
      status: 'ENABLE',
      flag: 0,
      company: 'C001',
      name: '北京',
      size: 5,
      current: 1,
    });
  });

  it('warns with 请选择数据 when nothing is chosen, then returns the chosen row', async () => {
    const rt = runtime({ transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer(rows) }) });
    const onOk = vi.fn();
    renderWith(rt, <PickerDialog id="fixtureWarehouse" open onOk={onOk} onCancel={() => undefined} />);
    await screen.findByText('仓库1');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '请选择数据' });
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByText('仓库1').closest('tr')!).getByRole('radio'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([rows[1]], undefined);
  });

  it('pages with size/current and resets the filters', async () => {
    const rt = runtime({ transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer(rows, 12) }) });
    renderWith(rt, <PickerDialog id="fixtureWarehouse" open onOk={() => undefined} onCancel={() => undefined} />);
    await screen.findByText('仓库0');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rt.transport.requests).toHaveLength(2));
    expect(rt.transport.requests[1].body).toMatchObject({ size: 5, current: 2 });
    fireEvent.change(screen.getByLabelText('仓库名称'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(rt.transport.requests).toHaveLength(3));
    expect(rt.transport.requests[2].body).toMatchObject({ current: 1 });
    expect(rt.transport.requests[2].body).not.toHaveProperty('name');
    expect(screen.getByLabelText('仓库名称')).toHaveValue('');
  });

  it('asks for a mandatory remark and the schema empty message; checkbox returns several rows with the remark', async () => {
    const rt = runtime({ transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer(rows) }) });
    const onOk = vi.fn();
    renderWith(rt, <PickerDialog id="fixtureRemark" open onOk={onOk} onCancel={() => undefined} />);
    await screen.findByText('仓库0');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(rt.messages.log.at(-1)).toEqual({ kind: 'warning', text: '请选择服务商' });
    fireEvent.click(within(screen.getByText('仓库0').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('仓库2').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(rt.messages.log.at(-1)).toEqual({ kind: 'warning', text: '改派原因不能为空' });
    fireEvent.change(screen.getByLabelText('改派原因'), { target: { value: ' 太远 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([rows[0], rows[2]], '太远');
  });

  it('a code-search picker lists what was chosen on every page (code, name, count), 移除 takes one out, 确定 gives the list', async () => {
    const page2 = Array.from({ length: 5 }, (_, i) => ({ id: `W${i + 5}`, name: `仓库${i + 5}`, companyName: '总部' }));
    const rt = runtime({
      transport: fakeTransport({
        'POST /warehouse/search/V1.0': (r: HttpRequest) =>
          listAnswer((r.body as { current: number }).current === 2 ? page2 : rows, 10),
      }),
    });
    const onOk = vi.fn();
    renderWith(rt, <PickerDialog id="fixtureCodeSearch" open onOk={onOk} onCancel={() => undefined} />);
    await screen.findByText('仓库0');
    // a row of the table (its name is also in the selected list)
    const tr = (name: string) =>
      screen
        .getAllByText(name)
        .map((e) => e.closest('tr'))
        .find(Boolean)!;
    const picked = () => screen.getByRole('region', { name: /^已选 \d+ 条$/ });
    expect(picked()).toHaveAccessibleName('已选 0 条');
    fireEvent.click(within(tr('仓库1')).getByRole('checkbox'));
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('仓库6');
    fireEvent.click(within(tr('仓库6')).getByRole('checkbox'));
    fireEvent.click(within(tr('仓库8')).getByRole('checkbox'));
    // the rows of page 1 are listed while page 2 shows, by code and name, in the order chosen
    expect(picked()).toHaveAccessibleName('已选 3 条');
    const items = () => within(picked()).getAllByRole('listitem');
    expect(items().map((li) => li.textContent)).toEqual(['W1仓库1移除', 'W6仓库6移除', 'W8仓库8移除']);
    expect(within(picked()).getByRole('list')).toHaveStyle({ maxHeight: '300px', overflowY: 'auto' });
    // 移除 of a row of another page; the table's checkbox of a listed row follows the list
    fireEvent.click(within(items()[0]).getByRole('button'));
    fireEvent.click(within(items()[1]).getByRole('button'));
    expect(picked()).toHaveAccessibleName('已选 1 条');
    expect(within(tr('仓库8')).getByRole('checkbox')).not.toBeChecked();
    expect(within(tr('仓库6')).getByRole('checkbox')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([page2[1]], undefined);
  });

  it('keeps the newest answer when a slow first answer arrives late', async () => {
    let release: (v: unknown) => void = () => undefined;
    let n = 0;
    const transport = fakeTransport({
      'POST /warehouse/search/V1.0': (req: HttpRequest) => {
        n++;
        if (n === 1) return new Promise((r) => (release = r));
        return listAnswer([{ id: 'N', name: `新结果${String((req.body as { name?: string }).name)}` }]);
      },
    });
    const rt = runtime({ transport });
    renderWith(rt, <PickerDialog id="fixtureWarehouse" open onOk={() => undefined} onCancel={() => undefined} />);
    await waitFor(() => expect(n).toBe(1));
    fireEvent.change(await screen.findByLabelText('仓库名称'), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('新结果B')).toBeInTheDocument();
    await act(async () => release(listAnswer([{ id: 'O', name: '旧结果' }])));
    expect(screen.queryByText('旧结果')).toBeNull();
    expect(screen.getByText('新结果B')).toBeInTheDocument();
  });

  it('passes a server error to the message sink', async () => {
    const rt = runtime({
      transport: fakeTransport({
        'POST /warehouse/search/V1.0': () => Promise.reject({ status: 417, code: '417', message: 'company 不能为空' }),
      }),
    });
    renderWith(rt, <PickerDialog id="fixtureWarehouse" open onOk={() => undefined} onCancel={() => undefined} />);
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'error', text: 'company 不能为空' }));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('PickerDialog in English', () => {
  it('shows the runtime texts and schema texts in en_US', async () => {
    registerDocument({ ...warehouse, id: 'fixtureEnglish', title: { zh_CN: '选择仓库', en_US: 'Choose a warehouse' } });
    const rt = runtime({
      locale: 'en_US',
      transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer([]) }),
    });
    renderWith(rt, <PickerDialog id="fixtureEnglish" open onOk={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByText('Choose a warehouse')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No data')).toBeInTheDocument());
  });

  it("a filter given by the caller waits as a stand-in; focused then selected (Chromium's select()), its field gets the focus and the whole selection", async () => {
    const rt = runtime({ transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer(rows) }) });
    renderWith(
      rt,
      <PickerDialog
        id="fixtureWarehouse"
        open
        initialValues={{ name: 'P0000001' }}
        onOk={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await screen.findByText('仓库0');
    const stand = screen.getByLabelText('仓库名称') as HTMLInputElement;
    expect(stand.value).toBe('P0000001');
    act(() => {
      stand.focus();
      stand.select();
    });
    const real = screen.getByLabelText('仓库名称') as HTMLInputElement;
    expect(real).not.toBe(stand);
    expect(document.activeElement).toBe(real);
    expect([real.value, real.selectionStart, real.selectionEnd]).toEqual(['P0000001', 0, 8]);
  });
});
