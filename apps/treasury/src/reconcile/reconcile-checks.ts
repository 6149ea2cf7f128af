import { CustomersUnapplied, InvoiceSettlement, InvoiceSums, ReconcileMerchantFigures } from '@netline/contracts';
import { PeersClient } from '../peers.client';
import { Payout } from '../payouts/payout.entity';
import { BookedLink, BookedPayment, BookedTransaction, CustomerSums, PaymentFigures, PayoutTotal, TransactionTypeFigures } from './reconcile.repository';

/**
 * Rows of one merchant's books a check judges: the payouts, and the transactions, payments and links the
 * database found that may disagree (`ReconcileRepository`). No check changes them.
 */
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

/** Batches of sums, each a list per column, as the database streams them (a plain array of batches in tests). */
export type Batches<T> = AsyncIterable<T> | Iterable<T>;

/**
 * `payout_sums`: each live payout equals the sum of its transactions (gross, fee, net, and the first/last
 * transaction times, `totals` by payout id); a canceled payout and a failed payout that was retried hold
 * none, and the retry carries the failed payout's amounts.
 */
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
 * decides what a payment applies, under the invoice's lock). Billing is handed treasury's sums per invoice
 * (what the payments still paid applied to it, what was forwarded for it) and answers only the invoices
 * they disagree with: an invoice that agrees costs no answer. What billing answers is judged here again,
 * so a billing that answers more than it must (a fake in tests) changes nothing.
 */
export async function invoicesCoverTheirSums(merchantId: string, sums: Batches<InvoiceSums>, differ: Differ, peers: ReconcilePeers): Promise<void> {
  await inFlight(
    sums,
    (batch) => peers.settlements(merchantId, batch),
    (batch, answer) => {
      const settled = answer instanceof Error ? undefined : new Map(answer.invoices.map((invoice) => [invoice.id, invoice]));
      const missing = new Set(answer instanceof Error ? [] : answer.missing);
      batch.invoice_ids.forEach((invoiceId, index) => {
        if (answer instanceof Error) differ('billing', invoiceId, `billing cannot show the invoice: ${answer.message}`);
        else if (missing.has(invoiceId)) differ('billing', invoiceId, 'billing cannot show the invoice: Invoice not found');
        else judgeInvoice(invoiceId, batch.applied[index], batch.forwarded[index], settled?.get(invoiceId), differ);
      });
    },
  );
}

function judgeInvoice(invoiceId: string, applied: number, forwarded: number, invoice: InvoiceSettlement | undefined, differ: Differ): void {
  // Left out of billing's answer: the sums agree with it.
  if (invoice === undefined) return;
  if (applied > invoice.amount_due) differ('billing', invoiceId, `payments applied ${applied} cents to an invoice of ${invoice.amount_due}`);
  const settled = invoice.amount_due - invoice.amount_balance;
  if (settled < applied) differ('billing', invoiceId, `treasury applied ${applied} cents, billing shows only ${settled} settled`);
  if (forwarded > invoice.amount_paid) {
    differ('forwarded_vs_applied', invoiceId, `forwarded ${forwarded} cents to the merchant, billing applied only ${invoice.amount_paid}`);
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

/** `credit`: each paying customer's `amount_unapplied_payments` at credit equals the unapplied money of its payments still paid. */
export async function creditHoldsTheUnappliedMoney(merchantId: string, sums: Batches<CustomerSums>, differ: Differ, peers: ReconcilePeers): Promise<void> {
  await inFlight(
    sums,
    (batch) => peers.unappliedPayments(merchantId, batch.customer_ids),
    (batch, answer) => {
      const held = answer instanceof Error ? answer : new Map(answer.map((figures) => [figures.customer_id, figures]));
      batch.customer_ids.forEach((customerId, index) => {
        if (held instanceof Error) differ('credit', customerId, `credit cannot show the customer: ${held.message}`);
        else judgeCustomer(customerId, batch.unapplied[index], held.get(customerId), differ);
      });
    },
  );
}

function judgeCustomer(customerId: string, unapplied: number, figures: CustomersUnapplied['customers'][number] | undefined, differ: Differ): void {
  if (!figures) return differ('credit', customerId, 'credit cannot show the customer: Customer not found');
  if (figures.amount_unapplied_payments !== unapplied) {
    differ('credit', customerId, `credit holds ${figures.amount_unapplied_payments} cents of unapplied payments, treasury ${unapplied}`);
  }
}

/** How many batches of sums are out with a peer at once: enough to hide the bus's round trip, few enough to hold little. */
const BATCHES_IN_FLIGHT = 4;

/**
 * Hands each batch of `sums` to `ask` as it arrives, `BATCHES_IN_FLIGHT` at a time, and each batch with
 * its answer (or the error the peer gave) to `judge`, in the order of the batches: a merchant's million
 * invoices are five hundred questions instead of a million, and never all in memory at once. The next
 * batch is read only when one is judged, so a slow peer slows the reading rather than piling up sums.
 */
async function inFlight<T, A>(sums: Batches<T>, ask: (batch: T) => Promise<A>, judge: (batch: T, answer: A | Error) => void): Promise<void> {
  const pending: Array<{ batch: T; answer: Promise<A | Error> }> = [];
  const judgeOldest = async () => {
    const { batch, answer } = pending.shift()!;
    judge(batch, await answer);
  };
  for await (const batch of sums) {
    pending.push({ batch, answer: ask(batch).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))) });
    if (pending.length >= BATCHES_IN_FLIGHT) await judgeOldest();
  }
  while (pending.length > 0) await judgeOldest();
}

/** The checks of the rows the database found that may disagree, in report order; each judges them on its own. */
export const BOOKS_CHECKS = {
  transaction: transactionsBalanceInKnownPayouts,
  forwarded: forwardedMoneyMatchesApplications,
  payment: paymentsAppliedOnce,
} satisfies Record<string, (books: MerchantBooks, differ: Differ) => void>;

/** What the merchant's sums streamed to billing and credit added up to, for the figures. */
export interface StreamedTotals {
  amountApplied: number;
  amountUnapplied: number;
  customers: number;
}

/** The figures the report shows for one merchant beside its differences, from the database's counts and sums. */
export function figuresOf(
  merchantId: string,
  payouts: Payout[],
  transactions: TransactionTypeFigures[],
  payments: PaymentFigures,
  streamed: StreamedTotals,
): ReconcileMerchantFigures {
  const retried = retriedPayouts(payouts);
  const count = (pick: (figures: TransactionTypeFigures) => number) => transactions.reduce((sum, figures) => sum + pick(figures), 0);
  return {
    merchant_id: merchantId,
    payouts: payouts.length,
    payouts_net: payouts.filter((payout) => payout.status !== 'canceled' && !retried.has(payout.id)).reduce((sum, payout) => sum + payout.amountNet, 0),
    transactions: count((figures) => figures.count),
    transactions_paid_out: count((figures) => figures.count - figures.unpaidOut),
    transactions_unpaid_out: count((figures) => figures.unpaidOut),
    unpaid_out_net: count((figures) => figures.unpaidOutNet),
    transactions_by_type: Object.fromEntries(transactions.map((figures) => [figures.type, { count: figures.count, net: figures.net }])),
    payments_paid: payments.paid,
    payments_reversed: payments.reversed,
    amount_paid: payments.amountPaid,
    amount_applied: streamed.amountApplied,
    amount_unapplied: streamed.amountUnapplied,
    customers_checked: streamed.customers,
  };
}

/** Failed payouts by the id of the payout that retried them. */
function retriedPayouts(payouts: Payout[]): Map<string, Payout> {
  return new Map(payouts.filter((payout) => payout.retryPayoutId).map((payout) => [payout.retryPayoutId as string, payout]));
}

function linksByPayment(links: BookedLink[]): Map<string, BookedLink[]> {
  const groups = new Map<string, BookedLink[]>();
  for (const link of links) {
    const group = groups.get(link.paymentId);
    if (group) group.push(link);
    else groups.set(link.paymentId, [link]);
  }
  return groups;
}
