// The left menu (000 §2): collapsible, width 200, one root open at a time; url entries open a new tab. Home is
// hidden from it (000 §2: its tab is always first and cannot be closed). Dark or light by the sidebar setting, or a
// horizontal menu in the header for the top-menu layout.
import { useMemo, useRef, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { AppstoreOutlined, FileTextOutlined } from '@ant-design/icons';
import type { MenuItem } from '../session/menu';
import { rootKeys } from '../session/menu';
import { titleText } from './resolve';
import { useLocale } from '../i18n/useLocale';
import type { Locale } from '../i18n/texts';
import { preloadScreenHost, screenHostStarted } from '../app/screenHostChunk';

type AntItem = Required<MenuProps>['items'][number];

function toAnt(items: ReadonlyArray<MenuItem>, locale: Locale, onHover: (key: string) => void, depth = 0): AntItem[] {
  return items.map((i) => ({
    key: i.key,
    label: titleText(i.title, locale),
    icon: depth === 0 ? i.children ? <AppstoreOutlined /> : <FileTextOutlined /> : undefined,
    children: i.children ? toAnt(i.children, locale, onHover, depth + 1) : undefined,
    onMouseEnter: i.children ? undefined : () => onHover(i.key),
  }));
}

/** The entries (not submenus) directly in the submenu `key`. */
function entriesOf(items: ReadonlyArray<MenuItem>, key: string): string[] {
  for (const i of items) {
    if (i.key === key) return (i.children ?? []).filter((c) => !c.children && !c.url).map((c) => c.key);
    const inner = i.children ? entriesOf(i.children, key) : [];
    if (inner.length) return inner;
  }
  return [];
}

function findUrl(items: ReadonlyArray<MenuItem>, key: string): string | undefined {
  for (const i of items) {
    if (i.key === key) return i.url;
    const inner = i.children ? findUrl(i.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function parentOf(items: ReadonlyArray<MenuItem>, key: string): string | undefined {
  for (const i of items) if (i.children?.some((c) => c.key === key || parentOf([c], key))) return i.key;
  return undefined;
}

interface Props {
  items: MenuItem[];
  current: string;
  onOpen: (path: string) => void;
  /** The user is on the way to these entries (their submenu opened, one hovered): their screens may load ahead. */
  onIntent?: (paths: string[], step: 'shown' | 'hovered') => void;
  collapsed: boolean;
  theme: 'dark' | 'light';
  mode?: 'inline' | 'horizontal';
}

export function SideMenu({ items, current, onOpen, onIntent, collapsed, theme, mode = 'inline' }: Props) {
  const { locale } = useLocale();
  const roots = useMemo(() => rootKeys(items), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const p = parentOf(items, current);
    return p ? [p] : [];
  });
  const intent = useRef(onIntent);
  intent.current = onIntent;
  const antItems = useMemo<AntItem[]>(
    // an entry under the pointer: its screen loads ahead, once a submenu has started the screen host's chunk (an
    // entry that appears under a resting pointer at sign-in loads nothing into the first screen)
    () => toAnt(items, locale, (key) => screenHostStarted() && intent.current?.([key], 'hovered')),
    [items, locale],
  );

  const onOpenChange = (keys: string[]) => {
    preloadScreenHost(); // the user is on the way to a screen: its code loads while the submenu opens
    const latest = keys.find((k) => !openKeys.includes(k));
    if (latest) intent.current?.(entriesOf(items, latest), 'shown'); // and the documents of the entries it shows
    // one root open at a time
    setOpenKeys(latest && roots.includes(latest) ? [latest] : keys);
  };

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={antItems}
      selectedKeys={[current]}
      openKeys={collapsed || mode === 'horizontal' ? undefined : openKeys}
      onOpenChange={onOpenChange}
      onClick={({ key }) => {
        const url = findUrl(items, key);
        if (url) window.open(url, '_blank', 'noopener');
        else onOpen(key);
      }}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0 } : undefined}
      data-testid="side-menu"
    />
  );
}
