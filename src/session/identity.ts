// Identity rules (000 §6): the login type's identity is a comma-separated list.
export function parseIdentity(identity: string | string[] | undefined | null): string[] {
  if (!identity) return [];
  const parts = Array.isArray(identity) ? identity : identity.split(',');
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** {product} denotes the maker's staff. */
export const isMakerStaff = (identity: ReadonlyArray<string>): boolean => identity.includes('{product}');
/** FACILITATOR denotes a service provider. */
export const isFacilitator = (identity: ReadonlyArray<string>): boolean => identity.includes('FACILITATOR');
export const isTractorBrand = (identity: ReadonlyArray<string>): boolean => identity.includes('TRACTOR_SP');
