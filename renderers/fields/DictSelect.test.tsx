// The dictionary select's two versions (001 §2.7): the branch version's options come from the dictionary-by-branch
// call for the form's branch (items {value, label}, English names in English mode), reload when the branch
// changes, and a value the new branch does not hold is cleared.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import type { HttpRequest } from '../calls/types';
import { FormView } from '../form/FormView';
import type { FormDocument } from '../schema-types.generated';
import { fakeTransport, renderWith, runtime } from '../testing/harness';
import { keptValue, loadBranchDict } from './DictSelect';

vi.setConfig({ testTimeout: 60_000 });
registerCalls({ 'fixture.save': { method: 'POST', host: 'gateway', path: '/fixture/save', answer: 'none' } });

const ok = (data: unknown) => ({ result: 'SUCCEED', code: '0', message: '', data });
const items = (r: HttpRequest) => {
  const b = String(r.path.split('/').pop());
  return ok([
    { itemValue: 'A', itemText: `${b}A级`, itemTextEn: 'Grade A', dictCode: 'service_level' },
    ...(b === 'B01' ? [{ itemValue: 'B', itemText: `${b}B级`, itemTextEn: 'Grade B', dictCode: 'service_level' }] : []),
  ]);
};

describe('DictSelect, the branch version', () => {
  it("asks the branch's dictionary by code and gives {value, label}, in English in English mode", async () => {
    const rt = runtime({ transport: fakeTransport({ 'GET /sys_dict/branch/V1.0/B01': items }) });
    expect(await loadBranchDict(rt, 'service_level', 'B01')).toEqual([
      { value: 'A', label: 'B01A级' },
      { value: 'B', label: 'B01B级' },
    ]);
    expect(rt.transport.requests[0]).toMatchObject({ method: 'GET', query: { dictCode: 'service_level' } });
    const en = runtime({ locale: 'en_US', transport: fakeTransport({ 'GET /sys_dict/branch/V1.0/B01': items }) });
    expect((await loadBranchDict(en, 'service_level', 'B01')).map((o) => o.label)).toEqual(['Grade A', 'Grade B']);
  });

  it('keeps a value the options hold (or none), clears another', () => {
    const opts = [{ value: 'A', label: 'A级' }];
    expect(keptValue('A', opts)).toBe('A');
    expect(keptValue('B', opts)).toBeUndefined();
    expect(keptValue(undefined, opts)).toBeUndefined();
    expect(keptValue('B', undefined)).toBe('B'); // not answered yet: kept
  });

  it("in a form: the branch's items; another branch reloads them and a value it lacks is cleared", async () => {
    const rt = runtime({
      transport: fakeTransport({
        'GET /sys_dict/branch/V1.0/B01': items,
        'GET /sys_dict/branch/V1.0/B02': items,
      }),
    });
    const doc: FormDocument = {
      $schema: '',
      kind: 'form',
      id: 'fixtureBranchDict',
      title: '表单',
      mode: 'page',
      fields: {
        branchId: { type: 'string', title: '分公司', 'x-decorator': 'FormItem', 'x-component': 'Input' },
        level: {
          type: 'string',
          title: '服务等级',
          'x-decorator': 'FormItem',
          'x-component': 'DictSelect',
          'x-component-props': { dict: 'service_level', branchField: 'branchId' },
        },
      },
      submit: { call: 'fixture.save' },
    };
    const onDone = vi.fn();
    renderWith(rt, <FormView doc={doc} initialValues={{ branchId: 'B01', level: 'B' }} onDone={onDone} />);
    expect(await screen.findByText('B01B级')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('分公司'), { target: { value: 'B02' } });
    await waitFor(() => expect(rt.transport.requests.some((r) => r.path.endsWith('/B02'))).toBe(true));
    // B02 has no level B: the value is cleared, nothing of B01 is shown
    await waitFor(() => expect(screen.queryByText('B01B级')).toBeNull());
    expect(screen.queryByText('B')).toBeNull();
  });
});
