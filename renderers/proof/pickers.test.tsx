// The picker proof, first part: half of the pickers of schemas/pickers (pickerProof.tsx; the other half in
// pickers-2.test.tsx, so the two files run on vitest's two workers) and the device picker's VIN / engine-number rules.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PickerDialog } from '../picker/PickerDialog';
import { fakeTransport, listAnswer, renderWith, runtime } from '../testing/harness';
import { describePickers } from './pickerProof';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

describePickers(0, 2);

describe('device by VIN picker', () => {
  const device = { vin: 'LVSHCAMB1CE012345', engineCode: 'E1234567', engineType: 'WP10', plateNumber: '鲁A12345' };
  const setup = () => {
    const rt = runtime({ transport: fakeTransport({ 'GET /device/fuzzy/V1.0': listAnswer([device]) }) });
    renderWith(rt, <PickerDialog id="deviceByVin" open onOk={() => undefined} onCancel={() => undefined} />);
    return rt;
  };
  const alerts = () => screen.queryAllByRole('alert').map((e) => e.textContent);
  const search = () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  // the picker's own searches: the document cache may also ask GET /schemas (its versions list is kept 30 s)
  const searches = (rt: ReturnType<typeof setup>) =>
    rt.transport.requests.filter((r) => r.path === '/device/fuzzy/V1.0');

  it('waits for input: at least one of VIN or engine number', async () => {
    const rt = setup();
    fireEvent.click(await screen.findByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(alerts()).toEqual(['请至少输入VIN码或发动机号其中一项']));
    expect(searches(rt)).toHaveLength(0);
  });
  it('VIN码不能小于8位 below 8 characters, 发动机号不能小于6位 below 6', async () => {
    const rt = setup();
    fireEvent.change(await screen.findByLabelText('VIN码'), { target: { value: '1234567' } });
    fireEvent.change(screen.getByLabelText('发动机号'), { target: { value: '12345' } });
    search();
    await waitFor(() => expect(alerts()).toEqual(['VIN码不能小于8位', '发动机号不能小于6位']));
    expect(searches(rt)).toHaveLength(0);
  });
  it('searches with an 8-character VIN alone, in the query', async () => {
    const rt = setup();
    fireEvent.change(await screen.findByLabelText('VIN码'), { target: { value: ' 12345678 ' } });
    search();
    expect(await screen.findByText(device.vin)).toBeInTheDocument();
    expect(searches(rt)[0]).toMatchObject({
      method: 'GET',
      path: '/device/fuzzy/V1.0',
      query: { vin: '12345678', size: 5, current: 1 },
    });
    expect(searches(rt)[0].query).not.toHaveProperty('engineCode');
  });
});
