// The shared rules of 000 §5 (length range, digits only) on the fields whose forms use them, held by the gateway in
// the forms' words and naming the field: 用户管理's 登录账号 (2-64) and password (8-64, letters and digits; add and
// 修改密码), 角色管理's 角色编码 (2-64), a sales order's 纳税人识别号 (15-20 digits or capitals) and 发票号码 (digits
// only, 8-20). Each bad value is refused 417 with its message and nothing is written; the good one saves.
// docs/screens.md "Shared rules on fields".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('shared field rules on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const consoleAs = async (method: string, path: string, body: unknown) => {
    const res = await gw.call('console', method, path, {
      token: await gw.tokenFor('admin'),
      query: { system: 'sp', provider: 'sp' },
      body,
    });
    return { status: res.statusCode, message: (res.json() as { message: string }).message };
  };
  const users = async (username: string) =>
    (await gw.db.selectFrom('users').select('id').where('username', '=', username).execute()).length;

  it('用户管理: 登录账号 2-64 characters of its set, the password 8-64 with letters and digits (add and 修改密码)', async () => {
    const add = (username: string, password = 'Rules2026') =>
      consoleAs('POST', '/sys/user/add', { username, realname: '规则', password });
    expect(await add('a')).toEqual({ status: 417, message: '登录账号：长度不能小于2或大于64' });
    expect(await add('r'.repeat(65))).toEqual({ status: 417, message: '登录账号：长度不能小于2或大于64' });
    expect(await add('规则用户')).toEqual({ status: 417, message: '登录账号只能包含字母、数字或 _ . @ -' });
    expect(await add('gw_rules1', 'abc123')).toEqual({ status: 417, message: '密码：长度不能小于8或大于64' });
    expect(await add('gw_rules1', `a1${'x'.repeat(63)}`)).toEqual({
      status: 417,
      message: '密码：长度不能小于8或大于64',
    });
    expect(await add('gw_rules1', 'abcdefghij')).toEqual({ status: 417, message: '密码须同时包含字母和数字' });
    expect(await users('a')).toBe(0);
    expect(await users('gw_rules1')).toBe(0);
    expect((await add('gw_rules1')).status).toBe(200);
    expect(await users('gw_rules1')).toBe(1);

    const change = (password: string) =>
      consoleAs('PUT', '/sys/user/changePassword', { username: 'gw_rules1', password, confirmpassword: password });
    expect(await change('short1')).toEqual({ status: 417, message: '密码：长度不能小于8或大于64' });
    expect(await change('12345678')).toEqual({ status: 417, message: '密码须同时包含字母和数字' });
    expect((await change('Rules2027')).status).toBe(200);
  });

  it('角色管理: 角色编码 2-64 characters, starting with a letter', async () => {
    const add = (roleCode: string) => consoleAs('POST', '/sys/role/add', { roleCode, roleName: '规则角色' });
    expect(await add('r')).toEqual({ status: 417, message: '角色编码：长度不能小于2或大于64' });
    expect(await add('1role')).toEqual({ status: 417, message: '角色编码以字母开头，只能包含字母、数字或下划线' });
    const roles = async () =>
      (await gw.db.selectFrom('roles').select('id').where('role_code', 'in', ['r', '1role', 'gw_rules_role']).execute())
        .length;
    expect(await roles()).toBe(0);
    expect((await add('gw_rules_role')).status).toBe(200);
    expect(await roles()).toBe(1);
  });

  it('配件销售订单: 纳税人识别号 15-20 digits or capitals; 发票号码 digits only, 8-20', async () => {
    // SO00003 (SIGNED, invoice APPLIED) and SO00004 (RECEIVED, VERIFIED) are sp01's seeded orders
    const order = async (id: string) =>
      gw.db
        .selectFrom('sale_orders')
        .select(['version', 'invoice_status', 'invoice_no', 'invoice_tax_no'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const inv = async (who: string, id: string, step: string, extra: Record<string, unknown>) => {
      const a = await gw.callAs(who, 'POST', '/saleOrder/invoice/V1.0', {
        body: { id, version: (await order(id)).version, step, ...extra },
      });
      return { status: a.status, message: a.json.message };
    };

    const tax = (invoiceTaxNo: string) =>
      inv('sp01', 'SO00003', 'cusInvoiceInfo', { invoiceTitle: '济南某汽车服务有限公司', invoiceTaxNo });
    const refusedTax = { status: 417, message: '纳税人识别号：长度不能小于15或大于20' };
    expect(await tax('91370100MA3C')).toEqual(refusedTax);
    expect(await tax('91370100MA3C00001X123')).toEqual(refusedTax);
    expect(await tax('91370100ma3c00001x')).toEqual({ status: 417, message: '纳税人识别号只能包含数字或大写字母' });
    const before = await order('SO00003');
    expect((await tax('91370100MA3C00002X')).status).toBe(200);
    expect((await order('SO00003')).invoice_tax_no).toBe('91370100MA3C00002X');
    expect(before.invoice_tax_no).not.toBe('91370100MA3C00002X');

    const issue = (invoiceNo: string) =>
      inv('fin01', 'SO00004', 'financeInvoiceInfo', { invoiceNo, invoiceDate: '2026-11-28' });
    expect(await issue('No.04410001')).toEqual({ status: 417, message: '发票号码：请输入数字' });
    expect(await issue('0441 0001')).toEqual({ status: 417, message: '发票号码：请输入数字' });
    expect(await issue('0441001')).toEqual({ status: 417, message: '发票号码：长度不能小于8或大于20' });
    // an English caller reads the same rule in English (server/http/messages-en.ts)
    const english = await gw.callAs('fin01', 'POST', '/saleOrder/invoice/V1.0', {
      body: { id: 'SO00004', version: (await order('SO00004')).version, step: 'financeInvoiceInfo', invoiceNo: 'x1' },
      headers: { language: 'en_US' },
    });
    expect([english.status, english.json.message]).toEqual([417, 'Invoice number: Please enter a number']);
    expect(await issue('0'.repeat(21))).toEqual({ status: 417, message: '发票号码：长度不能小于8或大于20' });
    expect(await order('SO00004')).toMatchObject({ invoice_status: 'VERIFIED', invoice_no: '' });
    expect((await issue('26372000000012345678')).status).toBe(200);
    expect(await order('SO00004')).toMatchObject({ invoice_status: 'INVOICED', invoice_no: '26372000000012345678' });
  });
});
