import { customerRoutes } from './customers.routes';
import { RouteDefinition } from './route';

/** Every public operation of the merchant API, in the order the reference lists them. */
export const API_ROUTES: RouteDefinition[] = [...customerRoutes];

export type { RouteDefinition } from './route';
