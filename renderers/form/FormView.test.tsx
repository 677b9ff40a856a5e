// Mounting less (issue 13): a long form shows its first screenful at once and mounts the rest after it; submit
// waits for every field, so none is left unvalidated or unsent.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import { RuntimeProvider, type RuntimeContext } from '../runtime/context';
import type { FieldNode, FormDocument } from '../schema-types.generated';
import { FormView } from './FormView';

const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string', title: `字段${i + 1}`, 'x-component': 'Input', required: i === n - 1 } as FieldNode]));

function runtime(request: RuntimeContext['transport']['request']): RuntimeContext {
  return {
    transport: { request },
    messages: { success: () => undefined, warning: () => undefined, error: () => undefined },
    session: { userId: 'u', userName: 'u', realName: 'u', providerId: 'sp', company: 'C', identity: [], workNo: 'w', isTractorBrand: false },
    permissions: { userList: [], systemList: [] },
    routePermissions: [],
    route: { path: '/t', params: {}, query: {} },
    navigate: () => undefined,
    locale: 'zh_CN',
  };
}

afterEach(cleanup);

describe('long forms mount progressively', () => {
  registerCalls({ 'formTest.save': { method: 'POST', host: 'gateway', path: '/t/save', answer: 'none' } });
  const doc: FormDocument = { $schema: '', kind: 'form', id: 'longFormTest', title: 't', mode: 'page', fields: fields(120), submit: { call: 'formTest.save' } };

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
