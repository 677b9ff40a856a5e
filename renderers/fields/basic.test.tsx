// The plain inputs fill their form cell: a Select (and a DictSelect) is as wide as an Input, not as wide as its
// text (in a search form it shrank to its arrow and could hardly be clicked).
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './basic';
import { DictSelect } from './DictSelect';
import { renderWith, runtime, objectAnswer, fakeTransport } from '../testing/harness';

describe('Select', () => {
  it('is full width unless a width is given', () => {
    const form = createForm();
    const { container } = render(
      <FormProvider form={form}>
        <Field name="status" component={[Select, { options: [{ label: '有效', value: 'VALID' }] }]} />
        <Field name="kind" component={[Select, { style: { width: 120 } }]} />
      </FormProvider>,
    );
    const selects = container.querySelectorAll<HTMLElement>('.ant-select');
    expect(selects[0].style.width).toBe('100%');
    expect(selects[1].style.width).toBe('120px');
  });

  it('DictSelect is full width too', () => {
    const form = createForm();
    const rt = runtime({ transport: fakeTransport({ 'GET /dict/items': objectAnswer([]) }) });
    const { container } = renderWith(
      rt,
      <FormProvider form={form}>
        <Field name="kind" component={[DictSelect, { dict: 'kind' }]} />
      </FormProvider>,
    );
    expect(container.querySelector<HTMLElement>('.ant-select')!.style.width).toBe('100%');
  });
});
