// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasPermission, toolbarAllowed } from './permission';

describe('hasPermission (000 §6)', () => {
  const empty = { userList: [], systemList: [] };
  it('grants an action in the flow-node list', () => {
    expect(hasPermission('edit', { ...empty, flowNodeList: [{ action: 'edit' }] })).toBe(true);
  });
  it('grants an action in the user button list', () => {
    expect(hasPermission('delete', { ...empty, userList: [{ action: 'delete', type: 1, status: 0 }] })).toBe(true);
  });
  it('counts system entries only with status 0', () => {
    expect(hasPermission('give', { ...empty, systemList: [{ action: 'give', type: 1, status: 0 }] })).toBe(true);
    expect(hasPermission('give', { ...empty, systemList: [{ action: 'give', type: 1, status: 1 }] })).toBe(false);
    expect(hasPermission('give', { ...empty, systemList: [{ action: 'give', type: 1, status: '0' }] })).toBe(true);
    expect(hasPermission('give', { ...empty, systemList: [{ action: 'give', type: 1 }] })).toBe(false);
  });
  it('does not let a type-2 (not a button) entry grant a button in the global lists', () => {
    expect(hasPermission('sign', { ...empty, userList: [{ action: 'sign', type: 2, status: 0 }] })).toBe(false);
    expect(hasPermission('sign', { ...empty, systemList: [{ action: 'sign', type: '2', status: 0 }] })).toBe(false);
  });
  it('denies an action nowhere in the lists', () => {
    expect(
      hasPermission('reject', { flowNodeList: [{ action: 'edit' }], userList: [{ action: 'detail' }], systemList: [] }),
    ).toBe(false);
  });
});

describe('toolbarAllowed (001 §6)', () => {
  it('shows a button whose label equals a describe', () => {
    expect(toolbarAllowed('新增', [{ describe: '新增' }, { describe: '导出' }])).toBe(true);
  });
  it('hides a button without a matching describe', () => {
    expect(toolbarAllowed('导入', [{ describe: '新增' }])).toBe(false);
  });
  it('shows nothing with an empty list', () => {
    expect(toolbarAllowed('新增', [])).toBe(false);
  });
});
