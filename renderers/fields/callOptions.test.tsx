// Select and Cascader with options from a call: parameters bound to the form, loading, 暂无数据, errors to the sink.
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './basic';
import { Cascader } from './rare';
import { fakeTransport, objectAnswer, renderWith, runtime } from '../testing/harness';
import type { HttpRequest } from '../calls/types';

const open = (container: HTMLElement) =>
  fireEvent.mouseDown(container.querySelector('input[role="combobox"], .ant-select-selector')!);
const option = (text: string) =>
  waitFor(() => {
    const el = [
      ...document.querySelectorAll(
        '.ant-select-item-option, .ant-cascader-menu-item, .ant-empty-description, .ant-select-item-empty',
      ),
    ].find((e) => e.textContent === text);
    expect(el).toBeDefined();
    return el as HTMLElement;
  });

describe('Select with options from a call', () => {
  it('loads through the transport with bound parameters and reloads when the bound field changes', async () => {
    const transport = fakeTransport({
      'POST /flagType/getFlagRule/V1.0': (req: HttpRequest) =>
        objectAnswer([{ code: `${(req.body as { type: string }).type}_FLAG_1` }]),
    });
    const rt = runtime({ transport });
    const form = createForm({ values: { type: 'PARTS' } });
    const options = {
      call: 'flagRule.get',
      params: { company: { $session: 'company' }, type: { $form: 'type' } },
      label: 'code',
      value: 'code',
    };
    const { container } = renderWith(
      rt,
      <FormProvider form={form}>
        <Field name="type" />
        <Field name="flag" component={[Select, { options }]} />
      </FormProvider>,
    );
    open(container);
    await option('PARTS_FLAG_1');
    expect(transport.requests[0].body).toEqual({ company: 'C001', type: 'PARTS' });
    act(() => form.setValuesIn('type', 'CLAIM'));
    await option('CLAIM_FLAG_1');
    expect(transport.requests.map((r) => (r.body as { type: string }).type)).toEqual(['PARTS', 'CLAIM']);
    expect(rt.messages.log).toEqual([]);
  });

  it('shows 暂无数据 on an empty answer', async () => {
    const transport = fakeTransport({ 'GET /page/price': objectAnswer([]) });
    const rt = runtime({ transport });
    const { container } = renderWith(
      rt,
      <FormProvider form={createForm()}>
        <Field
          name="config"
          component={[
            Select,
            { options: { call: 'page.byCode', params: { code: 'price' }, label: 'name', value: 'code' } },
          ]}
        />
      </FormProvider>,
    );
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    open(container);
    await option('暂无数据');
  });

  it('sends a failure to the message sink', async () => {
    const transport = fakeTransport({
      'GET /page/nope': () => Promise.reject({ status: 417, message: '配置代码只能是 price、star 或 outLevel' }),
    });
    const rt = runtime({ transport });
    renderWith(
      rt,
      <FormProvider form={createForm()}>
        <Field
          name="config"
          component={[
            Select,
            { options: { call: 'page.byCode', params: { code: 'nope' }, label: 'name', value: 'code' } },
          ]}
        />
      </FormProvider>,
    );
    await waitFor(() =>
      expect(rt.messages.log).toEqual([{ kind: 'error', text: '配置代码只能是 price、star 或 outLevel' }]),
    );
  });
});

describe('Cascader with options from a call', () => {
  it('maps children by the declared field', async () => {
    const transport = fakeTransport({
      'GET /getAllRegionList': objectAnswer([
        {
          regionCode: '11',
          regionName: '北京',
          childList: [{ regionCode: '1101', regionName: '北京市', childList: [] }],
        },
      ]),
    });
    const rt = runtime({ transport });
    const form = createForm();
    const { container } = renderWith(
      rt,
      <FormProvider form={form}>
        <Field
          name="area"
          component={[
            Cascader,
            {
              options: {
                call: 'region.all',
                label: 'regionName',
                value: 'regionCode',
                children: 'childList',
                cache: 'session',
              },
            },
          ]}
        />
      </FormProvider>,
    );
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    open(container);
    fireEvent.click(await option('北京'));
    fireEvent.click(await option('北京市'));
    await waitFor(() => expect(form.values.area).toEqual(['11', '1101']));
  });
});
