import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLUMN_WIDTH, FIRST_ROWS, LightTable, scrollWidth, type LightColumn } from './LightTable';

type R = { id: string; name: string };
const rows: R[] = [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
  { id: 'c', name: '丙' },
];
const columns: LightColumn<R>[] = [
  { key: 'id', title: '编码', width: 80, render: (r) => r.id },
  { key: 'name', title: '名称', render: (r) => r.name },
];

function Picking({ type, onChange }: { type: 'radio' | 'checkbox'; onChange?(keys: string[]): void }) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <LightTable<R>
      size="small"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      emptyText="暂无数据"
      selection={{
        type,
        selectedKeys: keys,
        onChange: (k) => {
          setKeys(k);
          onChange?.(k);
        },
      }}
      onRowClick={type === 'radio' ? (r) => setKeys([r.id]) : undefined}
    />
  );
}
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

afterEach(cleanup);

const many = (n: number, tag: string): R[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${tag}${i}`, name: `${tag}名${i}` }));
const afterPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

describe('LightTable', () => {
  it('a long page mounts its first screenful with the first paint and the rest after it; a new page starts again', async () => {
    const onChange = vi.fn();
    const table = (page: R[]) => (
      <LightTable<R>
        size="small"
        columns={columns}
        rows={page}
        rowKey={(r) => r.id}
        emptyText="暂无数据"
        selection={{ type: 'checkbox', selectedKeys: [], onChange }}
      />
    );
    const { container, rerender } = render(table(many(50, 'a')));
    const shown = () =>
      [...container.querySelectorAll('.ant-table-tbody .ant-table-row')].map((tr) => tr.getAttribute('data-row-key'));
    expect(FIRST_ROWS).toBe(20);
    expect(shown()).toEqual(many(20, 'a').map((r) => r.id));
    // the header's check box chooses the whole page, also the rows not mounted yet
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange.mock.calls[0][0]).toHaveLength(50);
    await waitFor(() => expect(shown()).toHaveLength(50));
    expect(shown()[49]).toBe('a49');
    rerender(table(many(30, 'b')));
    expect(shown()).toEqual(many(20, 'b').map((r) => r.id));
    await afterPaint();
    await waitFor(() => expect(shown()).toHaveLength(30));
    // a short page is all there at once
    rerender(table(many(5, 'c')));
    expect(shown()).toHaveLength(5);
  });

  it("renders antd's table markup: header, rows with data-row-key, the colgroup up to the last width", () => {
    const { container } = render(
      <LightTable<R> size="middle" columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="暂无数据" />,
    );
    expect(
      container.querySelector(
        '.ant-table-wrapper .ant-spin-nested-loading .ant-spin-container .ant-table.ant-table-middle .ant-table-content table',
      ),
    ).not.toBeNull();
    expect([...container.querySelectorAll('.ant-table-thead th.ant-table-cell')].map((th) => th.textContent)).toEqual([
      '编码',
      '名称',
    ]);
    const trs = container.querySelectorAll('.ant-table-tbody .ant-table-row');
    expect([...trs].map((tr) => tr.getAttribute('data-row-key'))).toEqual(['a', 'b', 'c']);
    expect([...trs].map((tr) => tr.textContent)).toEqual(['a甲', 'b乙', 'c丙']);
    expect(container.querySelectorAll('colgroup col')).toHaveLength(1);
    expect(container.querySelector('.ant-spin')).toBeNull();
  });

  it('shows the empty text in a placeholder row spanning every column, and a spinner once loading has lasted 150 ms', async () => {
    const { container, rerender } = render(
      <LightTable<R>
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="暂无数据"
        selection={{ type: 'radio', selectedKeys: [], onChange: () => undefined }}
      />,
    );
    const cell = screen.getByText('暂无数据');
    expect(cell.closest('tr')).toHaveClass('ant-table-placeholder');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(container.querySelector('.ant-table')).toHaveClass('ant-table-empty');
    expect(container.querySelectorAll('.ant-table-row')).toHaveLength(0);
    rerender(<LightTable<R> columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="暂无数据" loading />);
    // a fast answer flashes nothing
    expect(container.querySelector('.ant-spin')).toBeNull();
    expect(container.querySelector('.ant-spin-container')).not.toHaveClass('ant-spin-blur');
    await waitFor(() =>
      expect(container.querySelector('.ant-spin.ant-spin-spinning')).toHaveAttribute('aria-busy', 'true'),
    );
    expect(container.querySelector('.ant-spin-container')).toHaveClass('ant-spin-blur');
  });

  it('radio: one row at a time, by its input or a row click, marked as antd marks it', () => {
    render(<Picking type="radio" />);
    fireEvent.click(within(rowOf('乙')).getByRole('radio'));
    expect(within(rowOf('乙')).getByRole('radio')).toBeChecked();
    expect(rowOf('乙')).toHaveClass('ant-table-row-selected');
    expect(rowOf('乙').querySelector('.ant-radio-wrapper')).toHaveClass('ant-radio-wrapper-checked');
    fireEvent.click(screen.getByText('丙'));
    expect(within(rowOf('丙')).getByRole('radio')).toBeChecked();
    expect(within(rowOf('乙')).getByRole('radio')).not.toBeChecked();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('checkbox: several rows, the header checkbox (indeterminate, then all, then none)', () => {
    const onChange = vi.fn();
    const { container } = render(<Picking type="checkbox" onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    fireEvent.click(within(rowOf('甲')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('丙')).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(container.querySelector('.ant-table-thead .ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    fireEvent.click(screen.getByText('乙')); // a row click does not select in checkbox mode
    expect(within(rowOf('乙')).getByRole('checkbox')).not.toBeChecked();
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    expect(all).toBeChecked();
    fireEvent.click(within(rowOf('甲')).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c']);
    fireEvent.click(all);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('keyboard: Space and Enter on the focused input select the row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picking type="checkbox" onChange={onChange} />);
    within(rowOf('乙')).getByRole('checkbox').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['b']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.tab();
    expect(within(rowOf('丙')).getByRole('checkbox')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['c']);
    expect(within(rowOf('丙')).getByRole('checkbox')).toBeChecked();
  });

  it('keyboard: Enter on a focused radio chooses its row', async () => {
    const user = userEvent.setup();
    render(<Picking type="radio" />);
    within(rowOf('甲')).getByRole('radio').focus();
    await user.keyboard('{Enter}');
    expect(within(rowOf('甲')).getByRole('radio')).toBeChecked();
    expect(rowOf('甲')).toHaveClass('ant-table-row-selected');
  });
});

describe('LightTable scroll width (antd scroll.x)', () => {
  it('is the sum of the column widths, a column without one counting DEFAULT_COLUMN_WIDTH', () => {
    expect(scrollWidth(columns)).toBe(80 + DEFAULT_COLUMN_WIDTH);
    expect(scrollWidth(columns, true)).toBe(80 + DEFAULT_COLUMN_WIDTH + 32);
    expect(scrollWidth([])).toBe(0);
  });
  it('scrolls in its content box with the table at least that wide, the fixed-right column sticky and amounts right-aligned', () => {
    const wide: LightColumn<R>[] = [
      ...Array.from({ length: 12 }, (_, i) => ({
        key: `c${i}`,
        title: `列${i}`,
        width: 150,
        render: (r: R) => r.name,
      })),
      { key: 'amt', title: '金额', align: 'right', render: () => '1,234.50' },
      { key: '$actions', title: '操作', fixed: 'right', render: () => '查看' },
    ];
    const { container } = render(
      <LightTable<R> columns={wide} rows={rows} rowKey={(r) => r.id} emptyText="暂无数据" />,
    );
    const content = container.querySelector<HTMLElement>('.ant-table-content')!;
    expect(content.style.overflowX).toBe('auto');
    const table = content.querySelector('table')!;
    expect(table.style.width).toBe(`${12 * 150 + 2 * DEFAULT_COLUMN_WIDTH}px`);
    expect(table.style.minWidth).toBe('100%');
    const actions = screen.getAllByText('查看')[0].closest('td')!;
    expect(actions.style.position).toBe('sticky');
    expect(actions.style.right).toBe('0px');
    expect(actions.className).toContain('ant-table-cell-fix-right');
    expect(screen.getAllByText('1,234.50')[0].closest('td')!.style.textAlign).toBe('right');
    expect(screen.getAllByText('甲')[0].closest('td')!.style.textAlign).toBe('');
  });
});
