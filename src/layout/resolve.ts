// Which view a path shows: home, the EPC catalogue, or a menu entry's screen.
import { EPC_PATH, HOME_PATH, matchPattern } from '../session/paths';
import type { AppRoute, MenuTitle } from '../session/menu';
import { text, type Locale } from '../../renderers/core';

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

/** A menu title in the language (the runtime core's text(): Chinese when there is no English form). */
export function titleText(title: MenuTitle | undefined, locale: Locale): string {
  return text(title || undefined, locale);
}
