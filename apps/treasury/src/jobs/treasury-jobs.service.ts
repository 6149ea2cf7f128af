import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, InjectLogger, IntervalWorker, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { TreasuryConfig } from '../config';
import { dayOf, monthOf } from '../fees';
import { PayoutLedger } from '../payouts/payout-ledger.service';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { Emit, PayoutsService } from '../payouts/payouts.service';
import { UnbookedPayments } from '../payments/unbooked-payments.service';

export interface TreasuryJobRun {
  merchant_id: string;
  now: string;
  monthly_fees: number;
  payout_id: string | null;
}

/**
 * Treasury's due jobs, judged at each merchant's own time (the sandbox clock may have moved it):
 *
 * - monthly fee: every calendar month (UTC) that has ended and in which the merchant had activity
 *   (a payment recorded or paid, an invoice sent, advanced or captured) gets one `monthly_fee`
 *   transaction, booked under the key `monthly_fee:<YYYY-MM>`, so it exists once however often this runs;
 * - daily payout: the first pass of each day (`payout_runs` row per merchant and day) rolls the
 *   merchant's unpaid-out transactions into a payout.
 *
 * Every replica runs the jobs every TREASURY_JOBS_INTERVAL_MS; the unique keys and the per-merchant
 * payout lock make a second runner a no-op. A `clock.advanced` event runs them at once for that merchant.
 */
@Injectable()
export class TreasuryJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IntervalWorker;

  constructor(
    private readonly payouts: PayoutsService,
    private readonly repository: PayoutsRepository,
    private readonly ledger: PayoutLedger,
    private readonly clock: MerchantClock,
    private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: TreasuryConfig,
    @InjectLogger() private readonly logger: Logger,
    private readonly unbooked: UnbookedPayments,
  ) {
    // Payments billing applied but treasury never booked are completed first, so today's payout has them.
    this.worker = new IntervalWorker(
      'treasury-jobs',
      async () => {
        await this.unbooked.sweep();
        return this.runAll();
      },
      logger,
    );
  }

  onApplicationBootstrap(): void {
    this.worker.start(this.config.TREASURY_JOBS_INTERVAL_MS, { runAtStart: false });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  async runAll(): Promise<TreasuryJobRun[]> {
    const merchants = new Set([...(await this.repository.merchantsWithActivity()), ...(await this.repository.merchantsWithUnpaidOut())]);
    const runs: TreasuryJobRun[] = [];
    for (const merchantId of [...merchants].sort()) {
      const now = await this.clock.now(merchantId);
      runs.push(await this.unitOfWork.run(({ manager, emit }) => this.runForMerchant(manager, emit, merchantId, now)));
    }
    return runs;
  }

  /** Both jobs for one merchant in the caller's transaction. */
  async runForMerchant(manager: EntityManager, emit: Emit, merchantId: string, now: Date): Promise<TreasuryJobRun> {
    let fees = 0;
    for (const month of await this.repository.activityMonthsBefore(manager, merchantId, monthOf(now))) {
      if (await this.ledger.bookMonthlyFee(manager, merchantId, month, now)) fees += 1;
    }
    let payoutId: string | null = null;
    if (await this.repository.claimPayoutRun(manager, merchantId, dayOf(now), now)) {
      payoutId = (await this.payouts.runInTransaction(manager, emit, merchantId, now))?.id ?? null;
    }
    if (fees > 0 || payoutId) this.logger.info({ merchant_id: merchantId, monthly_fees: fees, payout_id: payoutId }, 'treasury jobs applied');
    return { merchant_id: merchantId, now: now.toISOString(), monthly_fees: fees, payout_id: payoutId };
  }
}
