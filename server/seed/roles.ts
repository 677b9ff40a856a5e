// The role codes of 000 §6 (plus qualitFeedback, whose role id the feedback screens read) and the demo accounts.
// The roles come from the one role table, schemas/meta/roles.json (the shell and the checker read it too).
import table from '../../schemas/meta/roles.json';

export const ROLES: { code: string; front: string; name: string }[] = table.roles.map((r) => ({
  code: r.code,
  front: r.front,
  name: r.name.zh_CN,
}));
export const EXTRA_ROLES = table.extra.map((r) => ({ code: r.code, front: r.front, name: r.name.zh_CN }));
/** The role that passes every menu and button permission (server/auth/permissions.ts). */
export const SUPER_ROLE_CODE: string = table.superRole;

/** The role whose id the shell reads as the feedback role id (000 §3); the sign-in answer's roles always name it. */
export const FEEDBACK_ROLE_CODE = 'qualitFeedback';
/** The demo accounts that also hold the feedback role (they keep their own role). */
export const FEEDBACK_USERS: readonly string[] = ['qf01', 'manager01'];

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  username: string;
  realname: string;
  role: string | null;
  identity: string;
  kind: 'staff' | 'provider' | 'engineer';
}

const SPECIAL: Record<string, string> = {
  it_manager: 'admin',
  provider: 'sp01',
  engineer: 'wz01',
  center: 'center01',
  customer: 'biz01',
  financial: 'fin01',
  temp_quality: 'qf01',
};
/** The provider-side roles: those the role table gives the identity FACILITATOR (their demo users are providers' staff). */
export const PROVIDER_SIDE: ReadonlySet<string> = new Set(
  table.roles.filter((r) => 'identity' in r && r.identity === 'FACILITATOR').map((r) => r.code),
);

export function demoAccounts(): DemoAccount[] {
  const list: DemoAccount[] = ROLES.map((r) => ({
    username: SPECIAL[r.code] ?? `${r.code}01`,
    realname: `演示${r.name}`,
    role: r.code,
    identity: PROVIDER_SIDE.has(r.code) ? 'FACILITATOR' : '{product}',
    kind: r.code === 'engineer' ? 'engineer' : PROVIDER_SIDE.has(r.code) ? 'provider' : 'staff',
  }));
  list.push({
    username: 'sp02',
    realname: '演示拖拉机服务商',
    role: 'provider',
    identity: 'FACILITATOR,TRACTOR_SP',
    kind: 'provider',
  });
  list.push({ username: 'norole01', realname: '演示无角色用户', role: null, identity: '{product}', kind: 'staff' });
  return list;
}
