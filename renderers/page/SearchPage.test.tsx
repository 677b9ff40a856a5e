// A search page whose filters have defaults searches with them at once (分公司权限 opens on branch B01);
// a filter bound into the call's params ({ "$form": "branchId", "message": ... }) reads the search form's values.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../schema-types.generated';
import { SchemaScreen } from '../screen/SchemaScreen';
import {
  fakeTransport,
  listAnswer,
  objectAnswer,
  renderWith,
  runtime,
  registerDocument,
  testWiring,
} from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureDefaults',
  title: '分公司权限',
  call: 'admin.branchAuthorityUsers',
  params: { branchId: { $form: 'branchId', message: '请先选择分公司' } },
  rowKey: 'userId',
  filters: {
    branchId: {
      type: 'string',
      title: '分公司',
      default: 'B01',
      'x-component': 'Select',
      enum: [
        { label: '华北分公司', value: 'B01' },
        { label: '东北分公司', value: 'B02' },
      ],
    },
    userName: { type: 'string', title: '登录账号', 'x-component': 'Input' },
    realName: { type: 'string', title: '用户姓名', 'x-component': 'Input' },
    a: { type: 'string', title: 'A', 'x-component': 'Input' },
    b: { type: 'string', title: 'B', 'x-component': 'Input' },
    c: { type: 'string', title: 'C', 'x-component': 'Input' },
    d: { type: 'string', title: 'D', 'x-component': 'Input' },
    // collapsed (not mounted) at first: its default is in the first search all the same
    later: { type: 'string', title: '稍后', default: 'L1', 'x-component': 'Input' },
  },
  columns: [{ key: 'userName', title: '登录账号' }],
} as unknown as PageDocument); // `default` is typed loosely by the generated types

registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureTree',
  title: '服务商维护',
  call: 'admin.branchAuthorityUsers',
  rowKey: 'userId',
  columns: [
    { key: 'userName', title: '名称' },
    { key: 'realName', title: '类型' },
  ],
  rowActions: [
    {
      action: 'edit',
      label: '编辑',
      visible: "{{ $row.realName === 'provider' }}",
      open: { form: 'branchAuthorityBind' },
    },
  ],
} as unknown as PageDocument);

registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureTreeStatus',
  title: '服务商维护',
  call: 'admin.branchAuthorityUsers',
  rowKey: 'userId',
  columns: [
    { key: 'userName', title: '名称' },
    {
      key: 'status',
      title: '状态',
      format: 'dict',
      dict: 'enable_status',
      dictBy: { field: 'realName', dicts: { provider: 'facilitator_status' } },
    },
  ],
} as unknown as PageDocument);

const PATH = '/branchAuthority/searchUser/V1.0';
function setup() {
  const rt = runtime({
    transport: fakeTransport({ [`POST ${PATH}`]: listAnswer([{ userId: 'u1', userName: 'bj01' }]) }),
  });
  renderWith(rt, <SchemaScreen screen="page:fixtureDefaults" />);
  return rt;
}
const searches = (rt: ReturnType<typeof setup>) => rt.transport.requests.filter((r) => r.path === PATH);

describe('SearchPage defaults', () => {
  it("searches at once with the filters' defaults, also a collapsed one, and the bound param", async () => {
    const rt = setup();
    expect(await screen.findByText('bj01')).toBeInTheDocument();
    expect(searches(rt)).toHaveLength(1);
    expect(searches(rt)[0].body).toMatchObject({ branchId: 'B01', later: 'L1' });
    expect(rt.messages.log).toEqual([]);
  });

  it('a search without the bound filter (after 重置) shows its message and sends nothing', async () => {
    const rt = setup();
    await screen.findByText('bj01');
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(rt.messages.log).toEqual([{ kind: 'warning', text: '请先选择分公司' }]));
    expect(searches(rt)).toHaveLength(1);
    // a write elsewhere repeats the page's last search: refused again, but without a second warning
    testWiring.changes.noteWrite();
    await new Promise((r) => setTimeout(r, 50));
    expect(rt.messages.log).toHaveLength(1);
  });

  it('a tree answer shows every row followed by its children, indented, with their own row actions', async () => {
    const rows = [
      {
        userId: 'B01',
        userName: '华北分公司',
        realName: 'branch',
        children: [
          { userId: 'F1', userName: '北京服务站', realName: 'provider' },
          { userId: 'F2', userName: '天津服务站', realName: 'provider' },
        ],
      },
      { userId: 'B02', userName: '东北分公司', realName: 'branch', children: [] },
    ];
    const rt = runtime({
      transport: fakeTransport({ [`POST ${PATH}`]: listAnswer(rows) }),
      permissions: { userList: [{ action: 'edit', type: 1, status: 0 }], systemList: [] },
    });
    renderWith(rt, <SchemaScreen screen="page:fixtureTree" />);
    await screen.findByText('天津服务站');
    const texts = [...document.querySelectorAll('.ant-table-tbody .ant-table-row')].map(
      (tr) => tr.querySelector('td')!.textContent,
    );
    expect(texts).toEqual(['华北分公司', '北京服务站', '天津服务站', '东北分公司']);
    const indent = (name: string) =>
      (screen.getByText(name).closest('span[style]') as HTMLElement | null)?.style.paddingLeft;
    expect(indent('北京服务站')).toBe('24px');
    expect(indent('华北分公司')).toBe('0px');
    const actions = [...document.querySelectorAll('.ant-table-tbody .ant-table-row')].map((tr) =>
      tr.textContent?.includes('编'),
    );
    expect(actions).toEqual([false, true, true, false]);
  });

  it("a dict column with dictBy reads each row's code in the dictionary of its kind (branch ENABLE, provider YES: both 启用)", async () => {
    const rows = [
      {
        userId: 'B01',
        userName: '华北分公司',
        realName: 'branch',
        status: 'ENABLE',
        children: [
          { userId: 'F1', userName: '北京服务站', realName: 'provider', status: 'YES' },
          { userId: 'F2', userName: '天津服务站', realName: 'provider', status: 'NO' },
        ],
      },
      { userId: 'B02', userName: '东北分公司', realName: 'branch', status: 'DISABLE', children: [] },
    ];
    const rt = runtime({
      transport: fakeTransport({
        [`POST ${PATH}`]: listAnswer(rows),
        'GET /sys_dict/V1.0/enable_status': objectAnswer([
          { itemValue: 'ENABLE', itemText: '启用' },
          { itemValue: 'DISABLE', itemText: '停用' },
        ]),
        'GET /sys_dict/V1.0/facilitator_status': objectAnswer([
          { itemValue: 'YES', itemText: '启用' },
          { itemValue: 'NO', itemText: '停用' },
        ]),
      }),
    });
    renderWith(rt, <SchemaScreen screen="page:fixtureTreeStatus" />);
    await screen.findByText('天津服务站');
    const cells = () =>
      [...document.querySelectorAll('.ant-table-tbody .ant-table-row')].map(
        (tr) => tr.querySelectorAll('td')[1]!.textContent,
      );
    await waitFor(() => expect(cells()).toEqual(['启用', '启用', '停用', '停用']));
    expect(
      rt.transport.requests
        .filter((r) => r.path.startsWith('/sys_dict'))
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/sys_dict/V1.0/enable_status', '/sys_dict/V1.0/facilitator_status']);
  });
});
