// FileUpload (001 §2.2, §5, §8): the file table (file name, operator, operation time, action), upload through
// file.upload, delete after 删除后将不可恢复，确认删除么？ through file.delete.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../calls/types';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime, type Answer } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

const DELETE = 'DELETE /file/delete/V1.0';
const UPLOAD = 'POST /file/upload/V1.0';
const BATCH = 'DELETE /file/batch/delete/V1.0';
const files = {
  type: 'array' as const,
  title: '附件',
  'x-component': 'FileUpload',
  'x-component-props': { accept: ['xlsx', '.pdf'], params: { attachmentType: 'BILL', folder: 'bill' } },
};
const a1 = {
  attachmentId: 'A1',
  attachmentUrl: '/file/download/V1.0/A1',
  name: '发票.pdf',
  uploadUser: '张三',
  uploadDate: '2024-03-05T07:08:09',
};
const a2 = { attachmentId: 'A2', name: '清单.xlsx', uploadUser: '李四', uploadDate: '2024-03-06T01:02:03' };

function setup(del: Answer = objectAnswer(null), extra: object = {}) {
  const rt = runtime({
    transport: fakeTransport({
      [DELETE]: del,
      [BATCH]: objectAnswer(null),
      [SAVE]: objectAnswer(null),
      [UPLOAD]: objectAnswer({
        attachmentId: 'A3',
        name: '新.pdf',
        uploadUser: '张三',
        uploadDate: '2024-03-07T00:00:00',
      }),
    }),
  });
  return { rt, ...renderField(rt, { ...files, ...extra }, { f: [a1, a2] }) };
}
const deletes = (reqs: HttpRequest[]) => reqs.filter((r) => `${r.method} ${r.path}` === DELETE);
const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('FileUpload', () => {
  it('shows file name, operator, operation time and action', async () => {
    setup();
    const r = await row('发票.pdf');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '文件名称',
      '操作人',
      '操作时间',
      '操作',
    ]);
    expect(
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['发票.pdf', '张三', '2024-03-05 07:08:09', '删除']);
    expect(within(r).getByRole('link', { name: '发票.pdf' })).toHaveAttribute('href', '/file/download/V1.0/A1');
  });

  it('deletes only after 删除后将不可恢复，确认删除么？, through file.delete with the attachmentId', async () => {
    const { rt, submit } = setup();
    fireEvent.click(within(await row('发票.pdf')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除后将不可恢复，确认删除么？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('删除后将不可恢复，确认删除么？')).toBeNull());
    expect(deletes(rt.transport.requests)).toHaveLength(0);
    fireEvent.click(within(await row('发票.pdf')).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('发票.pdf')).toBeNull());
    expect(deletes(rt.transport.requests)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/file/delete/V1.0', query: { attachmentId: 'A1' } }),
    ]);
    expect(await submit()).toEqual([a2]);
  });

  it('keeps the file and reports the error when the delete fails', async () => {
    const { rt } = setup(() => Promise.reject({ status: 404, message: '附件不存在' }));
    fireEvent.click(within(await row('清单.xlsx')).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'error', text: '附件不存在' }));
    expect(screen.getByText('清单.xlsx')).toBeInTheDocument();
  });

  it('uploads an accepted file into the table and refuses another type', async () => {
    const { rt, container, submit } = setup();
    await row('发票.pdf');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.xlsx,.pdf');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '只能选择 xlsx, .pdf 文件' }));
    // rc-upload mounts a new input after each choice.
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], '新.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.getByText('新.pdf').closest('tr')).not.toBeNull());
    expect(rt.transport.requests.find((r) => r.path === '/file/upload/V1.0')).toMatchObject({
      multipart: true,
      body: { attachmentType: 'BILL', folder: 'bill' },
    });
    expect(rt.messages.log).toContainEqual({ kind: 'success', text: '上传成功' });
    expect(((await submit()) as { attachmentId: string }[]).map((a) => a.attachmentId)).toEqual(['A1', 'A2', 'A3']);
  });

  it('read-only: the table without upload or delete', async () => {
    const { container } = setup(undefined, { 'x-read-only': true });
    await row('发票.pdf');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['文件名称', '操作人', '操作时间']);
    expect(container.querySelector('input[type=file]')).toBeNull();
  });
});

describe('FileUpload variants', () => {
  const variant = (v: string) => ({ 'x-component-props': { ...files['x-component-props'], variant: v } });
  const choose = (container: HTMLElement, name: string) =>
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], name, { type: 'application/pdf' })] },
    });

  it('list: checkboxes; 删除 asks for a choice, then removes the checked files through the batch delete call', async () => {
    const { rt, submit } = setup(undefined, variant('list'));
    await screen.findByText('发票.pdf');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '请选择数据' }));
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除后将不可恢复，确认删除么？')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('清单.xlsx')).toBeNull());
    expect(rt.transport.requests.filter((r) => `${r.method} ${r.path}` === BATCH)).toEqual([
      expect.objectContaining({ query: { attachmentIds: 'A2' } }),
    ]);
    expect(deletes(rt.transport.requests)).toHaveLength(0);
    expect(await submit()).toEqual([a1]);
  });

  it('list: the progress dialog 请耐心等待... shows while a file uploads', async () => {
    let answer!: (v: unknown) => void;
    const { rt, container, submit } = setup(undefined, variant('list'));
    rt.transport.answers.set(UPLOAD, () => new Promise((r) => (answer = r)));
    await screen.findByText('发票.pdf');
    choose(container, '新.pdf');
    expect(await screen.findByText('请耐心等待...')).toBeInTheDocument();
    answer(objectAnswer({ attachmentId: 'A3', name: '新.pdf' }));
    await screen.findByText('新.pdf');
    await waitFor(() => expect(screen.queryByText('请耐心等待...')).toBeNull());
    expect(((await submit()) as { attachmentId: string }[]).map((a) => a.attachmentId)).toEqual(['A1', 'A2', 'A3']);
  });

  it('link: an inline 上传 link, the files as links, delete through file.delete after the confirmation', async () => {
    const { rt, container, submit } = setup(undefined, variant('link'));
    expect(await screen.findByRole('link', { name: '发票.pdf' })).toHaveAttribute('href', '/file/download/V1.0/A1');
    expect(container.querySelector('table')).toBeNull();
    expect(screen.getByRole('button', { name: '上传' }).tagName).toBe('A');
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[0]);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('发票.pdf')).toBeNull());
    expect(deletes(rt.transport.requests)).toEqual([expect.objectContaining({ query: { attachmentId: 'A1' } })]);
    choose(container, '新.pdf');
    await screen.findByText('新.pdf');
    expect(((await submit()) as { attachmentId: string }[]).map((a) => a.attachmentId)).toEqual(['A2', 'A3']);
  });
});
