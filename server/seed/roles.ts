// The role codes of 000 §6 (plus qualitFeedback, whose role id the feedback screens read) and the demo accounts.
export const ROLES: { code: string; front: string; name: string }[] = [
  { code: 'provider', front: 'SP', name: '服务商' },
  { code: 'onlineProvider', front: 'OL', name: '线上服务商' },
  { code: 'onlineMessenger', front: 'OLM', name: '线上信息员' },
  { code: 'engineer', front: 'WZSP', name: '服务工程师' },
  { code: 'center', front: 'CENTER', name: '中心库' },
  { code: 'service_business', front: 'SB', name: '服务业务' },
  { code: 'financial', front: 'FIN', name: '财务' },
  { code: 'customer', front: 'BIZ', name: '热线组' },
  { code: 'it_manager', front: 'IT', name: 'IT管理员' },
  { code: 'service_data', front: 'SD', name: '服务数据' },
  { code: 'part_data', front: 'PD', name: '配件数据' },
  { code: 'manager', front: 'MGR', name: '管理者' },
  { code: 'config_data', front: 'CD', name: '配置数据' },
  { code: 'settlement', front: 'SM', name: '结算' },
  { code: 'part_business', front: 'PB', name: '配件业务' },
  { code: 'part_price', front: 'PP', name: '配件价格' },
  { code: 'vip_price_manager', front: 'VPM', name: '大客户价格管理' },
  { code: 'vipPriceMaintenance', front: 'VPMA', name: '大客户价格维护' },
  { code: 'part_price_trade', front: 'PPT', name: '国际贸易部' },
  { code: 'temp_quality', front: 'TQ', name: '质量部' },
];
export const EXTRA_ROLES = [{ code: 'qualitFeedback', front: '', name: '质量反馈' }];

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount { username: string; realname: string; role: string | null; identity: string; kind: 'staff' | 'provider' | 'engineer' }

const SPECIAL: Record<string, string> = {
  it_manager: 'admin', provider: 'sp01', engineer: 'wz01', center: 'center01', customer: 'biz01', financial: 'fin01', temp_quality: 'qf01',
};
const PROVIDER_SIDE = new Set(['provider', 'onlineProvider', 'onlineMessenger', 'engineer']);

export function demoAccounts(): DemoAccount[] {
  const list: DemoAccount[] = ROLES.map((r) => ({
    username: SPECIAL[r.code] ?? `${r.code}01`,
    realname: `演示${r.name}`,
    role: r.code,
    identity: PROVIDER_SIDE.has(r.code) ? 'FACILITATOR' : '{product}',
    kind: r.code === 'engineer' ? 'engineer' : PROVIDER_SIDE.has(r.code) ? 'provider' : 'staff',
  }));
  list.push({ username: 'sp02', realname: '演示拖拉机服务商', role: 'provider', identity: 'FACILITATOR,TRACTOR_SP', kind: 'provider' });
  list.push({ username: 'norole01', realname: '演示无角色用户', role: null, identity: '{product}', kind: 'staff' });
  return list;
}
