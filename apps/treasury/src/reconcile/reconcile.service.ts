import { Injectable } from '@nestjs/common';
import { ReconcileDifference, ReconcileMerchantFigures, ReconcileReport } from '@netline/contracts';
import { Clock } from '@netline/persistence';
import { PeersClient } from '../peers.client';
import { PaymentsRepository } from '../payments/payments.repository';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { Differ, figuresOf, MerchantBooks, RECONCILE_CHECKS } from './reconcile-checks';

/**
 * The reconciliation check (`npm run admin -- reconcile`). For each merchant it reads treasury's own rows
 * once and runs every check of `RECONCILE_CHECKS` (`reconcile-checks.ts`) over them, in order; the last
 * three compare with billing's and credit's figures over NATS:
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

  async reconcile(merchantId?: string): Promise<ReconcileReport> {
    const merchants = merchantId ? [merchantId] : [...new Set([...(await this.payments.merchants()), ...(await this.payouts.merchants())])].sort();
    const differences: ReconcileDifference[] = [];
    const figures: ReconcileMerchantFigures[] = [];
    for (const merchant of merchants) figures.push(await this.merchant(merchant, differences));
    return { ok: differences.length === 0, checked_at: this.clock.now().toISOString(), merchants: figures, differences };
  }

  private async merchant(merchantId: string, differences: ReconcileDifference[]): Promise<ReconcileMerchantFigures> {
    const differ: Differ = (check, subject, message) => differences.push({ merchant_id: merchantId, check, subject, message });
    const payouts = await this.payouts.allPayouts(merchantId);
    const transactions = await this.payouts.allTransactions(merchantId);
    const payments = await this.payments.allOfMerchant(merchantId);
    const links = await this.payments.links(
      merchantId,
      payments.map((payment) => payment.id),
    );
    const books: MerchantBooks = { merchantId, payouts, transactions, payments, links };
    for (const check of RECONCILE_CHECKS) await check(books, differ, this.peers);
    return figuresOf(books);
  }
}
