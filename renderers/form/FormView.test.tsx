// Mounting less: a long form shows its first screenful at once and mounts the rest after it; submit
// waits for every field, so none is left unvalidated or unsent.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import { RuntimeProvider, type RuntimeContext } from '../runtime/context';
import { testRuntime } from '../testing/runtimeContext';
import type { FieldNode, FormDocument } from '../schema-types.generated';
import { FormView } from './FormView';

const fields = (n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `f${i}`,
      { type: 'string', title: `字段${i + 1}`, 'x-component': 'Input', required: i === n - 1 } as FieldNode,
    ]),
  );

const runtime = (request: RuntimeContext['transport']['request']): RuntimeContext =>
  testRuntime({ transport: { request } });

afterEach(cleanup);

describe('long forms mount progressively', () => {
  registerCalls({ 'formTest.save': { method: 'POST', host: 'gateway', path: '/t/save', answer: 'none' } });
  const doc: FormDocument = {
    $schema: '',
    kind: 'form',
    id: 'longFormTest',
    title: 't',
    mode: 'page',
    fields: fields(120),
    submit: { call: 'formTest.save' },
  };

  it('shows the first screenful first, then every field', async () => {
    render(
      <RuntimeProvider value={runtime(async () => ({ result: 'SUCCEED' }) as never)}>
        <FormView doc={doc} mode="page" />
      </RuntimeProvider>,
    );
    const first = document.querySelectorAll('input').length;
    expect(first).toBeGreaterThanOrEqual(12);
    expect(first).toBeLessThan(120);
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(120));
    expect(screen.getByLabelText(/字段120/)).toBeTruthy();
  });

  it('submit mounts and validates every field, including the last', async () => {
    const request = vi.fn(async () => ({ result: 'SUCCEED' }) as never);
    render(
      <RuntimeProvider value={runtime(request)}>
        <FormView doc={doc} mode="page" />
      </RuntimeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ })));
    // field 120 is required and empty: nothing is sent, its message shows
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(120));
    await waitFor(() => expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull());
    expect(request).not.toHaveBeenCalled();
  });
});

describe('long forms: plain fields beyond the first screenful wait as stand-ins', () => {
  registerCalls({ 'formTest.saveLight': { method: 'POST', host: 'gateway', path: '/t/saveLight', answer: 'none' } });
  const many = fields(40);
  many.f33 = { ...many.f33, 'x-component-props': { placeholder: { zh_CN: '请输入', en_US: 'Enter' } } } as FieldNode;
  many.f36 = {
    ...many.f36,
    'x-reactions': [{ dependencies: ['f0'], fulfill: { state: { visible: '{{$deps[0] !== "x"}}' } } }],
  } as FieldNode;
  const doc: FormDocument = {
    $schema: '',
    kind: 'form',
    id: 'lightFormTest',
    title: 't',
    mode: 'page',
    fields: many,
    submit: { call: 'formTest.saveLight' },
  };
  const item = (name: string) => document.getElementById(`rt-form_lightFormTest-${name}`)!.closest('.ant-form-item')!;
  const view = (request = vi.fn(async () => ({ result: 'SUCCEED' }) as never)) =>
    render(
      <RuntimeProvider value={runtime(request)}>
        <FormView doc={doc} mode="page" initialValues={{ f30: '已填' }} />
      </RuntimeProvider>,
    );

  it("renders exactly the field's own markup (label, value, placeholder, asterisk) and becomes the field on hover", async () => {
    view();
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    for (const name of ['f25', 'f30', 'f33', 'f39']) {
      const before = item(name);
      expect(before.querySelector('input')!.dataset.light).toBeUndefined();
      const html = before.outerHTML;
      act(() => void fireEvent.mouseEnter(before));
      const after = item(name);
      expect(after).not.toBe(before); // the Formily field's own item now
      expect(after.outerHTML).toBe(html);
    }
    expect((screen.getByLabelText('字段31') as HTMLInputElement).value).toBe('已填');
    expect(item('f39').querySelector('label')!.className).toBe('ant-form-item-required');
    // antd lays a vertical item out by its own class (label above, left-aligned, no colon), the stand-ins too
    for (const name of ['f0', 'f25', 'f38']) expect(item(name).classList.contains('ant-form-item-vertical')).toBe(true);
    // a field with reactions is a Formily field from the start (not a stand-in)
    expect(document.getElementById('rt-form_lightFormTest-f36')).not.toBeNull();
  });

  it('keeps the focus on the field the keyboard reached, sends what was typed, and validates every field on submit', async () => {
    const request = vi.fn(async () => ({ result: 'SUCCEED' }) as never);
    view(request);
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    const light = screen.getByLabelText('字段26') as HTMLInputElement;
    act(() => light.focus());
    await waitFor(() => expect(document.activeElement).not.toBe(light));
    const real = document.activeElement as HTMLInputElement;
    expect(real.id).toBe(light.id);
    expect(screen.getByLabelText('字段26')).toBe(real);
    fireEvent.change(real, { target: { value: '输入' } });
    expect(real.value).toBe('输入');
    // field 40 is required and still a stand-in: submit makes every field a Formily field and shows its message
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ })));
    await waitFor(() => expect(item('f39').className).toContain('ant-form-item-has-error'));
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('字段40'), { target: { value: '末' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ })));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(JSON.stringify(request.mock.calls[0])).toContain('"f25":"输入"');
    expect(JSON.stringify(request.mock.calls[0])).toContain('"f30":"已填"');
  });
});
