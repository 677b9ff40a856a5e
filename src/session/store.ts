// The session as the React tree sees it: read from session storage, re-read after a sign-in.
import { useSyncExternalStore } from 'react';
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

let version = 0;
let cached: { version: number; token: string; session: Session } | null = null;
const listeners = new Set<() => void>();

export function notifySession(): void {
  version += 1;
  listeners.forEach((l) => l());
}

export function getSession(): Session {
  const token = getToken();
  if (cached && cached.version === version && cached.token === token) return cached.session;
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
  cached = { version, token, session };
  return session;
}

export function useSession(): Session {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, getSession);
}
