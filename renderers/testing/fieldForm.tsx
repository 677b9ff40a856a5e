// Widget tests: one field component in a form page (the real path: schema -> registry -> component), submitted
// through a fixture call so the test reads the value the form would send.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import { FormView } from '../form/FormView';
import type { FieldNode, FormDocument } from '../schema-types.generated';
import type { RuntimeContext } from '../runtime/context';
import { renderWith } from './harness';

registerCalls({ 'fixture.save': { method: 'POST', host: 'gateway', path: '/fixture/save', answer: 'none' } });
export const SAVE = 'POST /fixture/save';

export function renderField(rt: RuntimeContext, field: FieldNode, initialValues?: Record<string, unknown>) {
  const doc: FormDocument = {
    $schema: '',
    kind: 'form',
    id: `fixture${Math.random().toString(36).slice(2)}`,
    title: '表单',
    mode: 'page',
    fields: { f: field },
    submit: { call: 'fixture.save' },
  };
  const onDone = vi.fn();
  const view = renderWith(rt, <FormView doc={doc} initialValues={initialValues} onDone={onDone} />);
  /** Submits and resolves with the field's value as sent. */
  const submit = async (): Promise<unknown> => {
    onDone.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    return (onDone.mock.calls[0][0] as Record<string, unknown>).f;
  };
  return { ...view, submit };
}
