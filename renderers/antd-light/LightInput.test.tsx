// The light text input: a plain <input> in antd's classes inside forms, the error status from the form item,
// and antd's Input whenever a prop needs its extra markup (clear button, prefix, count...).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

const setup = (props?: object) => {
  const rt = runtime({ transport: fakeTransport({ [SAVE]: objectAnswer(null) }) });
  return renderField(rt, {
    type: 'string',
    title: '名称',
    required: true,
    'x-component': 'Input',
    'x-component-props': { maxLength: 5, placeholder: '请输入', ...props },
  });
};

describe('Input', () => {
  it('is a plain input in antd classes that edits the value, with the error status of its item', async () => {
    const { submit } = setup();
    const input = screen.getByLabelText('名称') as HTMLInputElement;
    expect(input.className).toMatch(/^ant-input css-\S+ .*ant-input-outlined$/);
    // no empty part: without css variables antd gives no cssVar class (it was written out as "undefined")
    expect(input.className.split(' ')).not.toContain('undefined');
    expect(input.parentElement?.className).toBe('ant-form-item-control-input-content');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAttribute('placeholder', '请输入');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('名称不能为空'));
    expect(screen.getByLabelText('名称').className).toContain('ant-input-status-error');
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '一号' } });
    expect(await submit()).toBe('一号');
    expect(screen.getByLabelText('名称').className).not.toContain('ant-input-status-error');
  });

  it('falls back to antd Input for a clear button', async () => {
    setup({ allowClear: true });
    const input = screen.getByLabelText('名称');
    expect(input.closest('.ant-input-affix-wrapper')).not.toBeNull();
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input).toHaveValue('x');
  });
});
