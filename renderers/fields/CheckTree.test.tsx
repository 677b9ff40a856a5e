// CheckTree: nodes from a call (permission.tree), the value is the checked ids; checking a node checks its
// ancestors and descendants, unchecking unchecks its descendants; a node with checked descendants only is
// half-checked; Space toggles the active node; loading and empty states. The 角色授权 form (roleGrant.json) loads
// the role's ids into the tree (load.into) and saves every checked id with the role id.
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import roleGrant from '../../schemas/forms/roleGrant.json';
import { FormView } from '../form/FormView';
import type { FormDocument } from '../schema-types.generated';
import { dataAnswer, fakeTransport, renderWith, runtime } from '../testing/harness';
import { CheckTree, toggle } from './CheckTree';

const TREE = [
  {
    id: 'sys',
    name: '系统管理',
    children: [
      {
        id: 'user',
        name: '用户管理',
        children: [
          { id: 'user#add', name: '新增' },
          { id: 'user#edit', name: '编辑' },
        ],
      },
      { id: 'role', name: '角色管理' },
    ],
  },
  { id: 'info', name: '信息管理', children: [{ id: 'notice', name: '公告查询' }] },
];
const OPTIONS = { call: 'permission.tree', label: 'name', value: 'id', children: 'children' };

const nodeOf = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('.ant-tree-treenode')].find(
    (n) => n.querySelector('.ant-tree-title')?.textContent === title,
  )!;
const box = (container: HTMLElement, title: string) => nodeOf(container, title).querySelector('.ant-tree-checkbox')!;
const state = (container: HTMLElement, title: string) => {
  const c = box(container, title).className;
  return c.includes('ant-tree-checkbox-checked')
    ? 'checked'
    : c.includes('ant-tree-checkbox-indeterminate')
      ? 'half'
      : 'off';
};

function mount(value: unknown[], answer: unknown = dataAnswer(TREE)) {
  const transport = fakeTransport({ 'GET /sys/permission/list': answer });
  const rt = runtime({ transport });
  const form = createForm({ initialValues: { ids: value } });
  const view = renderWith(
    rt,
    <FormProvider form={form}>
      <Field name="ids" component={[CheckTree, { options: OPTIONS }]} />
    </FormProvider>,
  );
  return { ...view, form, transport };
}

describe('CheckTree', () => {
  it("shows the call's tree with the value checked; a node with checked descendants only is half-checked", async () => {
    const { container, transport } = mount(['user', 'user#add']);
    await waitFor(() => expect(container.textContent).toContain('公告查询'));
    expect(transport.requests[0].path).toBe('/sys/permission/list');
    expect(state(container, '用户管理')).toBe('checked');
    expect(state(container, '新增')).toBe('checked');
    expect(state(container, '编辑')).toBe('off');
    expect(state(container, '系统管理')).toBe('half');
    expect(state(container, '信息管理')).toBe('off');
  });

  it('checking a node checks its ancestors and descendants; unchecking unchecks its descendants and keeps unknown ids', async () => {
    const { container, form } = mount(['kept_elsewhere']);
    await waitFor(() => expect(container.textContent).toContain('公告查询'));
    fireEvent.click(box(container, '编辑'));
    await waitFor(() =>
      expect([...(form.values.ids as string[])].sort()).toEqual(['kept_elsewhere', 'sys', 'user', 'user#edit']),
    );
    fireEvent.click(box(container, '用户管理'));
    await waitFor(() => expect([...(form.values.ids as string[])].sort()).toEqual(['kept_elsewhere', 'sys']));
    fireEvent.click(box(container, '信息管理'));
    await waitFor(() =>
      expect([...(form.values.ids as string[])].sort()).toEqual(['info', 'kept_elsewhere', 'notice', 'sys']),
    );
    expect(state(container, '公告查询')).toBe('checked');
  });

  it('the keyboard: arrows move, Space toggles the active node', async () => {
    const { container, form } = mount([]);
    await waitFor(() => expect(container.textContent).toContain('公告查询'));
    const input = container.querySelector('.ant-tree input, .ant-tree [tabindex]') as HTMLElement;
    expect(input).not.toBeNull();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: ' ', keyCode: 32, which: 32 });
    await waitFor(() => expect(form.values.ids).toEqual(expect.arrayContaining(['sys', 'user', 'role'])));
  });

  it('shows a spinner while the tree loads and 暂无数据 when it is empty', async () => {
    let answer!: (v: unknown) => void;
    const { container } = mount([], () => new Promise((r) => (answer = r)));
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    await act(async () => answer(dataAnswer([])));
    await waitFor(() => expect(container.textContent).toContain('暂无数据'));
  });

  it('toggle: the rules without rendering', () => {
    const nodes = [
      {
        key: 'a',
        title: 'a',
        value: 'a',
        children: [{ key: 'b', title: 'b', value: 'b', children: [{ key: 'c', title: 'c', value: 'c' }] }],
      },
    ];
    expect([...toggle(new Set(), 'b', true, nodes)].sort()).toEqual(['a', 'b', 'c']);
    expect([...toggle(new Set(['a', 'b', 'c']), 'b', false, nodes)]).toEqual(['a']);
  });
});

describe('角色授权 (schemas/forms/roleGrant.json)', () => {
  it("loads the role's ids into the tree and saves every checked id with the role id and the ids as loaded", async () => {
    const transport = fakeTransport({
      'GET /sys/permission/list': dataAnswer(TREE),
      'GET /sys/permission/queryRolePermission': { success: true, code: 200, message: '', result: ['sys', 'role'] },
      'POST /sys/permission/saveRolePermission': { success: true, code: 200, message: '保存成功', result: null },
    });
    const rt = runtime({ transport });
    const row = { id: 'R1', roleName: '财务', version: 1 };
    let done = false;
    renderWith(
      rt,
      <FormView
        doc={roleGrant as unknown as FormDocument}
        row={row}
        initialValues={row}
        onDone={() => (done = true)}
      />,
    );
    await waitFor(() => expect(document.body.textContent).toContain('公告查询'));
    const load = transport.requests.find((r) => r.path === '/sys/permission/queryRolePermission')!;
    expect(load.query).toMatchObject({ roleId: 'R1' });
    const body = document.body;
    await waitFor(() => expect(state(body, '角色管理')).toBe('checked'));
    expect(state(body, '用户管理')).toBe('off');
    fireEvent.click(box(body, '公告查询'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(done).toBe(true));
    const save = transport.requests.find((r) => r.path === '/sys/permission/saveRolePermission')!;
    // the ids as loaded go back as the grants' version (load.sendBackAs): the gateway refuses a save over changed grants
    expect(save.body).toMatchObject({ roleId: 'R1', lastpermissionIds: ['sys', 'role'] });
    expect([...(save.body as { permissionIds: string[] }).permissionIds].sort()).toEqual([
      'info',
      'notice',
      'role',
      'sys',
    ]);
    expect(rt.messages.log).toContainEqual({ kind: 'success', text: '保存成功' });
  });
});
