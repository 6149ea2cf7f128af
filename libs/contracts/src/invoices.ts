import { z } from 'zod';
import type { EventData } from './event-catalogue';
import { EQ, EQ_NE, EQ_PREFIX, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';
import { hasAtMostTwoDecimals, nonNegativeMoney, positiveMoney, toCents } from './money';
import { TERMS } from './terms';

/**
 * Invoices, served by billing.
 *
 * Lifecycle: created unsent → `PUT /send` (reserves credit; takes the advance when `advance_requested`)
 * → paid (`fully_paid`), or voided / canceled. Amounts are dollars at the API and integer cents inside
 * the cluster (NATS messages and internal events below).
 */
export const INVOICE_SOURCES = ['QUICKBOOKS', 'MERCHANT_USER', 'ADMIN_USER', 'CUSTOMER_USER', 'API'] as const;
export const RESOLVE_INVOICE_STATUSES = ['not_generated', 'processing', 'completed'] as const;

const dateTime = () => z.string().meta({ format: 'date-time' });
const nullableDateTime = () => dateTime().nullable();
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

/** One line of an invoice as answered: what was sold, how many, at what price, and the line's total. */
export const invoiceLineItemSchema = z
  .object({
    description: z.string(),
    quantity: z.number(),
    unit_price: dollars(),
    amount: dollars().meta({ description: 'quantity × unit_price, rounded half up to the cent' }),
  })
  .meta({ id: 'InvoiceLineItem' });
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;

export const invoiceSchema = z
  .object({
    id: z.string(),
    source: z.enum(INVOICE_SOURCES),
    customer_id: z.string(),
    number: z.string(),
    order_number: z.string().nullable(),
    po_number: z.string().nullable(),
    notes: z.string().nullable(),
    line_items: z.array(invoiceLineItemSchema),
    merchant_invoice_url: z.string().nullable(),
    merchant_invoice_uploaded: z.boolean().meta({ description: 'Netline holds a copy of the merchant PDF it checked (advance condition a)' }),
    resolve_invoice_url: z.string().nullable(),
    resolve_invoice_status: z.enum(RESOLVE_INVOICE_STATUSES),
    invoice_payment_url: z.string().nullable(),
    fully_paid: z.boolean(),
    fully_paid_at: nullableDateTime(),
    advanced: z.boolean(),
    advance_requested: z.boolean(),
    due_at: nullableDateTime(),
    days_overdue: z.number().int().min(0).meta({ description: "Whole days past `due_at` while a balance is owed (the merchant's time); 0 when not overdue" }),
    original_due_at: nullableDateTime(),
    invoiced_at: dateTime(),
    sent_at: nullableDateTime(),
    terms: z.enum(TERMS),
    amount_payout_due: dollars(),
    amount_payout_paid: dollars(),
    amount_payout_pending: dollars(),
    amount_payout_refunded: dollars(),
    amount_payout_balance: dollars(),
    payout_fully_paid: z.boolean(),
    payout_fully_paid_at: nullableDateTime(),
    amount_balance: dollars(),
    amount_due: dollars(),
    amount_refunded: dollars(),
    amount_pending: dollars(),
    amount_paid: dollars(),
    amount_credited: dollars().meta({ description: 'Total of the credit notes applied (not voided)' }),
    dispute_id: z.string().nullable().meta({ description: 'The open dispute on the invoice (no reminders go while it is open); null when none is open' }),
    amount_advance: dollars(),
    amount_additional_advance: dollars(),
    amount_advance_fee: dollars(),
    amount_advance_fee_refund: dollars(),
    advance_rate: z.number().min(0).max(1).nullable(),
    advanced_at: nullableDateTime(),
    amount_customer_fee_total: dollars(),
    amount_customer_fee_waived: dollars(),
    amount_customer_fee_paid: dollars(),
    amount_customer_fee_balance: dollars(),
    created_at: dateTime(),
    updated_at: dateTime(),
    archived: z.boolean(),
    canceled: z.boolean(),
    canceled_at: nullableDateTime(),
    voided: z.boolean(),
    voided_at: nullableDateTime(),
    amount_canceled: dollars(),
    amount_voided: dollars(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

const text = (max = 255) => z.string().trim().min(1, 'must not be empty').max(max);
const optionalText = (max = 255) => z.string().trim().max(max).nullish();
const pdfUrl = () =>
  z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .max(2048)
    .meta({ description: 'A publicly reachable PDF of the invoice (fetched over HTTPS)' });

/** Most lines one invoice takes. */
export const MAX_LINE_ITEMS = 200;

/**
 * A line as sent. `amount` must be `quantity × unit_price` rounded half up to the cent; the lines'
 * amounts must add up to the invoice amount (billing checks the sum, which depends on the invoice).
 */
export const invoiceLineItemInputSchema = z
  .strictObject({
    description: z.string().trim().min(1, 'must not be empty').max(500),
    quantity: z
      .number()
      .positive('must be greater than 0')
      .max(1_000_000_000)
      .refine((value) => /^\d+(\.\d{1,4})?$/.test(String(value)), { message: 'must have at most four decimals' }),
    unit_price: nonNegativeMoney(),
    amount: nonNegativeMoney(),
  })
  .refine((item) => lineAmountCents(item.quantity, item.unit_price) === toCents(item.amount), {
    message: 'must equal quantity × unit_price, rounded to the cent',
    path: ['amount'],
  })
  .meta({ id: 'InvoiceLineItemRequest' });
export type InvoiceLineItemInput = z.infer<typeof invoiceLineItemInputSchema>;

/** quantity × unit price in cents, rounded half up (quantity has at most four decimals). */
export function lineAmountCents(quantity: number, unitPrice: number): number {
  if (!hasAtMostTwoDecimals(unitPrice)) return Number.NaN;
  const [whole, fraction = ''] = String(quantity).split('.');
  const quantityTenThousandths = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
  return Math.floor((quantityTenThousandths * toCents(unitPrice) + 5_000) / 10_000);
}

const lineItems = () =>
  z.array(invoiceLineItemInputSchema).max(MAX_LINE_ITEMS).meta({ description: "The invoice's lines; their amounts must add up to `amount`" });

/** POST /invoices (`InvoiceCreateRequest`; `merchant_invoice_url` optional). */
export const createInvoiceSchema = z
  .strictObject({
    customer_id: text(64),
    number: text(64),
    amount: positiveMoney(),
    merchant_invoice_url: pdfUrl().nullish(),
    advance_requested: z.boolean().optional(),
    terms: z.enum(TERMS).optional(),
    order_number: optionalText(),
    po_number: optionalText(),
    notes: optionalText(2000),
    line_items: lineItems().optional(),
  })
  .meta({ id: 'InvoiceCreateRequest' });
export type CreateInvoice = z.infer<typeof createInvoiceSchema>;

/**
 * PUT /invoices/{id}: every create field, each optional (the union of the three contract variants). Which
 * fields are allowed depends on the invoice's state; billing refuses the others with 400 naming them.
 */
export const updateInvoiceSchema = createInvoiceSchema.partial().meta({ id: 'InvoiceUpdateRequest' });
export type UpdateInvoice = z.infer<typeof updateInvoiceSchema>;

/** Fields each state accepts on update. */
export const INVOICE_DOCUMENT_FIELDS = ['terms', 'merchant_invoice_url', 'number', 'order_number', 'po_number', 'notes'] as const;
export const INVOICE_UPDATE_FIELDS = {
  unsent: [...INVOICE_DOCUMENT_FIELDS, 'amount', 'line_items', 'customer_id', 'advance_requested'],
  sent_advanced: [...INVOICE_DOCUMENT_FIELDS],
  sent_not_advanced: [...INVOICE_DOCUMENT_FIELDS, 'amount', 'line_items'],
} as const;

export const invoiceIdParams = z.strictObject({ invoice_id: z.string().min(1).max(64) });
/** The public document and payment-page addresses carry an unguessable token. */
export const invoiceDocumentParams = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9]{32}\.pdf$/, 'unknown document'),
});
export const invoicePaymentPageParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9]{32}$/, 'unknown page') });

const formField = (max: number, description: string) => z.string().max(max).optional().meta({ description });

/**
 * `POST /invoices/pay/{token}`: the payment page's "Pay online" form, as the browser posts it
 * (`application/x-www-form-urlencoded`). Every field is text and optional here, so that what a person
 * typed wrong is answered by billing as a page naming the field, not as a JSON error; billing checks
 * them (docs/payments.md, "Paying online").
 */
export const invoicePaymentFormSchema = z
  .strictObject({
    form_id: formField(64, "The page's form id: one payment per submitted form (the idempotency key)"),
    form_token: formField(200, 'The anti-forgery token the page issued with `form_id` for this invoice'),
    method: formField(8, '`card` or `ach`'),
    amount: formField(32, "Dollars: the invoice's balance or less"),
    card_number: formField(32, 'Card: its number'),
    card_expiry: formField(16, 'Card: MM/YY'),
    card_cvc: formField(8, 'Card: its security code'),
    account_holder: formField(100, 'ACH: the name on the bank account'),
    routing_number: formField(16, 'ACH: the 9-digit ABA routing number'),
    account_number: formField(32, 'ACH: the account number'),
    account_type: formField(16, 'ACH: `checking` or `savings`'),
    ach_authorization: formField(8, 'ACH: `yes` when the buyer authorizes the debit'),
  })
  .meta({ id: 'InvoicePaymentForm' });
export type InvoicePaymentForm = z.infer<typeof invoicePaymentFormSchema>;

/** Largest merchant PDF billing keeps: a NATS message carries at most 1 MB and base64 adds a third. */
export const MAX_MERCHANT_PDF_BYTES = 700_000;

export const invoiceListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    number: { type: 'string', ops: EQ_PREFIX },
    order_number: { type: 'string', ops: EQ },
    po_number: { type: 'string', ops: EQ },
    customer_id: { type: 'string', ops: EQ },
    advance_requested: { type: 'boolean', ops: EQ },
    created_at: { type: 'date', ops: RANGE_OPS },
    fully_paid_at: { type: 'date', ops: RANGE_OPS },
    fully_paid: { type: 'boolean', ops: EQ_NE },
    archived: { type: 'boolean', ops: EQ_NE },
    amount_due: { type: 'money', ops: RANGE_OPS },
    amount_balance: { type: 'money', ops: RANGE_OPS },
    amount_pending: { type: 'money', ops: RANGE_OPS },
    amount_refunded: { type: 'money', ops: RANGE_OPS },
  },
};

export const InvoiceSubjects = {
  list: 'billing.invoices.list',
  create: 'billing.invoices.create',
  get: 'billing.invoices.get',
  update: 'billing.invoices.update',
  delete: 'billing.invoices.delete',
  send: 'billing.invoices.send',
  void: 'billing.invoices.void',
  cancel: 'billing.invoices.cancel',
  /** A reminder to the customer now, outside the schedule (`POST /invoices/{id}/remind`). */
  remind: 'billing.invoices.remind',
  uploadPdf: 'billing.invoices.upload-pdf',
  document: 'billing.invoices.document',
  paymentPage: 'billing.invoices.payment-page',
  /** The buyer pays online from the payment page (public form post; answers `RawReplyBody`). */
  payOnline: 'billing.invoices.pay-online',
  /** Internal (`InternalRequest`): treasury and fulfillment read an invoice's figures. */
  lookup: 'billing.invoices.lookup',
  /** Internal (`InternalRequest<LocateInvoiceRequest>`): the same, for an invoice anywhere in a caller's scope. */
  locate: 'billing.invoices.locate',
  /**
   * Internal (`InternalRequest<InvoiceSettlementsRequest>` → `InvoiceSettlements`): `reconcile` hands
   * billing what treasury applied to and forwarded for up to `INVOICE_SETTLEMENTS_BATCH` of one
   * merchant's invoices, and billing answers only the invoices those sums disagree with (applied more
   * than invoiced or than settled, forwarded more than billing applied) and the ids the merchant has no
   * invoice of. A million invoices that agree cost billing a million index look-ups, not a million answers.
   */
  settlements: 'billing.invoices.settlements',
  /**
   * Internal (`InternalRequest<ApplyPaymentRequest>` → `ApplyPaymentReply`), from treasury when a payment
   * is paid: billing decides, under each invoice's lock, what the payment applies (never beyond the
   * balance) and records it; asked again for the same payment, it answers the same decision.
   */
  applyPayment: 'billing.invoices.apply_payment',
  /**
   * Internal (`InternalRequest<UnbookedPaymentsRequest>` → `UnbookedPayments`): payments billing decided
   * whose booking treasury has not confirmed (its `payment.paid` not yet seen) and that were not
   * withdrawn, decided at least `min_age_ms` ago. Treasury's sweep completes or withdraws them;
   * `reconcile` reports those treasury never booked.
   */
  unbookedPayments: 'billing.invoices.unbooked_payments',
  /**
   * Internal (`InternalRequest<WithdrawPaymentRequest>` → `WithdrawPaymentReply`): takes back what a
   * decided payment applied, for a payment treasury can no longer book (it failed or was canceled before
   * treasury ever recorded it paid). Idempotent by payment id.
   */
  withdrawPayment: 'billing.invoices.withdraw_payment',
  /** Operator (`InternalRequest<CustomerBalancesPage>` → `CustomerBalances`): billing's open balance per customer, for `reconcile`, a page at a time. */
  operatorOpenBalances: 'billing.operator.open-balances',
} as const;

/** What treasury asks billing to apply for one paid payment (cents, in the payment's link order). */
export interface ApplyPaymentRequest {
  merchant_id: string;
  payment_id: string;
  customer_id: string;
  links: Array<{ invoice_id: string; amount: number }>;
}

/** Billing's decision: what the payment applies to each requested invoice (0 where nothing). */
export interface ApplyPaymentReply {
  applied: Array<{ invoice_id: string; amount: number }>;
}

export const unbookedPaymentsRequestSchema = z.strictObject({
  merchant_id: z.string().min(1).max(128).optional(),
  min_age_ms: z.number().int().min(0),
  limit: z.number().int().min(1).max(1000).default(500),
});
export type UnbookedPaymentsRequest = z.input<typeof unbookedPaymentsRequestSchema>;

/** One decided payment treasury has not (yet) confirmed booking; `applied` is its total in cents. */
export interface UnbookedPayment {
  merchant_id: string;
  payment_id: string;
  applied: number;
  decided_at: string;
}
export interface UnbookedPayments {
  payments: UnbookedPayment[];
}

export const withdrawPaymentRequestSchema = z.strictObject({ merchant_id: z.string().min(1).max(128), payment_id: z.string().min(1).max(128) });
export type WithdrawPaymentRequest = z.infer<typeof withdrawPaymentRequestSchema>;
/** What the withdrawal took back, in cents (0 when it was withdrawn before or applied nothing). */
export interface WithdrawPaymentReply {
  withdrawn: number;
}

export const applyPaymentRequestSchema = z.object({
  merchant_id: z.string().min(1),
  payment_id: z.string().min(1),
  customer_id: z.string().min(1),
  links: z.array(z.object({ invoice_id: z.string().min(1), amount: z.number().int().min(0) })).max(100),
});

// ---------------------------------------------------------------------------------------------------
// Internal API (amounts in integer cents).

/** `billing.invoices.lookup` body. Another merchant's invoice answers 404 like a missing one. */
export const invoiceLookupRequestSchema = z.strictObject({
  merchant_id: z.string().min(1).max(128),
  invoice_id: z.string().min(1).max(128),
});
export type InvoiceLookupRequest = z.infer<typeof invoiceLookupRequestSchema>;

/**
 * How many invoices one `billing.invoices.settlements` may name: a question of that many (an id and two
 * sums each, about 60 bytes) stays far below the bus's 1 MB message limit, and a million invoices take
 * 500 questions.
 */
export const INVOICE_SETTLEMENTS_BATCH = 2_000;

/**
 * `billing.invoices.settlements` body: treasury's sums per invoice, in cents, as three lists of one
 * length (the invoice at a position, what treasury's paid payments applied to it, what treasury forwarded
 * to the merchant for it: payments less their refunds). Columns rather than objects: two thousand
 * numbers parse in a fraction of the time two thousand objects do.
 */
export const invoiceSettlementsRequestSchema = z
  .strictObject({
    merchant_id: z.string().min(1).max(128),
    invoice_ids: z.array(z.string().min(1).max(128)).min(1).max(INVOICE_SETTLEMENTS_BATCH),
    applied: z.array(z.number().int().min(0)).max(INVOICE_SETTLEMENTS_BATCH),
    forwarded: z.array(z.number().int()).max(INVOICE_SETTLEMENTS_BATCH),
  })
  .refine((body) => body.applied.length === body.invoice_ids.length && body.forwarded.length === body.invoice_ids.length, {
    message: 'invoice_ids, applied and forwarded must be of one length',
  });
export type InvoiceSettlementsRequest = z.infer<typeof invoiceSettlementsRequestSchema>;
/** Treasury's sums per invoice, the body of `billing.invoices.settlements` less the merchant. */
export type InvoiceSums = Omit<InvoiceSettlementsRequest, 'merchant_id'>;

/** `billing.invoices.locate`: the caller's scope (`scopeOf`) and the invoice; 404 when no merchant of it owns one. */
export const locateInvoiceSchema = z.strictObject({
  merchant_ids: z.array(z.string().min(1).max(128)).min(1).max(100_000),
  invoice_id: z.string().min(1).max(128),
});
export type LocateInvoiceRequest = z.infer<typeof locateInvoiceSchema>;

/** `billing.invoices.lookup` reply. */
export interface InvoiceLookup {
  id: string;
  merchant_id: string;
  /** The sub-merchant a partner's invoice names (absent for a merchant's own invoice). */
  sub_merchant_id?: string;
  customer_id: string;
  number: string;
  order_number: string | null;
  po_number: string | null;
  amount_due: number;
  amount_balance: number;
  /** Cents that payments applied to the invoice (billing's own decision, after any cap). */
  amount_paid?: number;
  advanced: boolean;
  advance_rate: number | null;
  sent: boolean;
  voided: boolean;
  canceled: boolean;
  fully_paid: boolean;
}

/** One invoice's figures in a `billing.invoices.settlements` reply, in cents. */
export interface InvoiceSettlement {
  id: string;
  amount_due: number;
  amount_balance: number;
  /** What payments applied to the invoice (billing's own decision, after any cap). */
  amount_paid: number;
}

/**
 * `billing.invoices.settlements` reply: the invoices among those asked that disagree with treasury's sums,
 * with their figures, in no particular order, and the ids the merchant has no invoice of. An invoice in
 * neither list agrees.
 */
export interface InvoiceSettlements {
  invoices: InvoiceSettlement[];
  missing: string[];
}

/** `invoice.sent`: the invoice went to the customer (its amount is now reserved on the line). */
export type InvoiceSentData = EventData<'invoice.sent'>;

/** `invoice.advanced`: treasury creates the merchant's `advance` payout transaction from it. */
export type InvoiceAdvancedData = EventData<'invoice.advanced'>;

/** `invoice.balance_updated` (public; webhooks carry only `id`). */
export type InvoiceBalanceUpdatedData = EventData<'invoice.balance_updated'>;

/** The streams billing consumes (treasury's payments; credit's sandbox clock, for collections) and its consumer group. */
export const BILLING_CONSUMED_STREAMS = ['events:treasury', 'events:credit'] as const;
export const BILLING_CONSUMER_GROUP = 'billing';
