// Chained dialogs in a form: a form action appends mapped picker rows to a RowTable (extra keys of the picker
// row stay out), the branch-first rule keeps a picker shut with 请先选择分公司, and an x-reactions `open` opens
// the provider picker after its delay with the branch bound, mapping only the named fields.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import type { FormDocument, PickerDocument } from '../schema-types.generated';
import { FormView } from '../form/FormView';
import { listAnswer, renderWith, runtime, fakeTransport, registerDocument } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

registerCalls({
  'chainTest.parts': {
    method: 'POST',
    host: 'gateway',
    path: '/t/parts',
    paging: { size: 'size', current: 'current' },
    answer: 'list',
    fields: ['id', 'partsNo', 'price', 'stock', 'secret'],
  },
  'chainTest.providers': {
    method: 'POST',
    host: 'gateway',
    path: '/t/providers',
    paging: { size: 'size', current: 'current' },
    answer: 'list',
    fields: ['id', 'name', 'branchId', 'secret'],
  },
  'chainTest.save': { method: 'POST', host: 'gateway', path: '/t/save', answer: 'none' },
});
const picker = (id: string, call: string, selection: 'radio' | 'checkbox', label: string): PickerDocument => ({
  $schema: '',
  kind: 'picker',
  id,
  call,
  selection,
  value: { key: 'id', label },
  columns: [{ key: label, title: label }],
});
registerDocument(picker('chainTestParts', 'chainTest.parts', 'checkbox', 'partsNo'));
registerDocument(picker('chainTestProviders', 'chainTest.providers', 'radio', 'name'));

const doc: FormDocument = {
  $schema: '',
  kind: 'form',
  id: 'chainTestForm',
  title: '链',
  mode: 'page',
  actions: [
    {
      label: '添加配件',
      open: {
        picker: 'chainTestParts',
        mapRows: { table: 'parts', map: { partsId: 'id', partsNo: 'partsNo', price: 'price' } },
      },
    },
  ],
  fields: {
    branchId: { type: 'string', title: '分公司', 'x-component': 'Input' },
    facilitatorId: {
      type: 'string',
      title: '服务商',
      'x-component': 'PickerInput',
      'x-component-props': {
        picker: 'chainTestProviders',
        labelField: 'facilitatorName',
        requireFirst: { field: 'branchId', message: '请先选择分公司' },
        params: { branchId: { $form: 'branchId' } },
      },
      'x-reactions': [
        {
          dependencies: ['branchId'],
          open: {
            picker: 'chainTestProviders',
            delay: 100,
            params: { branchId: { $form: 'branchId' } },
            map: { facilitatorId: 'id', facilitatorName: 'name' },
          },
        },
      ],
    },
    facilitatorName: { type: 'string', title: '服务商名称', 'x-component': 'Input' },
    parts: {
      type: 'array',
      title: '配件',
      'x-component': 'RowTable',
      'x-component-props': {
        rowKey: 'partsId',
        columns: [
          { key: 'partsNo', title: '配件编码' },
          { key: 'price', title: '单价' },
        ],
      },
      items: {
        type: 'object',
        properties: { partsId: { type: 'string' }, partsNo: { type: 'string' }, price: { type: 'number' } },
      },
    },
  },
  submit: { call: 'chainTest.save' },
};

const parts = [
  { id: 'P1', partsNo: 'A-1', price: 1.5, stock: 3, secret: 's1' },
  { id: 'P2', partsNo: 'B-2', price: 2, stock: 4, secret: 's2' },
];
const providers = [{ id: 'F1', name: '服务商一', branchId: 'B01', secret: 'x' }];

function setup() {
  const transport = fakeTransport({
    'POST /t/parts': listAnswer(parts),
    'POST /t/providers': listAnswer(providers),
    'POST /t/save': { result: 'SUCCEED', code: '0', message: '' },
  });
  const rt = runtime({ transport });
  renderWith(rt, <FormView doc={doc} mode="page" />);
  return rt;
}

const submitBody = async (rt: ReturnType<typeof setup>) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ })));
  await waitFor(() => expect(rt.transport.requests.some((r) => r.path === '/t/save')).toBe(true));
  return rt.transport.requests.find((r) => r.path === '/t/save')!.body as Record<string, unknown>;
};

describe('chained dialogs in a form', () => {
  it('a form action appends the chosen rows by mapRows, only the mapped fields, once per key', async () => {
    const rt = setup();
    for (let round = 0; round < 2; round++) {
      fireEvent.click(await screen.findByRole('button', { name: '添加配件' }));
      expect(await screen.findByText('A-1')).toBeInTheDocument();
      const boxes = document.querySelectorAll<HTMLInputElement>('.ant-modal input[type="checkbox"]');
      for (const b of [...boxes].slice(-2)) fireEvent.click(b);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
      await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    }
    const body = await submitBody(rt);
    // chosen twice: still two rows; no stock, secret or id of the picker rows
    expect(body.parts).toEqual([
      { partsId: 'P1', partsNo: 'A-1', price: 1.5 },
      { partsId: 'P2', partsNo: 'B-2', price: 2 },
    ]);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('secret');
  });

  it('the branch-first rule: the provider picker stays shut with 请先选择分公司 while the branch is empty', async () => {
    const rt = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'search' }));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '请先选择分公司' }));
    expect(rt.transport.requests.filter((r) => r.path === '/t/providers')).toHaveLength(0);
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('a branch typed opens the provider picker (delay 100) with the branch bound; the choice fills only the mapped fields', async () => {
    const rt = setup();
    fireEvent.change(await screen.findByLabelText('分公司'), { target: { value: 'B01' } });
    expect(document.querySelector('.ant-modal')).toBeNull(); // not at once: after the delay
    expect(await screen.findByText('服务商一')).toBeInTheDocument();
    expect(rt.transport.requests.find((r) => r.path === '/t/providers')?.body).toMatchObject({ branchId: 'B01' });
    fireEvent.click(screen.getByText('服务商一'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect((screen.getByLabelText('服务商') as HTMLInputElement).value).toBe('服务商一');
    const body = await submitBody(rt);
    expect(body).toMatchObject({ branchId: 'B01', facilitatorId: 'F1', facilitatorName: '服务商一' });
    expect(body).not.toHaveProperty('secret');
    expect(body).not.toHaveProperty('name');
  });
});
