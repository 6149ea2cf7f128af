import { z } from 'zod';
import { EQ, EQ_NE, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';

/**
 * Payouts and payout transactions, served by treasury (paths, paging and amounts follow
 * docs/api-conventions.md).
 *
 * A payout transaction is one item owed between Netline and the merchant (an advance, a forwarded
 * customer payment, a fee, a credit note clawback, …), booked once from another service's event. A
 * payout rolls every transaction not yet paid out into one transfer per merchant; its amounts are the
 * sums of its transactions. Amounts are dollars at the API, integer cents inside.
 */
export const PAYOUT_TRANSACTION_TYPES = [
  'advance',
  'payment',
  'refund',
  'monthly_fee',
  'annual_fee',
  'non_advanced_invoice_fee',
  'merchant_payment',
  'mdr_extension',
  'credit_note',
  'express_ach_payout_fee',
  'express_ach_payment_fee',
  'mdr_passthrough',
] as const;
export type PayoutTransactionType = (typeof PAYOUT_TRANSACTION_TYPES)[number];

export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** pending → in_transit → paid; failed from pending or in_transit; canceled only before it was sent. */
export const PAYOUT_TRANSITIONS: Readonly<Record<PayoutStatus, readonly PayoutStatus[]>> = {
  pending: ['in_transit', 'failed', 'canceled'],
  in_transit: ['paid', 'failed'],
  paid: [],
  failed: [],
  canceled: [],
};

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals (negative: owed by the merchant)' });

export const payoutSchema = z
  .object({
    id: z.string(),
    amount_gross: dollars(),
    amount_fee: dollars(),
    amount_net: dollars(),
    status: z.enum(PAYOUT_STATUSES),
    retry_payout_id: z.string().nullable().meta({ description: 'The failed payout this one retries' }),
    failed_at: dateTime().nullable(),
    canceled_at: dateTime().nullable(),
    paid_at: dateTime().nullable(),
    expected_by: dateTime().meta({ description: 'Expected arrival at the bank' }),
    transactions_starting_at: dateTime().nullable(),
    transactions_ending_at: dateTime().nullable(),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

export const payoutTransactionSchema = z
  .object({
    id: z.string(),
    payout_id: z.string().nullable().meta({ description: 'Null until the transaction is rolled into a payout' }),
    type: z.enum(PAYOUT_TRANSACTION_TYPES),
    customer_id: z.string().nullable(),
    customer_name: z.string().nullable(),
    invoice_id: z.string().nullable(),
    invoice_number: z.string().nullable(),
    order_id: z.string().nullable(),
    po_number: z.string().nullable(),
    payment_id: z.string().nullable().meta({ description: 'The customer payment behind a `payment` or `refund` transaction' }),
    amount_gross: dollars(),
    amount_fee: dollars(),
    amount_net: dollars().meta({ description: 'amount_gross − amount_fee' }),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'PayoutTransaction' });
export type PayoutTransaction = z.infer<typeof payoutTransactionSchema>;

const id = () => z.string().min(1).max(64);
export const payoutIdParams = z.strictObject({ payout_id: id() });
export const payoutTransactionIdParams = z.strictObject({ payout_transaction_id: id() });

export const payoutStatusRequestSchema = z
  .strictObject({ status: z.enum(['in_transit', 'paid', 'failed', 'canceled']) })
  .meta({ id: 'SandboxPayoutStatusRequest' });
export type PayoutStatusRequest = z.infer<typeof payoutStatusRequestSchema>;

/** `POST /api/sandbox/payouts/run` answers the payouts it created (none when nothing was unpaid-out). */
export const payoutRunResponseSchema = z.object({ payouts: z.array(payoutSchema) }).meta({ id: 'SandboxPayoutRunResponse' });
export type PayoutRunResponse = z.infer<typeof payoutRunResponseSchema>;

export const payoutListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    status: { type: 'enum', ops: EQ, values: PAYOUT_STATUSES },
    created_at: { type: 'date', ops: RANGE_OPS },
    expected_by: { type: 'date', ops: RANGE_OPS },
  },
  sort: { fields: ['id', 'created_at'], default: '-created_at', multi: true },
};

export const payoutTransactionListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    customer_id: { type: 'string', ops: EQ_NE },
    created_at: { type: 'date', ops: RANGE_OPS },
    payout_id: { type: 'string', ops: EQ_NE },
    invoice_id: { type: 'string', ops: EQ_NE },
    type: { type: 'enum', ops: EQ_NE, values: PAYOUT_TRANSACTION_TYPES },
  },
  sort: { fields: ['id', 'created_at'], default: '-created_at', multi: true },
};

export const PayoutSubjects = {
  list: 'treasury.payouts.list',
  get: 'treasury.payouts.get',
  listTransactions: 'treasury.payout-transactions.list',
  getTransaction: 'treasury.payout-transactions.get',
  sandboxRun: 'treasury.sandbox.payouts.run',
  sandboxStatus: 'treasury.sandbox.payouts.status',
  sandboxRetry: 'treasury.sandbox.payouts.retry',
  /** Operator (`InternalRequest`): `npm run admin -- payout status|retry|run` and `reconcile`. */
  operatorStatus: 'treasury.operator.payouts.status',
  operatorRetry: 'treasury.operator.payouts.retry',
  operatorRun: 'treasury.operator.payouts.run',
  operatorReconcile: 'treasury.operator.reconcile',
} as const;

export const operatorPayoutStatusSchema = payoutStatusRequestSchema.extend({ merchant_id: id(), payout_id: id() });
export type OperatorPayoutStatus = z.infer<typeof operatorPayoutStatusSchema>;
export const operatorPayoutRetrySchema = z.strictObject({ merchant_id: id(), payout_id: id() });
export const operatorMerchantScopeSchema = z.strictObject({ merchant_id: id().optional() });

/** One difference found by `reconcile`. */
export interface ReconcileDifference {
  merchant_id: string;
  check: string;
  subject: string;
  message: string;
  /** `customer_balance` differences: both figures, in cents. */
  credit_outstanding?: number;
  billing_open_balance?: number;
}

/** The figures of one merchant (cents) and what did not add up. */
export interface ReconcileMerchantFigures {
  merchant_id: string;
  payouts: number;
  payouts_net: number;
  transactions: number;
  transactions_paid_out: number;
  transactions_unpaid_out: number;
  unpaid_out_net: number;
  transactions_by_type: Record<string, { count: number; net: number }>;
  payments_paid: number;
  payments_reversed: number;
  amount_paid: number;
  amount_applied: number;
  amount_unapplied: number;
  customers_checked: number;
}

export interface ReconcileReport {
  ok: boolean;
  checked_at: string;
  merchants: ReconcileMerchantFigures[];
  differences: ReconcileDifference[];
}

/**
 * What one service counts as owed per customer (integer cents), for `reconcile` to compare: credit's
 * outstanding balance against billing's open invoices. Only customers with a non-zero figure are listed,
 * in (merchant, customer) order, a page at a time: `has_more` says another page follows, asked for with
 * `after` set to this page's last customer.
 */
export interface CustomerBalances {
  balances: Array<{ merchant_id: string; customer_id: string; amount: number }>;
  has_more: boolean;
}

/**
 * How many customers' balances one page holds: about 100 bytes each, so a page stays well inside the
 * bus's 1 MB message limit (a merchant with 100,000 customers overflowed it in one answer).
 */
export const CUSTOMER_BALANCES_PAGE = 5_000;

/** `credit.operator.balances` and `billing.operator.open-balances`: one merchant or all, the page after `after`. */
export const customerBalancesPageSchema = z.strictObject({
  merchant_id: id().optional(),
  after: z.strictObject({ merchant_id: id(), customer_id: id() }).optional(),
  limit: z.number().int().min(1).max(CUSTOMER_BALANCES_PAGE).default(CUSTOMER_BALANCES_PAGE),
});
export type CustomerBalancesPage = z.input<typeof customerBalancesPageSchema>;
/** The same as a service receives it, the limit filled in. */
export type CustomerBalancesPageQuery = z.output<typeof customerBalancesPageSchema>;
