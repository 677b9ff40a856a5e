// After a sign-in answer (common login, ticket, external entry): the checks and storage of 000 §4.
import type { HttpRequest } from '../http/client';
import { shellCall } from '../http/calls';
import { renewExpiryCookie } from './cookie';
import { parseIdentity } from './identity';
import type { MenuNode, PermissionItem } from './menu';
import { toFrontCodes } from './roles';
import { SESSION_KEYS, clearSession, setToken, writeJson, type UserInfo } from './storage';
import { notifySession } from './store';

export interface SignInResult {
  token?: string;
  refreshToken?: string;
  secret?: string;
  userInfo?: UserInfo;
  roles?: { roleId: string; roleCode: string }[];
  type?: { identity?: string };
}

export type SignInFailure = 'noToken' | 'noRole' | 'emptyMenu' | 'menuFailed';
export type SignInOutcome = { ok: true } | { ok: false; reason: SignInFailure };

export type Call = <T>(req: HttpRequest) => Promise<T>;

interface MenuAnswer {
  result?: { menu?: MenuNode[]; auth?: PermissionItem[]; allAuth?: PermissionItem[] };
}

/** The permission menu of the stored token: the token goes in the X-Access-Token header only, never in the
 * address (spec 000 lists a token query parameter; the gateway never read it; docs/contracts.md). */
export function loadMenu(call: Call): Promise<MenuAnswer> {
  return call<MenuAnswer>(shellCall('auth.permission'));
}

/** Checks the answer, stores the session and loads the menu; the caller shows the failure. */
export async function completeSignIn(result: SignInResult | undefined, call: Call): Promise<SignInOutcome> {
  if (!result?.token) return { ok: false, reason: 'noToken' };
  const user = result.userInfo;
  const roles = user?.roleIds?.length ? user.roleIds : [];
  if (!user || roles.length === 0) return { ok: false, reason: 'noRole' };

  setToken(result.token, result.refreshToken ?? '');
  sessionStorage.setItem(SESSION_KEYS.secret, result.secret ?? '');
  writeJson(SESSION_KEYS.userInfo, {
    ...user,
    userId: user.id,
    realName: user.realname,
    userName: user.username,
    providerId: user.providerId,
  });
  writeJson(SESSION_KEYS.roles, result.roles?.length ? result.roles : roles);
  writeJson(SESSION_KEYS.frontRoles, toFrontCodes(roles.map((r) => r.roleCode)));
  writeJson(SESSION_KEYS.identity, parseIdentity(result.type?.identity));

  let answer: MenuAnswer;
  try {
    answer = await loadMenu(call);
  } catch {
    clearSession();
    return { ok: false, reason: 'menuFailed' };
  }
  const menu = answer.result?.menu ?? [];
  if (menu.length === 0) {
    clearSession();
    return { ok: false, reason: 'emptyMenu' };
  }
  writeJson(SESSION_KEYS.menu, menu);
  writeJson(SESSION_KEYS.userPermissions, answer.result?.auth ?? []);
  writeJson(SESSION_KEYS.systemPermissions, answer.result?.allAuth ?? []);
  renewExpiryCookie();
  notifySession();
  return { ok: true };
}

interface LoginAnswer {
  result?: SignInResult;
}

export async function commonLogin(
  call: Call,
  form: { loginName: string; loginPwd: string; checkCode: string; checkKey: string },
): Promise<SignInResult | undefined> {
  const answer = await call<LoginAnswer>(shellCall('auth.commonLogin', { body: form }));
  return answer.result;
}

/** The external entry: the account call's first 11 characters are the password (000 §2 step 1, §7). The gateway
 * answers the account call only with the entry link's single-use `entry`, bound to account and target. */
export async function externalLogin(
  call: Call,
  link: { account: string; entry: string; target: string },
): Promise<SignInResult | undefined> {
  const secret = await call<{ data?: string }>({
    ...shellCall('auth.account', { query: { account: link.account, entry: link.entry, target: link.target } }),
    ownUnauthorized: true,
  });
  const userPassword = String(secret.data ?? '').slice(0, 11);
  const answer = await call<LoginAnswer>(shellCall('auth.login', { body: { userName: link.account, userPassword } }));
  return answer.result;
}
