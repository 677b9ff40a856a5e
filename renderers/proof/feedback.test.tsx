// The feedback form (000 §2, §5) from schemas/forms/feedback.json: validation messages, submit, errors.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormView } from '../form/FormView';
import type { FormDocument } from '../schema-types.generated';
import { fakeTransport, renderWith, runtime, loadDocument } from '../testing/harness';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

let doc: FormDocument;
beforeAll(async () => {
  doc = await loadDocument('form', 'feedback');
});

const ok = { result: 'SUCCEED', code: '0', message: '', data: null };
const SOURCES = 'GET /vehicle/business/business_feedback/listSource';
const sources = { result: 'SUCCEED', code: '0', message: '', data: [{ sourceCode: 'nsp', sourceName: '服务商门户' }] };
/** The calls other than the source list (listSource fills the source field when the form opens). */
const sent = (rt: { transport: { requests: Array<{ method: string; path: string }> } }) =>
  rt.transport.requests.filter((r) => `${r.method} ${r.path}` !== SOURCES);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
const errorsShown = () => screen.queryAllByRole('alert').map((e) => e.textContent);

async function fill(phone: string) {
  fireEvent.mouseDown(screen.getByLabelText('类型'));
  fireEvent.click(await screen.findByTitle('质量反馈'));
  fireEvent.change(screen.getByLabelText('反馈标题'), { target: { value: '刹车异响' } });
  // the tiptap editor keeps its instance on its element: what it holds is what a user typed or pasted
  const content = (await screen.findByLabelText('反馈内容')) as HTMLElement & {
    editor: { commands: { setContent(html: string, o: object): void } };
  };
  content.editor.commands.setContent('<p>异响<script>alert(1)</script></p>', { emitUpdate: true });
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: phone } });
}

describe('feedback form', () => {
  it('shows the spec messages for every empty field and sends nothing', async () => {
    const rt = runtime({
      transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok, [SOURCES]: sources }),
    });
    renderWith(rt, <FormView doc={doc} />);
    // the source field shows nsp by the name listSource gives
    expect((await screen.findByTitle('服务商门户')).textContent).toBe('服务商门户');
    submit();
    await waitFor(() =>
      expect(errorsShown()).toEqual(['请选择类型', '请输入反馈标题', '请输入反馈内容', '请输入正确的手机号或座机号']),
    );
    expect(sent(rt)).toHaveLength(0);
  });

  it.each(['12800138000', '1380013800'])('refuses the phone %s', async (phone) => {
    const rt = runtime({
      transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok, [SOURCES]: sources }),
    });
    renderWith(rt, <FormView doc={doc} />);
    await fill(phone);
    submit();
    await waitFor(() => expect(errorsShown()).toEqual(['请输入正确的手机号或座机号']));
    expect(sent(rt)).toHaveLength(0);
  });

  it.each(['13800138000', '010-1234567'])(
    'submits with the phone %s: query userId, sanitised content, 新增成功',
    async (phone) => {
      const rt = runtime({
        transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok, [SOURCES]: sources }),
      });
      const onDone = vi.fn();
      renderWith(rt, <FormView doc={doc} onDone={onDone} />);
      await fill(phone);
      submit();
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sent(rt)).toEqual([
        {
          method: 'POST',
          host: 'gateway',
          path: '/vehicle/business/business_feedback/add',
          query: { userId: 'u1' },
          body: {
            sourceCode: 'nsp',
            clientId: 'u1',
            clientName: '张三',
            type: '1',
            title: '刹车异响',
            content: '<p>异响</p>',
            phone,
          },
        },
      ]);
      expect(rt.messages.log).toEqual([{ kind: 'success', text: '新增成功' }]);
    },
  );

  it('warns 获取用户信息失败，请重新登陆后重试 without user info and makes no call', async () => {
    const base = runtime();
    const rt = runtime({
      session: { ...base.session, userId: '' },
      transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok, [SOURCES]: sources }),
    });
    renderWith(rt, <FormView doc={doc} />);
    await fill('13800138000');
    submit();
    await waitFor(() =>
      expect(rt.messages.log).toEqual([{ kind: 'warning', text: '获取用户信息失败，请重新登陆后重试' }]),
    );
    expect(sent(rt)).toHaveLength(0);
  });

  it('passes a server error to the message sink', async () => {
    const rt = runtime({
      transport: fakeTransport({
        [SOURCES]: sources,
        'POST /vehicle/business/business_feedback/add': () =>
          Promise.reject({ status: 417, code: '417', message: 'title 过长' }),
      }),
    });
    renderWith(rt, <FormView doc={doc} />);
    await fill('13800138000');
    submit();
    await waitFor(() => expect(rt.messages.log).toEqual([{ kind: 'error', text: 'title 过长' }]));
  });
});
