import { accessKeyRoutes } from './access-keys.routes';
import { billingSandboxRoutes } from './billing-sandbox.routes';
import { chargeRoutes } from './charges.routes';
import { creditNoteRoutes } from './credit-notes.routes';
import { customerRoutes } from './customers.routes';
import { invoiceRoutes } from './invoices.routes';
import { paymentRoutes } from './payments.routes';
import { payoutRoutes } from './payouts.routes';
import { RouteDefinition } from './route';
import { sandboxRoutes } from './sandbox.routes';
import { treasurySandboxRoutes } from './treasury-sandbox.routes';
import { shipmentRoutes } from './shipments.routes';
import { webhookRoutes } from './webhooks.routes';

/** Every public operation of the merchant API, in the order the reference lists them. */
export const API_ROUTES: RouteDefinition[] = [
  ...accessKeyRoutes,
  ...customerRoutes,
  ...invoiceRoutes,
  ...chargeRoutes,
  ...creditNoteRoutes,
  ...payoutRoutes,
  ...paymentRoutes,
  ...shipmentRoutes,
  ...webhookRoutes,
  ...sandboxRoutes,
  ...billingSandboxRoutes,
  ...treasurySandboxRoutes,
];

export type { RouteDefinition } from './route';
