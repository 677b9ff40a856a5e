// Every route of the gateway core (auth, menu, console, administration, regions, dictionaries).
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
import { epcRoutes } from './epc';
import { frameKeyRoutes } from './frame-key';
import { epcCatalogueRoutes } from './epc-catalogue';
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
  ...epcRoutes,
  ...frameKeyRoutes,
  ...epcCatalogueRoutes,
  ...schemasRoutes,
];
