// A field's description shows under it in every form (read-only or not: 保存时使用此单号 under the
// read-only 询价单号), named by its control; a read-only input looks read-only (antd's filled variant, no border)
// and stays focusable for copying, while an editable one keeps the outlined box.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../runtime/context';
import { testRuntime } from '../testing/runtimeContext';
import type { FormDocument } from '../schema-types.generated';
import { FormView } from './FormView';

afterEach(cleanup);

const doc = {
  $schema: '',
  kind: 'form',
  id: 'readOnlyTest',
  title: 't',
  mode: 'page',
  fields: {
    number: {
      type: 'string',
      title: '询价单号',
      default: 'XJ202611280001',
      description: { zh_CN: '保存时使用此单号' },
      'x-component': 'Input',
      'x-read-only': true,
    },
    shown: { type: 'string', title: '单号', default: 'A1', description: { zh_CN: '只显示' }, 'x-component': 'Text' },
    name: { type: 'string', title: '配件名称', description: { zh_CN: '最多 50 个字' }, 'x-component': 'Input' },
  },
  submit: { call: 'formTest.save' },
} as unknown as FormDocument; // `default` is typed loosely by the generated types

describe('read-only fields and descriptions', () => {
  it('shows every description under its field, named by the control; a read-only input is filled, focusable and keeps its value', async () => {
    render(
      <RuntimeProvider value={testRuntime({ transport: { request: async () => ({ result: 'SUCCEED' }) as never } })}>
        <FormView doc={doc} mode="page" />
      </RuntimeProvider>,
    );
    const readOnly = (await screen.findByLabelText('询价单号')) as HTMLInputElement;
    const editable = screen.getByLabelText('配件名称') as HTMLInputElement;
    const extras = () => [...document.querySelectorAll('.ant-form-item-extra')].map((e) => e.textContent);
    expect(extras()).toEqual(['保存时使用此单号', '只显示', '最多 50 个字']);
    await waitFor(() => expect(readOnly.getAttribute('aria-describedby')).toBe(`${readOnly.id}-extra`));
    expect(document.getElementById(`${readOnly.id}-extra`)?.textContent).toBe('保存时使用此单号');
    await waitFor(() => expect(editable.getAttribute('aria-describedby')).toBe(`${editable.id}-extra`));

    expect(readOnly.value).toBe('XJ202611280001');
    expect(readOnly.readOnly).toBe(true);
    expect(readOnly.className).toContain('ant-input-filled');
    expect(readOnly.className).not.toContain('ant-input-outlined');
    expect(readOnly.tabIndex).toBe(0);
    readOnly.focus();
    expect(document.activeElement).toBe(readOnly);
    expect(editable.readOnly).toBe(false);
    expect(editable.className).toContain('ant-input-outlined');
    expect(editable.className).not.toContain('ant-input-filled');
  });
});
