// The light FormItem: a control keeps its React state while the field's error comes and goes (a PickerInput
// keeps the chosen label after 请选择供应商 is cleared by the choice).
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AntForm, FormItem } from './FormItem';

let mounts = 0;
function Probe({ value }: { value?: string }) {
  useEffect(() => {
    mounts++;
  }, []);
  return <span data-testid="probe">{value ?? ''}</span>;
}

describe('FormItem', () => {
  it('does not remount the control when an error is shown and cleared', async () => {
    mounts = 0;
    const form = createForm();
    render(
      <FormProvider form={form}>
        <AntForm layout="vertical">
          <Field name="supplierId" title="供应商" decorator={[FormItem]} component={[Probe]} />
        </AntForm>
      </FormProvider>,
    );
    expect(mounts).toBe(1);
    await act(async () => form.setFieldState('supplierId', (s) => void (s.selfErrors = ['请选择供应商'])));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择供应商');
    await act(async () => form.setFieldState('supplierId', (s) => void ((s.selfErrors = []), (s.value = 'S00001'))));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('probe')).toHaveTextContent('S00001');
    expect(mounts).toBe(1);
  });
});
