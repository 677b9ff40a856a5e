// A rowKey that is not unique in the answer: every row still renders once, in order (rows of an earlier
// page do not stay mounted beside the new ones), and the repeat is reported with the fix (an error message in
// development, which tests run as).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../schema-types.generated';
import { SchemaScreen } from '../screen/SchemaScreen';
import { fakeTransport, listAnswer, renderWith, runtime, registerDocument } from '../testing/harness';
import { keyRows } from './rowKeys';

vi.setConfig({ testTimeout: 90_000 });

describe('keyRows', () => {
  it('keys rows by their field, numbering repeats, and names the repeated values', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'a' }, {}];
    const keys = keyRows(rows, 'id');
    expect(rows.map(keys.key)).toEqual(['a', 'b', 'a#2', 'a#3', 'undefined']);
    expect(keys.repeated).toEqual(['a']);
    expect(keyRows([{ id: 1 }, { id: 2 }], 'id').repeated).toEqual([]);
  });
});

registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureRepeatedKeys',
  title: '重复键',
  call: 'admin.branchAuthorityUsers',
  rowKey: 'branchId',
  columns: [{ key: 'userName', title: '登录账号' }],
} as unknown as PageDocument);

describe('a page whose rowKey repeats in the answer', () => {
  it('shows exactly the rows of the page asked for, and says which field to fix', async () => {
    // branchId repeats within a page and across pages (not unique per row): without numbered keys React kept the
    // first page's rows mounted beside the second page's
    const page = (n: number) =>
      Array.from({ length: 10 }, (_, i) => ({ branchId: `B0${(i + n) % 4}`, userName: `p${n}-u${i}` }));
    const rt = runtime({
      transport: fakeTransport({
        'POST /branchAuthority/searchUser/V1.0': (req: { body?: unknown }) =>
          listAnswer(page(Number((req.body as { current?: number })?.current ?? 1)), 30),
      }),
    });
    renderWith(rt, <SchemaScreen screen="page:fixtureRepeatedKeys" />);
    await screen.findByText('p1-u9');
    const names = () => [...document.querySelectorAll('.ant-table-tbody .ant-table-row')].map((tr) => tr.textContent);
    expect(names()).toEqual(page(1).map((r) => r.userName));
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('p2-u9');
    await waitFor(() => expect(names()).toEqual(page(2).map((r) => r.userName)));
    expect(rt.messages.log).toContainEqual({
      kind: 'error',
      text: 'page fixtureRepeatedKeys: rowKey "branchId" is not unique in the answer (B01, B02, B03… repeated); set "rowKey" to a field that is unique per row',
    });
  });
});
