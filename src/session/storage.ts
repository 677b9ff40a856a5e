// Session state kept in session storage (000 §3): it survives a reload of the tab, not the tab itself.
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  secret: 'secret',
  userInfo: 'userInfo',
  roles: 'roles',
  frontRoles: 'frontRoles',
  identity: 'identity',
  menu: 'menu',
  /** Button permissions of the signed-in user (the permission menu's auth list). */
  userPermissions: 'sp_login_user_permission',
  /** The system-wide button permissions (allAuth); they count only with status 0. */
  systemPermissions: 'sp_system_permission',
} as const;

export interface UserInfo {
  id: string;
  realname?: string;
  username: string;
  providerId?: string;
  workNo?: string;
  company?: string;
  roleIds?: { roleId: string; roleCode: string }[];
}

export function getToken(): string {
  return sessionStorage.getItem(SESSION_KEYS.token) ?? '';
}

export function setToken(token: string, refreshToken?: string): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  if (refreshToken !== undefined) sessionStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
}

export function getRefreshToken(): string {
  return sessionStorage.getItem(SESSION_KEYS.refreshToken) ?? '';
}

export function clearToken(): void {
  sessionStorage.removeItem(SESSION_KEYS.token);
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = sessionStorage.getItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

export function getUserInfo(): UserInfo | null {
  return readJson<UserInfo | null>(SESSION_KEYS.userInfo, null);
}

export function clearSession(): void {
  sessionStorage.clear();
}
