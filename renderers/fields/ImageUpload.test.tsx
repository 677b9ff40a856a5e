// ImageUpload (001 §2.2, §4, §5, §8, §9): image types only, the upload states, the spec's messages, the
// two-image uploader's delete rule, through file.upload (multipart file plus attachmentType, folder, refId).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../calls/types';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime, type Answer } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

const UPLOAD = 'POST /file/upload/V1.0';
const DELETE = 'DELETE /file/delete/V1.0';
const image = (extra: object = {}) => ({
  type: 'array' as const,
  title: '图片',
  'x-component': 'ImageUpload',
  'x-component-props': { params: { attachmentType: 'CLAIM', folder: 'claim', refId: 'QF-1' }, ...extra },
});
const attachment = (id: string, refId?: string) => ({
  attachmentId: id,
  attachmentUrl: `/file/image/V1.0/${id}`,
  name: `${id}.png`,
  refId,
});

function setup(
  upload: Answer = (req: HttpRequest) =>
    objectAnswer({ ...attachment('A9', 'QF-1'), name: (req.body as { file: File }).file.name }),
  extra?: object,
  initial?: unknown[],
) {
  const rt = runtime({
    transport: fakeTransport({ [UPLOAD]: upload, [SAVE]: objectAnswer(null), [DELETE]: objectAnswer(null) }),
  });
  const view = renderField(rt, image(extra), initial ? { f: initial } : undefined);
  return { rt, ...view };
}
async function choose(container: HTMLElement, ...names: string[]) {
  await waitFor(() => expect(container.querySelector('input[type=file]')).not.toBeNull());
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: names.map((n) => new File(['x'], n, { type: n.endsWith('.txt') ? 'text/plain' : 'image/png' })) },
  });
}
const uploads = (reqs: HttpRequest[]) => reqs.filter((r) => `${r.method} ${r.path}` === UPLOAD);
const items = (container: HTMLElement) => [...container.querySelectorAll('.ant-upload-list-item')];

describe('ImageUpload', () => {
  it('refuses anything but jpeg, png, jpg, gif and ico with 只能选择图片！', async () => {
    const { rt, container } = setup();
    await choose(container, 'report.txt');
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '只能选择图片！' }));
    expect(uploads(rt.transport.requests)).toHaveLength(0);
    expect((container.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('.jpeg,.png,.jpg,.gif,.ico');
  });

  it('uploads through file.upload: uploading, then the answer appended and 上传成功', async () => {
    let answer!: (v: unknown) => void;
    const { rt, container, submit } = setup(() => new Promise((r) => (answer = r)));
    await choose(container, 'front.PNG');
    await waitFor(() => expect(uploads(rt.transport.requests)).toHaveLength(1));
    const req = uploads(rt.transport.requests)[0];
    expect(req).toMatchObject({
      method: 'POST',
      path: '/file/upload/V1.0',
      multipart: true,
      body: { attachmentType: 'CLAIM', folder: 'claim', refId: 'QF-1' },
    });
    expect((req.body as { file: File }).file.name).toBe('front.PNG');
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-uploading')).not.toBeNull());
    answer(objectAnswer(attachment('A1', 'QF-1')));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'success', text: '上传成功' }));
    expect(container.querySelector('.ant-upload-list-item-uploading')).toBeNull();
    expect(await submit()).toEqual([attachment('A1', 'QF-1')]);
  });

  it('shows "<file name>上传失败。" on a failed upload and on an answer without data', async () => {
    const { rt, container, submit } = setup(() => Promise.reject({ status: 417, message: '上传失败' }));
    await choose(container, 'a.png');
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'error', text: 'a.png上传失败。' }));
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    rt.transport.answers.set(UPLOAD, objectAnswer(null));
    await choose(container, 'b.jpg');
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'error', text: 'b.jpg上传失败。' }));
    expect(rt.messages.log.filter((m) => m.kind === 'success')).toEqual([]);
    expect((await submit()) ?? []).toEqual([]);
  });

  it('two-image uploader: at most 2, only images whose refId contains QF may be deleted (此图片不支持删除)', async () => {
    const { rt, container, submit } = setup(undefined, { maxCount: 2 }, [
      attachment('A1', 'QF-7'),
      attachment('A2', 'OTHER'),
    ]);
    await waitFor(() => expect(items(container)).toHaveLength(2));
    expect(screen.queryByLabelText('上传')).toBeNull();
    fireEvent.click(within(items(container)[1] as HTMLElement).getByTitle(/remove|删除/i));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '此图片不支持删除' }));
    expect(items(container)).toHaveLength(2);
    expect(rt.transport.requests.filter((r) => `${r.method} ${r.path}` === DELETE)).toHaveLength(0);
    fireEvent.click(within(items(container)[0] as HTMLElement).getByTitle(/remove|删除/i));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(items(container)).toHaveLength(1));
    expect(rt.transport.requests.filter((r) => `${r.method} ${r.path}` === DELETE)).toEqual([
      expect.objectContaining({ query: { attachmentId: 'A1' } }),
    ]);
    expect(screen.getByLabelText('上传')).toBeInTheDocument();
    await choose(container, 'c.gif');
    await waitFor(() => expect(items(container)).toHaveLength(2));
    expect(await submit()).toEqual([attachment('A2', 'OTHER'), { ...attachment('A9', 'QF-1'), name: 'c.gif' }]);
  });

  it('takes no more files than maxCount leaves room for', async () => {
    const { rt, container } = setup(undefined, { maxCount: 2 }, [attachment('A1', 'QF-7')]);
    await choose(container, 'a.png', 'b.png');
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '最多上传2个文件' }));
    await waitFor(() => expect(uploads(rt.transport.requests)).toHaveLength(1));
  });

  it('deletes only after 删除后将不可恢复，确认删除么？ and when file.delete succeeds', async () => {
    const { rt, container, submit } = setup(undefined, undefined, [attachment('A1', 'X'), attachment('A2', 'Y')]);
    const deletes = () => rt.transport.requests.filter((r) => `${r.method} ${r.path}` === DELETE);
    await waitFor(() => expect(items(container)).toHaveLength(2));
    fireEvent.click(within(items(container)[0] as HTMLElement).getByTitle(/remove|删除/i));
    expect(await screen.findByText('删除后将不可恢复，确认删除么？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('删除后将不可恢复，确认删除么？')).toBeNull());
    expect(deletes()).toHaveLength(0);
    expect(items(container)).toHaveLength(2);
    rt.transport.answers.set(DELETE, () => Promise.reject({ status: 404, message: '附件不存在' }));
    fireEvent.click(within(items(container)[0] as HTMLElement).getByTitle(/remove|删除/i));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'error', text: '附件不存在' }));
    expect(items(container)).toHaveLength(2);
    rt.transport.answers.set(DELETE, objectAnswer(null));
    fireEvent.click(within(items(container)[1] as HTMLElement).getByTitle(/remove|删除/i));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(items(container)).toHaveLength(1));
    expect(deletes().map((r) => r.query)).toEqual([{ attachmentId: 'A1' }, { attachmentId: 'A2' }]);
    expect(await submit()).toEqual([attachment('A1', 'X')]);
  });

  it('read-only: no upload button and no delete', async () => {
    const rt = runtime();
    const { container } = renderField(rt, { ...image(), 'x-read-only': true }, { f: [attachment('A1', 'QF-7')] });
    await waitFor(() => expect(items(container)).toHaveLength(1));
    expect(screen.queryByLabelText('上传')).toBeNull();
    expect(within(items(container)[0] as HTMLElement).queryByTitle(/remove|删除/i)).toBeNull();
  });
});
