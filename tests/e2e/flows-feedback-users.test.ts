// 用户管理's 质量反馈人员 (/system/user) as admin (it_manager) through the real gateway (001 §6 "A
// feedback role id filters the rule-user list", 000 §3 "The role 'qualitFeedback' supplies the feedback role
// id"): the tool-bar button opens the picker over userRoleList with roleId = the session's feedback role id
// and lists exactly the users holding that role (the seed's FEEDBACK_USERS); a name matching none shows the empty
// state. The gateway's refusals: tests/gateway/console-feedback-users.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, type Gateway } from './harness';
import { button, columnTexts, dialog, rows, settled, view, signedInSuite } from './flows';
import { FEEDBACK_USERS } from '../../server/seed/roles';

// one gateway, browser and admin tab for the suite (flows.ts signedInSuite)
const suite = signedInSuite('admin');
let gw: Gateway;
let page: Page;
beforeAll(() => void ({ gw, page } = suite));

const ROLE_USERS = '/api/sys/user/userRoleList';
const users = () => view(page, '/system/user');

/** Runs `act` and resolves with the answer to the users-of-a-role call it makes. */
async function roleUsers(act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(ROLE_USERS), { timeout: 30000 }),
    act(),
  ]);
  const json = (await res.json()) as {
    success?: boolean;
    result?: { records: { username: string }[]; pagination: { total: number } };
  };
  return { url: new URL(res.url()), status: res.status(), json };
}

describe('用户管理 质量反馈人员 as admin', () => {
  it('opens the picker over the users of the feedback role: exactly them; a name matching none shows the empty state', async () => {
    await page.goto(`${gw.url}/#/system/user`);
    const tool = users()
      .locator('button:not(.ant-btn-link)')
      .filter({ hasText: /^\s*质\s*量\s*反\s*馈\s*人\s*员\s*$/ });
    const first = await roleUsers(() => tool.click());
    const d = dialog(page, '质量反馈人员');
    await settled(d);
    // the feedback role id is the one the sign-in answer named (qualitFeedback), sent as roleId
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('roles'))) ?? '[]') as {
      roleId: string;
      roleCode: string;
    }[];
    const feedbackRoleId = stored.find((r) => r.roleCode === 'qualitFeedback')?.roleId;
    expect(feedbackRoleId).toBeTruthy();
    expect(first.url.searchParams.get('roleId')).toBe(feedbackRoleId);
    expect(first.status).toBe(200);
    // the seed's feedback users (server/seed/roles.ts), by user name as the gateway sorts them
    const expected = [...FEEDBACK_USERS].sort();
    expect(expected.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => columnTexts(d, '账号')).toEqual(expected);
    expect(first.json.result?.pagination.total).toBe(expected.length);
    // admin (not a feedback user) is not among them
    expect(await columnTexts(d, '账号')).not.toContain('admin');
    // 状态 by the user_status dictionary (its name, never the code 1)
    expect(await columnTexts(d, '状态')).toEqual(expected.map(() => '正常'));
    await shot(page, 'flows-console-feedback-users');

    // a name that matches none of them: the empty state, no rows
    await d.getByLabel('账号').fill('admin');
    const none = await roleUsers(() => button(d, '查询').click());
    expect(none.url.searchParams.get('roleId')).toBe(feedbackRoleId);
    expect(none.url.searchParams.get('username')).toBe('admin');
    expect(none.json.result?.records).toEqual([]);
    await expect.poll(() => rows(d).count()).toBe(0);
    await d.getByText('暂无数据').waitFor();
    await shot(page, 'flows-console-feedback-users-empty');
    await button(d, '取消').click();
    await expect.poll(() => d.count()).toBe(0);
  });
});
