// How often a screen commits to its first rows: twice, the screen and then its answer. Each state set
// that changes nothing still costs a render: the first search's start on a screen that renders loading already (set
// in a layout effect, React kept it as a sync update and rendered the screen again after the answer), the cached
// document set again by useDocument's effect, the delayed spinner switched off when it never showed.
import { Profiler, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageDocument, PickerDocument } from '../schema-types.generated';
import { PickerDialog } from '../picker/PickerDialog';
import { SchemaScreen } from './SchemaScreen';
import { fakeTransport, listAnswer, renderWith, runtime, registerDocument } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

// the dialog around a picker's rows, counted
const modalRenders = vi.hoisted(() => ({ n: 0 }));
vi.mock('../antd-light/LightModal', async (importActual) => {
  const actual = await importActual<typeof import('../antd-light/LightModal')>();
  return {
    ...actual,
    LightModal: (props: Parameters<typeof actual.LightModal>[0]) => {
      modalRenders.n++;
      return actual.LightModal(props);
    },
  };
});

// the loading state's delay (renderers/runtime/busy.ts): out of reach while a test counts the commits of a fast
// answer, since on a loaded machine the answer can come after the real 150 ms and the spinner's on/off adds commits
// that are not the screen's; the real delay where a test waits for the spinner
const spinDelay = vi.hoisted(() => ({ ms: 150 }));
vi.mock('../runtime/busy', async (importActual) => {
  const actual = await importActual<typeof import('../runtime/busy')>();
  return {
    ...actual,
    busy: (on: boolean) => (on ? { delay: spinDelay.ms } : false),
    useDelayed: (on: boolean) => actual.useDelayed(on, spinDelay.ms),
  };
});

registerDocument({
  $schema: '../meta/picker.schema.json',
  kind: 'picker',
  id: 'fixtureCommitsPicker',
  title: '选择仓库',
  call: 'warehouse.search',
  filters: { name: { type: 'string', title: '仓库名称', 'x-component': 'Input' } },
  columns: [{ key: 'name', title: '名称' }],
  selection: 'radio',
  value: { key: 'id', label: 'name' },
} as PickerDocument);
registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureCommitsPage',
  title: '分公司权限',
  call: 'admin.branchAuthorityUsers',
  rowKey: 'userId',
  filters: { userName: { type: 'string', title: '登录账号', 'x-component': 'Input' } },
  columns: [{ key: 'userName', title: '登录账号' }],
} as unknown as PageDocument);

/** The screen in a Profiler: the phases of its commits. */
function counted(ui: ReactNode) {
  const commits: string[] = [];
  return {
    commits,
    ui: (
      <Profiler id="screen" onRender={(_id, phase) => void commits.push(phase)}>
        {ui}
      </Profiler>
    ),
  };
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 200)));

describe('a screen to its first rows', () => {
  it('a picker commits twice: the dialog (loading), then the rows (only they render again)', async () => {
    modalRenders.n = 0;
    spinDelay.ms = 60_000;
    const rt = runtime({
      transport: fakeTransport({ 'POST /warehouse/search/V1.0': listAnswer([{ id: 'W1', name: '北京库' }]) }),
    });
    const { commits, ui } = counted(
      <PickerDialog id="fixtureCommitsPicker" open onOk={() => undefined} onCancel={() => undefined} />,
    );
    renderWith(rt, ui);
    expect(await screen.findByText('北京库')).toBeInTheDocument();
    await settle(); // past the spinner's delay: nothing more
    expect(commits).toEqual(['mount', 'update']);
    expect(rt.transport.requests).toHaveLength(1);
    // the answer rendered the rows and the pager, not the dialog around them
    expect(modalRenders.n).toBe(1);
  });

  it('a search page commits twice: the page (loading), then the rows', async () => {
    spinDelay.ms = 60_000;
    const rt = runtime({
      transport: fakeTransport({
        'POST /branchAuthority/searchUser/V1.0': listAnswer([{ userId: 'u1', userName: 'bj01' }]),
      }),
    });
    const { commits, ui } = counted(<SchemaScreen screen="page:fixtureCommitsPage" />);
    renderWith(rt, ui);
    expect(await screen.findByText('bj01')).toBeInTheDocument();
    await settle();
    expect(commits).toEqual(['mount', 'update']);
  });

  it('a slow answer shows the spinner after its delay and takes it away with the rows', async () => {
    spinDelay.ms = 150;
    let answer: (v: unknown) => void = () => undefined;
    const rt = runtime({
      transport: fakeTransport({ 'POST /warehouse/search/V1.0': () => new Promise((r) => (answer = r)) }),
    });
    renderWith(rt, <PickerDialog id="fixtureCommitsPicker" open onOk={() => undefined} onCancel={() => undefined} />);
    await settle();
    expect(document.querySelector('.ant-modal .ant-spin-spinning')).not.toBeNull();
    await act(async () => answer(listAnswer([{ id: 'W1', name: '北京库' }])));
    expect(await screen.findByText('北京库')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal .ant-spin-spinning')).toBeNull();
    expect(document.querySelector('.ant-modal .ant-spin-blur')).toBeNull();
  });
});
