// Every picker of schemas/pickers: opened, searched (paging, defaults, trimmed filters), chosen; the device
// picker's VIN / engine-number rules.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveBindings } from '../calls/bindings';
import { getCall } from '../calls/catalogue';
import { chooseCall } from '../calls/choose';
import type { HttpRequest } from '../calls/types';
import { PickerDialog } from '../picker/PickerDialog';
import type { Call, PickerDocument } from '../schema-types.generated';
import { text } from '../runtime/text';
import { dataAnswer, fakeTransport, listAnswer, objectAnswer, recordsAnswer, renderWith, runtime } from '../testing/harness';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

const files = import.meta.glob<PickerDocument>('../../schemas/pickers/*.json', { eager: true, import: 'default' });
const pickers = Object.values(files);

function answerFor(call: Call, rows: Record<string, unknown>[]) {
  if (call.answer === 'records') return recordsAnswer(rows, 7);
  if (call.answer === 'data') return dataAnswer(rows, 7);
  return listAnswer(rows, 7);
}
const sent = (req: HttpRequest) => (req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body) as Record<string, unknown>;
const rowsOf = (doc: PickerDocument) =>
  Array.from({ length: 5 }, (_, i) =>
    Object.fromEntries([...doc.columns.map((c) => c.key), doc.value.key, doc.value.label].map((k) => [k, `${k}-${i}`])),
  );

// a picker's requiredParams (the claim pickers) are given by its caller: give each the first allowed value
const callerParams = (doc: PickerDocument) =>
  Object.fromEntries(Object.entries(doc.requiredParams ?? {}).map(([k, rule]) => [k, rule.oneOf?.[0] ?? `${k}-given`]));
/**
 * A runtime answering the picker's call with `rows` and each dictionary its columns name (format dict) with one item
 * per row value, so a dict column shows the item's text; only the picker's own call's requests are returned.
 */
function pickerRuntime(doc: PickerDocument, rows: Record<string, unknown>[]) {
  const rt = runtime();
  const call = getCall(chooseCall(doc.call, rt.session.identity));
  rt.transport.answers.set(`${call.method} ${call.path}`, answerFor(call, rows));
  for (const c of doc.columns) {
    const dict = (c as { dict?: string }).dict;
    if (c.format === 'dict' && dict) rt.transport.answers.set(`GET /sys_dict/V1.0/${dict}`, objectAnswer(rows.map((r) => ({ itemValue: r[c.key], itemText: r[c.key] }))));
  }
  const searches = () => rt.transport.requests.filter((r) => r.path === call.path);
  return { rt, call, searches };
}
const okName = (doc: PickerDocument) => new RegExp(text(doc.okText, 'zh_CN', '确定').split('').join('\\s*'));

describe.each(pickers.filter((p) => !p.rules?.length).map((p) => [p.id, p] as const))('picker %s', (_id, doc) => {
  it('searches with its page size and defaults, trims filters, returns the chosen row', async () => {
    const rows = rowsOf(doc);
    const { rt, call, searches } = pickerRuntime(doc, rows);
    const onOk = vi.fn();
    const given = callerParams(doc);
    renderWith(rt, <PickerDialog id={doc.id} open params={given} onOk={onOk} onCancel={() => undefined} />);
    const first = rows[0][doc.columns[0].key] as string;
    expect(await screen.findByText(first)).toBeInTheDocument();
    const defaults = { ...resolveBindings(doc.params, { session: rt.session, route: rt.route }), ...given };
    // a call without paging (the inquiry's new parts: one part's few replacements) is sent no page
    const paging = call.paging ? { [call.paging.size]: doc.pageSize ?? 5, [call.paging.current]: 1 } : {};
    expect(searches()[0]).toMatchObject({ method: call.method, host: call.host, path: call.path });
    expect(sent(searches()[0])).toMatchObject({ ...defaults, ...paging });
    const firstFilter = Object.entries(doc.filters ?? {})[0];
    if (firstFilter) {
      // a picker without filters (the claim's old parts) only shows what its caller asked for
      const [filter, node] = firstFilter;
      fireEvent.change(screen.getByLabelText(text(node.title, 'zh_CN')), { target: { value: '  abc  ' } });
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(sent(searches()[1])).toMatchObject({ ...defaults, [filter]: 'abc', ...paging });
    }
    const control = within(screen.getByText(first).closest('tr')!).getByRole(doc.selection);
    fireEvent.click(control);
    fireEvent.click(screen.getByRole('button', { name: okName(doc) }));
    expect(onOk).toHaveBeenCalledWith([rows[0]], undefined);
  });

  it('warns when nothing is chosen', async () => {
    const { rt } = pickerRuntime(doc, rowsOf(doc));
    renderWith(rt, <PickerDialog id={doc.id} open params={callerParams(doc)} onOk={() => undefined} onCancel={() => undefined} />);
    await screen.findByText(rowsOf(doc)[0][doc.columns[0].key] as string);
    fireEvent.click(screen.getByRole('button', { name: okName(doc) }));
    expect(rt.messages.log).toEqual([{ kind: 'warning', text: typeof doc.emptyMessage === 'string' ? doc.emptyMessage : (doc.emptyMessage?.zh_CN ?? '请选择数据') }]);
  });
});

describe('device by VIN picker', () => {
  const device = { vin: 'LVSHCAMB1CE012345', engineCode: 'E1234567', engineType: 'WP10', plateNumber: '鲁A12345' };
  const setup = () => {
    const rt = runtime({ transport: fakeTransport({ 'GET /device/fuzzy/V1.0': listAnswer([device]) }) });
    renderWith(rt, <PickerDialog id="deviceByVin" open onOk={() => undefined} onCancel={() => undefined} />);
    return rt;
  };
  const alerts = () => screen.queryAllByRole('alert').map((e) => e.textContent);
  const search = () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));

  it('waits for input: at least one of VIN or engine number', async () => {
    const rt = setup();
    fireEvent.click(await screen.findByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(alerts()).toEqual(['请至少输入VIN码或发动机号其中一项']));
    expect(rt.transport.requests).toHaveLength(0);
  });
  it('VIN码不能小于8位 below 8 characters, 发动机号不能小于6位 below 6', async () => {
    const rt = setup();
    fireEvent.change(await screen.findByLabelText('VIN码'), { target: { value: '1234567' } });
    fireEvent.change(screen.getByLabelText('发动机号'), { target: { value: '12345' } });
    search();
    await waitFor(() => expect(alerts()).toEqual(['VIN码不能小于8位', '发动机号不能小于6位']));
    expect(rt.transport.requests).toHaveLength(0);
  });
  it('searches with an 8-character VIN alone, in the query', async () => {
    const rt = setup();
    fireEvent.change(await screen.findByLabelText('VIN码'), { target: { value: ' 12345678 ' } });
    search();
    expect(await screen.findByText(device.vin)).toBeInTheDocument();
    expect(rt.transport.requests[0]).toMatchObject({ method: 'GET', path: '/device/fuzzy/V1.0', query: { vin: '12345678', size: 5, current: 1 } });
    expect(rt.transport.requests[0].query).not.toHaveProperty('engineCode');
  });
});
