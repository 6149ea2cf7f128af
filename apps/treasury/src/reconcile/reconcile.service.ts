import { Injectable } from '@nestjs/common';
import { ReconcileDifference, ReconcileMerchantFigures, ReconcileReport } from '@netline/contracts';
import { Clock } from '@netline/persistence';
import { PeersClient } from '../peers.client';
import { PaymentsRepository } from '../payments/payments.repository';
import { Payout } from '../payouts/payout.entity';
import { PayoutsRepository } from '../payouts/payouts.repository';
import {
  addFigures,
  addToPayoutTotals,
  billingAppliedOnlyBookedPayments,
  Differ,
  figuresOf,
  MerchantBooks,
  PayoutTotal,
  payoutsEqualTheirTotals,
  SLICE_CHECKS,
} from './reconcile-checks';

/** How many of a merchant's paying customers one slice of its books holds: memory stays flat whatever the merchant's size. */
export const CUSTOMERS_PER_SLICE = 1_000;

/**
 * The reconciliation check (`npm run admin -- reconcile`). For each merchant it runs every check of
 * `reconcile-checks.ts` and lists the differences in this order:
 *
 * 1. `payoutsEqualTheirTransactions`: each payout equals the sum of its transactions; canceled and
 *    retried payouts hold none, and a retry carries the failed payout's amounts;
 * 2. `transactionsBalanceInKnownPayouts`: every transaction is in one of the merchant's payouts or still
 *    unpaid-out, its net is gross − fee;
 * 3. `forwardedMoneyMatchesApplications`: every forwarded payment matches exactly what its paid payment
 *    applied to a non-advanced invoice (and a reversed one has its refund);
 * 4. `paymentsAppliedOnce`: every paid payment is applied or unapplied, never both, never twice;
 * 5. `invoicesCoverAppliedAndForwarded`: no invoice took more than it was invoiced for, nor more than
 *    billing shows as settled, nor was forwarded more than billing applied to it;
 * 6. `billingAppliedOnlyBookedPayments`: every payment billing applied was booked here (paid), or
 *    withdrawn at billing: the unbooked-payment sweep settles the rest, and until it has they are reported;
 * 7. `creditHoldsTheUnappliedMoney`: each customer's `amount_unapplied_payments` at credit equals the
 *    unapplied money of its paid payments.
 *
 * A merchant's books are read in slices of `CUSTOMERS_PER_SLICE` customers, so that a merchant with a
 * million invoices is checked in flat memory: checks 2–5 and 7 compare only what belongs to one customer
 * and judge each slice on its own; the payout sums add up per payout across slices; billing's unbooked
 * payments are compared once, with the payments billing names. Billing and credit answer for a batch
 * of invoices or customers at a time.
 *
 * Billing and credit apply treasury's events a moment after they are written, so a check run in the
 * middle of traffic may report a difference that is gone a second later; run it on a quiet system.
 */
@Injectable()
export class ReconcileService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly peers: PeersClient,
    private readonly clock: Clock,
  ) {}

  /** `customersPerSlice` is for tests that cut small books into several slices. */
  async reconcile(merchantId?: string, { customersPerSlice = CUSTOMERS_PER_SLICE } = {}): Promise<ReconcileReport> {
    const merchants = merchantId ? [merchantId] : [...new Set([...(await this.payments.merchants()), ...(await this.payouts.merchants())])].sort();
    const differences: ReconcileDifference[] = [];
    const figures: ReconcileMerchantFigures[] = [];
    for (const merchant of merchants) figures.push(await this.merchant(merchant, differences, customersPerSlice));
    return { ok: differences.length === 0, checked_at: this.clock.now().toISOString(), merchants: figures, differences };
  }

  private async merchant(merchantId: string, differences: ReconcileDifference[], customersPerSlice: number): Promise<ReconcileMerchantFigures> {
    // One list per check, in report order, filled slice by slice.
    const found = { payout: [], transaction: [], forwarded: [], payment: [], invoice: [], unbooked: [], credit: [] } as Record<
      'payout' | 'unbooked' | keyof typeof SLICE_CHECKS,
      ReconcileDifference[]
    >;
    const differ =
      (list: ReconcileDifference[]): Differ =>
      (check, subject, message) =>
        list.push({ merchant_id: merchantId, check, subject, message });

    const payouts = await this.payouts.allPayouts(merchantId);
    const payoutTotals = new Map<string, PayoutTotal>();
    let figures = figuresOf({ merchantId, payouts, transactions: [], payments: [], links: [] });
    const ranges = slices(await this.payments.customerIds(merchantId), customersPerSlice);
    // The next slice is read from the database while billing and credit answer for this one.
    let next = this.slice(merchantId, payouts, ranges[0]);
    for (let index = 0; index < ranges.length; index += 1) {
      const books = await next;
      if (index + 1 < ranges.length) {
        next = this.slice(merchantId, payouts, ranges[index + 1]);
        // Handled where it is awaited; this keeps a failure of the read ahead from going unobserved if a check fails first.
        next.catch(() => undefined);
      }
      // Each check fills its own list, so running them side by side keeps the report's order.
      await Promise.all(Object.entries(SLICE_CHECKS).map(([name, check]) => check(books, differ(found[name as keyof typeof SLICE_CHECKS]), this.peers)));
      addToPayoutTotals(payoutTotals, books.transactions);
      figures = addFigures(figures, figuresOf(books));
    }
    payoutsEqualTheirTotals(payouts, payoutTotals, differ(found.payout));
    await this.unbooked(merchantId, payouts, differ(found.unbooked));
    differences.push(...Object.values(found).flat());
    return figures;
  }

  /** One slice of the merchant's books: the payments, their links and the payout transactions of a range of customers. */
  private async slice(merchantId: string, payouts: Payout[], { after, upTo }: CustomerRange): Promise<MerchantBooks> {
    const [payments, links, transactions] = await Promise.all([
      this.payments.ofCustomers(merchantId, after, upTo),
      this.payments.linksOfCustomers(merchantId, after, upTo),
      this.payouts.ofCustomers(merchantId, after, upTo),
    ]);
    return { merchantId, payouts, transactions, payments, links };
  }

  /** Billing is asked once which decided payments it has not seen booked; the check reads only the payments it names. */
  private async unbooked(merchantId: string, payouts: MerchantBooks['payouts'], differ: Differ): Promise<void> {
    const answer = this.peers.unbookedPayments({ merchant_id: merchantId, min_age_ms: 0, limit: 1000 });
    const named = await answer.then(
      ({ payments }) =>
        this.payments.byIds(
          merchantId,
          payments.map((payment) => payment.payment_id),
        ),
      () => [],
    );
    const books: MerchantBooks = { merchantId, payouts, transactions: [], payments: named, links: [] };
    await billingAppliedOnlyBookedPayments(books, differ, { unbookedPayments: () => answer });
  }
}

/** Customer ids after `after` up to `upTo`; a null end is open. */
export interface CustomerRange {
  after: string | null;
  upTo: string | null;
}

/**
 * Ranges of customer ids, each holding `size` of the paying customers: after the previous
 * range's last id, up to its own (the first range open below, the last open above, so that transactions of
 * customers without payments, and of no customer, fall in one of them).
 */
export function slices(customerIds: string[], size = CUSTOMERS_PER_SLICE): CustomerRange[] {
  const ranges: CustomerRange[] = [];
  let after: string | null = null;
  for (let end = size - 1; end < customerIds.length - 1; end += size) {
    ranges.push({ after, upTo: customerIds[end] });
    after = customerIds[end];
  }
  ranges.push({ after, upTo: null });
  return ranges;
}
