// The feedback form (000 §2, §5) from schemas/forms/feedback.json: validation messages, submit, errors.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormView } from '../form/FormView';
import type { FormDocument } from '../schema-types.generated';
import { loadDocument } from '../screen/loader';
import { fakeTransport, renderWith, runtime } from '../testing/harness';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

let doc: FormDocument;
beforeAll(async () => {
  doc = await loadDocument('form', 'feedback');
});

const ok = { result: 'SUCCEED', code: '0', message: '', data: null };
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
const errorsShown = () => screen.queryAllByRole('alert').map((e) => e.textContent);

async function fill(phone: string) {
  fireEvent.mouseDown(screen.getByLabelText('类型'));
  fireEvent.click(await screen.findByTitle('质量反馈'));
  fireEvent.change(screen.getByLabelText('反馈标题'), { target: { value: '刹车异响' } });
  const content = await screen.findByLabelText('反馈内容');
  content.innerHTML = '<p>异响<script>alert(1)</script></p>';
  fireEvent.input(content);
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: phone } });
}

describe('feedback form', () => {
  it('shows the spec messages for every empty field and sends nothing', async () => {
    const rt = runtime({ transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok }) });
    renderWith(rt, <FormView doc={doc} />);
    submit();
    await waitFor(() => expect(errorsShown()).toEqual(['请选择类型', '请输入反馈标题', '请输入反馈内容', '请输入正确的手机号或座机号']));
    expect(rt.transport.requests).toHaveLength(0);
  });

  it.each(['12800138000', '1380013800'])('refuses the phone %s', async (phone) => {
    const rt = runtime({ transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok }) });
    renderWith(rt, <FormView doc={doc} />);
    await fill(phone);
    submit();
    await waitFor(() => expect(errorsShown()).toEqual(['请输入正确的手机号或座机号']));
    expect(rt.transport.requests).toHaveLength(0);
  });

  it.each(['13800138000', '010-1234567'])('submits with the phone %s: query userId, sanitised content, 新增成功', async (phone) => {
    const rt = runtime({ transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok }) });
    const onDone = vi.fn();
    renderWith(rt, <FormView doc={doc} onDone={onDone} />);
    await fill(phone);
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(rt.transport.requests).toEqual([
      {
        method: 'POST', host: 'gateway', path: '/vehicle/business/business_feedback/add',
        query: { userId: 'u1' },
        body: { sourceCode: 'nsp', clientId: 'u1', clientName: '张三', type: '1', title: '刹车异响', content: '<p>异响</p>', phone },
      },
    ]);
    expect(rt.messages.log).toEqual([{ kind: 'success', text: '新增成功' }]);
  });

  it('warns 获取用户信息失败，请重新登陆后重试 without user info and makes no call', async () => {
    const base = runtime();
    const rt = runtime({ session: { ...base.session, userId: '' }, transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': ok }) });
    renderWith(rt, <FormView doc={doc} />);
    await fill('13800138000');
    submit();
    await waitFor(() => expect(rt.messages.log).toEqual([{ kind: 'warning', text: '获取用户信息失败，请重新登陆后重试' }]));
    expect(rt.transport.requests).toHaveLength(0);
  });

  it('passes a server error to the message sink', async () => {
    const rt = runtime({
      transport: fakeTransport({ 'POST /vehicle/business/business_feedback/add': () => Promise.reject({ status: 417, code: '417', message: 'title 过长' }) }),
    });
    renderWith(rt, <FormView doc={doc} />);
    await fill('13800138000');
    submit();
    await waitFor(() => expect(rt.messages.log).toEqual([{ kind: 'error', text: 'title 过长' }]));
  });
});
