// The left menu (000 §2): collapsible, width 200, one root open at a time; url entries open a new tab. Home is
// hidden from it (000 §2: its tab is always first and cannot be closed). Dark or light by the sidebar setting, or a
// horizontal menu in the header for the top-menu layout.
import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { AppstoreOutlined, FileTextOutlined } from '@ant-design/icons';
import type { MenuItem } from '../session/menu';
import { rootKeys } from '../session/menu';
import { titleText } from './resolve';
import { useLocale } from '../i18n/useLocale';
import type { Locale } from '../i18n/texts';
import { preloadScreenHost } from '../app/screenHostChunk';

type AntItem = Required<MenuProps>['items'][number];

function toAnt(items: ReadonlyArray<MenuItem>, locale: Locale, depth = 0): AntItem[] {
  return items.map((i) => ({
    key: i.key,
    label: titleText(i.title, locale),
    icon: depth === 0 ? i.children ? <AppstoreOutlined /> : <FileTextOutlined /> : undefined,
    children: i.children ? toAnt(i.children, locale, depth + 1) : undefined,
  }));
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
  collapsed: boolean;
  theme: 'dark' | 'light';
  mode?: 'inline' | 'horizontal';
}

export function SideMenu({ items, current, onOpen, collapsed, theme, mode = 'inline' }: Props) {
  const { locale } = useLocale();
  const roots = useMemo(() => rootKeys(items), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const p = parentOf(items, current);
    return p ? [p] : [];
  });
  const antItems = useMemo<AntItem[]>(() => toAnt(items, locale), [items, locale]);

  const onOpenChange = (keys: string[]) => {
    preloadScreenHost(); // the user is on the way to a screen: its code loads while the submenu opens
    const latest = keys.find((k) => !openKeys.includes(k));
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
