// A light pager for LightTable: for the common case (no size changer, quick jumper or simple mode) the
// markup antd 5.29's Pagination renders (rc-pagination: total text, prev, page items with the jump-prev/next
// items beyond 7 pages, next), with its class names, titles, tab stops and Enter key, and antd's pagination styles
// (hash class from its style hook, so the build-time sheet applies). antd's Pagination mounts a responsive
// observer, locale and token hooks and rc-pagination's state for the same few <li>. The size changer (antd's
// default above 50 rows) is antd's closed Select markup until the pointer or the focus reaches it, then antd's
// Select itself (SizeChanger below). Anything else beyond the common case renders antd's Pagination itself.
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { DownOutlined } from '@ant-design/icons';
import { ConfigProvider, Pagination, Select, type PaginationProps, type RefSelectProps } from 'antd';
import usePaginationStyle from 'antd/es/pagination/style';
import useSelectStyle from 'antd/es/select/style';
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { closedCombobox } from './closedSelect';
import { useAntdLight } from './switch';

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
  // a size changer with its own Select props (an object) is antd's
  const sizeChanger = typeof p.showSizeChanger === 'object';
  return (
    !sizeChanger &&
    !p.onShowSizeChange &&
    !p.showQuickJumper &&
    !p.simple &&
    !p.disabled &&
    !p.itemRender &&
    !p.responsive &&
    !p.showLessItems &&
    p.showTitle !== false &&
    p.showPrevNextJumpers !== false &&
    total > 0 &&
    size > 0
  );
}

/** The items between prev and next, as rc-pagination orders them: a page number, or a jump by 5 pages. */
export function pagerItems(
  current: number,
  pages: number,
): { page: number; jump?: 'prev' | 'next'; after?: boolean; before?: boolean }[] {
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

/** Whether the pager shows a size changer: antd's default above 50 rows, or `showSizeChanger: true`. */
const showsSizeChanger = (p: PaginationProps) =>
  p.showSizeChanger ?? (p.total ?? 0) > (p.totalBoundaryShowSizeChanger ?? SIZE_CHANGER_TOTAL);

/** rc-pagination's size options: the given ones (10, 20, 50, 100 by default) with the current size added, sorted. */
export function sizeOptions(pageSize: number, given: (number | string)[] = [10, 20, 50, 100]): number[] {
  const list = given.map(Number);
  return list.includes(pageSize) ? list : [...list, pageSize].sort((a, b) => a - b);
}

interface SizeChangerProps {
  pageSize: number;
  options: number[];
  small: boolean;
  /** antd's pagination locale (rc-pagination's en_US texts without one). */
  locale?: { items_per_page?: string; page_size?: string };
  onSize(size: number): void;
}

/**
 * The page-size Select: until the pointer enters it, it is pressed or it takes the focus, the markup antd's closed
 * Select renders (same classes, hash class, combobox input with its label; unit test), then antd's Select, focused
 * (keyboard) or opened (a press without a hover: touch) as the event asked. antd's Select mounts rc-select's
 * trigger, virtual list, motion and a dozen hooks for a control most users never open.
 */
function SizeChanger({ pageSize, options, small, locale, onSize }: SizeChangerProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const sp = getPrefixCls('select');
  const [, hashId, cssVarCls] = useSelectStyle(sp);
  const [live, setLive] = useState<false | 'hover' | 'focus'>(false);
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(0);
  const select = useRef<RefSelectProps>(null);
  const listId = `${useId()}_list`;
  // a press that reached this markup (touch, or a pointer faster than the hover's render): focus and open, as a
  // press on antd's Select does
  useEffect(() => {
    if (!pressed) return;
    select.current?.focus();
    setOpen(true);
  }, [pressed]);
  const label = locale?.page_size ?? 'Page Size';
  const text = (n: number) => `${n} ${locale?.items_per_page ?? '/ page'}`;
  const className = `${getPrefixCls('pagination')}-options-size-changer`;
  if (live)
    return (
      <Select
        ref={select}
        showSearch
        popupMatchSelectWidth={false}
        getPopupContainer={(node) => node.parentNode as HTMLElement}
        aria-label={label}
        options={options.map((n) => ({ label: text(n), value: n }))}
        value={options.find((n) => n === pageSize)}
        onChange={(n) => onSize(Number(n))}
        size={small ? 'small' : 'middle'}
        className={className}
        autoFocus={live === 'focus'}
        open={open}
        onOpenChange={setOpen}
      />
    );
  return (
    <div
      className={cx(
        sp,
        small && `${sp}-sm`,
        `${sp}-outlined`,
        className,
        hashId,
        cssVarCls,
        `${sp}-single`,
        `${sp}-show-arrow`,
        `${sp}-show-search`,
      )}
      aria-label={label}
      onMouseEnter={() => setLive('hover')}
      onMouseDown={(e) => {
        // The press's default action would move the focus off the Select that replaces this markup, and a Select
        // opened during the press would take the rest of it (still going up to window) for a press outside and
        // close: no default action, and focus and open after the event.
        e.preventDefault();
        setLive((l) => l || 'hover');
        setTimeout(() => setPressed((n) => n + 1));
      }}
    >
      <div className={`${sp}-selector`}>
        <span className={`${sp}-selection-wrap`}>
          <span className={`${sp}-selection-search`}>
            <input
              {...closedCombobox(sp, listId)}
              aria-label={label}
              value=""
              onChange={() => undefined}
              onFocus={() => setLive('focus')}
            />
          </span>
          <span className={`${sp}-selection-item`} title={text(pageSize)}>
            {text(pageSize)}
          </span>
        </span>
      </div>
      <span
        className={`${sp}-arrow`}
        style={{ userSelect: 'none', WebkitUserSelect: 'none' }}
        unselectable="on"
        aria-hidden="true"
      >
        <DownOutlined className={`${sp}-suffix`} />
      </span>
    </div>
  );
}

const jumpIcon = (jump: 'prev' | 'next', className: string): ReactNode =>
  jump === 'prev' ? <DoubleLeftOutlined className={className} /> : <DoubleRightOutlined className={className} />;

export function LightPager(props: PaginationProps) {
  const { getPrefixCls, locale: all } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('pagination');
  const [, hashId, cssVarCls] = usePaginationStyle(p);
  // the ConfigProvider's locale (antd's Pagination reads the same one; rc-pagination's en_US texts otherwise)
  const locale = all?.Pagination;
  const light = useAntdLight();
  if (!light || !isLightPager(props)) return <Pagination {...props} />;
  const {
    current = 1,
    pageSize = 10,
    total = 0,
    showTotal,
    onChange,
    size,
    align,
    className,
    style,
    pageSizeOptions,
  } = props;
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
    <ul
      className={cx(p, align && `${p}-${align}`, size === 'small' && `${p}-mini`, className, hashId, cssVarCls)}
      style={style}
    >
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
            className={cx(
              `${p}-item`,
              `${p}-item-${n}`,
              n === current && `${p}-item-active`,
              after && `${p}-item-after-jump-prev`,
              before && `${p}-item-before-jump-next`,
            )}
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
      {showsSizeChanger(props) && (
        <li className={`${p}-options`}>
          <SizeChanger
            pageSize={pageSize}
            options={sizeOptions(pageSize, pageSizeOptions)}
            small={size === 'small'}
            locale={locale}
            onSize={(next) => {
              // rc-pagination's changePageSize: the current page, or the new last page when it is past it
              const last = Math.floor((total - 1) / next) + 1;
              onChange?.(current > last && last !== 0 ? last : current, next);
            }}
          />
        </li>
      )}
    </ul>
  );
}
