import { Injectable } from '@nestjs/common';
import { CUSTOMERS_UNAPPLIED_BATCH, INVOICE_SETTLEMENTS_BATCH, ReconcileDifference, ReconcileMerchantFigures, ReconcileReport } from '@netline/contracts';
import { HeapGrowthBound } from '@netline/observability';
import { Clock } from '@netline/persistence';
import { PeersClient } from '../peers.client';
import { Payout } from '../payouts/payout.entity';
import { PayoutsRepository } from '../payouts/payouts.repository';
import {
  billingAppliedOnlyBookedPayments,
  BOOKS_CHECKS,
  creditHoldsTheUnappliedMoney,
  Differ,
  figuresOf,
  invoicesCoverTheirSums,
  payoutsEqualTheirTotals,
  StreamedTotals,
} from './reconcile-checks';
import { ReconcileReads, ReconcileRepository } from './reconcile.repository';

/** How many of the payments that may disagree are judged at a time: a merchant with broken books is still checked in flat memory. */
export const SUSPECTS_PER_READ = 1_000;

/**
 * The reconciliation check (`npm run admin -- reconcile`). For each merchant it runs every check of
 * `reconcile-checks.ts` and lists the differences in this order:
 *
 * 1. `payoutsEqualTheirTotals`: each payout equals the sum of its transactions; canceled and retried
 *    payouts hold none, and a retry carries the failed payout's amounts;
 * 2. `transactionsBalanceInKnownPayouts`: every transaction is in one of the merchant's payouts or still
 *    unpaid-out, its net is gross − fee;
 * 3. `forwardedMoneyMatchesApplications`: every forwarded payment matches exactly what its paid payment
 *    applied to a non-advanced invoice (and a reversed one has its refund);
 * 4. `paymentsAppliedOnce`: every paid payment is applied or unapplied, never both, never twice;
 * 5. `invoicesCoverTheirSums`: no invoice took more than it was invoiced for, nor more than billing shows
 *    as settled, nor was forwarded more than billing applied to it;
 * 6. `billingAppliedOnlyBookedPayments`: every payment billing applied was booked here (paid), or
 *    withdrawn at billing: the unbooked-payment sweep settles the rest, and until it has they are reported;
 * 7. `creditHoldsTheUnappliedMoney`: each customer's `amount_unapplied_payments` at credit equals the
 *    unapplied money of its paid payments.
 *
 * The database does the comparing (`ReconcileRepository`): it sums each payout's transactions, finds the
 * few transactions and payments that may disagree (checks 2–4 judge only those), and hands over the sums
 * per invoice and per customer that billing and credit are asked about, a batch at a time. A merchant with a
 * million invoices is a handful of scans, not its history in treasury's memory (docs/capacity.md).
 *
 * Billing and credit apply treasury's events a moment after they are written, so a check run in the
 * middle of traffic may report a difference that is gone a second later; run it on a quiet system.
 */
@Injectable()
export class ReconcileService {
  constructor(
    private readonly repository: ReconcileRepository,
    private readonly payouts: PayoutsRepository,
    private readonly peers: PeersClient,
    private readonly clock: Clock,
  ) {}

  async reconcile(merchantId?: string): Promise<ReconcileReport> {
    const books = await this.repository.open();
    try {
      const merchants = merchantId ? [merchantId] : await books.merchants();
      const differences: ReconcileDifference[] = [];
      const figures: ReconcileMerchantFigures[] = [];
      for (const merchant of merchants) figures.push(await this.merchant(books, merchant, differences));
      return { ok: differences.length === 0, checked_at: this.clock.now().toISOString(), merchants: figures, differences };
    } finally {
      await books.close();
    }
  }

  private async merchant(books: ReconcileReads, merchantId: string, differences: ReconcileDifference[]): Promise<ReconcileMerchantFigures> {
    // One list per check, in report order: the checks run side by side and each fills its own.
    const found = { payout: [], transaction: [], forwarded: [], payment: [], invoice: [], unbooked: [], credit: [] } as Record<
      'payout' | 'invoice' | 'unbooked' | 'credit' | keyof typeof BOOKS_CHECKS,
      ReconcileDifference[]
    >;
    const differ =
      (list: ReconcileDifference[]): Differ =>
      (check, subject, message) =>
        list.push({ merchant_id: merchantId, check, subject, message });

    const payouts = await this.payouts.allPayouts(merchantId);
    const streamed: StreamedTotals = { amountApplied: 0, amountUnapplied: 0, customers: 0 };
    // The streams pass hundreds of megabytes of batches at a million invoices: collected as they go (docs/memory.md, "Bulk work").
    const heap = new HeapGrowthBound();
    // Asked first, as the pool hands out its connections in the order they are asked for: billing's
    // judgement of the invoice sums, a batch at a time, is the check's longest path.
    const invoices = invoicesCoverTheirSums(
      merchantId,
      tally(heap, books.invoiceSums(merchantId, INVOICE_SETTLEMENTS_BATCH), (sums) => {
        for (const applied of sums.applied) streamed.amountApplied += applied;
      }),
      differ(found.invoice),
      this.peers,
    );
    const transactions = books.transactionBooks(
      merchantId,
      payouts.map((payout) => payout.id),
    );
    const paymentFigures = books.paymentFigures(merchantId);
    // Settled, not raced: a check that fails must not leave the others reading from a pool being closed.
    const outcomes = await Promise.allSettled([
      invoices,
      paymentFigures,
      transactions.then(({ totals, suspects }) => {
        payoutsEqualTheirTotals(payouts, totals, differ(found.payout));
        BOOKS_CHECKS.transaction({ merchantId, payouts, transactions: suspects, payments: [], links: [] }, differ(found.transaction));
      }),
      this.suspectPayments(books, merchantId, payouts, differ(found.forwarded), differ(found.payment)),
      creditHoldsTheUnappliedMoney(
        merchantId,
        tally(heap, books.customerSums(merchantId, CUSTOMERS_UNAPPLIED_BATCH), (sums) => {
          for (const unapplied of sums.unapplied) streamed.amountUnapplied += unapplied;
          streamed.customers += sums.customer_ids.length;
        }),
        differ(found.credit),
        this.peers,
      ),
      this.unbooked(books, merchantId, payouts, differ(found.unbooked)),
    ]);
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    // The sums stream in the database's order; the report lists an invoice's differences in invoice order.
    found.invoice.sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
    differences.push(...Object.values(found).flat());
    return figuresOf(merchantId, payouts, (await transactions).figures, await paymentFigures, streamed);
  }

  /** Checks 3 and 4 over the payments the database found may disagree, with all their links and forwarded money. */
  private async suspectPayments(books: ReconcileReads, merchantId: string, payouts: Payout[], forwarded: Differ, payment: Differ): Promise<void> {
    const ids = await books.suspectPayments(merchantId);
    for (let start = 0; start < ids.length; start += SUSPECTS_PER_READ) {
      const suspects = { merchantId, payouts, ...(await books.paymentBooks(merchantId, ids.slice(start, start + SUSPECTS_PER_READ))) };
      BOOKS_CHECKS.forwarded(suspects, forwarded);
      BOOKS_CHECKS.payment(suspects, payment);
    }
  }

  /** Billing is asked once which decided payments it has not seen booked; the check reads only the payments it names. */
  private async unbooked(books: ReconcileReads, merchantId: string, payouts: Payout[], differ: Differ): Promise<void> {
    const answer = this.peers.unbookedPayments({ merchant_id: merchantId, min_age_ms: 0, limit: 1000 });
    const named = await answer.then(
      ({ payments }) =>
        books.payments(
          merchantId,
          payments.map((payment) => payment.payment_id),
        ),
      () => [],
    );
    await billingAppliedOnlyBookedPayments({ merchantId, payouts, transactions: [], payments: named, links: [] }, differ, { unbookedPayments: () => answer });
  }
}

/**
 * Passes `batches` through, handing each to `add` on the way (the figures are summed from the same stream
 * the peers are asked about), and keeps the heap within `heap`'s bound between two batches.
 */
async function* tally<T>(heap: HeapGrowthBound, batches: AsyncIterable<T>, add: (batch: T) => void): AsyncGenerator<T> {
  for await (const batch of batches) {
    add(batch);
    yield batch;
    await heap.check();
  }
}
