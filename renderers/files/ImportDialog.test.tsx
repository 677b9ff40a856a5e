// The import dialog (001 §2.6) against a fake transport: 请先选择文件！ without a file, other types refused, one
// file kept, the three answers (JSON, failure list, version 2 result) and a refused call clearing the file.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../calls/types';
import { objectAnswer, renderWith, runtime, type Answer } from '../testing/harness';
import { ImportDialog } from './ImportDialog';
import { noteImportSummary } from './files';

vi.setConfig({ testTimeout: 60_000 });

const IMPORT = 'POST /supplierParts/import/V1.0';
const TEMPLATE = 'GET /supplierParts/template/V1.0';
const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved.length = 0;
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${n++}`;
    saved.push({ name: '', blob });
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  // the <a download> click: record the name the blob is saved under
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

function setup(answer: Answer, version?: 1 | 2) {
  const rt = runtime();
  rt.transport.answers.set(IMPORT, answer);
  rt.transport.answers.set(TEMPLATE, new File(['t'], '供应商配件导入模板.xlsx'));
  const onDone = vi.fn();
  const onClose = vi.fn();
  const view = renderWith(
    rt,
    <ImportDialog
      spec={{ call: 'supplierParts.import', templateCall: 'supplierParts.template', version }}
      onDone={onDone}
      onClose={onClose}
    />,
  );
  return { rt, onDone, onClose, ...view };
}
const input = () => document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
const choose = (name: string) => fireEvent.change(input(), { target: { files: [new File(['x'], name)] } });
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const imports = (reqs: HttpRequest[]) => reqs.filter((r) => `${r.method} ${r.path}` === IMPORT);
const chosen = () => [...document.querySelectorAll('.ant-upload-list-item')].map((e) => e.textContent);

describe('ImportDialog', () => {
  it('asks 请先选择文件！ without a file, refuses other types and keeps one file', async () => {
    const { rt } = setup(objectAnswer({ count: 1 }));
    await screen.findByText('导入');
    ok();
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '请先选择文件！' }));
    choose('parts.csv');
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '只能选择 .xlsx, .xls 文件' }));
    expect(chosen()).toEqual([]);
    choose('a.xlsx');
    await waitFor(() => expect(chosen()).toEqual(['a.xlsx']));
    choose('b.XLS');
    await waitFor(() => expect(chosen()).toEqual(['b.XLS']));
    expect(imports(rt.transport.requests)).toHaveLength(0);
  });

  it('a JSON answer: 导入成功 and onDone; the file went as the multipart part file', async () => {
    const { rt, onDone } = setup(objectAnswer({ count: 2 }));
    choose('a.xlsx');
    await waitFor(() => expect(chosen()).toEqual(['a.xlsx']));
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(rt.messages.log).toContainEqual({ kind: 'success', text: '导入成功' });
    const [req] = imports(rt.transport.requests);
    expect(req.multipart).toBe(true);
    expect(req.responseType).toBe('blob');
    expect((req.body as { file: File }).file.name).toBe('a.xlsx');
    expect(saved).toEqual([]);
  });

  it('a file answer: the failure list saved under its name, 导入失败，失败清单及原因已自动下载, the file cleared', async () => {
    const { rt, onDone } = setup(new File(['f'], '导入失败清单.xlsx'));
    choose('a.xlsx');
    await waitFor(() => expect(chosen()).toEqual(['a.xlsx']));
    ok();
    await waitFor(() =>
      expect(rt.messages.log).toContainEqual({ kind: 'error', text: '导入失败，失败清单及原因已自动下载' }),
    );
    expect(saved.map((s) => s.name)).toEqual(['导入失败清单.xlsx']);
    await waitFor(() => expect(chosen()).toEqual([]));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('version 2: the result saved (1111.xlsx without a name), 提交成功，导入结果请下载查看 and onDone', async () => {
    const { rt, onDone } = setup(new Blob(['r']), 2);
    choose('a.xlsx');
    await waitFor(() => expect(chosen()).toEqual(['a.xlsx']));
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(rt.messages.log).toContainEqual({ kind: 'success', text: '提交成功，导入结果请下载查看' });
    expect(saved.map((s) => s.name)).toEqual(['1111.xlsx']);
  });

  it("version 2 with the gateway's counts: the spec's text and the counts, a warning when rows failed; the dialog says which import it is", async () => {
    const result = new Blob(['r']);
    noteImportSummary(result, 'succeeded=1; failed=2');
    const { rt, onDone } = setup(result, 2);
    expect((await screen.findByTestId('import-hint')).textContent).toContain('逐行导入');
    choose('a.xlsx');
    await waitFor(() => expect(chosen()).toEqual(['a.xlsx']));
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(rt.messages.log).toContainEqual({
      kind: 'warning',
      text: '提交成功，导入结果请下载查看（成功 1 行，失败 2 行）',
    });
  });

  it('a refused call: the server message, the file cleared', async () => {
    const { rt, onDone } = setup(() => Promise.reject({ status: 417, message: 'file: 文件中没有数据' }));
    choose('a.xlsx');
    await waitFor(() => expect(chosen()).toEqual(['a.xlsx']));
    ok();
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'error', text: 'file: 文件中没有数据' }));
    await waitFor(() => expect(chosen()).toEqual([]));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("模板下载 saves the template under the server's name", async () => {
    const { rt } = setup(objectAnswer(null));
    fireEvent.click(await screen.findByRole('button', { name: '模板下载' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['供应商配件导入模板.xlsx']));
    expect(rt.transport.requests.map((r) => `${r.method} ${r.path}`)).toEqual([TEMPLATE]);
  });
});
