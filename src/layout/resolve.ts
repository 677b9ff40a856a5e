// Which view a path shows: home, the EPC catalogue, or a menu entry's screen.
import { EPC_PATH, HOME_PATH, matchPattern } from '../session/paths';
import type { AppRoute, MenuTitle } from '../session/menu';

export type Resolved =
  | { kind: 'home'; isCache: true }
  | { kind: 'epc'; isCache: true }
  | { kind: 'screen'; route: AppRoute; params: Record<string, string>; isCache: boolean }
  | { kind: 'none'; isCache: false };

export function resolveView(path: string, routes: ReadonlyArray<AppRoute>): Resolved {
  if (path === HOME_PATH) return { kind: 'home', isCache: true };
  if (path === EPC_PATH) return { kind: 'epc', isCache: true };
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { kind: 'screen', route, params, isCache: route.isCache };
  }
  return { kind: 'none', isCache: false };
}

export function titleText(title: MenuTitle | undefined, locale: 'zh_CN' | 'en_US'): string {
  if (!title) return '';
  if (typeof title === 'string') return title;
  return (locale === 'en_US' && title.en_US) || title.zh_CN;
}
