// The search form's stand-ins: until the pointer enters the form or the focus reaches it, plain text and
// select filters are stand-ins with the fields' own markup and no Formily form is made; then every filter is a
// Formily field. Nothing typed, focused or chosen is lost on the way.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../schema-types.generated';
import { SchemaScreen } from '../screen/SchemaScreen';
import { normalMarkup } from '../antd-light/markup';
import { fakeTransport, listAnswer, renderWith, runtime, registerDocument } from '../testing/harness';
import { fieldParts, standInFilters } from './SearchForm';
import { compileFields } from '../schema/compile';

vi.setConfig({ testTimeout: 60_000 });

const OPTIONS = [
  { label: '华北分公司', value: 'B01' },
  { label: '东北分公司', value: 'B02' },
];
registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureStandIns',
  title: '替身',
  call: 'admin.branchAuthorityUsers',
  rowKey: 'userId',
  filters: {
    userName: { type: 'string', title: '登录账号', 'x-component': 'Input' },
    realName: {
      type: 'string',
      title: '用户姓名',
      'x-component': 'Input',
      'x-component-props': { placeholder: '请输入姓名' },
    },
    branchId: { type: 'string', title: '分公司', 'x-component': 'Select', enum: OPTIONS },
    status: {
      type: 'string',
      title: '状态',
      'x-component': 'Select',
      enum: OPTIONS,
      'x-component-props': { allowClear: true, placeholder: '全部' },
    },
    code: { type: 'string', title: '编码', required: true, 'x-component': 'Input' },
  },
  columns: [{ key: 'userName', title: '登录账号' }],
} as unknown as PageDocument);

const PATH = '/branchAuthority/searchUser/V1.0';
function setup() {
  const rt = runtime({
    transport: fakeTransport({ [`POST ${PATH}`]: listAnswer([{ userId: 'u1', userName: 'bj01' }]) }),
  });
  renderWith(rt, <SchemaScreen screen="page:fixtureStandIns" />);
  return rt;
}
const form = () => document.querySelector('.rt-search-form') as HTMLElement;
const formilyFields = () => document.querySelectorAll('.rt-search-form input').length;

// a wide window: four columns, so all five filters show (2 x 4 - 1 slots)
const width = window.innerWidth;
beforeAll(() => void (window.innerWidth = 1600));
afterAll(() => void (window.innerWidth = width));

describe('SearchForm stand-ins', () => {
  it('takes plain inputs and selects without validators as stand-ins, in a form where no field reacts', () => {
    const schema = compileFields(
      'x',
      {
        a: { type: 'string', title: 'A', 'x-component': 'Input' },
        b: { type: 'string', title: 'B', 'x-component': 'Select', enum: OPTIONS },
        c: { type: 'string', title: 'C', required: true, 'x-component': 'Input' },
        d: { type: 'string', title: 'D', 'x-component': 'DatePicker' },
        e: {
          type: 'string',
          title: 'E',
          'x-component': 'Select',
          'x-component-props': { options: { call: 'x', label: 'a', value: 'b' } },
        },
      } as never,
      'zh_CN',
    );
    expect([...standInFilters(schema)]).toEqual([
      ['a', 'input'],
      ['b', 'select'],
    ]);
    const reacting = compileFields(
      'y',
      {
        a: { type: 'string', 'x-component': 'Input' },
        b: {
          type: 'string',
          'x-component': 'Input',
          'x-reactions': [{ dependencies: ['a'], fulfill: { state: { visible: '{{ !!$deps[0] }}' } } }],
        },
      } as never,
      'zh_CN',
    );
    expect(standInFilters(reacting).size).toBe(0);
    const some = new Map([
      ['a', 'input'],
      ['c', 'select'],
    ]);
    expect(fieldParts(['a', 'b', 'c', 'd'], some, false)).toEqual(['a', ['b'], 'c', ['d']]);
    expect(fieldParts(['a', 'b', 'c', 'd'], some, true)).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(fieldParts(['a', 'b'], new Map(), false)).toEqual([['a', 'b']]);
  });

  it("shows the fields' own markup before the form is used (values, placeholders, the chosen option, the clear icon)", async () => {
    setup();
    await screen.findByText('bj01');
    expect(formilyFields()).toBe(5);
    const before = form().innerHTML;
    expect(form().querySelectorAll('.ant-select-selection-placeholder')[1].textContent).toBe('全部');
    fireEvent.mouseEnter(form());
    await waitFor(() => expect(form().querySelector('.ant-select-selector')).toBeTruthy());
    // the same markup once every filter is a Formily field
    expect(normalMarkup(form().innerHTML)).toBe(normalMarkup(before));
  });

  it('a stand-in that takes the focus hands it to its field, and what is typed is searched', async () => {
    const rt = setup();
    await screen.findByText('bj01');
    const stand = screen.getByLabelText('登录账号') as HTMLInputElement;
    act(() => stand.focus());
    const real = screen.getByLabelText('登录账号') as HTMLInputElement;
    expect(real).not.toBe(stand);
    expect(document.activeElement).toBe(real);
    fireEvent.change(real, { target: { value: 'bj' } });
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'C1' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rt.transport.requests.filter((r) => r.path === PATH)).toHaveLength(2));
    expect(rt.transport.requests.filter((r) => r.path === PATH)[1].body).toMatchObject({ userName: 'bj', code: 'C1' });
  });

  it('a value that reaches a stand-in without the focus (autofill) is kept and searched; the required filter is validated', async () => {
    const rt = setup();
    await screen.findByText('bj01');
    fireEvent.change(screen.getByLabelText('用户姓名'), { target: { value: '张三' } });
    await waitFor(() => expect((screen.getByLabelText('用户姓名') as HTMLInputElement).value).toBe('张三'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('编码不能为空')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'C1' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rt.transport.requests.filter((r) => r.path === PATH)).toHaveLength(2));
    expect(rt.transport.requests.filter((r) => r.path === PATH)[1].body).toMatchObject({
      realName: '张三',
      code: 'C1',
    });
  });

  it('a press on a select stand-in (no hover before it, touch) gives its Select the focus; the next press opens it, and the choice is searched', async () => {
    const rt = setup();
    await screen.findByText('bj01');
    const stand = screen.getByLabelText('分公司');
    fireEvent.mouseDown(stand);
    act(() => stand.focus()); // the press's default action
    const real = screen.getByLabelText('分公司');
    expect(real).not.toBe(stand);
    expect(document.activeElement).toBe(real);
    fireEvent.mouseDown(real.closest('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('东北分公司'));
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'C1' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rt.transport.requests.filter((r) => r.path === PATH)).toHaveLength(2));
    expect(rt.transport.requests.filter((r) => r.path === PATH)[1].body).toMatchObject({ branchId: 'B02' });
  });
});
