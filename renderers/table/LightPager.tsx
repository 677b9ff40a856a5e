// A light pager for LightTable (issue 13): for the common case (no size changer, quick jumper or simple mode) the
// markup antd 5.29's Pagination renders (rc-pagination: total text, prev, page items with the jump-prev/next
// items beyond 7 pages, next), with its class names, titles, tab stops and Enter key, and antd's pagination styles
// (hash class from its style hook, so the build-time sheet applies). antd's Pagination mounts a responsive
// observer, locale and token hooks and rc-pagination's state for the same few <li>; anything beyond the common
// case renders antd's Pagination itself.
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { ConfigProvider, Pagination, type PaginationProps } from 'antd';
import usePaginationStyle from 'antd/es/pagination/style';
import { useContext, type KeyboardEvent, type ReactNode } from 'react';

/** rc-pagination's buffer: pages shown each side of the current one (2 unless showLessItems). */
const BUFFER = 2;
/** Pages a jump item moves. */
const JUMP = 5;
/** antd shows the size changer by default above this total. */
const SIZE_CHANGER_TOTAL = 50;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Whether LightPager renders these props itself (else antd's Pagination). */
export function isLightPager(p: PaginationProps): boolean {
  const total = p.total ?? 0;
  const size = p.pageSize ?? 10;
  const sizeChanger = p.showSizeChanger ?? total > (p.totalBoundaryShowSizeChanger ?? SIZE_CHANGER_TOTAL);
  return !sizeChanger && !p.showQuickJumper && !p.simple && !p.disabled && !p.itemRender && !p.responsive && !p.showLessItems && p.showTitle !== false && p.showPrevNextJumpers !== false && total > 0 && size > 0;
}

/** The items between prev and next, as rc-pagination orders them: a page number, or a jump by 5 pages. */
export function pagerItems(current: number, pages: number): { page: number; jump?: 'prev' | 'next'; after?: boolean; before?: boolean }[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => ({ page: i + 1 }));
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const items: ReturnType<typeof pagerItems> = [];
  for (let i = left; i <= right; i++) items.push({ page: i });
  if (current - 1 >= BUFFER * 2 && current !== 3) {
    items[0] = { ...items[0], after: true };
    items.unshift({ page: Math.max(1, current - JUMP), jump: 'prev' });
  }
  if (pages - current >= BUFFER * 2 && current !== pages - 2) {
    items[items.length - 1] = { ...items[items.length - 1], before: true };
    items.push({ page: Math.min(pages, current + JUMP), jump: 'next' });
  }
  if (left !== 1) items.unshift({ page: 1 });
  if (right !== pages) items.push({ page: pages });
  return items;
}

const jumpIcon = (jump: 'prev' | 'next', className: string): ReactNode =>
  jump === 'prev' ? <DoubleLeftOutlined className={className} /> : <DoubleRightOutlined className={className} />;

export function LightPager(props: PaginationProps) {
  const { getPrefixCls, locale: all } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('pagination');
  const [, hashId, cssVarCls] = usePaginationStyle(p);
  // the ConfigProvider's locale (antd's Pagination reads the same one; rc-pagination's en_US texts otherwise)
  const locale = all?.Pagination;
  if (!isLightPager(props)) return <Pagination {...props} />;
  const { current = 1, pageSize = 10, total = 0, showTotal, onChange, size, align, className, style } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    if (page < 1 || page > pages || page === current) return;
    onChange?.(page, pageSize);
  };
  const enter = (page: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') go(page);
  };
  const prevOff = current <= 1;
  const nextOff = current >= pages;
  const start = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const end = Math.min(current * pageSize, total);
  return (
    <ul className={cx(p, align && `${p}-${align}`, size === 'small' && `${p}-mini`, className, hashId, cssVarCls)} style={style}>
      {showTotal && <li className={`${p}-total-text`}>{showTotal(total, [start, end])}</li>}
      <li
        title={locale?.prev_page ?? 'Previous Page'}
        tabIndex={prevOff ? undefined : 0}
        className={cx(`${p}-prev`, prevOff && `${p}-disabled`)}
        aria-disabled={prevOff}
        onClick={() => go(current - 1)}
        onKeyDown={enter(current - 1)}
      >
        <button className={`${p}-item-link`} type="button" tabIndex={-1} disabled={prevOff}>
          <LeftOutlined />
        </button>
      </li>
      {pagerItems(current, pages).map(({ page: n, jump, after, before }) =>
        jump ? (
          <li
            key={jump}
            title={jump === 'prev' ? (locale?.prev_5 ?? 'Previous 5 Pages') : (locale?.next_5 ?? 'Next 5 Pages')}
            tabIndex={0}
            className={`${p}-jump-${jump} ${p}-jump-${jump}-custom-icon`}
            onClick={() => go(n)}
            onKeyDown={enter(n)}
          >
            <a className={`${p}-item-link`}>
              <div className={`${p}-item-container`}>
                {jumpIcon(jump, `${p}-item-link-icon`)}
                <span className={`${p}-item-ellipsis`}>{'\u2022\u2022\u2022'}</span>
              </div>
            </a>
          </li>
        ) : (
          <li
            key={n}
            title={String(n)}
            className={cx(`${p}-item`, `${p}-item-${n}`, n === current && `${p}-item-active`, after && `${p}-item-after-jump-prev`, before && `${p}-item-before-jump-next`)}
            tabIndex={0}
            onClick={() => go(n)}
            onKeyDown={enter(n)}
          >
            <a rel="nofollow">{n}</a>
          </li>
        ),
      )}
      <li
        title={locale?.next_page ?? 'Next Page'}
        tabIndex={nextOff ? undefined : 0}
        className={cx(`${p}-next`, nextOff && `${p}-disabled`)}
        aria-disabled={nextOff}
        onClick={() => go(current + 1)}
        onKeyDown={enter(current + 1)}
      >
        <button className={`${p}-item-link`} type="button" tabIndex={-1} disabled={nextOff}>
          <RightOutlined />
        </button>
      </li>
    </ul>
  );
}
