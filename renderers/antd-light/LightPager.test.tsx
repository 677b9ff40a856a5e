import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { ConfigProvider, Pagination, type PaginationProps } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLightPager, LightPager } from './LightPager';

afterEach(cleanup);

/** Markup with attributes and class names in a fixed order (React and rc-pagination order them differently). */
const normal = (html: string) =>
  html.replace(/(aria-owns|aria-controls)="[^"]*"/g, '$1="list"').replace(
    /<(\w+)([^>]*)>/g,
    (_m, tag: string, attrs: string) =>
      `<${tag} ${[...attrs.matchAll(/(\S+?)="([^"]*)"/g)]
        .map((a) => `${a[1]}="${a[1] === 'class' ? a[2].split(' ').sort().join(' ') : a[2]}"`)
        .sort()
        .join(' ')}>`,
  );

const CASES: PaginationProps[] = [
  { current: 1, pageSize: 5, total: 20, showSizeChanger: false },
  { current: 4, pageSize: 5, total: 20, showSizeChanger: false },
  { current: 2, pageSize: 10, total: 30, showTotal: (t) => `共 ${t} 条` },
  { current: 1, pageSize: 10, total: 3, showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条` },
  { current: 7, pageSize: 10, total: 70, showSizeChanger: false },
  // beyond 7 pages: rc-pagination's jump items (the picker's 20 pages of 5)
  ...[1, 2, 3, 4, 5, 8, 16, 17, 18, 19, 20].map((current) => ({
    current,
    pageSize: 5,
    total: 100,
    showSizeChanger: false,
  })),
  { current: 4, pageSize: 10, total: 80, showSizeChanger: false, showTotal: (t: number) => `共 ${t} 条` },
  // the size changer: antd's default above 50 rows (the search page's 100 rows), asked for, a size not in the options
  { current: 1, pageSize: 10, total: 100, showTotal: (t: number) => `共 ${t} 条` },
  { current: 2, pageSize: 20, total: 30, showSizeChanger: true },
  { current: 2, pageSize: 30, total: 500 },
  { current: 1, pageSize: 5, total: 40, showSizeChanger: true, pageSizeOptions: [5, 10, 15] },
];

describe('LightPager', () => {
  it("renders exactly antd's Pagination markup: page items, jump items beyond 7 pages, total text (both sizes, zh_CN and the default locale)", () => {
    for (const p of CASES)
      for (const size of ['small', undefined] as const)
        for (const locale of [zhCN, undefined]) {
          const props = {
            ...p,
            size,
            align: 'end' as const,
            className: 'ant-table-pagination',
            onChange: () => undefined,
          };
          const antd = renderToStaticMarkup(
            <ConfigProvider locale={locale}>
              <Pagination {...props} />
            </ConfigProvider>,
          );
          const light = renderToStaticMarkup(
            <ConfigProvider locale={locale}>
              <LightPager {...props} />
            </ConfigProvider>,
          );
          expect(normal(light)).toBe(normal(antd));
        }
  });

  it("leaves the quick jumper and a size changer with its own Select props to antd's Pagination", () => {
    expect(isLightPager({ total: 20, pageSize: 5, showSizeChanger: false })).toBe(true);
    expect(isLightPager({ total: 50, pageSize: 10 })).toBe(true);
    expect(isLightPager({ total: 51, pageSize: 10 })).toBe(true); // antd's default size changer: light until used
    expect(isLightPager({ total: 200, pageSize: 10, showSizeChanger: { showSearch: false } })).toBe(false);
    expect(isLightPager({ total: 20, pageSize: 5, showQuickJumper: true })).toBe(false);
    const { container } = render(<LightPager total={100} pageSize={10} current={1} onChange={() => undefined} />);
    expect(container.querySelector('.ant-pagination-options')).not.toBeNull();
  });

  it("becomes antd's Select on hover, keeps the focus from the keyboard, and changes the size as rc-pagination does", async () => {
    const onChange = vi.fn();
    const view = (current: number) => (
      <ConfigProvider locale={zhCN}>
        <LightPager total={100} pageSize={10} current={current} onChange={onChange} />
      </ConfigProvider>
    );
    // keyboard: Tab reaches the combobox (labelled 页码), which becomes antd's Select and keeps the focus
    const { container, rerender } = render(view(9));
    const light = container.querySelector<HTMLInputElement>('.ant-pagination-options input[role=combobox]')!;
    expect(light.getAttribute('aria-label')).toBe('页码');
    expect(container.querySelector('.ant-select-selection-item')!.textContent).toBe('10 条/页');
    act(() => light.focus());
    const real = container.querySelector<HTMLInputElement>('.ant-pagination-options input[role=combobox]')!;
    expect(real).not.toBe(light);
    expect(document.activeElement).toBe(real);
    expect(real.getAttribute('aria-label')).toBe('页码');
    // antd's Select opens on the keyboard and lists rc-pagination's sizes; 50 a page from page 9 goes to page 2 (the last)
    fireEvent.keyDown(real, { key: 'ArrowDown', keyCode: 40 });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '50 条/页',
      '100 条/页',
    ]);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="50 条/页"]')!);
    expect(onChange).toHaveBeenLastCalledWith(2, 50);
    rerender(view(1));
    cleanup();
    // the pointer: entering it mounts antd's Select, still closed; a press without a hover opens it
    const hovered = render(view(1)).container;
    fireEvent.mouseEnter(hovered.querySelector('.ant-pagination-options-size-changer')!);
    expect(hovered.querySelector('.ant-pagination-options .ant-select-selection-search-input')).not.toBeNull();
    expect(document.querySelector('.ant-select-dropdown')).toBeNull();
    cleanup();
    const pressed = render(view(1)).container;
    fireEvent.mouseDown(pressed.querySelector('.ant-pagination-options-size-changer')!);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="20 条/页"]')!);
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('pages by click and Enter, not past the ends', () => {
    const onChange = vi.fn();
    const { container } = render(<LightPager total={20} pageSize={5} current={1} onChange={onChange} />);
    fireEvent.click(container.querySelector('.ant-pagination-item-3')!);
    expect(onChange).toHaveBeenLastCalledWith(3, 5);
    fireEvent.click(container.querySelector('.ant-pagination-next')!);
    expect(onChange).toHaveBeenLastCalledWith(2, 5);
    fireEvent.keyDown(container.querySelector('.ant-pagination-item-4')!, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4, 5);
    onChange.mockClear();
    fireEvent.click(container.querySelector('.ant-pagination-prev')!);
    fireEvent.click(container.querySelector('.ant-pagination-item-1')!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps by 5 pages from the jump items', () => {
    const onChange = vi.fn();
    const { container } = render(
      <LightPager total={100} pageSize={5} current={8} showSizeChanger={false} onChange={onChange} />,
    );
    fireEvent.click(container.querySelector('.ant-pagination-jump-next')!);
    expect(onChange).toHaveBeenLastCalledWith(13, 5);
    fireEvent.click(container.querySelector('.ant-pagination-jump-prev')!);
    expect(onChange).toHaveBeenLastCalledWith(3, 5);
  });
});
