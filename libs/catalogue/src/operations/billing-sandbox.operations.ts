import { chargeSchema, ChargeSubjects, sandboxChargeSchema } from '@netline/contracts';
import { defineOperations } from '../operation';

/** Billing's sandbox helper: a charge as the checkout flow would authorize it. 404 in production. */
export const billingSandboxOperations = defineOperations([
  {
    method: 'POST',
    path: '/sandbox/charges',
    subject: ChargeSubjects.sandboxCreate,
    operationId: 'sandboxAuthorizeCharge',
    summary: "Authorize a charge against the customer's line, as the checkout flow would",
    description:
      "The customer must be `approved` with available credit for `amount` (else 400 `invalid_request`). The charge counts in the customer's `amount_authorized` until captured or canceled.",
    tag: 'Sandbox',
    access: 'write',
    destructive: false,
    sandboxOnly: true,
    body: sandboxChargeSchema,
    response: chargeSchema,
    errors: [404],
  },
]);
