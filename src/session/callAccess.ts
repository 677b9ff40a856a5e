// Whether the signed-in user may make a call, decided in the browser from what it already has: the call's
// declared permission (schemas/calls: 'public', 'session', a menu path, 'path#action' or a list of them) and the
// user's permission menu (routes and their button lists). The same rule as the gateway's (server/auth/permissions.ts:
// a menu path is granted by the menu entry, 'path#action' by the entry's enabled button), so a screen never makes a
// call the gateway would refuse with 403 (home asked for notices without the permission). The gateway
// stays the boundary; this only avoids asking.
import type { AppRoute } from './menu';

const enabled = (status: unknown): boolean => status === undefined || status === null || String(status) === '0';

export function mayCall(permission: unknown, routes: readonly Pick<AppRoute, 'path' | 'permissionList'>[]): boolean {
  if (permission === 'public' || permission === 'session') return true;
  const grants =
    typeof permission === 'string'
      ? [permission]
      : Array.isArray(permission)
        ? permission.filter((g): g is string => typeof g === 'string')
        : [];
  return grants.some((g) => {
    const [path, action] = g.split('#');
    const route = routes.find((r) => r.path === path);
    if (!route) return false;
    return action === undefined || route.permissionList.some((p) => p.action === action && enabled(p.status));
  });
}
