import { InvoiceLookup, ReconcileMerchantFigures } from '@netline/contracts';
import { PeersClient } from '../peers.client';
import { Payment, PaymentLink } from '../payments/payment.entity';
import { Payout, PayoutTransaction } from '../payouts/payout.entity';

/** One merchant's rows, read once and shared by every check. */
export interface MerchantBooks {
  merchantId: string;
  payouts: Payout[];
  transactions: PayoutTransaction[];
  payments: Payment[];
  links: PaymentLink[];
}

/** Records one difference under the name of the check that found it. */
export type Differ = (check: string, subject: string, message: string) => void;

/** The peers a check may ask: billing (invoices, decided payments) and credit (customer figures). */
export type ReconcilePeers = Pick<PeersClient, 'invoice' | 'unbookedPayments' | 'customerFigures'>;

export type ReconcileCheck = (books: MerchantBooks, differ: Differ, peers: ReconcilePeers) => void | Promise<void>;

/**
 * `payout_sums`: each live payout equals the sum of its transactions (gross, fee, net, and the first/last
 * transaction times); a canceled payout and a failed payout that was retried hold none, and the retry
 * carries the failed payout's amounts.
 */
export function payoutsEqualTheirTransactions({ payouts, transactions }: MerchantBooks, differ: Differ): void {
  const byPayout = new Map<string, PayoutTransaction[]>();
  for (const transaction of transactions) {
    if (!transaction.payoutId) continue;
    byPayout.set(transaction.payoutId, [...(byPayout.get(transaction.payoutId) ?? []), transaction]);
  }
  const retried = retriedPayouts(payouts);
  for (const payout of payouts) {
    const held = byPayout.get(payout.id) ?? [];
    const retry = retried.get(payout.id);
    if (payout.status === 'canceled' || retry) {
      if (held.length > 0) differ('payout_sums', payout.id, `a ${retry ? 'retried' : 'canceled'} payout still holds ${held.length} transaction(s)`);
      if (retry && (retry.amountGross !== payout.amountGross || retry.amountFee !== payout.amountFee || retry.amountNet !== payout.amountNet)) {
        differ('payout_sums', payout.id, `retry ${retry.id} carries ${retry.amountNet} cents net, the failed payout ${payout.amountNet}`);
      }
      continue;
    }
    const sums = { gross: 0, fee: 0, net: 0 };
    for (const transaction of held) {
      sums.gross += transaction.amountGross;
      sums.fee += transaction.amountFee;
      sums.net += transaction.amountNet;
    }
    if (sums.gross !== payout.amountGross || sums.fee !== payout.amountFee || sums.net !== payout.amountNet) {
      differ(
        'payout_sums',
        payout.id,
        `payout ${payout.amountGross}/${payout.amountFee}/${payout.amountNet} cents, its ${held.length} transactions ${sums.gross}/${sums.fee}/${sums.net}`,
      );
    }
    const times = held.map((transaction) => transaction.createdAt.getTime());
    if (held.length > 0 && (payout.transactionsStartingAt?.getTime() !== Math.min(...times) || payout.transactionsEndingAt?.getTime() !== Math.max(...times))) {
      differ('payout_sums', payout.id, 'transactions_starting_at / transactions_ending_at do not match its transactions');
    }
  }
}

/** `transaction`: each transaction's net is gross − fee, and it is in one of this merchant's payouts or still unpaid-out. */
export function transactionsBalanceInKnownPayouts({ payouts, transactions }: MerchantBooks, differ: Differ): void {
  const payoutIds = new Set(payouts.map((payout) => payout.id));
  for (const transaction of transactions) {
    if (transaction.amountNet !== transaction.amountGross - transaction.amountFee)
      differ('transaction', transaction.id, 'amount_net is not amount_gross − amount_fee');
    if (transaction.payoutId && !payoutIds.has(transaction.payoutId)) {
      differ('transaction', transaction.id, `names payout ${transaction.payoutId}, which this merchant does not have`);
    }
  }
}

/**
 * `forwarded_payment`: every paid payment's application to a non-advanced invoice was forwarded to the
 * merchant as exactly one `payment` transaction of that amount (and a reversed one taken back by its
 * `refund`); nothing was forwarded for advanced invoices or for payments the payee received itself.
 */
export function forwardedMoneyMatchesApplications({ transactions, payments, links }: MerchantBooks, differ: Differ): void {
  const bySource = new Map(transactions.map((transaction) => [transaction.sourceKey, transaction]));
  const paymentById = new Map(payments.map((payment) => [payment.id, payment]));
  for (const link of links) {
    const payment = paymentById.get(link.paymentId);
    if (!payment) continue;
    const forwarded = bySource.get(`payment:${payment.id}:${link.invoiceId}`);
    const refund = bySource.get(`refund:${payment.id}:${link.invoiceId}`);
    const applied = link.amountApplied ?? 0;
    // A `merchant` payment (forwarded by a partner) was received by the payee itself: nothing to forward.
    const shouldForward = payment.paidAt !== null && applied > 0 && link.invoiceAdvanced === false && payment.method !== 'merchant';
    if (shouldForward && forwarded?.amountGross !== applied)
      differ('forwarded_payment', payment.id, `applied ${applied} cents to ${link.invoiceId} but forwarded ${forwarded?.amountGross ?? 'nothing'}`);
    if (!shouldForward && forwarded) differ('forwarded_payment', payment.id, `forwarded money for ${link.invoiceId}, which it should not`);
    const shouldRefund = shouldForward && payment.reversedAt !== null;
    if (shouldRefund && (!refund || refund.amountNet !== -(forwarded?.amountNet ?? 0)))
      differ('forwarded_payment', payment.id, `reversed, but ${link.invoiceId}'s forwarded money was not taken back`);
    if (!shouldRefund && refund) differ('forwarded_payment', payment.id, `a refund for ${link.invoiceId} without a reversal`);
  }
}

/**
 * `payment`: every paid payment is applied or unapplied, never both for the same cent, never twice
 * (applied + unapplied = amount, no link applies more than it asked); a payment never paid applies
 * nothing; one paid and no longer paid was reversed.
 */
export function paymentsAppliedOnce({ payments, links }: MerchantBooks, differ: Differ): void {
  const linksOf = linksByPayment(links);
  for (const payment of payments) {
    const own = linksOf.get(payment.id) ?? [];
    const applied = own.reduce((sum, link) => sum + (link.amountApplied ?? 0), 0);
    for (const link of own) {
      if (link.amountApplied !== null && link.amountApplied > link.amount)
        differ('payment', payment.id, `applies ${link.amountApplied} cents to ${link.invoiceId}, more than the ${link.amount} asked`);
    }
    if (payment.paidAt === null) {
      if (applied > 0 || payment.amountUnapplied > 0) differ('payment', payment.id, `a ${payment.status} payment that was never paid applies money`);
      continue;
    }
    if (applied + payment.amountUnapplied !== payment.amount) {
      differ('payment', payment.id, `applied ${applied} + unapplied ${payment.amountUnapplied} ≠ amount ${payment.amount} cents`);
    }
    if (payment.status !== 'paid' && payment.reversedAt === null) differ('payment', payment.id, `was paid, is now ${payment.status}, but was never reversed`);
  }
}

/**
 * `billing` and `forwarded_vs_applied`, per invoice: no invoice took more than it was invoiced for, nor
 * more than billing shows as settled, and none was forwarded more than billing applied to it (billing
 * decides what a payment applies, under the invoice's lock).
 */
export async function invoicesCoverAppliedAndForwarded(books: MerchantBooks, differ: Differ, peers: ReconcilePeers): Promise<void> {
  const { appliedByInvoice } = paidPaymentTotals(books);
  // What was forwarded to the merchant for each invoice (payments less their refunds).
  const forwardedByInvoice = new Map<string, number>();
  for (const transaction of books.transactions) {
    if (!transaction.invoiceId || !/^(payment|refund):/.test(transaction.sourceKey)) continue;
    forwardedByInvoice.set(transaction.invoiceId, (forwardedByInvoice.get(transaction.invoiceId) ?? 0) + transaction.amountGross);
  }
  for (const invoiceId of forwardedByInvoice.keys()) if (!appliedByInvoice.has(invoiceId)) appliedByInvoice.set(invoiceId, 0);
  for (const [invoiceId, applied] of appliedByInvoice) {
    let invoice: InvoiceLookup;
    try {
      invoice = await peers.invoice(books.merchantId, invoiceId);
    } catch (error) {
      differ('billing', invoiceId, `billing cannot show the invoice: ${(error as Error).message}`);
      continue;
    }
    if (applied > invoice.amount_due) differ('billing', invoiceId, `payments applied ${applied} cents to an invoice of ${invoice.amount_due}`);
    const settled = invoice.amount_due - invoice.amount_balance;
    if (settled < applied) differ('billing', invoiceId, `treasury applied ${applied} cents, billing shows only ${settled} settled`);
    const forwarded = forwardedByInvoice.get(invoiceId) ?? 0;
    const billed = invoice.amount_paid ?? settled;
    if (forwarded > billed) differ('forwarded_vs_applied', invoiceId, `forwarded ${forwarded} cents to the merchant, billing applied only ${billed}`);
  }
}

/**
 * `unbooked_payment`: every payment billing applied (decided) was booked here as paid, or withdrawn at
 * billing. The unbooked-payment sweep settles the rest; until it has, they are reported.
 */
export async function billingAppliedOnlyBookedPayments({ merchantId, payments }: MerchantBooks, differ: Differ, peers: ReconcilePeers): Promise<void> {
  const paymentById = new Map(payments.map((payment) => [payment.id, payment]));
  try {
    const { payments: unbooked } = await peers.unbookedPayments({ merchant_id: merchantId, min_age_ms: 0, limit: 1000 });
    for (const decided of unbooked) {
      // Paid here: billing has only not read treasury's payment.paid yet.
      if (paymentById.get(decided.payment_id)?.paidAt) continue;
      const status = paymentById.get(decided.payment_id)?.status ?? 'unknown to treasury';
      differ('unbooked_payment', decided.payment_id, `billing applied ${decided.applied} cents for this payment, which treasury never booked (${status})`);
    }
  } catch (error) {
    differ('billing', merchantId, `billing cannot list unbooked payments: ${(error as Error).message}`);
  }
}

/** `credit`: each paying customer's `amount_unapplied_payments` at credit equals the unapplied money of its paid payments. */
export async function creditHoldsTheUnappliedMoney(books: MerchantBooks, differ: Differ, peers: ReconcilePeers): Promise<void> {
  const { unappliedByCustomer } = paidPaymentTotals(books);
  for (const customerId of [...payingCustomers(books.payments)].sort()) {
    const expected = unappliedByCustomer.get(customerId) ?? 0;
    try {
      const figures = await peers.customerFigures(books.merchantId, customerId);
      if (figures.amount_unapplied_payments !== expected) {
        differ('credit', customerId, `credit holds ${figures.amount_unapplied_payments} cents of unapplied payments, treasury ${expected}`);
      }
    } catch (error) {
      differ('credit', customerId, `credit cannot show the customer: ${(error as Error).message}`);
    }
  }
}

/** Every check, in the order the report lists their differences. */
export const RECONCILE_CHECKS: readonly ReconcileCheck[] = [
  payoutsEqualTheirTransactions,
  transactionsBalanceInKnownPayouts,
  forwardedMoneyMatchesApplications,
  paymentsAppliedOnce,
  invoicesCoverAppliedAndForwarded,
  billingAppliedOnlyBookedPayments,
  creditHoldsTheUnappliedMoney,
];

/** The figures the report shows for one merchant beside its differences. */
export function figuresOf(books: MerchantBooks): ReconcileMerchantFigures {
  const { payouts, transactions, payments } = books;
  const retried = retriedPayouts(payouts);
  const byType: Record<string, { count: number; net: number }> = {};
  let unpaidOut = 0;
  let unpaidOutNet = 0;
  for (const transaction of transactions) {
    const bucket = (byType[transaction.type] ??= { count: 0, net: 0 });
    bucket.count += 1;
    bucket.net += transaction.amountNet;
    if (!transaction.payoutId) {
      unpaidOut += 1;
      unpaidOutNet += transaction.amountNet;
    }
  }
  const totals = paidPaymentTotals(books);
  return {
    merchant_id: books.merchantId,
    payouts: payouts.length,
    payouts_net: payouts.filter((payout) => payout.status !== 'canceled' && !retried.has(payout.id)).reduce((sum, payout) => sum + payout.amountNet, 0),
    transactions: transactions.length,
    transactions_paid_out: transactions.length - unpaidOut,
    transactions_unpaid_out: unpaidOut,
    unpaid_out_net: unpaidOutNet,
    transactions_by_type: byType,
    payments_paid: totals.paid,
    payments_reversed: totals.reversed,
    amount_paid: totals.amountPaid,
    amount_applied: totals.amountApplied,
    amount_unapplied: totals.amountUnapplied,
    customers_checked: payingCustomers(payments).size,
  };
}

/** Failed payouts by the id of the payout that retried them. */
function retriedPayouts(payouts: Payout[]): Map<string, Payout> {
  return new Map(payouts.filter((payout) => payout.retryPayoutId).map((payout) => [payout.retryPayoutId as string, payout]));
}

function linksByPayment(links: PaymentLink[]): Map<string, PaymentLink[]> {
  const byPayment = new Map<string, PaymentLink[]>();
  for (const link of links) byPayment.set(link.paymentId, [...(byPayment.get(link.paymentId) ?? []), link]);
  return byPayment;
}

/** Customers with a payment that was paid at some point: the ones whose figures at credit are checked. */
function payingCustomers(payments: Payment[]): Set<string> {
  return new Set(payments.filter((payment) => payment.paidAt !== null).map((payment) => payment.customerId));
}

/** Counts and sums over payments that were paid: those still paid apply and hold money, the others were reversed. */
function paidPaymentTotals({ payments, links }: MerchantBooks) {
  const linksOf = linksByPayment(links);
  const totals = {
    paid: 0,
    reversed: 0,
    amountPaid: 0,
    amountApplied: 0,
    amountUnapplied: 0,
    appliedByInvoice: new Map<string, number>(),
    unappliedByCustomer: new Map<string, number>(),
  };
  for (const payment of payments) {
    if (payment.paidAt === null) continue;
    if (payment.status !== 'paid') {
      totals.reversed += 1;
      continue;
    }
    const own = linksOf.get(payment.id) ?? [];
    totals.paid += 1;
    totals.amountPaid += payment.amount;
    totals.amountApplied += own.reduce((sum, link) => sum + (link.amountApplied ?? 0), 0);
    totals.amountUnapplied += payment.amountUnapplied;
    totals.unappliedByCustomer.set(payment.customerId, (totals.unappliedByCustomer.get(payment.customerId) ?? 0) + payment.amountUnapplied);
    for (const link of own) {
      if (link.amountApplied) totals.appliedByInvoice.set(link.invoiceId, (totals.appliedByInvoice.get(link.invoiceId) ?? 0) + link.amountApplied);
    }
  }
  return totals;
}
