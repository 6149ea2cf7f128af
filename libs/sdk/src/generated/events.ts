// Generated from the event catalogue (libs/contracts/src/event-catalogue.ts) by scripts/sdk-events.js
// (`npm run generate`); do not edit. test/sdk-events.spec.ts fails while it differs from what the script writes.

/**
 * Every webhook topic: the `object` its events concern (what `data.id` names) and who may subscribe to it,
 * `merchants` (merchants and partners) or `partners` (partners only: events about their sub-merchants).
 */
export const WEBHOOK_TOPICS = {
  /** A new invoice record is created. */
  "invoice.created": { object: "invoice", audience: "merchants" },
  /** The outstanding balance of an invoice changes. */
  "invoice.balance_updated": { object: "invoice", audience: "merchants" },
  /** An invoice passes its due date with a balance owed. */
  "invoice.overdue": { object: "invoice", audience: "merchants" },
  /** A dispute is opened on an invoice. */
  "invoice.dispute_opened": { object: "dispute", audience: "merchants" },
  /** An invoice's dispute is resolved with a credit note or rejected. */
  "invoice.dispute_resolved": { object: "dispute", audience: "merchants" },
  /** A customer promises to pay invoices by a date. */
  "invoice.promise_to_pay_created": { object: "promise_to_pay", audience: "merchants" },
  /** A promise to pay passes its date unpaid. */
  "invoice.promise_to_pay_broken": { object: "promise_to_pay", audience: "merchants" },
  /** A new customer record is created. */
  "customer.created": { object: "customer", audience: "merchants" },
  /** A customer's status changes. */
  "customer.status_updated": { object: "customer", audience: "merchants" },
  /** A customer's credit limit amount is updated. */
  "customer.line_amount_updated": { object: "customer", audience: "merchants" },
  /** A customer's advance rate percentage is updated. */
  "customer.advance_rate_updated": { object: "customer", audience: "merchants" },
  /** A new credit decision is created for a customer. */
  "customer.credit_decision_created": { object: "customer", audience: "merchants" },
  /** A higher credit line is requested for a customer. */
  "customer.credit_line_requested": { object: "customer", audience: "merchants" },
  /** A new payment record is created. */
  "payment.created": { object: "payment", audience: "merchants" },
  /** A payment's status changes. */
  "payment.status_changed": { object: "payment", audience: "merchants" },
  /** A new payout record is created. */
  "payout.created": { object: "payout", audience: "merchants" },
  /** A payout's status changes. */
  "payout.status_changed": { object: "payout", audience: "merchants" },
  /** A sub-merchant was created. */
  "merchant.created": { object: "merchant", audience: "partners" },
  /** A sub-merchant's underwriting reached a final decision. */
  "merchant.underwriting_completed": { object: "merchant", audience: "partners" },
  /** A sub-merchant's underwriting needs more information. */
  "merchant.more_info_needed": { object: "merchant", audience: "partners" },
  /** A sub-merchant's maximum approved limit changed. */
  "merchant.mal_updated": { object: "merchant", audience: "partners" },
} as const;

/** What `POST /webhooks/test` sends to one registered endpoint, whatever its topics: `data.id` is the endpoint's id. */
export const WEBHOOK_TEST_EVENT = { type: "webhook.test", object: "webhook_endpoint" } as const;
