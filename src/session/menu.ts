// Routes and the side menu built from the server's permission menu (000 §2).
import type { Text } from '../../renderers/core';

/** A menu title: the runtime's Text (a Chinese string, or both forms). */
export type MenuTitle = Text;

export interface PermissionItem {
  action: string;
  describe?: string;
  type?: number | string;
  status?: number | string;
}

export interface MenuNode {
  id?: string;
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  hidden?: boolean;
  meta?: {
    title?: MenuTitle;
    /** Ours beside the spec's title: the English title; without it the title shows in both languages. */
    titleEn?: string;
    icon?: string;
    url?: string;
    isCache?: boolean;
    extendParaSp?: unknown;
    permissionList?: PermissionItem[];
  };
  children?: MenuNode[];
}

export interface AppRoute {
  path: string;
  name: string;
  title: MenuTitle;
  screen?: string;
  redirect?: string;
  isCache: boolean;
  permissionList: PermissionItem[];
}

export interface MenuItem {
  key: string;
  title: MenuTitle;
  icon?: string;
  /** An external address: opened in a new browser tab, not routed. */
  url?: string;
  children?: MenuItem[];
}

/** The route name without its '-@...' suffix. */
export function routeName(name: string | undefined): string {
  if (!name) return '';
  const at = name.indexOf('-@');
  return at >= 0 ? name.slice(0, at) : name;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The entry's title in both languages when the gateway gives its English, else the title as given. */
export function menuTitle(node: MenuNode): MenuTitle {
  const title = node.meta?.title ?? routeName(node.name);
  const en = node.meta?.titleEn;
  return en && typeof title === 'string' ? { zh_CN: title, en_US: en } : title;
}

const kept = (n: MenuNode): boolean =>
  n.meta?.extendParaSp === undefined || n.meta?.extendParaSp === null || n.meta?.extendParaSp === '';

/** Every routable entry of the menu, flattened; url entries and extendParaSp entries are not routes. */
export function buildRoutes(menu: ReadonlyArray<MenuNode>, parent = ''): AppRoute[] {
  const out: AppRoute[] = [];
  for (const node of menu) {
    if (!kept(node)) continue;
    const path = joinPath(parent || '/', node.path);
    if (node.component && !node.meta?.url) {
      out.push({
        path,
        name: routeName(node.name),
        title: menuTitle(node),
        screen: node.component,
        redirect: node.redirect,
        isCache: node.meta?.isCache !== false,
        permissionList: node.meta?.permissionList ?? [],
      });
    }
    if (node.children?.length) out.push(...buildRoutes(node.children, path));
  }
  return out;
}

/** The side menu: hidden and extendParaSp entries left out, empty groups dropped. */
export function buildMenu(menu: ReadonlyArray<MenuNode>, parent = ''): MenuItem[] {
  const out: MenuItem[] = [];
  for (const node of menu) {
    if (!kept(node) || node.hidden) continue;
    const path = joinPath(parent || '/', node.path);
    const title = menuTitle(node);
    const children = node.children?.length ? buildMenu(node.children, path) : undefined;
    if (node.children?.length && !children?.length && !node.component) continue;
    out.push({
      key: path,
      title,
      icon: node.meta?.icon,
      url: node.meta?.url || undefined,
      children: children?.length ? children : undefined,
    });
  }
  return out;
}

/** The keys of the root entries, for the one-root-open rule. */
export const rootKeys = (items: ReadonlyArray<MenuItem>): string[] => items.filter((i) => i.children).map((i) => i.key);
