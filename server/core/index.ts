// Every route of the gateway core (auth, menu, administration, regions, dictionaries, facilitators, tickets).
import type { RouteDef } from '../http/route';
import { authRoutes } from './auth/routes';
import { casRoutes } from './auth/cas';
import { menuRoutes } from './auth/menu';

export const coreRoutes: RouteDef[] = [...authRoutes, ...casRoutes, ...menuRoutes];
