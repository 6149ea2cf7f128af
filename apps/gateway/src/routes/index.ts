import { accessKeyRoutes } from './access-keys.routes';
import { customerRoutes } from './customers.routes';
import { RouteDefinition } from './route';
import { sandboxRoutes } from './sandbox.routes';

/** Every public operation of the merchant API, in the order the reference lists them. */
export const API_ROUTES: RouteDefinition[] = [...accessKeyRoutes, ...customerRoutes, ...sandboxRoutes];

export type { RouteDefinition } from './route';
