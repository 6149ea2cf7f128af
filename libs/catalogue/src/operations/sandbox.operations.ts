import {
  clockAdvanceRequestSchema,
  clockAdvanceResponseSchema,
  ClockSubjects,
  creditDecisionRequestSchema,
  creditLineRequestIdParams,
  creditLineRequestSchema,
  CreditLineRequestSubjects,
  customerIdParams,
  customerSchema,
  CustomerSubjects,
  decideCreditLineRequestSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

/** Sandbox helpers (docs/api-conventions.md, Sandbox): stand-ins for underwriters and the passing of time. 404 in production. */
export const sandboxOperations = defineOperations([
  {
    method: 'POST',
    path: '/sandbox/customers/:customer_id/credit-decision',
    subject: CustomerSubjects.sandboxDecision,
    operationId: 'sandboxRecordCreditDecision',
    summary: 'Record a credit decision as the underwriter would',
    description:
      '`approved` sets the line to `amount` (and `advance_rate`, default 0.9); a credit-checked customer then gets a ' +
      'net-terms offer (`pending_enrollment`). `declined` sets the line to 0 (`decline_code`, default `other`). `hold` ' +
      '(`hold_code`, default `other`) and `deactivate` keep the line. `line_adjustment` changes the line of an approved or held customer.',
    tag: 'Sandbox',
    access: 'write',
    destructive: true,
    sandboxOnly: true,
    params: customerIdParams,
    body: creditDecisionRequestSchema,
    response: customerSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/sandbox/credit-line-requests/:credit_line_request_id/decide',
    subject: CreditLineRequestSubjects.sandboxDecide,
    operationId: 'sandboxDecideCreditLineRequest',
    summary: 'Decide a pending credit-line request as the underwriter would',
    description:
      '`approve` records an `approved` credit decision for the requested line, `decline` a `line_adjustment` that keeps the ' +
      "customer's current line; either settles the request (`approved` or `declined`) and answers it. A request that is no " +
      'longer `pending` is `400 invalid_request` (`CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING`).',
    tag: 'Sandbox',
    access: 'write',
    destructive: true,
    sandboxOnly: true,
    params: creditLineRequestIdParams,
    body: decideCreditLineRequestSchema,
    response: creditLineRequestSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/sandbox/customers/:customer_id/enroll',
    subject: CustomerSubjects.sandboxEnroll,
    operationId: 'sandboxCompleteEnrollment',
    summary: 'The customer completes net-terms enrollment',
    tag: 'Sandbox',
    access: 'write',
    destructive: false,
    idempotent: true,
    sandboxOnly: true,
    params: customerIdParams,
    response: customerSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/sandbox/clock/advance',
    subject: ClockSubjects.advance,
    operationId: 'sandboxAdvanceClock',
    summary: "Move this merchant's clock forward and run what falls due",
    description:
      "Moves only this merchant's sandbox time by `days`. Before answering, credit runs its due jobs at the new time: " +
      'approved customers with an invoice more than 15 days past due go on `hold` (`past_due`), and lapsed enrollment offers ' +
      'become `enrollment_expired`. Other services run theirs (fees, payouts) as they learn of the move.',
    tag: 'Sandbox',
    access: 'write',
    destructive: true,
    sandboxOnly: true,
    body: clockAdvanceRequestSchema,
    response: clockAdvanceResponseSchema,
  },
]);
