// The switch back to antd's own components (switch.ts): off, LightTable, LightPager, LightModal, LightButton and
// LightInput render antd's Table, Pagination, Modal, Button and Input, and a search form has no stand-ins; on (the
// default), none of antd's components is rendered for them. antd's components are wrapped to record what renders.
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../schema-types.generated';
import { SchemaScreen } from '../screen/SchemaScreen';
import { fakeTransport, listAnswer, renderWith, runtime, registerDocument } from '../testing/harness';
import { LightButton } from './LightButton';
import { LightModal } from './LightModal';
import { LightPager } from './LightPager';
import { LightTable } from './LightTable';
import { AntdLight } from './switch';

const seen = vi.hoisted(() => new Set<string>());
vi.mock('antd', async (importActual) => {
  const { createElement } = await import('react');
  const actual = await importActual<typeof import('antd')>();
  const spy = (name: string, C: unknown) => {
    const Spy = (props: Record<string, unknown>) => (seen.add(name), createElement(C as ComponentType, props));
    // antd's statics (Input.TextArea, Table.SELECTION_COLUMN), not a forwardRef's own fields
    for (const [k, v] of Object.entries(C as object))
      if (k !== '$$typeof' && k !== 'render') (Spy as unknown as Record<string, unknown>)[k] = v;
    return Spy;
  };
  return {
    ...actual,
    Button: spy('Button', actual.Button),
    Table: spy('Table', actual.Table),
    Pagination: spy('Pagination', actual.Pagination),
    Modal: spy('Modal', actual.Modal),
    Input: spy('Input', actual.Input),
  };
});

beforeEach(() => seen.clear());
afterEach(cleanup);

interface Row {
  code: string;
}
const rows: Row[] = [{ code: 'P001' }, { code: 'P002' }];
let layer: HTMLDivElement;
beforeEach(() => void (layer = document.body.appendChild(document.createElement('div'))));
const box = () => layer;
/** A table with a selection column and its pager, a pager, a dialog and a button. */
function Parts({ onOk }: { onOk?(): void }): ReactNode {
  return (
    <>
      <LightTable<Row>
        columns={[{ key: 'code', title: '编码', render: (r) => r.code }]}
        rows={rows}
        rowKey={(r) => r.code}
        emptyText="暂无数据"
        selection={{ type: 'checkbox', selectedKeys: ['P002'], onChange: () => undefined }}
        pagination={{ current: 1, pageSize: 10, total: 2 }}
      />
      <LightPager current={2} pageSize={10} total={45} onChange={() => undefined} />
      <LightModal title="请选择" okText="确定" cancelText="取消" onOk={onOk} getContainer={box}>
        <p>内容</p>
      </LightModal>
      <LightButton type="primary">查询</LightButton>
    </>
  );
}
const withSwitch = (light: boolean, ui: ReactElement) => <AntdLight.Provider value={light}>{ui}</AntdLight.Provider>;

describe('the switch back to antd (antd-light/switch.ts)', () => {
  it("renders antd's own Table, Pagination, Modal and Button with the switch off, with the same rows, selection and texts", async () => {
    const onOk = vi.fn();
    render(withSwitch(false, <Parts onOk={onOk} />));
    expect([...seen].sort()).toEqual(['Button', 'Modal', 'Pagination', 'Table']);
    // antd's Table: its rows, the chosen row's checkbox checked
    expect(document.querySelectorAll('.ant-table-tbody .ant-table-row')).toHaveLength(2);
    expect((document.querySelector('[data-row-key="P002"] input') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('dialog').textContent).toContain('内容');
    screen.getByRole('button', { name: '确 定' }).click();
    expect(onOk).toHaveBeenCalled();
  });

  it("renders the copies by default: none of antd's components for them", () => {
    render(<Parts />);
    expect([...seen]).toEqual([]);
    expect(document.querySelectorAll('.ant-table-tbody .ant-table-row')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("makes a search form's filters Formily fields (antd's Input) at once, without stand-ins, with the switch off", async () => {
    registerDocument({
      $schema: '../meta/page.schema.json',
      kind: 'page',
      id: 'fixtureSwitch',
      title: '开关',
      call: 'admin.branchAuthorityUsers',
      rowKey: 'userId',
      filters: { userName: { type: 'string', title: '登录账号', 'x-component': 'Input' } },
      columns: [{ key: 'userName', title: '登录账号' }],
    } as unknown as PageDocument);
    const rt = () =>
      runtime({
        transport: fakeTransport({
          'POST /branchAuthority/searchUser/V1.0': listAnswer([{ userId: 'u1', userName: 'bj01' }]),
        }),
      });
    renderWith(rt(), <SchemaScreen screen="page:fixtureSwitch" />);
    await screen.findByText('bj01');
    // on: the filter waits as a stand-in (no antd Input), the table and buttons are the copies
    expect([...seen]).toEqual([]);
    cleanup();
    renderWith(rt(), withSwitch(false, <SchemaScreen screen="page:fixtureSwitch" />));
    await screen.findByText('bj01');
    expect([...seen].sort()).toEqual(['Button', 'Input', 'Table']);
    expect(screen.getByLabelText('登录账号').tagName).toBe('INPUT');
  });
});
