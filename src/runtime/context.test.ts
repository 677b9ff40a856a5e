// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasPermission } from '../../renderers';
import { scopedPermissions } from './context';

describe('scopedPermissions', () => {
  const session = {
    userPermissions: [
      { action: 'delete', describe: '删除', type: '1', status: '0' },
      { action: 'detail', describe: '详情', type: '1', status: '0' },
    ],
    systemPermissions: [
      { action: 'delete', describe: '删除', type: '1', status: '0' },
      { action: 'edit', describe: '编辑', type: '1', status: '1' },
    ],
  };

  it('an action granted on another screen does not show on this one', () => {
    const lists = scopedPermissions(session, { permissionList: [{ action: 'detail', describe: '详情', type: '1' }] });
    expect(hasPermission('detail', lists)).toBe(true);
    expect(hasPermission('delete', lists)).toBe(false);
  });

  it('the route grants what the global lists hold for it', () => {
    const lists = scopedPermissions(session, { permissionList: [{ action: 'delete', describe: '删除', type: '1' }] });
    expect(hasPermission('delete', lists)).toBe(true);
    expect(hasPermission('edit', lists)).toBe(false);
  });
});
