// Role codes -> front codes (000 §6). Codes not in the table are ignored.
export interface FrontRole {
  code: string;
  order?: number;
  label?: string;
}

export const ROLE_TABLE: Record<string, FrontRole> = {
  provider: { code: 'SP', order: 100, label: '服务商' },
  onlineProvider: { code: 'OL', order: 500 },
  onlineMessenger: { code: 'OLM', order: 500 },
  engineer: { code: 'WZSP', order: 300 },
  center: { code: 'CENTER', order: 200, label: '中心库' },
  service_business: { code: 'SB' },
  financial: { code: 'FIN' },
  customer: { code: 'BIZ', order: 400, label: '热线组' },
  it_manager: { code: 'IT' },
  service_data: { code: 'SD' },
  part_data: { code: 'PD' },
  manager: { code: 'MGR' },
  config_data: { code: 'CD' },
  settlement: { code: 'SM' },
  part_business: { code: 'PB' },
  part_price: { code: 'PP' },
  vip_price_manager: { code: 'VPM' },
  vipPriceMaintenance: { code: 'VPMA' },
  part_price_trade: { code: 'PPT', label: '国际贸易部' },
  temp_quality: { code: 'TQ', label: '质量部' },
};

/** The front codes of the given role codes, in input order, without duplicates; unknown codes are dropped. */
export function toFrontCodes(roleCodes: ReadonlyArray<string>): string[] {
  const out: string[] = [];
  for (const rc of roleCodes) {
    const front = Object.prototype.hasOwnProperty.call(ROLE_TABLE, rc) ? ROLE_TABLE[rc] : undefined;
    if (front && !out.includes(front.code)) out.push(front.code);
  }
  return out;
}
