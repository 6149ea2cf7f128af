import {
  paymentIdParams,
  paymentSchema,
  paymentStatusRequestSchema,
  PaymentSubjects,
  payoutIdParams,
  payoutRunResponseSchema,
  payoutSchema,
  payoutStatusRequestSchema,
  PayoutSubjects,
  sandboxPaymentSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

/** Treasury's sandbox helpers (docs/api-conventions.md, Sandbox): the bank's side of payments and payouts. 404 in production. */
export const treasurySandboxOperations = defineOperations([
  {
    method: 'POST',
    path: '/sandbox/payments',
    subject: PaymentSubjects.sandboxCreate,
    operationId: 'sandboxCreatePayment',
    summary: 'A customer payment arrives (starts pending)',
    description:
      'The customer must exist (404). Each link names a sent, open invoice of that customer and at most what it still owes; ' +
      'the links together at most `amount` (else 400 `invalid_request` naming each link). What is not linked is unapplied money ' +
      'held for the customer once the payment is paid.',
    tag: 'Sandbox',
    access: 'write',
    destructive: false,
    sandboxOnly: true,
    body: sandboxPaymentSchema,
    response: paymentSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/sandbox/payments/:payment_id/status',
    subject: PaymentSubjects.sandboxStatus,
    operationId: 'sandboxSetPaymentStatus',
    summary: 'The bank moves the payment on',
    description:
      'pending → in_transit | in_review | paid | failed | canceled; in_transit → in_review | paid | failed; in_review → in_transit | paid | failed | canceled; ' +
      'paid → failed (the payment is reversed everywhere). Anything else is 400 `invalid_request`; the current status again answers the payment unchanged. ' +
      "On `paid` each link applies what still fits on its invoice, the rest is unapplied, and the customer's available credit rises by the amount.",
    tag: 'Sandbox',
    access: 'write',
    destructive: true,
    idempotent: true,
    sandboxOnly: true,
    params: paymentIdParams,
    body: paymentStatusRequestSchema,
    response: paymentSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/sandbox/payouts/run',
    subject: PayoutSubjects.sandboxRun,
    operationId: 'sandboxRunPayouts',
    summary: 'Build a payout now from every payout transaction not yet paid out',
    tag: 'Sandbox',
    access: 'write',
    destructive: false,
    sandboxOnly: true,
    response: payoutRunResponseSchema,
  },
  {
    method: 'POST',
    path: '/sandbox/payouts/:payout_id/status',
    subject: PayoutSubjects.sandboxStatus,
    operationId: 'sandboxSetPayoutStatus',
    summary: 'The bank moves the payout on',
    description:
      'pending → in_transit | failed | canceled; in_transit → paid | failed. A canceled payout gives its transactions back to the next run; ' +
      'a failed one can be retried. Anything else is 400 `invalid_request`.',
    tag: 'Sandbox',
    access: 'write',
    destructive: true,
    sandboxOnly: true,
    params: payoutIdParams,
    body: payoutStatusRequestSchema,
    response: payoutSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/sandbox/payouts/:payout_id/retry',
    subject: PayoutSubjects.sandboxRetry,
    operationId: 'sandboxRetryPayout',
    summary: 'Retry a failed payout as a new payout holding its transactions',
    tag: 'Sandbox',
    access: 'write',
    destructive: false,
    sandboxOnly: true,
    params: payoutIdParams,
    response: payoutSchema,
    errors: [404],
  },
]);
