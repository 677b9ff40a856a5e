// The runtime context a test or a bench screen runs with (no test library): a session, no permissions, silent
// messages, a transport that refuses every request and a wiring of its own (createRuntimeWiring: an empty change
// bus and document cache), each replaceable by `overrides`. The unit tests' harness (harness.tsx runtime()) builds
// on it with a recording transport and message sink and one wiring per test file.
import type { RuntimeContext } from '../runtime/context';
import { createRuntimeWiring } from '../runtime/wiring';

export function testRuntime(overrides: Partial<RuntimeContext> = {}): RuntimeContext {
  return {
    wiring: overrides.wiring ?? createRuntimeWiring(),
    transport: { request: (req) => Promise.reject(new Error(`no answer for ${req.method} ${req.path} in this test`)) },
    messages: { success: () => undefined, warning: () => undefined, error: () => undefined },
    session: {
      userId: 'u1',
      userName: 'zhang',
      realName: '张三',
      providerId: 'sp',
      company: 'C001',
      identity: ['{product}'],
      workNo: 'W1',
      isTractorBrand: false,
      feedbackRoleId: 'R-QF',
    },
    permissions: { userList: [], systemList: [] },
    routePermissions: [],
    route: { path: '/test', params: {}, query: {} },
    navigate: () => undefined,
    locale: 'zh_CN',
    ...overrides,
  };
}
