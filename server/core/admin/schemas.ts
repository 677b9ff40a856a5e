// The reload command: menus (schemas/menus) and calls' permissions (schemas/calls) without a restart
// (server/auth/schemas-reload.ts). Administrators only: the button 保存 of 权限管理 (/system/permission#save,
// it_manager), the screen that changes who may do what.
import { BusinessError, defineRoutes, route } from '../../http/route';
import { reloadSchemas } from '../../auth/schemas-reload';
import { CatalogueError } from '../../auth/call-permissions';

export const RELOAD_PERMISSION = '/system/permission#save';

export const schemasRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/admin/schemas/reload', permission: RELOAD_PERMISSION,
    summary: 'reload the menus and the calls\' permissions from schemas/ (every replica)',
    async handler({ db, request }) {
      try {
        return await reloadSchemas(db, request.server.schemas);
      } catch (e) {
        // a call without a valid permission: nothing changed, the previous schemas stay in force
        if (e instanceof CatalogueError) throw new BusinessError(e.message);
        throw e;
      }
    },
  }),
]);
