// A picker's rowActions opening a nested FORM and a nested DETAIL (construct 3; the nested picker is
// tested by e2e): the link does not choose its row, the form opens with the clicked row as its values and sends
// them, the detail loads the clicked row's object; closing either returns to the picker with its choice kept.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import type { DetailDocument, FormDocument, PickerDocument } from '../schema-types.generated';
import { PickerDialog } from '../picker/PickerDialog';
import { fakeTransport, listAnswer, objectAnswer, renderWith, runtime, registerDocument } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

registerCalls({
  'nestTest.claims': {
    method: 'POST',
    host: 'gateway',
    path: '/t/claims',
    paging: { size: 'size', current: 'current' },
    answer: 'list',
    fields: ['id', 'claimNo', 'remark'],
  },
  'nestTest.claim': {
    method: 'GET',
    host: 'gateway',
    path: '/t/claim/{id}',
    answer: 'object',
    fields: ['claimNo', 'oldPartsNo'],
  },
  'nestTest.save': { method: 'POST', host: 'gateway', path: '/t/claim/save', answer: 'none' },
});
const picker: PickerDocument = {
  $schema: '',
  kind: 'picker',
  id: 'nestTestClaims',
  title: '选择索赔单',
  call: 'nestTest.claims',
  selection: 'radio',
  value: { key: 'id', label: 'claimNo' },
  columns: [{ key: 'claimNo', title: '索赔单号' }],
  rowActions: [
    { label: '编辑备注', open: { form: 'nestTestEdit' } },
    { label: '查看旧件', open: { detail: 'nestTestDetail' } },
  ],
};
const form: FormDocument = {
  $schema: '',
  kind: 'form',
  id: 'nestTestEdit',
  title: '编辑备注',
  mode: 'dialog',
  fields: {
    claimNo: { type: 'string', title: '索赔单号', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    remark: { type: 'string', title: '备注', 'x-decorator': 'FormItem', 'x-component': 'Input' },
  },
  submit: { call: 'nestTest.save' },
};
const detail: DetailDocument = {
  $schema: '',
  kind: 'detail',
  id: 'nestTestDetail',
  title: '旧件信息',
  call: 'nestTest.claim',
  params: { id: { $row: 'id' } },
  sections: [
    {
      title: '旧件',
      fields: [
        { key: 'claimNo', title: '索赔单号' },
        { key: 'oldPartsNo', title: '旧件编码' },
      ],
    },
  ],
};
registerDocument(picker);
registerDocument(form);
registerDocument(detail);

const claims = [
  { id: 'C1', claimNo: 'SP-001', remark: '甲' },
  { id: 'C2', claimNo: 'SP-002', remark: '乙' },
];

function setup() {
  const transport = fakeTransport({
    'POST /t/claims': listAnswer(claims),
    'GET /t/claim/C2': objectAnswer({ claimNo: 'SP-002', oldPartsNo: 'OLD-9' }),
    'POST /t/claim/save': { result: 'SUCCEED', code: '0', message: '' },
  });
  const rt = runtime({ transport });
  const onOk = vi.fn();
  renderWith(rt, <PickerDialog id="nestTestClaims" open onOk={onOk} onCancel={() => undefined} />);
  return { rt, onOk };
}

const rowOf = (claimNo: string) =>
  screen
    .getAllByText(claimNo)
    .map((e) => e.closest('tr'))
    .find(Boolean)! as HTMLElement;
const chosen = () => (within(rowOf('SP-001')).getByRole('radio') as HTMLInputElement).checked;

describe('picker rowActions: nested form and detail', () => {
  it("a row's form opens with the row's values, sends them, and closes back to the picker with its choice kept", async () => {
    const { rt, onOk } = setup();
    await screen.findByText('SP-001');
    fireEvent.click(within(rowOf('SP-001')).getByRole('radio'));
    await waitFor(() => expect(chosen()).toBe(true));
    fireEvent.click(within(rowOf('SP-002')).getByRole('button', { name: '编辑备注' }));
    const remark = (await screen.findByLabelText('备注')) as HTMLInputElement;
    expect(remark.value).toBe('乙');
    expect((screen.getByLabelText('索赔单号') as HTMLInputElement).value).toBe('SP-002');
    fireEvent.change(remark, { target: { value: '已核对' } });
    const formModal = remark.closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(formModal).getByRole('button', { name: /确\s*定|提\s*交/ })));
    await waitFor(() => expect(rt.transport.requests.some((r) => r.path === '/t/claim/save')).toBe(true));
    expect(rt.transport.requests.find((r) => r.path === '/t/claim/save')!.body).toMatchObject({
      claimNo: 'SP-002',
      remark: '已核对',
    });
    await waitFor(() => expect(screen.queryByLabelText('备注')).toBeNull());
    // back in the picker: the link chose nothing, the earlier choice stands and is what OK returns
    expect(chosen()).toBe(true);
    expect((within(rowOf('SP-002')).getByRole('radio') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    expect(onOk.mock.calls[0][0]).toEqual([expect.objectContaining({ id: 'C1', claimNo: 'SP-001' })]);
  });

  it("a row's detail loads that row's object and closes back to the picker", async () => {
    const { rt } = setup();
    await screen.findByText('SP-001');
    fireEvent.click(within(rowOf('SP-001')).getByRole('radio'));
    fireEvent.click(within(rowOf('SP-002')).getByRole('button', { name: '查看旧件' }));
    expect(await screen.findByText('OLD-9')).toBeInTheDocument();
    expect(screen.getByText('旧件信息')).toBeInTheDocument();
    expect(rt.transport.requests.filter((r) => r.path === '/t/claim/C2')).toHaveLength(1);
    const modal = screen.getByText('OLD-9').closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByText('OLD-9')).toBeNull());
    expect(screen.getByText('选择索赔单')).toBeInTheDocument();
    expect(chosen()).toBe(true);
  });
});
