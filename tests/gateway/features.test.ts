// The feature switches of 000 §1 (FEATURES_OFF; server/auth/features.ts): all on by default; a switched-off
// feature's menu entries leave every menu (it_manager's too) and its routes answer 403 该功能未开启 while calls
// shared with a screen that is on still answer; commonLogin off refuses the password sign-in (both routes) but not
// the external entry's account secret (not a password). GET /api/features tells the login page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';
import { FEATURES } from '../../server/auth/features';

describe.each(databases)('feature switches on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterEach(() => {
    for (const f of FEATURES) gw.config.features[f] = true;
  });
  afterAll(async () => {
    await gw?.close();
  });

  const menuPaths = async (username: string) => {
    const res = await gw.call('login', 'GET', '/api/sys/permission/getSystemPermissionByToken', {
      token: await gw.tokenFor(username),
      query: { system: 'sp', providerId: 'sp' },
    });
    type Node = { path: string; children?: Node[] };
    const paths: string[] = [];
    const walk = (ns: Node[]) =>
      ns.forEach((n) => {
        paths.push(n.path);
        walk(n.children ?? []);
      });
    walk(res.json().result.menu as Node[]);
    return paths;
  };
  const signIn = (path: string, body: Record<string, string>) => gw.call('login', 'POST', path, { body });

  it('all on by default: /api/features answers every switch true, signed out', async () => {
    const res = await gw.call('login', 'GET', '/api/features');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ serviceActivity: true, onlineOrder: true, car: true, commonLogin: true });
    expect(await menuPaths('admin')).toEqual(
      expect.arrayContaining(['/WZorderThreeList', '/repairOrderList', '/admin/tractorVehicle']),
    );
  });

  it('onlineOrder, serviceActivity and car off: their entries leave the menu and their routes answer 403 to everyone; other screens are untouched', async () => {
    Object.assign(gw.config.features, { onlineOrder: false, serviceActivity: false, car: false });
    expect((await gw.call('login', 'GET', '/api/features')).json().result).toMatchObject({
      onlineOrder: false,
      serviceActivity: false,
      car: false,
      commonLogin: true,
    });
    const admin = await menuPaths('admin');
    for (const gone of [
      '/WZorderThreeList',
      '/detail/saleOrder/:id',
      '/repairOrderList',
      '/detail/repairOrder/:id',
      '/admin/tractorVehicle',
    ])
      expect(admin).not.toContain(gone);
    expect(admin).toEqual(expect.arrayContaining(['/partQuery', '/coreReturnBill', '/admin/roleIdentity']));
    expect(await menuPaths('sp01')).not.toContain('/WZorderThreeList');
    for (const who of ['admin', 'sp01']) {
      const orders = await gw.callAs(who, 'POST', '/saleOrder/page/V1.0', { body: {} });
      expect([orders.status, orders.json.message], who).toEqual([403, '该功能未开启']);
      expect((await gw.callAs(who, 'POST', '/repairOrder/V1.0/page', { body: {} })).status, who).toBe(403);
    }
    expect((await gw.callAs('admin', 'POST', '/tractorVehicle/search/V1.0', { body: {} })).status).toBe(403);
    expect(
      (await gw.callAs('admin', 'POST', '/saleOrder/page/V1.0', { body: {}, headers: { language: 'en_US' } })).json
        .message,
    ).toBe('This feature is switched off');
    // still on: an inquiry list, the shared warehouse search
    expect((await gw.callAs('sp01', 'POST', '/v1/partQuery/get_page_list', { body: {} })).status).toBe(200);
    expect((await gw.callAs('sp01', 'POST', '/warehouse/search/V1.0', { body: {} })).status).toBe(200);
    // switched back on: open again at once
    Object.assign(gw.config.features, { onlineOrder: true });
    expect((await gw.callAs('sp01', 'POST', '/saleOrder/page/V1.0', { body: {} })).status).toBe(200);
  });

  it('commonLogin off: both password sign-ins are refused with the portal hint before any check; switched back on, the same sign-in goes through', async () => {
    gw.config.features.commonLogin = false;
    gw.config.checkCodeFixed = 'FIX1';
    try {
      const common = await signIn('/common/user/user/common_login', {
        loginName: 'sp01',
        loginPwd: 'Demo@2026',
        checkCode: 'FIX1',
        checkKey: 'f1',
      });
      expect([common.statusCode, common.json().message]).toEqual([403, '账号密码登录未开启，请从统一门户登录']);
      const login = await signIn('/common/user/user/login', {
        userName: 'sp01',
        userPassword: 'Demo@2026',
        checkCode: 'FIX1',
        checkKey: 'f2',
      });
      expect([login.statusCode, login.json().message]).toEqual([403, '账号密码登录未开启，请从统一门户登录']);
      expect((await gw.call('login', 'GET', '/api/features')).json().result.commonLogin).toBe(false);
      gw.config.features.commonLogin = true;
      const again = await signIn('/common/user/user/common_login', {
        loginName: 'sp01',
        loginPwd: 'Demo@2026',
        checkCode: 'FIX1',
        checkKey: 'f3',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().result.token).toEqual(expect.any(String));
    } finally {
      gw.config.checkCodeFixed = undefined;
    }
  });
});
