// The picker proof's tests, shared by its files (pickers.test.tsx, pickers-2.test.tsx): every picker of
// schemas/pickers without rules opened, searched (paging, defaults, trimmed filters), chosen, and warned when empty.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resolveBindings } from '../calls/bindings';
import { getCall } from '../calls/catalogue';
import { chooseCall } from '../calls/choose';
import type { HttpRequest } from '../calls/types';
import { PickerDialog } from '../picker/PickerDialog';
import type { Call, PickerDocument } from '../schema-types.generated';
import { text } from '../runtime/text';
import { dataAnswer, listAnswer, objectAnswer, recordsAnswer, renderWith, runtime } from '../testing/harness';

const files = import.meta.glob<PickerDocument>('../../schemas/pickers/*.json', { eager: true, import: 'default' });
const pickers = Object.values(files);

function answerFor(call: Call, rows: Record<string, unknown>[]) {
  if (call.answer === 'records') return recordsAnswer(rows, 7);
  if (call.answer === 'data') return dataAnswer(rows, 7);
  return listAnswer(rows, 7);
}
const sent = (req: HttpRequest) =>
  (req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body) as Record<string, unknown>;
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
    if (c.format === 'dict' && dict)
      rt.transport.answers.set(
        `GET /sys_dict/V1.0/${dict}`,
        objectAnswer(rows.map((r) => ({ itemValue: r[c.key], itemText: r[c.key] }))),
      );
  }
  // a filter's options from a call (选择工时单价's 分公司 from branch.search) get an empty list: not under test here
  for (const node of Object.values(doc.filters ?? {})) {
    const ref = (node['x-component-props'] as { options?: { call?: string } } | undefined)?.options?.call;
    if (ref) {
      const optionsCall = getCall(ref);
      rt.transport.answers.set(`${optionsCall.method} ${optionsCall.path}`, answerFor(optionsCall, []));
    }
  }
  const searches = () => rt.transport.requests.filter((r) => r.path === call.path);
  return { rt, call, searches };
}
// a file's first picker also loads the lazy widgets and antd's styles (each file has a jsdom of its own): on a loaded
// 2-core machine that first render took over the 8 s findBy default (tests/setup-dom.ts)
const FIRST_RENDER = { timeout: 30_000 };
const okName = (doc: PickerDocument) => new RegExp(text(doc.okText, 'zh_CN', '确定').split('').join('\\s*'));

/**
 * The two tests of every picker without rules, `part` of `parts` of them (by file name): the proof runs in as many
 * files as it has parts, so vitest spreads them over its workers (one file's tests run one after the other).
 */
export function describePickers(part: number, parts: number): void {
  const mine = pickers.filter((p) => !p.rules?.length).filter((_, i) => i % parts === part);
  describe.each(mine.map((p) => [p.id, p] as const))('picker %s', (_id, doc) => {
    it('searches with its page size and defaults, trims filters, returns the chosen row', async () => {
      const rows = rowsOf(doc);
      const { rt, call, searches } = pickerRuntime(doc, rows);
      const onOk = vi.fn();
      const given = callerParams(doc);
      renderWith(rt, <PickerDialog id={doc.id} open params={given} onOk={onOk} onCancel={() => undefined} />);
      const first = rows[0][doc.columns[0].key] as string;
      expect(await screen.findByText(first, {}, FIRST_RENDER)).toBeInTheDocument();
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
      renderWith(
        rt,
        <PickerDialog id={doc.id} open params={callerParams(doc)} onOk={() => undefined} onCancel={() => undefined} />,
      );
      await screen.findByText(rowsOf(doc)[0][doc.columns[0].key] as string, {}, FIRST_RENDER);
      fireEvent.click(screen.getByRole('button', { name: okName(doc) }));
      expect(rt.messages.log).toEqual([
        {
          kind: 'warning',
          text: typeof doc.emptyMessage === 'string' ? doc.emptyMessage : (doc.emptyMessage?.zh_CN ?? '请选择数据'),
        },
      ]);
    });
  });
}
