import { CUSTOMERS_UNAPPLIED_BATCH, CustomersUnapplied, INVOICE_SETTLEMENTS_BATCH, InvoiceSettlement, ReconcileMerchantFigures } from '@netline/contracts';
import { PeersClient } from '../peers.client';
import { BookedLink, BookedPayment } from '../payments/payments.repository';
import { Payout } from '../payouts/payout.entity';
import { BookedTransaction } from '../payouts/payouts.repository';

/** One merchant's rows (or a slice of them), read once and shared by every check; no check changes them. */
export interface MerchantBooks {
  merchantId: string;
  payouts: Payout[];
  transactions: BookedTransaction[];
  payments: BookedPayment[];
  links: BookedLink[];
}

/** Records one difference under the name of the check that found it. */
export type Differ = (check: string, subject: string, message: string) => void;

/** The peers a check may ask: billing (invoices, decided payments) and credit (customer figures). */
export type ReconcilePeers = Pick<PeersClient, 'settlements' | 'unbookedPayments' | 'unappliedPayments'>;

export type ReconcileCheck = (books: MerchantBooks, differ: Differ, peers: ReconcilePeers) => void | Promise<void>;

/** What a payout's transactions add up to: sums in cents, and the first and last transaction times. */
export interface PayoutTotal {
  count: number;
  gross: number;
  fee: number;
  net: number;
  first: number;
  last: number;
}

/** Adds `transactions` to the per-payout totals (transactions not yet in a payout are left out). */
export function addToPayoutTotals(totals: Map<string, PayoutTotal>, transactions: BookedTransaction[]): Map<string, PayoutTotal> {
  for (const transaction of transactions) {
    if (!transaction.payoutId) continue;
    let total = totals.get(transaction.payoutId);
    if (!total) totals.set(transaction.payoutId, (total = { count: 0, gross: 0, fee: 0, net: 0, first: Infinity, last: -Infinity }));
    total.count += 1;
    total.gross += transaction.amountGross;
    total.fee += transaction.amountFee;
    total.net += transaction.amountNet;
    total.first = Math.min(total.first, transaction.createdAtMs);
    total.last = Math.max(total.last, transaction.createdAtMs);
  }
  return totals;
}

/**
 * `payout_sums`: each live payout equals the sum of its transactions (gross, fee, net, and the first/last
 * transaction times); a canceled payout and a failed payout that was retried hold none, and the retry
 * carries the failed payout's amounts.
 */
export function payoutsEqualTheirTransactions({ payouts, transactions }: MerchantBooks, differ: Differ): void {
  payoutsEqualTheirTotals(payouts, addToPayoutTotals(new Map(), transactions), differ);
}

/** `payout_sums` over totals added up beforehand, slice by slice, so that no payout's transactions are held at once. */
export function payoutsEqualTheirTotals(payouts: Payout[], totals: Map<string, PayoutTotal>, differ: Differ): void {
  const retried = retriedPayouts(payouts);
  for (const payout of payouts) {
    const held = totals.get(payout.id);
    const retry = retried.get(payout.id);
    if (payout.status === 'canceled' || retry) {
      if (held) differ('payout_sums', payout.id, `a ${retry ? 'retried' : 'canceled'} payout still holds ${held.count} transaction(s)`);
      if (retry && (retry.amountGross !== payout.amountGross || retry.amountFee !== payout.amountFee || retry.amountNet !== payout.amountNet)) {
        differ('payout_sums', payout.id, `retry ${retry.id} carries ${retry.amountNet} cents net, the failed payout ${payout.amountNet}`);
      }
      continue;
    }
    const sums = held ?? { count: 0, gross: 0, fee: 0, net: 0, first: Infinity, last: -Infinity };
    if (sums.gross !== payout.amountGross || sums.fee !== payout.amountFee || sums.net !== payout.amountNet) {
      differ(
        'payout_sums',
        payout.id,
        `payout ${payout.amountGross}/${payout.amountFee}/${payout.amountNet} cents, its ${sums.count} transactions ${sums.gross}/${sums.fee}/${sums.net}`,
      );
    }
    if (held && (payout.transactionsStartingAt?.getTime() !== held.first || payout.transactionsEndingAt?.getTime() !== held.last)) {
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
    const shouldForward = payment.paid && applied > 0 && link.invoiceAdvanced === false && payment.method !== 'merchant';
    if (shouldForward && forwarded?.amountGross !== applied)
      differ('forwarded_payment', payment.id, `applied ${applied} cents to ${link.invoiceId} but forwarded ${forwarded?.amountGross ?? 'nothing'}`);
    if (!shouldForward && forwarded) differ('forwarded_payment', payment.id, `forwarded money for ${link.invoiceId}, which it should not`);
    const shouldRefund = shouldForward && payment.reversed;
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
    if (!payment.paid) {
      if (applied > 0 || payment.amountUnapplied > 0) differ('payment', payment.id, `a ${payment.status} payment that was never paid applies money`);
      continue;
    }
    if (applied + payment.amountUnapplied !== payment.amount) {
      differ('payment', payment.id, `applied ${applied} + unapplied ${payment.amountUnapplied} ≠ amount ${payment.amount} cents`);
    }
    if (payment.status !== 'paid' && !payment.reversed) differ('payment', payment.id, `was paid, is now ${payment.status}, but was never reversed`);
  }
}

/**
 * `billing` and `forwarded_vs_applied`, per invoice: no invoice took more than it was invoiced for, nor
 * more than billing shows as settled, and none was forwarded more than billing applied to it (billing
 * decides what a payment applies, under the invoice's lock). Billing is handed treasury's sums and answers
 * only the invoices they disagree with: an invoice that agrees costs no answer. What billing answers is
 * judged here again, so a billing that answers more than it must (a fake in tests) changes nothing.
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
  const invoiceIds = [...appliedByInvoice.keys()];
  // Billing answers only the invoices the sums disagree with and the ones it cannot find; the others agree.
  const ask = async (batch: string[]) => {
    const answer = await peers.settlements(books.merchantId, {
      invoice_ids: batch,
      applied: batch.map((id) => appliedByInvoice.get(id) ?? 0),
      forwarded: batch.map((id) => forwardedByInvoice.get(id) ?? 0),
    });
    const judged = new Map<string, InvoiceSettlement | Error>(answer.invoices.map((invoice) => [invoice.id, invoice]));
    for (const id of answer.missing) judged.set(id, new Error('Invoice not found'));
    return judged;
  };
  await inBatches(invoiceIds, INVOICE_SETTLEMENTS_BATCH, ask, visit);

  function visit(invoiceId: string, invoice: InvoiceSettlement | Error | undefined): void {
    if (invoice === undefined) return;
    if (invoice instanceof Error) return differ('billing', invoiceId, `billing cannot show the invoice: ${invoice.message}`);
    const applied = appliedByInvoice.get(invoiceId) ?? 0;
    if (applied > invoice.amount_due) differ('billing', invoiceId, `payments applied ${applied} cents to an invoice of ${invoice.amount_due}`);
    const settled = invoice.amount_due - invoice.amount_balance;
    if (settled < applied) differ('billing', invoiceId, `treasury applied ${applied} cents, billing shows only ${settled} settled`);
    const forwarded = forwardedByInvoice.get(invoiceId) ?? 0;
    const billed = invoice.amount_paid;
    if (forwarded > billed) differ('forwarded_vs_applied', invoiceId, `forwarded ${forwarded} cents to the merchant, billing applied only ${billed}`);
  }
}

/**
 * `unbooked_payment`: every payment billing applied (decided) was booked here as paid, or withdrawn at
 * billing. The unbooked-payment sweep settles the rest; until it has, they are reported.
 */
export async function billingAppliedOnlyBookedPayments(
  { merchantId, payments }: MerchantBooks,
  differ: Differ,
  peers: Pick<ReconcilePeers, 'unbookedPayments'>,
): Promise<void> {
  const paymentById = new Map(payments.map((payment) => [payment.id, payment]));
  try {
    const { payments: unbooked } = await peers.unbookedPayments({ merchant_id: merchantId, min_age_ms: 0, limit: 1000 });
    for (const decided of unbooked) {
      // Paid here: billing has only not read treasury's payment.paid yet.
      if (paymentById.get(decided.payment_id)?.paid) continue;
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
  const customerIds = [...payingCustomers(books.payments)].sort();
  const ask = async (batch: string[]) => {
    const judged = new Map<string, CustomersUnapplied['customers'][number] | Error>(
      (await peers.unappliedPayments(books.merchantId, batch)).map((figures) => [figures.customer_id, figures]),
    );
    for (const id of batch) if (!judged.has(id)) judged.set(id, new Error('Customer not found'));
    return judged;
  };
  await inBatches(customerIds, CUSTOMERS_UNAPPLIED_BATCH, ask, visit);

  function visit(customerId: string, figures: CustomersUnapplied['customers'][number] | Error | undefined): void {
    if (figures === undefined) return;
    if (figures instanceof Error) return differ('credit', customerId, `credit cannot show the customer: ${figures.message}`);
    const expected = unappliedByCustomer.get(customerId) ?? 0;
    if (figures.amount_unapplied_payments !== expected) {
      differ('credit', customerId, `credit holds ${figures.amount_unapplied_payments} cents of unapplied payments, treasury ${expected}`);
    }
  }
}

/** How many batches of a peer's figures are asked at once: enough to hide the bus's round trip, few enough to hold little. */
const BATCHES_IN_FLIGHT = 4;

/**
 * Asks a peer about `ids` in batches of `size`, `BATCHES_IN_FLIGHT` at a time, and hands each id what the
 * peer answered for it (figures, or an error) to `visit`, in the order of `ids`: a merchant's million
 * invoices are five hundred questions instead of a million, and never all in memory at once. An id the
 * answer leaves out is visited with `undefined`; every id of a batch the peer could not answer, with
 * that error.
 */
async function inBatches<T>(
  ids: string[],
  size: number,
  ask: (batch: string[]) => Promise<Map<string, T | Error>>,
  visit: (id: string, figures: T | Error | undefined) => void,
): Promise<void> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  for (let next = 0; next < batches.length; next += BATCHES_IN_FLIGHT) {
    const group = batches.slice(next, next + BATCHES_IN_FLIGHT);
    const answers = await Promise.all(group.map((batch) => ask(batch).catch((error: unknown) => error as Error)));
    group.forEach((batch, index) => {
      const answer = answers[index];
      for (const id of batch) visit(id, answer instanceof Error ? answer : answer.get(id));
    });
  }
}

/**
 * The checks that judge one slice of a merchant's books on its own: the payments, links and transactions
 * of a range of its customers, beside all its payouts. Everything each compares belongs to one customer (a
 * payment, what it applied and forwarded, the invoices it paid, the customer's figures at credit).
 */
export const SLICE_CHECKS = {
  transaction: transactionsBalanceInKnownPayouts,
  forwarded: forwardedMoneyMatchesApplications,
  payment: paymentsAppliedOnce,
  invoice: invoicesCoverAppliedAndForwarded,
  credit: creditHoldsTheUnappliedMoney,
} satisfies Record<string, ReconcileCheck>;

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

/**
 * Two slices' figures as one: counts and sums add up (the slices share no customer, payment or
 * transaction); the payout figures, the same in every slice, are kept once.
 */
export function addFigures(sum: ReconcileMerchantFigures, slice: ReconcileMerchantFigures): ReconcileMerchantFigures {
  const byType = { ...sum.transactions_by_type };
  for (const [type, { count, net }] of Object.entries(slice.transactions_by_type)) {
    byType[type] = { count: (byType[type]?.count ?? 0) + count, net: (byType[type]?.net ?? 0) + net };
  }
  return {
    merchant_id: sum.merchant_id,
    payouts: sum.payouts,
    payouts_net: sum.payouts_net,
    transactions: sum.transactions + slice.transactions,
    transactions_paid_out: sum.transactions_paid_out + slice.transactions_paid_out,
    transactions_unpaid_out: sum.transactions_unpaid_out + slice.transactions_unpaid_out,
    unpaid_out_net: sum.unpaid_out_net + slice.unpaid_out_net,
    transactions_by_type: byType,
    payments_paid: sum.payments_paid + slice.payments_paid,
    payments_reversed: sum.payments_reversed + slice.payments_reversed,
    amount_paid: sum.amount_paid + slice.amount_paid,
    amount_applied: sum.amount_applied + slice.amount_applied,
    amount_unapplied: sum.amount_unapplied + slice.amount_unapplied,
    customers_checked: sum.customers_checked + slice.customers_checked,
  };
}

/** Failed payouts by the id of the payout that retried them. */
function retriedPayouts(payouts: Payout[]): Map<string, Payout> {
  return new Map(payouts.filter((payout) => payout.retryPayoutId).map((payout) => [payout.retryPayoutId as string, payout]));
}

function linksByPayment(links: BookedLink[]): Map<string, BookedLink[]> {
  return groupBy(links, (link) => link.paymentId);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** Customers with a payment that was paid at some point: the ones whose figures at credit are checked. */
function payingCustomers(payments: BookedPayment[]): Set<string> {
  return new Set(payments.filter((payment) => payment.paid).map((payment) => payment.customerId));
}

/** `paidPaymentTotals` of books already summed: three checks and the figures read them, and books do not change. */
const totalsOfBooks = new WeakMap<MerchantBooks, PaidPaymentTotals>();

type PaidPaymentTotals = ReturnType<typeof sumPaidPayments>;

/** Counts and sums over payments that were paid: those still paid apply and hold money, the others were reversed. */
function paidPaymentTotals(books: MerchantBooks): PaidPaymentTotals {
  let totals = totalsOfBooks.get(books);
  if (!totals) totalsOfBooks.set(books, (totals = sumPaidPayments(books)));
  return totals;
}

function sumPaidPayments({ payments, links }: MerchantBooks) {
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
    if (!payment.paid) continue;
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
