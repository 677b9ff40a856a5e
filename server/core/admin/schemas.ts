// The reload command: menus (schemas/menus), calls' permissions (schemas/calls) and the screen documents
// (server/core/documents.ts, whose routes are listed here too) without a restart (server/auth/schemas-reload.ts).
// Reload: administrators only: the button 保存 of 权限管理 (/system/permission#save, it_manager), the screen that
// changes who may do what.
import { BusinessError, defineRoutes, route } from '../../http/route';
import { reloadSchemas } from '../../auth/schemas-reload';
import { CatalogueError } from '../../auth/call-permissions';
import { SchemasRefused } from '../../auth/schemas-verify';
import { documentRoutes } from '../documents';

export const RELOAD_PERMISSION = '/system/permission#save';

export const schemasRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/admin/schemas/reload',
    permission: RELOAD_PERMISSION,
    summary:
      "reload the menus, the calls' permissions and the screen documents from schemas/, checked first (every replica)",
    async handler({ db, request }) {
      try {
        return await reloadSchemas(db, request.server.schemas);
      } catch (e) {
        // a call without a valid permission, or a problem the checker found: nothing changed, the previous schemas stay in force
        if (e instanceof CatalogueError || e instanceof SchemasRefused) throw new BusinessError(e.message);
        throw e;
      }
    },
  }),
  ...documentRoutes,
]);
