// The RuntimeContext the shell hands to the runtime (docs/contracts.md), built from the session.
import type { RuntimeContext, RuntimeWiring } from '../../renderers';
import { transport } from '../http/api';
import { messageSink } from '../http/ui';
import { isTractorBrand } from '../session/identity';
import type { PermissionItem } from '../session/menu';
import type { Session } from '../session/store';
import { SESSION_KEYS, getToken, readJson } from '../session/storage';
import type { Locale } from '../i18n/texts';

export interface RouteFacts {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  permissionList: PermissionItem[];
}

/**
 * The global button lists of 000 §6, scoped to the route being shown. Our action names (detail, delete, edit...)
 * are shared by every screen (001 §6), so an action granted on one screen must not show its button on another:
 * "page buttons depend on the route's permission list". The gateway enforces the same per route.
 */
export function scopedPermissions(
  session: Pick<Session, 'userPermissions' | 'systemPermissions'>,
  route: Pick<RouteFacts, 'permissionList'>,
) {
  const granted = new Set(route.permissionList.map((p) => p.action));
  const onRoute = (p: PermissionItem) => granted.has(p.action);
  return { userList: session.userPermissions.filter(onRoute), systemList: session.systemPermissions.filter(onRoute) };
}

export function runtimeContext(
  session: Session,
  route: RouteFacts,
  navigate: (path: string) => void,
  locale: Locale,
  wiring: RuntimeWiring,
  goBack?: (path?: string) => void,
): RuntimeContext {
  const u = session.user;
  const roles = readJson<{ roleId: string; roleCode: string }[]>(SESSION_KEYS.roles, []);
  return {
    transport,
    messages: messageSink,
    session: {
      userId: String(u?.userId ?? u?.id ?? ''),
      userName: String(u?.userName ?? u?.username ?? ''),
      realName: String(u?.realName ?? u?.realname ?? ''),
      providerId: String(u?.providerId ?? ''),
      company: String(u?.company ?? ''),
      workNo: String(u?.workNo ?? ''),
      identity: session.identity,
      isTractorBrand: isTractorBrand(session.identity),
      feedbackRoleId: roles.find((r) => r.roleCode === 'qualitFeedback')?.roleId,
    },
    permissions: scopedPermissions(session, route),
    routePermissions: route.permissionList.map((p) => ({ action: p.action, describe: p.describe ?? '' })),
    route: { path: route.path, params: route.params, query: route.query },
    navigate,
    goBack,
    locale,
    frameToken: getToken,
    wiring,
  };
}
