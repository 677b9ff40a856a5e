// Role codes -> front codes (000 §6), from the one role table schemas/meta/roles.json (the gateway and the checker
// read it too). Codes not in the table are ignored.
import table from '../../schemas/meta/roles.json';

export interface FrontRole {
  code: string;
  order?: number;
  label?: string;
}

export const ROLE_TABLE: Record<string, FrontRole> = Object.fromEntries(
  table.roles.map((r: { code: string; front: string; order?: number; label?: { zh_CN: string } }) => [
    r.code,
    {
      code: r.front,
      ...(r.order !== undefined ? { order: r.order } : {}),
      ...(r.label ? { label: r.label.zh_CN } : {}),
    },
  ]),
);

/** The front codes of the given role codes, in input order, without duplicates; unknown codes are dropped. */
export function toFrontCodes(roleCodes: ReadonlyArray<string>): string[] {
  const out: string[] = [];
  for (const rc of roleCodes) {
    const front = Object.prototype.hasOwnProperty.call(ROLE_TABLE, rc) ? ROLE_TABLE[rc] : undefined;
    if (front && !out.includes(front.code)) out.push(front.code);
  }
  return out;
}
