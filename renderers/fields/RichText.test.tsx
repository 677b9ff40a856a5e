// RichText (tiptap): a toolbar (bold, italic, headings, lists, link, image, undo/redo) that changes the value;
// sanitised with DOMPurify and the allowlist on the way in and out (a <script> or an onerror attribute never reaches
// the value or the page); image upload through imageCall (multipart file, the answer's url inserted; 上传失败 on a
// failure, 只能选择图片！ for other files); links only http(s) or a path on this site; height from props; an empty
// editor sends ''.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import type { HttpRequest } from '../calls/types';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime, type Answer } from '../testing/harness';
import { isSafeLink, sanitize } from './RichText';

vi.setConfig({ testTimeout: 90_000 });

// jsdom has no layout: ProseMirror asks ranges for their rectangles when it scrolls the selection into view
const noRect = () =>
  ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= noRect;

registerCalls({
  'fixture.image': { method: 'POST', host: 'gateway', path: '/fixture/image', send: 'multipart', answer: 'object' },
});
const IMAGE = 'POST /fixture/image';

const setup = (
  props?: object,
  initial?: string,
  image: Answer = objectAnswer({ url: '/npsbackend-gateway/file/image/V1.0/A1' }),
) => {
  const rt = runtime({ transport: fakeTransport({ [SAVE]: objectAnswer(null), [IMAGE]: image }) });
  const view = renderField(
    rt,
    { type: 'string', title: '内容', 'x-component': 'RichText', 'x-component-props': props },
    initial === undefined ? undefined : { f: initial },
  );
  return { rt, ...view };
};
const selectAll = async () => {
  const box = await screen.findByLabelText('内容');
  box.focus();
  fireEvent.keyDown(box, { key: 'a', code: 'KeyA', ctrlKey: true });
  return box;
};
const tool = (name: string) => screen.getByRole('button', { name });

describe('RichText', () => {
  it('sanitize drops scripts and event attributes and keeps the markup', () => {
    expect(sanitize('<p onclick="x()">a<script>alert(1)</script><img src="/i.png" onerror="alert(2)"></p>')).toBe(
      '<p>a<img src="/i.png"></p>',
    );
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('links: only http(s) or a path on this site', () => {
    expect(['https://a.cn/x', 'http://a.cn', '/notices'].map(isSafeLink)).toEqual([true, true, true]);
    expect(
      ['javascript:alert(1)', '//evil.cn', '/\\evil.cn', 'data:text/html,x', 'ftp://a.cn'].map(isSafeLink),
    ).toEqual([false, false, false, false, false]);
  });

  it('sanitises an initial value before it reaches the page, and shows the toolbar', async () => {
    setup(undefined, '<p><b>hi</b><img src="/x.png" onerror="alert(1)"></p><script>alert(2)</script>');
    const box = await screen.findByLabelText('内容');
    await waitFor(() => expect(box.querySelector('strong')?.textContent).toBe('hi'));
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/x.png');
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.innerHTML).not.toMatch(/script/);
    for (const name of ['加粗', '斜体', '标题1', '标题2', '标题3', '无序列表', '有序列表', '链接', '撤销', '重做'])
      expect(tool(name)).toBeTruthy();
    // no imageCall, no image button
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });

  it('bold, heading and list from the toolbar change the value; undo takes it back', async () => {
    const { submit } = setup(undefined, '<p>异响</p>');
    await selectAll();
    fireEvent.click(tool('加粗'));
    expect(await submit()).toBe('<p><strong>异响</strong></p>');
    await waitFor(() => expect(tool('加粗').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(tool('标题2'));
    expect(await submit()).toBe('<h2><strong>异响</strong></h2>');
    fireEvent.click(tool('无序列表'));
    expect(await submit()).toMatch(/^<ul><li>.*异响.*<\/li><\/ul>$/);
    fireEvent.click(tool('撤销'));
    fireEvent.click(tool('撤销'));
    fireEvent.click(tool('撤销'));
    expect(await submit()).toBe('<p>异响</p>');
  });

  it('a link: javascript: is refused with the message, https is set on the selection', async () => {
    const { submit } = setup(undefined, '<p>说明</p>');
    await selectAll();
    fireEvent.click(tool('链接'));
    const input = await screen.findByLabelText('链接地址');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('请输入 http(s) 地址或以 / 开头的站内路径');
    fireEvent.change(input, { target: { value: 'https://example.com/help' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const value = (await submit()) as string;
    expect(value).toMatch(/^<p><a [^>]*href="https:\/\/example.com\/help"[^>]*>说明<\/a><\/p>$/);
  });

  it('an image is uploaded through imageCall and inserted with the answer url', async () => {
    const { rt, submit } = setup({ imageCall: 'fixture.image' }, '<p>见图</p>');
    await screen.findByLabelText('内容');
    const input = screen.getByTestId('richtext-image-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'report.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(rt.messages.log).toContainEqual({ kind: 'warning', text: '只能选择图片！' }));
    fireEvent.change(input, { target: { files: [new File(['png'], 'noise.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(rt.transport.requests.filter((r: HttpRequest) => `${r.method} ${r.path}` === IMAGE)).toHaveLength(1),
    );
    const req = rt.transport.requests.find((r: HttpRequest) => `${r.method} ${r.path}` === IMAGE)!;
    expect(req.multipart).toBe(true);
    expect((req.body as { file: File }).file.name).toBe('noise.png');
    await waitFor(async () =>
      expect(await submit()).toMatch(/<img src="\/npsbackend-gateway\/file\/image\/V1.0\/A1" alt="noise.png">/),
    );
  });

  it('a failed image upload shows 上传失败 and inserts nothing', async () => {
    const { rt, submit } = setup({ imageCall: 'fixture.image' }, '<p>见图</p>', () =>
      Promise.reject({ status: 417, message: '上传失败' }),
    );
    await screen.findByLabelText('内容');
    fireEvent.change(screen.getByTestId('richtext-image-input'), {
      target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(rt.messages.log).toContainEqual(expect.objectContaining({ kind: 'error', text: '上传失败' })),
    );
    expect(await submit()).toBe('<p>见图</p>');
  });

  it('takes its height from props, 300 by default; an editor with no text sends an empty value', async () => {
    const first = setup({ height: 180 });
    const area = () =>
      screen.getByTestId('richtext').querySelector('.rt-richtext-content')!.parentElement as HTMLElement;
    await screen.findByLabelText('内容');
    expect(area().style.height).toBe('180px');
    first.unmount();
    const { submit } = setup(undefined, '<p>x</p>');
    const box = await selectAll();
    expect(area().style.height).toBe('300px');
    fireEvent.keyDown(box, { key: 'Backspace', code: 'Backspace' });
    expect(await submit()).toBe('');
  });
});
