// 用户管理's 质量反馈人员 (001 §6 "A feedback role id filters the rule-user list", 000 §3 "The role
// 'qualitFeedback' supplies the feedback role id"): the sign-in answer names the feedback role, and
// /api/sys/user/userRoleList with that roleId answers exactly the users holding it. Refused: signed out (401), a
// role without the user screen (sp01: 403), a role with the user screen but without the 质量反馈人员 button (403),
// a column outside the readable ones (result code 510 with HTTP 200, as docs/gateway.md documents).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

describe.each(databases)('the quality feedback users on %s', (kind) => {
  let gw: Gateway;
  let feedbackRoleId: string;
  const list = async (username: string | undefined, query: Record<string, unknown>) => {
    const res = await gw.call('login', 'GET', '/api/sys/user/userRoleList', {
      token: username ? await gw.tokenFor(username) : undefined,
      query,
    });
    return {
      status: res.statusCode,
      json: res.json() as {
        success?: boolean;
        code?: string | number;
        message?: string;
        result?: { records: Record<string, unknown>[]; pagination: { total: number } };
      },
    };
  };
  const consoleAs = async (username: string, method: string, path: string, body?: unknown) =>
    gw.call('console', method, path, {
      token: await gw.tokenFor(username),
      query: { system: 'sp', provider: 'sp' },
      body,
    });

  beforeAll(async () => {
    gw = await startGateway(kind);
    gw.config.checkCodeFixed = 'FIX1';
    const signIn = await gw.call('login', 'POST', '/common/user/user/common_login', {
      body: {
        loginName: 'admin',
        loginPwd: 'Demo@2026',
        checkCode: 'FIX1',
        checkKey: 'kf1',
        providerSys: 'sp',
        loginType: 'common',
      },
    });
    gw.config.checkCodeFixed = undefined;
    const answer = signIn.json().result as {
      roles: { roleId: string; roleCode: string }[];
      userInfo: { roleIds: { roleCode: string }[] };
    };
    // the administrator does not hold the feedback role, yet the answer names it (the shell's feedbackRoleId)
    expect(answer.userInfo.roleIds.map((r) => r.roleCode)).not.toContain('qualitFeedback');
    feedbackRoleId = answer.roles.find((r) => r.roleCode === 'qualitFeedback')!.roleId;
    expect(feedbackRoleId).toBeTruthy();
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('answers exactly the users of the feedback role, filtered by a part of the name', async () => {
    const holders = await gw.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select('users.username')
      .where('user_roles.role_id', '=', feedbackRoleId)
      .orderBy('users.username')
      .execute();
    expect(holders.length).toBeGreaterThanOrEqual(2);
    const all = await list('admin', {
      roleId: feedbackRoleId,
      pageNo: 1,
      pageSize: 10,
      field: 'id,username,realname,status_dictText',
    });
    expect(all.status).toBe(200);
    expect(all.json.result!.records.map((r) => r.username)).toEqual(holders.map((h) => h.username));
    expect(all.json.result!.pagination.total).toBe(holders.length);
    expect(Object.keys(all.json.result!.records[0]).sort()).toEqual(['id', 'realname', 'status_dictText', 'username']);
    // without the role id the list is every user: the filter is what makes it the feedback list
    const everyone = await list('admin', { pageNo: 1, pageSize: 10 });
    expect(everyone.json.result!.pagination.total).toBeGreaterThan(holders.length);

    const one = await list('admin', { roleId: feedbackRoleId, username: holders[0].username.slice(0, 3) });
    expect(one.json.result!.records.map((r) => r.username)).toContain(holders[0].username);
    expect(one.json.result!.records.every((r) => holders.some((h) => h.username === r.username))).toBe(true);
    // admin holds no feedback role: searching its name in the feedback list finds nobody
    const none = await list('admin', { roleId: feedbackRoleId, username: 'admin' });
    expect(none.status).toBe(200);
    expect(none.json.result).toMatchObject({ records: [], pagination: { total: 0 } });
  });

  it('refuses: signed out (401), no user screen (403), the user screen without the button (403), an unreadable column (510)', async () => {
    expect((await list(undefined, { roleId: feedbackRoleId })).status).toBe(401);
    const sp = await list('sp01', { roleId: feedbackRoleId });
    expect(sp.status).toBe(403);
    expect(sp.json.message).toBe('无权限访问');

    // a role granted 用户管理 and its 编辑 button, but not 质量反馈人员
    const role = await consoleAs('admin', 'POST', '/sys/role/add', {
      roleCode: 'gw_fb_viewer',
      roleName: '用户查看（无反馈人员）',
    });
    expect(role.statusCode).toBe(200);
    const roleId = (role.json().result as { id: string }).id;
    expect(
      (
        await consoleAs('admin', 'POST', '/sys/user/add', {
          username: 'gw_fb_viewer1',
          realname: '查看员',
          password: 'Console2026',
          roleIds: [roleId],
        })
      ).statusCode,
    ).toBe(200);
    const entry = await gw.db
      .selectFrom('menus')
      .select('id')
      .where('path', '=', '/system/user')
      .executeTakeFirstOrThrow();
    const parent = await gw.db.selectFrom('menus').select('id').where('path', '=', '/system').executeTakeFirstOrThrow();
    const buttons = await gw.db
      .selectFrom('permissions')
      .select(['id', 'action'])
      .where('menu_id', '=', entry.id)
      .execute();
    const edit = buttons.find((b) => b.action === 'edit')!;
    const feedback = buttons.find((b) => b.action === 'feedbackUsers')!;
    expect(feedback).toBeTruthy();
    expect(
      (
        await consoleAs('admin', 'POST', '/sys/permission/saveRolePermission', {
          roleId,
          permissionIds: [parent.id, entry.id, edit.id].join(','),
        })
      ).statusCode,
    ).toBe(200);
    expect((await consoleAs('gw_fb_viewer1', 'GET', '/sys/user/list')).statusCode).toBe(200);
    expect((await list('gw_fb_viewer1', { roleId: feedbackRoleId })).status).toBe(403);
    // granted the button: the same call answers
    expect(
      (
        await consoleAs('admin', 'POST', '/sys/permission/saveRolePermission', {
          roleId,
          permissionIds: [parent.id, entry.id, edit.id, feedback.id].join(','),
        })
      ).statusCode,
    ).toBe(200);
    expect((await list('gw_fb_viewer1', { roleId: feedbackRoleId })).status).toBe(200);

    const hash = await list('admin', { roleId: feedbackRoleId, field: 'username,password_hash' });
    expect(hash.status).toBe(200);
    expect(hash.json).toMatchObject({ success: false, code: 510, message: '无权查询字段：password_hash' });
  });
});
