// Transfer: items from a call on the left, moved right with the move button; the value is the list of keys;
// required with 请选择配件 when nothing is selected.
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Transfer } from './Transfer';
import { fakeTransport, listAnswer, renderWith, runtime } from '../testing/harness';
import { toValidator } from '../rules/adapter';

const PARTS = [
  { id: 'P001', name: '机油滤清器' },
  { id: 'P002', name: '空气滤清器' },
  { id: 'P003', name: '燃油泵' },
];

describe('Transfer', () => {
  it("lists the call's rows as available, moves the checked ones right, the value is their keys", async () => {
    const transport = fakeTransport({ 'POST /parts/search/V1.0': listAnswer(PARTS) });
    const rt = runtime({ transport });
    const form = createForm();
    const { container } = renderWith(
      rt,
      <FormProvider form={form}>
        <Field
          name="partsIds"
          component={[
            Transfer,
            { options: { call: 'parts.search', params: { size: 20, current: 1 }, label: 'name', value: 'id' } },
          ]}
        />
      </FormProvider>,
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.ant-transfer-list')[0].textContent).toContain('机油滤清器'),
    );
    expect(transport.requests[0].body).toMatchObject({ size: 20, current: 1 });
    const left = container.querySelectorAll('.ant-transfer-list')[0];
    expect(left.textContent).toContain('可选');
    const item = [...left.querySelectorAll('.ant-transfer-list-content-item')].find((e) =>
      e.textContent?.includes('燃油泵'),
    )!;
    fireEvent.click(item);
    const toRight = container.querySelectorAll('.ant-transfer-operation button')[0];
    fireEvent.click(toRight);
    await waitFor(() => expect(form.values.partsIds).toEqual(['P003']));
    expect(container.querySelectorAll('.ant-transfer-list')[1].textContent).toContain('燃油泵');
    // every checkbox has a name (axe 'label'): the items by their text, the headers by their list's title and 全选
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('input[type="checkbox"]')].map((b) => b.getAttribute('aria-label')),
      ).toEqual(['可选 全选', '机油滤清器', '空气滤清器', '已选 全选', '燃油泵']),
    );
  });

  it('an empty choice fails the required rule with 请选择配件', async () => {
    const transport = fakeTransport({ 'POST /parts/search/V1.0': listAnswer(PARTS) });
    const rt = runtime({ transport });
    const form = createForm();
    renderWith(
      rt,
      <FormProvider form={form}>
        <Field
          name="partsIds"
          validator={toValidator({ rule: 'required', message: '请选择配件' }, 'zh_CN')}
          component={[Transfer, { options: [{ label: '燃油泵', value: 'P003' }] }]}
        />
      </FormProvider>,
    );
    await expect(form.validate()).rejects.toBeDefined();
    expect(form.errors.map((e) => e.messages).flat()).toEqual(['请选择配件']);
  });

  it("shows the schema's titles in the portal's language", () => {
    const titles = [
      { zh_CN: '可选配件', en_US: 'Available parts' },
      { zh_CN: '已选配件', en_US: 'Chosen parts' },
    ];
    for (const [locale, want] of [
      ['en_US', ['Available parts', 'Chosen parts']],
      ['zh_CN', ['可选配件', '已选配件']],
    ] as const) {
      const { container, unmount } = renderWith(
        runtime({ locale }),
        <FormProvider form={createForm()}>
          <Field name="partsIds" component={[Transfer, { options: [{ label: 'P003', value: 'P003' }], titles }]} />
        </FormProvider>,
      );
      const heads = [...container.querySelectorAll('.ant-transfer-list-header-title')].map((e) => e.textContent);
      expect(heads).toEqual(want);
      unmount();
    }
  });
});
