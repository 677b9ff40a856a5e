// The runtime's wiring is provided, not bound by imports: a picker rendered with nothing but
// RuntimeProvider and createRuntimeWiring (no module imported for its side effects) renders its filters through the
// wiring's SchemaField and opens its row's form through the wiring's dialogs; a wiring given other ones renders
// those; two wirings keep their documents apart. (Before, PickerDialog alone threw "SchemaField is not bound".)
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickerDialog } from '../picker/PickerDialog';
import type { PickerDocument } from '../schema-types.generated';
import { testRuntime } from '../testing/runtimeContext';
import type { HttpRequest } from '../calls/types';
import { RuntimeProvider, type RuntimeWiring } from './context';
import { createRuntimeWiring } from './wiring';

vi.setConfig({ testTimeout: 90_000 });
afterEach(cleanup);

const picker = {
  $schema: '',
  kind: 'picker',
  id: 'wiringProbe',
  title: '选择仓库',
  call: 'warehouse.search',
  filters: { name: { type: 'string', title: '仓库名称', 'x-component': 'Input' } },
  columns: [{ key: 'name', title: '名称' }],
  selection: 'radio',
  value: { key: 'id', label: 'name' },
  rowActions: [{ label: '编辑', open: { form: 'wiringProbeForm' } }],
} as PickerDocument;

const answer = {
  result: 'SUCCEED',
  code: '0',
  message: '',
  data: { list: [{ id: 'W1', name: '北京库' }], totalCount: 1 },
};
const transport = {
  request: <T,>(req: HttpRequest): Promise<T> =>
    req.path === '/warehouse/search/V1.0'
      ? Promise.resolve(answer as T)
      : Promise.reject({ status: 404, message: `no ${req.path}` }),
};

const show = (wiring: RuntimeWiring) =>
  render(
    <RuntimeProvider value={testRuntime({ transport, wiring })}>
      <PickerDialog id="wiringProbe" open onOk={() => undefined} onCancel={() => undefined} />
    </RuntimeProvider>,
  );

describe('the runtime wiring, provided', () => {
  it("a picker with only RuntimeProvider and createRuntimeWiring: its rows and the registry's filter field", async () => {
    const wiring = createRuntimeWiring();
    wiring.documents.register(picker);
    show(wiring);
    expect(await screen.findByText('北京库')).toBeInTheDocument();
    // the filter is a stand-in until the form is used; focused, it becomes the registry's field (SearchForm)
    fireEvent.focus(screen.getByLabelText('仓库名称'));
    expect(await screen.findByLabelText('仓库名称')).toBeInTheDocument();
    expect(wiring.dialogs.Picker).toBe(PickerDialog);
  });

  it('the wiring given is what renders: its SchemaField for the filters, its dialogs for a row action', async () => {
    const base = createRuntimeWiring();
    const opened: string[] = [];
    const wiring: RuntimeWiring = {
      ...base,
      SchemaField: () => <div>provided fields</div>,
      dialogs: {
        ...base.dialogs,
        Form: ({ id }) => {
          opened.push(id);
          return <div>provided form {id}</div>;
        },
      },
    };
    wiring.documents.register(picker);
    show(wiring);
    const cell = await screen.findByText('北京库');
    fireEvent.focus(screen.getByLabelText('仓库名称')); // the stand-in used: the form renders the wiring's SchemaField
    expect(await screen.findByText('provided fields')).toBeInTheDocument();
    fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('provided form wiringProbeForm')).toBeInTheDocument();
    expect(opened).toContain('wiringProbeForm');
  });

  it("two wirings share no documents: one's registered picker is unknown to the other", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = createRuntimeWiring();
    a.documents.register(picker);
    const b = createRuntimeWiring();
    expect(a.documents.cached('picker', 'wiringProbe')).toBe(picker);
    expect(b.documents.cached('picker', 'wiringProbe')).toBeUndefined();
    show(b);
    expect((await screen.findByRole('alert')).textContent).toContain('wiringProbe');
  });
});
