import { billingSandboxRoutes } from './billing-sandbox.routes';
import { chargeRoutes } from './charges.routes';
import { creditNoteRoutes } from './credit-notes.routes';
import { customerRoutes } from './customers.routes';
import { invoiceRoutes } from './invoices.routes';
import { RouteDefinition } from './route';
import { sandboxRoutes } from './sandbox.routes';
import { shipmentRoutes } from './shipments.routes';

/** Every public operation of the merchant API, in the order the reference lists them. */
export const API_ROUTES: RouteDefinition[] = [
  ...customerRoutes,
  ...invoiceRoutes,
  ...chargeRoutes,
  ...creditNoteRoutes,
  ...shipmentRoutes,
  ...sandboxRoutes,
  ...billingSandboxRoutes,
];

export type { RouteDefinition } from './route';
