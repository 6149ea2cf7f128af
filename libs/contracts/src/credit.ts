import { z } from 'zod';
import type { EventData } from './event-catalogue';
import { EQ, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';

/**
 * The credit ledger and the messages other services exchange with credit.
 *
 * Inside the cluster amounts are integer cents (never dollars): billing and treasury call credit over
 * NATS with the `credit.reservations.*` and `credit.charges.*` messages below, and credit consumes their
 * internal events (`invoice.voided`, `invoice.canceled`, `credit_note.applied`, `payment.paid`,
 * `payment.reversed`). The merchant API shows ledger entries in dollars (`ledgerEntrySchema`).
 */

export const LEDGER_KINDS = [
  'line_change',
  'invoice_reserved',
  'advance_reserved',
  'reservation_released',
  'invoice_voided',
  'invoice_canceled',
  'payment_received',
  'payment_reversed',
  'credit_note_applied',
  'credit_note_voided',
  'charge_authorized',
  'charge_captured',
  'charge_canceled',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

/** One immutable movement on a customer's credit account (GET /customers/{id}/ledger). */
export const ledgerEntrySchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    kind: z.enum(LEDGER_KINDS),
    amount: dollars().meta({ description: 'Size of the movement in dollars (always ≥ 0)' }),
    approved_change: dollars(),
    balance_change: dollars(),
    authorized_change: dollars(),
    unapplied_payments_change: dollars(),
    invoice_id: z.string().nullable(),
    reference: z.string().meta({ description: 'The invoice, payment, credit note, charge or decision that caused it' }),
    created_at: dateTime(),
  })
  .meta({ id: 'CreditLedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    kind: { type: 'enum', ops: EQ, values: LEDGER_KINDS },
    invoice_id: { type: 'string', ops: EQ },
    created_at: { type: 'date', ops: RANGE_OPS },
  },
  sort: { fields: ['created_at'], default: 'created_at', multi: false },
};

// ---------------------------------------------------------------------------------------------------
// NATS request-reply served by credit (callers: billing, treasury). Amounts in integer cents.
// Each message is an `InternalRequest<T>` (`{ request_id, body }`); the reply is `CreditFigures` or a
// domain error (`RpcClient.call` rethrows it on the calling side).

export const CreditSubjects = {
  reserve: 'credit.reservations.reserve',
  release: 'credit.reservations.release',
  enlarge: 'credit.reservations.enlarge',
  authorizeCharge: 'credit.charges.authorize',
  captureCharge: 'credit.charges.capture',
  cancelCharge: 'credit.charges.cancel',
  figures: 'credit.customers.figures',
  /**
   * `InternalRequest<CustomersUnappliedRequest>` → `CustomersUnapplied`: the unapplied payments credit
   * holds for up to `CUSTOMERS_UNAPPLIED_BATCH` of one merchant's customers in one answer, for
   * `reconcile`; a customer the merchant does not have is absent from the answer.
   */
  unappliedPayments: 'credit.customers.unapplied-payments',
} as const;

/** How many customers one `credit.customers.unapplied-payments` may name (an answer of about 100 KB). */
export const CUSTOMERS_UNAPPLIED_BATCH = 2_000;

const id = () => z.string().min(1).max(128);
const cents = () => z.number().int().positive().max(100_000_000_000_000);
const isoDateTime = () => z.iso.datetime({ offset: true });

/**
 * Reserve an invoice's amount against the customer's line before billing sends (purpose `invoice`) or
 * advances (purpose `advance`) it. Idempotent by `invoice_id`: a repeat answers the same figures and
 * reserves nothing more. Fails with 404 (customer), 400 `CREDIT.CUSTOMER_NOT_APPROVED` or 400
 * `CREDIT.INSUFFICIENT_CREDIT`.
 */
export const reserveCreditSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  invoice_id: id(),
  amount: cents(),
  due_at: isoDateTime(),
  purpose: z.enum(['invoice', 'advance']),
});
export type ReserveCreditRequest = z.infer<typeof reserveCreditSchema>;

/**
 * Give back a reservation: the whole remainder, or `amount` of it. Idempotent by `key` (the caller's own
 * stable id of this release, e.g. `<invoice_id>:delete`).
 */
export const releaseCreditSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  invoice_id: id(),
  key: id(),
  amount: cents().optional(),
});
export type ReleaseCreditRequest = z.infer<typeof releaseCreditSchema>;

/**
 * Reserve `amount` more for an invoice already reserved (a sent invoice whose amount went up). Credit
 * decides under the customer's lock: 400 `CREDIT.CUSTOMER_NOT_APPROVED` or `CREDIT.INSUFFICIENT_CREDIT`
 * when the line cannot take it, 404 when the invoice holds no reservation. Idempotent by `key`.
 */
export const enlargeReservationSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  invoice_id: id(),
  key: id(),
  amount: cents(),
});
export type EnlargeReservationRequest = z.infer<typeof enlargeReservationSchema>;

/** Hold `amount` of the line for a charge (checkout). Idempotent by `charge_id`. */
export const authorizeChargeSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  charge_id: id(),
  amount: cents(),
});
export type AuthorizeChargeRequest = z.infer<typeof authorizeChargeSchema>;

/**
 * Capture an authorized charge: its authorization turns into an open receivable of `invoice_id` for
 * `amount` (default: the whole authorization; at most that), due at `due_at`. Idempotent by `charge_id`;
 * a later `credit.reservations.reserve` for the same invoice id is a no-op.
 */
export const captureChargeSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  charge_id: id(),
  invoice_id: id(),
  due_at: isoDateTime(),
  amount: cents().optional(),
});
export type CaptureChargeRequest = z.infer<typeof captureChargeSchema>;

/** Cancel an authorized charge: its authorization is released. Idempotent by `charge_id`. */
export const cancelChargeSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  charge_id: id(),
});
export type CancelChargeRequest = z.infer<typeof cancelChargeSchema>;

export const creditFiguresRequestSchema = z.strictObject({ merchant_id: id(), customer_id: id() });
export type CreditFiguresRequest = z.infer<typeof creditFiguresRequestSchema>;

export const customersUnappliedRequestSchema = z.strictObject({ merchant_id: id(), customer_ids: z.array(id()).min(1).max(CUSTOMERS_UNAPPLIED_BATCH) });
export type CustomersUnappliedRequest = z.infer<typeof customersUnappliedRequestSchema>;

/** The reply of every message above: the customer's figures after the change, in cents. */
export interface CreditFigures {
  customer_id: string;
  credit_status: string | null;
  amount_approved: number;
  amount_balance: number;
  amount_authorized: number;
  amount_unapplied_payments: number;
  amount_available: number;
  advance_rate: number | null;
}

/** `credit.customers.unapplied-payments` reply: the merchant's customers among those asked, in no particular order, in cents. */
export interface CustomersUnapplied {
  customers: Array<Pick<CreditFigures, 'customer_id' | 'amount_unapplied_payments'>>;
}

// ---------------------------------------------------------------------------------------------------
// Internal events credit consumes: read through the consumer kit, typed from the event catalogue
// (apps/credit/src/ledger/ledger.consumer.ts).

/** One part of a payment applied to an invoice. */
export type PaymentApplication = EventData<'payment.paid'>['applied'][number];

/** The streams credit reads (namespaced with the Redis key prefix) and its consumer group. */
export const CREDIT_CONSUMED_STREAMS = ['events:billing', 'events:treasury'] as const;
export const CREDIT_CONSUMER_GROUP = 'credit';

// ---------------------------------------------------------------------------------------------------
// The sandbox clock (owned by credit, read by every service through MerchantClock).

export const clockAdvanceRequestSchema = z.strictObject({ days: z.number().int().min(1).max(3650) }).meta({ id: 'SandboxClockAdvanceRequest' });
export type ClockAdvanceRequest = z.infer<typeof clockAdvanceRequestSchema>;

export const clockAdvanceResponseSchema = z
  .object({
    merchant_id: z.string(),
    days: z.number().int(),
    now: dateTime().meta({ description: "The merchant's sandbox time after the advance" }),
  })
  .meta({ id: 'SandboxClockAdvanceResponse' });
export type ClockAdvanceResponse = z.infer<typeof clockAdvanceResponseSchema>;

export const ClockSubjects = {
  advance: 'credit.sandbox.clock-advance',
} as const;
