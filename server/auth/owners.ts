// Object-level access (docs/gateway.md "Owners (object-level access)"). A service provider's user (identity
// FACILITATOR or a facilitatorId: providers, engineers, online providers) sees and changes only the rows of its
// own provider; the maker's staff ({product}) are not limited by owner. Searches filter in SQL with ownProvider();
// a single document of another provider is refused exactly like a missing one (404 "<文档>不存在").
import { BusinessError, type SessionUser } from '../http/route';

export function isProviderUser(user: SessionUser): boolean {
  return (user.facilitatorId !== null && user.facilitatorId !== '') || user.identity.includes('FACILITATOR');
}

/** The provider whose rows the user may see, or null for the maker's staff (not limited by owner). A provider's
 * user without a provider sees nothing: 403. A provider named in a request never replaces this one. */
export function ownProvider(user: SessionUser): string | null {
  if (!isProviderUser(user)) return null;
  if (!user.facilitatorId) throw new BusinessError('无权限访问', { status: 403, code: '403' });
  return user.facilitatorId;
}

/** May the user see or change a row owned by this provider? (The maker's staff: always.) */
export function ownsRow(user: SessionUser, facilitatorId: string | null | undefined): boolean {
  const own = ownProvider(user);
  return own === null || facilitatorId === own;
}

/** Columns that are never answered (storage paths, password and token hashes), snake_case and camelCase. */
export const INTERNAL_KEYS: ReadonlySet<string> = new Set([
  'storage_path',
  'storagePath',
  'password_hash',
  'passwordHash',
  'token_hash',
  'tokenHash',
  'refresh_hash',
  'refreshHash',
  'code_hash',
  'codeHash',
]);

/** A copy of a JSON value without the internal keys, at any depth. */
export function withoutInternal<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutInternal(v)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    if (!INTERNAL_KEYS.has(k)) out[k] = withoutInternal(v);
  return out as T;
}
