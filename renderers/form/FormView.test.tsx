// Mounting less: a long form shows its first screenful at once and mounts the rest after it; submit
// waits for every field, so none is left unvalidated or unsent. Its plain fields are LiveFields: one <input> from
// stand-in to Formily field, the field's own markup, no render on a key press.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import { RuntimeProvider, type RuntimeContext } from '../runtime/context';
import { testRuntime } from '../testing/runtimeContext';
import type { FieldNode, FormDocument } from '../schema-types.generated';
import { FormView } from './FormView';
import { normalMarkup } from '../antd-light/markup';

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

describe('long forms: plain fields beyond the first screenful are LiveFields', () => {
  registerCalls({
    'formTest.saveLight': { method: 'POST', host: 'gateway', path: '/t/saveLight', answer: 'none' },
    'formTest.loadLight': { method: 'GET', host: 'gateway', path: '/t/loadLight', answer: 'object' },
  });
  const many = fields(40);
  many.f33 = { ...many.f33, 'x-component-props': { placeholder: { zh_CN: '请输入', en_US: 'Enter' } } } as FieldNode;
  many.f34 = { ...many.f34, description: '保存时使用此单号' } as FieldNode;
  many.f36 = {
    ...many.f36,
    'x-reactions': [{ dependencies: ['f0'], fulfill: { state: { visible: '{{$deps[0] !== "x"}}' } } }],
  } as FieldNode;
  // depends on a LiveField with no rule (f31): its keys skip validation, not the reactions
  many.f37 = {
    ...many.f37,
    'x-reactions': [{ dependencies: ['f31'], fulfill: { state: { visible: '{{$deps[0] !== "x"}}' } } }],
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
  const input = (name: string) => document.getElementById(`rt-form_lightFormTest-${name}`) as HTMLInputElement;
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ })));
  let commits = 0;
  const view = (
    request: RuntimeContext['transport']['request'] = vi.fn(async () => ({ result: 'SUCCEED' }) as never),
    d = doc,
  ) =>
    render(
      <RuntimeProvider value={runtime(request)}>
        <Profiler id="form" onRender={() => void commits++}>
          <FormView doc={d} mode="page" initialValues={{ f30: '已填' }} />
        </Profiler>
      </RuntimeProvider>,
    );

  it("renders the Formily field's own markup (label, value, placeholder, hint, asterisk, error) in one <input>", async () => {
    view();
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    const live: Record<string, string> = {};
    for (const name of ['f25', 'f30', 'f33', 'f34', 'f39']) {
      const [before, control] = [item(name), input(name)];
      const html = before.outerHTML;
      act(() => void fireEvent.mouseEnter(before));
      // the same item and the same <input>, now the Formily field's
      expect(item(name)).toBe(before);
      expect(input(name)).toBe(control);
      expect(before.outerHTML).toBe(html);
    }
    expect(input('f30').value).toBe('已填');
    // a long form's inputs are laid out on their own (LightInput's InputStyleContext), the first screenful's too
    for (const name of ['f0', 'f25']) expect(input(name).getAttribute('style')).toContain('contain: size layout style');
    expect(item('f39').querySelector('label')!.className).toBe('ant-form-item-required');
    expect(input('f34').getAttribute('aria-describedby')).toBe('rt-form_lightFormTest-f34-extra');
    // typing validates as the Formily field does: the required field 40 typed and emptied shows its message
    fireEvent.change(input('f25'), { target: { value: '输入' } });
    fireEvent.change(input('f39'), { target: { value: '末' } });
    fireEvent.change(input('f39'), { target: { value: '' } });
    await waitFor(() => expect(item('f39').className).toContain('ant-form-item-has-error'));
    expect(item('f39').querySelector('[role="alert"]')).not.toBeNull();
    for (const name of ['f25', 'f30', 'f33', 'f34', 'f39']) live[name] = normalMarkup(item(name).outerHTML);
    // submit renders every field as a Formily field (FormItem, LightInput): the same markup (attributes in a fixed
    // order: FormItem names the hint after its first render)
    await submit();
    await waitFor(() => expect(input('f39').className).toContain('ant-input-status-error'));
    for (const name of ['f25', 'f30', 'f33', 'f34', 'f39']) expect(normalMarkup(item(name).outerHTML)).toBe(live[name]);
    // antd lays a vertical item out by its own class (label above, left-aligned, no colon), the stand-ins too
    for (const name of ['f0', 'f25', 'f38']) expect(item(name).classList.contains('ant-form-item-vertical')).toBe(true);
    // a field with reactions is a Formily field from the start (not a stand-in)
    expect(document.getElementById('rt-form_lightFormTest-f36')).not.toBeNull();
  });

  it('keeps the focus in the same <input>, renders nothing on a key press, sends what was typed, validates every field on submit', async () => {
    const request = vi.fn(async () => ({ result: 'SUCCEED' }) as never);
    view(request);
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    const control = screen.getByLabelText('字段26') as HTMLInputElement;
    act(() => control.focus());
    await act(async () => undefined);
    expect(document.activeElement).toBe(control);
    expect(screen.getByLabelText('字段26')).toBe(control);
    commits = 0;
    for (const value of ['输', '输入']) fireEvent.change(control, { target: { value } });
    await act(async () => undefined);
    expect(commits).toBe(0);
    expect(control.value).toBe('输入');
    expect(document.activeElement).toBe(control);
    // field 40 is required and was never reached: submit makes every field a Formily field and shows its message
    await submit();
    await waitFor(() => expect(item('f39').className).toContain('ant-form-item-has-error'));
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('字段40'), { target: { value: '末' } });
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(JSON.stringify(request.mock.calls[0])).toContain('"f25":"输入"');
    expect(JSON.stringify(request.mock.calls[0])).toContain('"f30":"已填"');
  });

  it('a key in a field with no rule still drives the fields that depend on it and is sent', async () => {
    const request = vi.fn(async () => ({ result: 'SUCCEED' }) as never);
    view(request);
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    const f31 = input('f31');
    act(() => f31.focus());
    fireEvent.change(f31, { target: { value: 'x' } });
    await waitFor(() => expect(document.getElementById('rt-form_lightFormTest-f37')).toBeNull());
    fireEvent.change(f31, { target: { value: 'xy' } });
    await waitFor(() => expect(document.getElementById('rt-form_lightFormTest-f37')).not.toBeNull());
    expect(input('f31')).toBe(f31);
    fireEvent.change(screen.getByLabelText('字段40'), { target: { value: '末' } });
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(JSON.stringify(request.mock.calls[0])).toContain('"f31":"xy"');
  });

  it('lays a one-column long form out in runs of 25 items, each a block (the scroll anchor skips a run at a time)', async () => {
    view();
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    const runs = [...document.querySelector('form')!.children];
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.querySelectorAll('.ant-form-item').length)).toEqual([25, 15]);
    expect(item('f24').parentElement).toBe(runs[0]);
    expect(item('f25').parentElement).toBe(runs[1]);
    expect(item('f39').parentElement).toBe(runs[1]);
    expect((runs[1] as HTMLElement).style.display).toBe('');
  });

  it('shows values the form sets (a load) in fields reached and not reached', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const request = vi.fn(
      (req: { path?: string }) =>
        new Promise((ok) => (String(req.path).endsWith('/t/loadLight') ? (answer = ok) : ok({ result: 'SUCCEED' }))),
    ) as unknown as RuntimeContext['transport']['request'];
    view(request, { ...doc, id: 'lightFormTestLoad', load: { call: 'formTest.loadLight' } });
    const at = (name: string) => document.getElementById(`rt-form_lightFormTestLoad-${name}`) as HTMLInputElement;
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(40));
    act(() => void fireEvent.mouseEnter(at('f27').closest('.ant-form-item')!));
    fireEvent.change(at('f27'), { target: { value: '旧' } });
    await act(async () => answer({ result: 'SUCCEED', data: { f27: '载入27', f28: '载入28' } }));
    await waitFor(() => expect(at('f27').value).toBe('载入27'));
    expect(at('f28').value).toBe('载入28');
  });
});
