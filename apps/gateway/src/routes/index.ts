import { customerRoutes } from './customers.routes';
import { RouteDefinition } from './route';
import { webhookRoutes } from './webhooks.routes';

/** Every public operation of the merchant API, in the order the reference lists them. */
export const API_ROUTES: RouteDefinition[] = [...customerRoutes, ...webhookRoutes];

export type { RouteDefinition } from './route';
