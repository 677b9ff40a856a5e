// Facts about the signed-in user that the business rules need.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, lockRow, VERSION_CONFLICT, type RouteContext, type SessionUser } from '../../http/route';
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

/** The tables of a provider's documents: each row has its provider and a version. */
type OwnedDocument = {
  [T in keyof DB & string]: DB[T] extends { facilitator_id: unknown; version: unknown } ? T : never;
}[keyof DB & string];

/** Document `id` of `table` for a write: locked for the rest of the transaction, visible to the user (a provider's
 * user sees only its own: else 404 "<document>不存在", as for a missing one) and at the version the user saw (424). */
export async function lockOwned<T extends OwnedDocument>(
  trx: Kysely<DB>,
  table: T,
  id: string,
  user: SessionUser,
  version: number | undefined,
  document: string,
): Promise<Selectable<DB[T]>> {
  const row = await lockRow(trx, table, id, notFound(document));
  const { facilitator_id, version: stored } = row as { facilitator_id: string | null; version: number };
  if (!ownsRow(user, facilitator_id)) throw notFound(document);
  checkVersion(stored, version);
  return row;
}

/** The handler context with typed inputs: Ctx<Body>, Ctx<unknown, Query>, Ctx<unknown, unknown, Params>. */
export type Ctx<B = unknown, Q = unknown, P = unknown> = RouteContext<Q, B, P>;
