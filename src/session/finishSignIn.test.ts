// What the user sees after a sign-in answer (000 §4, §8): the no-token, no-role, empty-menu and menu-failure texts.
// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { finishSignIn as finish, type FinishServices } from './finishSignIn';

// what the sign-in talks through is handed in (no module mock): a client, the toasts and dialogs, the session step
const ui = { toast: vi.fn(async () => true), titledError: vi.fn() };
const outcome = { value: { ok: true } as unknown };
const services = {
  client: { reset: vi.fn(), call: vi.fn() },
  ...ui,
  complete: async () => outcome.value,
} as unknown as FinishServices;
const finishSignIn = (...args: [Parameters<typeof finish>[0], string, Parameters<typeof finish>[2]]) =>
  finish(...args, services);

describe('finishSignIn (000 §4, §8)', () => {
  beforeEach(() => {
    ui.toast.mockClear();
    ui.titledError.mockClear();
  });

  it('success opens the target', async () => {
    outcome.value = { ok: true };
    const navigate = vi.fn();
    expect(await finishSignIn({ token: 't' }, '/home', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it.each([
    ['noToken', '未获取到token，请重新登录'],
    ['noRole', '请先为账号配置角色'],
    ['emptyMenu', '账号没有可用的菜单，登录失败'],
  ])('%s: the error %s, back to /login', async (reason, text) => {
    outcome.value = { ok: false, reason };
    const navigate = vi.fn();
    expect(await finishSignIn({}, '/home', navigate)).toBe(false);
    expect(ui.toast).toHaveBeenCalledWith('error', text);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a failed menu load: a dialog titled 登录失败 with 获取菜单失败', async () => {
    outcome.value = { ok: false, reason: 'menuFailed' };
    const navigate = vi.fn();
    await finishSignIn({ token: 't' }, '/home', navigate);
    expect(ui.titledError).toHaveBeenCalledWith('登录失败', '获取菜单失败');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
