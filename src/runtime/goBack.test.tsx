// The go-back helper of 000 §2 handed to the runtime: the shell puts it in the runtime context. (The runtime's side,
// a detail page's back button calling it: renderers/screen/goBack.test.tsx.)
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeWiring } from '../../renderers';
import { runtimeContext } from './context';
import type { Session } from '../session/store';

describe('go back from a detail page (000 §2)', () => {
  it('the shell hands the helper to the runtime context', () => {
    const goBack = vi.fn();
    const session = {
      user: { id: 'u1' },
      identity: [],
      userPermissions: [],
      systemPermissions: [],
    } as unknown as Session;
    const ctx = runtimeContext(
      session,
      { path: '/x', params: {}, query: {}, permissionList: [] },
      () => undefined,
      'zh_CN',
      createRuntimeWiring(),
      goBack,
    );
    ctx.goBack?.('/y');
    expect(goBack).toHaveBeenCalledWith('/y');
  });
});
