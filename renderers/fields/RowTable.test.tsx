// RowTable in a form: editing a quantity updates the computed amount (rounded half up), a cross-row
// rule's message shows and blocks the submit, a row can be removed, and rows dropWhen matches are not sent.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import { RuntimeProvider, type RuntimeContext } from '../runtime/context';
import { testRuntime } from '../testing/runtimeContext';
import type { FormDocument } from '../schema-types.generated';
import { FormView } from '../form/FormView';
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
// loaded up front (the registry loads it lazily): its transform is not counted in the test's time
import { RowTable } from './RowTable';

const runtime = (request: RuntimeContext['transport']['request']): RuntimeContext =>
  testRuntime({ transport: { request } });

registerCalls({ 'rowTableTest.save': { method: 'POST', host: 'gateway', path: '/t/return', answer: 'none' } });

const doc: FormDocument = {
  $schema: '',
  kind: 'form',
  id: 'rowTableTest',
  title: '退货',
  mode: 'page',
  fields: {
    parts: {
      type: 'array',
      title: '退货配件',
      'x-component': 'RowTable',
      'x-component-props': {
        removable: true,
        addable: true,
        columns: [
          { key: 'partsCode', title: '配件编码' },
          { key: 'price', title: '退货单价' },
          { key: 'remainQuantity', title: '可退数量' },
          {
            key: 'quantity',
            title: '退货数量',
            edit: { component: 'NumberPicker', props: { min: 0, precision: 0 }, validator: ['nonNegative'] },
          },
          { key: 'amount', title: '实际退货金额' },
        ],
        computed: [{ key: 'amount', expr: '{{ $row.quantity * $row.price }}', round: 2 }],
      },
      items: {
        type: 'object',
        properties: {
          partsCode: { type: 'string' },
          price: { type: 'number' },
          remainQuantity: { type: 'number' },
          quantity: { type: 'number' },
        },
      },
    },
  },
  rules: [
    { rule: 'dropWhen', table: 'parts', when: '{{ $row.quantity === 0 }}' },
    {
      rule: 'requiredWhen',
      table: 'parts',
      column: 'quantity',
      when: '{{ $row.remainQuantity > 0 }}',
      message: '请输入退货数量',
    },
    {
      rule: 'sumNotExceed',
      table: 'parts',
      column: 'quantity',
      groupBy: ['partsCode', 'price'],
      limit: 'remainQuantity',
      message: '同一配件的退货数量不能大于可退数量！',
    },
  ],
  submit: { call: 'rowTableTest.save' },
};

const initialValues = {
  parts: [
    { partsCode: 'P1', price: 1.005, remainQuantity: 5 },
    { partsCode: 'P1', price: 1.005, remainQuantity: 5 },
    { partsCode: 'P2', price: 2, remainQuantity: 3, quantity: 0 },
  ],
};

afterEach(cleanup);

const quantity = (i: number) => screen.getAllByLabelText('退货数量')[i] as HTMLInputElement;
const bodyRows = () => Array.from(document.querySelectorAll('.rt-row-table tbody tr.ant-table-row'));
// buttons found by their text (getByRole computes the accessibility tree of the whole antd form: seconds in jsdom)
const button = (name: RegExp, i = 0) =>
  Array.from(document.querySelectorAll('button')).filter((b) => name.test(b.textContent ?? ''))[i];
const type = (i: number, v: string) => {
  fireEvent.change(quantity(i), { target: { value: v } });
};

describe('RowTable', () => {
  it('edits a quantity and the computed amount updates, rules show their messages, a row is removed, quantity 0 rows are dropped', async () => {
    const request = vi.fn(async (_req: unknown) => ({ result: 'SUCCEED' }) as never);
    render(
      <RuntimeProvider value={runtime(request)}>
        <FormView doc={doc} mode="page" initialValues={initialValues} />
      </RuntimeProvider>,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    // rows given as they are get their computed column at once (P2: 0 x 2 = 0)
    await waitFor(() => expect(bodyRows()[2].querySelectorAll('td')[4].textContent).toBe('0'));

    // 3 x 1.005 = 3.015 on the decimal value: 3.02
    type(0, '3');
    await waitFor(() => expect(bodyRows()[0].textContent).toContain('3.02'));

    // row 2 has a remaining quantity and no quantity: 请输入退货数量, nothing sent
    const submit = button(/提\s*交/);
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(screen.getByText('请输入退货数量')).toBeTruthy());
    expect(request).not.toHaveBeenCalled();

    // 3 + 3 of P1 at 1.005 exceed the 5 returnable
    type(1, '3');
    await waitFor(() => expect(screen.getByText('同一配件的退货数量不能大于可退数量！')).toBeTruthy());
    await act(async () => fireEvent.click(submit));
    expect(request).not.toHaveBeenCalled();

    // removing the second row clears the message; the P2 row (quantity 0) is dropped from what is sent
    fireEvent.click(button(/删\s*除/, 1));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('同一配件的退货数量不能大于可退数量！')).toBeNull();
    const sent = JSON.stringify(request.mock.calls[0][0]);
    expect(sent).toContain('"partsCode":"P1"');
    expect(sent).toContain('"amount":3.02');
    expect(sent).not.toContain('"P2"');
  });

  it('rows set from outside (a picker) get their computed column in the same change, before anything renders', async () => {
    const form = createForm();
    render(
      <RuntimeProvider value={runtime(vi.fn())}>
        <FormProvider form={form}>
          <Field
            name="parts"
            component={[
              RowTable,
              {
                columns: [{ key: 'qty', title: '数量' }],
                computed: [{ key: 'amount', expr: '{{ $row.qty * $row.unitPrice }}', round: 2 }],
              },
            ]}
          />
        </FormProvider>
      </RuntimeProvider>,
    );
    await waitFor(() => expect(document.querySelector('.rt-row-table')).toBeTruthy());
    // one value change seen by a reader of the field (a StockPanel's quote): the rows with their amounts
    form.setValuesIn('parts', [{ qty: 3, unitPrice: 565.2 }]);
    expect(form.getValuesIn('parts')).toEqual([{ qty: 3, unitPrice: 565.2, amount: 1695.6 }]);
  });
});
