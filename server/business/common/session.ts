// Facts about the signed-in user that the business rules need.
import { BusinessError, VERSION_CONFLICT, type RouteContext, type SessionUser } from '../../http/route';
import { isProviderUser, ownProvider, ownsRow } from '../../auth/owners';

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new BusinessError('获取用户信息失败，请重新登陆后重试', { status: 403, code: '403' });
  return user;
}

/** A service provider's user sees only its own documents (server/auth/owners.ts). */
export const isFacilitator = isProviderUser;
export { ownProvider, ownsRow };

/** Writes to the maker's own data (supplier parts and their purchase prices): the maker's staff only. A provider's
 * user gets 403 whatever grants an older database gives its roles (docs/gateway.md "Owners"). */
export function makerStaff(user: SessionUser | null): SessionUser {
  const u = requireUser(user);
  if (isProviderUser(u)) throw new BusinessError('无权限访问', { status: 403, code: '403' });
  return u;
}

export function isTractorBrand(user: SessionUser | null): boolean {
  return !!user && user.identity.includes('TRACTOR_SP');
}

/** Refuses a write whose version is not the stored one (another user saved in between). */
export function checkVersion(stored: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== stored)
    throw new BusinessError(VERSION_CONFLICT, { status: 424, code: 'VERSION' });
}

export function notFound(document: string): BusinessError {
  return new BusinessError(`${document}不存在`, { status: 404, code: '404' });
}

/** The handler context with typed inputs: Ctx<Body>, Ctx<unknown, Query>, Ctx<unknown, unknown, Params>. */
export type Ctx<B = unknown, Q = unknown, P = unknown> = RouteContext<Q, B, P>;
