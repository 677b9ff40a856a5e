// Every route of the gateway core, the platform part (docs/architecture.md "The gateway: core and business"): sign-in,
// the menu, the console, access administration, dictionaries and regions, the framed pages' key, the screen documents.
import type { RouteDef } from '../http/route';
import { authRoutes } from './auth/routes';
import { casRoutes } from './auth/cas';
import { menuRoutes } from './auth/menu';
import { dictRoutes } from './dict/routes';
import { consoleUserRoutes } from './console/users';
import { consoleRoleRoutes } from './console/roles';
import { consoleOrgRoutes } from './console/org';
import { consoleBranchRoutes } from './console/branches';
import { userWarehouseRoutes } from './admin/warehouse';
import { adminRoleRoutes } from './admin/roles';
import { frameKeyRoutes } from './frame-key';
import { schemasRoutes } from './admin/schemas';

export const coreRoutes: RouteDef[] = [
  ...authRoutes,
  ...casRoutes,
  ...menuRoutes,
  ...dictRoutes,
  ...consoleUserRoutes,
  ...consoleRoleRoutes,
  ...consoleOrgRoutes,
  ...consoleBranchRoutes,
  ...userWarehouseRoutes,
  ...adminRoleRoutes,
  ...frameKeyRoutes,
  ...schemasRoutes,
];
