// The session as the React tree sees it: read from session storage, re-read after a sign-in. A store
// (src/app/store.ts) of the storage's version: notifySession moves it, getSession reads the storage again then (or
// when the token changed, e.g. refreshed) and answers the same object otherwise.
import { createStore, useStore } from '../app/store';
import { buildMenu, buildRoutes, type AppRoute, type MenuItem, type MenuNode, type PermissionItem } from './menu';
import { SESSION_KEYS, getToken, readJson, type UserInfo } from './storage';

export interface Session {
  token: string;
  user: (UserInfo & { userId?: string; realName?: string; userName?: string }) | null;
  identity: string[];
  frontRoles: string[];
  routes: AppRoute[];
  menu: MenuItem[];
  userPermissions: PermissionItem[];
  systemPermissions: PermissionItem[];
}

const version = createStore(0);
let cached: { version: number; token: string; session: Session } | null = null;

/** The session storage changed (a sign-in, a menu refresh): readers read it again. */
export function notifySession(): void {
  version.set((v) => v + 1);
}

export function getSession(): Session {
  const token = getToken();
  if (cached && cached.version === version.get() && cached.token === token) return cached.session;
  const nodes = readJson<MenuNode[]>(SESSION_KEYS.menu, []);
  const session: Session = {
    token,
    user: readJson(SESSION_KEYS.userInfo, null),
    identity: readJson<string[]>(SESSION_KEYS.identity, []),
    frontRoles: readJson<string[]>(SESSION_KEYS.frontRoles, []),
    routes: buildRoutes(nodes),
    menu: buildMenu(nodes),
    userPermissions: readJson<PermissionItem[]>(SESSION_KEYS.userPermissions, []),
    systemPermissions: readJson<PermissionItem[]>(SESSION_KEYS.systemPermissions, []),
  };
  cached = { version: version.get(), token, session };
  return session;
}

export function useSession(): Session {
  return useStore({ subscribe: version.subscribe, get: getSession });
}
