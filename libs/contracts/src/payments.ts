import { z } from 'zod';
import { EQ, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';
import { positiveMoney } from './money';

/**
 * Payments, served by treasury.
 *
 * A payment is money a customer pays toward invoices. It arrives from outside — the bank in
 * production (recorded by an operator), `POST /api/sandbox/payments` in the sandbox, or the buyer paying
 * online on the invoice's payment page through the payment provider (`source: payment_gateway`, with
 * `provider` and `provider_reference`) — starts `pending`
 * and moves `pending` → `in_transit` → `paid`, or `failed` / `canceled`. When it is paid, its links are
 * applied to the invoices (never more than an invoice's balance) and the rest is unapplied money held
 * for the customer; a paid payment that fails afterwards is reversed everywhere.
 */
export const PAYMENT_STATUSES = ['pending', 'in_transit', 'in_review', 'paid', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = [
  'check',
  'ach_debit',
  'direct_deposit',
  'card',
  'merchant',
  'unapplied_payment_adjustment',
  'credit_note',
  'adjustment',
  'wire',
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_SOURCES = ['api', 'merchant_user', 'admin_user', 'customer_user', 'payment_gateway', 'check', 'guest_checkout'] as const;
export type PaymentSourceName = (typeof PAYMENT_SOURCES)[number];

/**
 * Which status may follow which (treasury's README draws it). Setting the status a payment already has
 * is answered with the payment unchanged, so a repeated bank notice is harmless.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['in_transit', 'in_review', 'paid', 'failed', 'canceled'],
  in_transit: ['in_review', 'paid', 'failed'],
  in_review: ['in_transit', 'paid', 'failed', 'canceled'],
  paid: ['failed'],
  failed: [],
  canceled: [],
};

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

export const paymentLinkSchema = z
  .object({
    record_id: z.string().meta({ description: 'The invoice id' }),
    record_type: z.enum(['invoice']),
    amount: dollars().meta({ description: 'Requested amount until the payment is paid; then what was applied to the invoice' }),
  })
  .meta({ id: 'PaymentLink' });

export const paymentSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    source: z.enum(PAYMENT_SOURCES),
    amount: dollars(),
    amount_unapplied: dollars().meta({ description: 'Once paid: the part not applied to an invoice, held for the customer (0 before)' }),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    created_at: dateTime(),
    paid_at: dateTime().nullable(),
    canceled_at: dateTime().nullable(),
    failed_at: dateTime().nullable(),
    processed_at: dateTime().nullable(),
    scheduled_at: dateTime().nullable(),
    processing_fee: dollars(),
    canceled_code: z.string().nullable(),
    failed_code: z.string().nullable(),
    payment_links: z.array(paymentLinkSchema),
    created_by_user_id: z.string().nullable(),
    provider: z
      .string()
      .nullable()
      .meta({ description: 'The payment provider that took the payment online (`sandbox`, …); null for a payment that arrived any other way' }),
    provider_reference: z.string().nullable().meta({ description: "The provider's own reference of the charge (null when `provider` is)" }),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

const id = () => z.string().min(1).max(64);
const code = () => z.string().trim().min(1).max(64);

export const paymentLinkInputSchema = z.strictObject({ invoice_id: id(), amount: positiveMoney() });

/** `POST /api/sandbox/payments`: a customer payment arrives (starts `pending`). */
export const sandboxPaymentSchema = z
  .strictObject({
    customer_id: id(),
    amount: positiveMoney(),
    method: z.enum(PAYMENT_METHODS),
    links: z
      .array(paymentLinkInputSchema)
      .max(50)
      .refine((links) => new Set(links.map((link) => link.invoice_id)).size === links.length, { message: 'each invoice may appear once' })
      .optional(),
  })
  .meta({ id: 'SandboxPaymentRequest' });
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

/** `POST /api/sandbox/payments/{id}/status`: the bank moves the payment on. */
export const paymentStatusRequestSchema = z
  .strictObject({
    status: z.enum(['in_transit', 'in_review', 'paid', 'failed', 'canceled']),
    failed_code: code().optional(),
    canceled_code: code().optional(),
  })
  .meta({ id: 'SandboxPaymentStatusRequest' });
export type PaymentStatusRequest = z.infer<typeof paymentStatusRequestSchema>;

export const paymentIdParams = z.strictObject({ payment_id: id() });

export const paymentListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    customer_id: { type: 'string', ops: EQ },
    status: { type: 'enum', ops: EQ, values: PAYMENT_STATUSES },
    amount: { type: 'money', ops: RANGE_OPS },
    source: { type: 'enum', ops: EQ, values: PAYMENT_SOURCES },
  },
  sort: { fields: ['id', 'created_at', 'amount'], default: '-created_at', multi: false },
};

export const PaymentSubjects = {
  list: 'treasury.payments.list',
  get: 'treasury.payments.get',
  /** Partners API: a forwarded payment (`POST /payments`). */
  create: 'treasury.payments.create',
  sandboxCreate: 'treasury.sandbox.payments.create',
  sandboxStatus: 'treasury.sandbox.payments.status',
  /** Operator (`InternalRequest`): `npm run admin -- payment record|status`. */
  operatorRecord: 'treasury.operator.payments.record',
  operatorStatus: 'treasury.operator.payments.status',
  /**
   * Operator (`InternalRequest<{}>` → `UnbookedPaymentsRun`): complete now the payments billing applied
   * but treasury never booked (`npm run admin -- payment complete-unbooked`); the jobs do it on their own.
   */
  operatorCompleteUnbooked: 'treasury.operator.payments.complete-unbooked',
  /**
   * Internal, from billing (`InternalRequest<{}>` → `OnlinePaymentOptions`): whether online payment is
   * offered (the configured provider), by which methods, and the provider's test values in the sandbox.
   */
  onlineOptions: 'treasury.payments.online-options',
  /**
   * Internal, from billing's payment page (`InternalRequest<OnlinePaymentRequest>` → `OnlinePaymentReply`):
   * the provider takes the payment, and treasury records it as any payment and pays it. Idempotent by
   * `idempotency_key`; a decline records nothing.
   */
  online: 'treasury.payments.online',
  /** Internal (`InternalRequest<OnlinePaymentSubmissionRequest>` → `OnlinePaymentSubmission`): the payment a submission made, if any. */
  onlineSubmission: 'treasury.payments.online-submission',
} as const;

/** What one pass of the unbooked-payment sweep did. */
export interface UnbookedPaymentsRun {
  /** Payments moved to `paid` from billing's recorded decision. */
  completed: number;
  /** Payments that can no longer be paid, whose application billing took back. */
  withdrawn: number;
}

/** Operator: a payment the bank reported (the sandbox body plus the merchant). */
export const operatorPaymentSchema = sandboxPaymentSchema.extend({ merchant_id: id() });
export type OperatorPayment = z.infer<typeof operatorPaymentSchema>;

export const operatorPaymentStatusSchema = paymentStatusRequestSchema.extend({ merchant_id: id(), payment_id: id() });
export type OperatorPaymentStatus = z.infer<typeof operatorPaymentStatusSchema>;

/** The stream treasury produces and the streams and group it consumes. */
export const TREASURY_CONSUMED_STREAMS = ['events:billing', 'events:credit'] as const;
export const TREASURY_CONSUMER_GROUP = 'treasury';

// ---------------------------------------------------------------------------------------------------
// Online payment from the hosted payment page (internal: billing → treasury, amounts in integer cents).

/** How a buyer pays online: a card, or a debit of a US bank account (ACH). */
export const ONLINE_PAYMENT_METHODS = ['card', 'ach'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
/** The payment's `method` an online payment is recorded with. */
export const ONLINE_METHOD_RECORDED_AS: Readonly<Record<OnlinePaymentMethod, PaymentMethodName>> = { card: 'card', ach: 'ach_debit' };

const digits = (min: number, max: number) => z.string().regex(new RegExp(`^\\d{${min},${max}}$`), `${min === max ? min : `${min} to ${max}`} digits`);

export const cardDetailsSchema = z.strictObject({
  method: z.literal('card'),
  number: digits(12, 19),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: digits(3, 4),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const bankAccountDetailsSchema = z.strictObject({
  method: z.literal('ach'),
  account_holder: z.string().trim().min(1).max(100),
  routing_number: digits(9, 9),
  account_number: digits(4, 17),
  account_type: z.enum(['checking', 'savings']),
});
export type BankAccountDetails = z.infer<typeof bankAccountDetailsSchema>;

/** `treasury.payments.online`: what the buyer submitted on the payment page of one invoice, checked by billing. */
export const onlinePaymentRequestSchema = z.strictObject({
  merchant_id: id(),
  customer_id: id(),
  invoice_id: id(),
  /** Cents: the invoice's balance or a part of it. */
  amount: z.number().int().positive(),
  currency: z.literal('usd'),
  /** One per submitted form: a repeated submission answers the payment the first one made. */
  idempotency_key: z.string().min(16).max(128),
  /** What the provider shows the buyer and the merchant (the invoice and who issued it). */
  description: z.string().min(1).max(200),
  instrument: z.discriminatedUnion('method', [cardDetailsSchema, bankAccountDetailsSchema]),
});
export type OnlinePaymentRequest = z.infer<typeof onlinePaymentRequestSchema>;

/**
 * The answer: the payment (`replayed` when an earlier submission with the same key made it), or the
 * provider's decline, after which nothing is recorded. Refusals (the invoice cannot take the amount,
 * online payment not offered, too many declines) are errors.
 */
export type OnlinePaymentReply = { outcome: 'paid'; payment: Payment; replayed: boolean } | { outcome: 'declined'; decline_code: string; message: string };

export const onlinePaymentSubmissionRequestSchema = z.strictObject({ merchant_id: id(), idempotency_key: z.string().min(1).max(128) });
export type OnlinePaymentSubmissionRequest = z.infer<typeof onlinePaymentSubmissionRequestSchema>;
export interface OnlinePaymentSubmission {
  payment: Payment | null;
}

/** One value a person may type in the provider's test mode, and what it does. */
export interface OnlinePaymentTestValue {
  method: OnlinePaymentMethod;
  /** What it is: `card number`, `routing number`, `account number`. */
  field: string;
  value: string;
  outcome: string;
}

/** What the payment page offers: nothing when `provider` is null (production without a provider). */
export interface OnlinePaymentOptions {
  provider: string | null;
  methods: OnlinePaymentMethod[];
  /** The sandbox provider's test values; empty for a live provider. */
  test_values: OnlinePaymentTestValue[];
}
