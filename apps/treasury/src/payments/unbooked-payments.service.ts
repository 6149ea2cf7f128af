import { Inject, Injectable } from '@nestjs/common';
import { UnbookedPaymentsRun } from '@netline/contracts';
import { CONFIG, InjectLogger, IntervalWorker } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Counter, Registry } from 'prom-client';
import { TreasuryConfig } from '../config';
import { PeersClient } from '../peers.client';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/**
 * Paying a payment asks billing to decide what it applies (billing commits that decision at once), then
 * books forwarding, unapplied money and `payment.paid` in treasury's own transaction. If treasury dies,
 * or its transaction fails, in between, billing shows the invoices paid while treasury holds the payment
 * unpaid, forwards nothing and credit never hears of it; the bank notice is not sent twice.
 *
 * Billing marks each decision booked when treasury's `payment.paid` reaches it. This sweep (each run of
 * the jobs, and `npm run admin -- payment complete-unbooked`) asks billing for decisions still unbooked
 * `TREASURY_UNBOOKED_MIN_AGE_MS` after they were made and settles each from treasury's own row:
 *
 * - already paid here (billing just has not read the event yet): nothing to do;
 * - still able to become paid: it is moved to `paid` as the bank said, through the ordinary path, which
 *   asks billing again and gets the same recorded decision, so nothing is applied twice;
 * - failed or canceled meanwhile without ever being paid: treasury will never book it, so billing
 *   withdraws the decision and takes back what it applied.
 *
 * Both are idempotent by payment id (a repeated `paid` changes nothing; a withdrawn decision is not
 * listed again). Counted in `treasury_unbooked_payments_total{outcome}`.
 */
@Injectable()
export class UnbookedPayments {
  private readonly settled: Counter<'outcome'>;
  // Not started: its timer is the jobs'; it only keeps passes from overlapping.
  private readonly worker: IntervalWorker<UnbookedPaymentsRun>;

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly service: PaymentsService,
    private readonly peers: PeersClient,
    metrics: Registry,
    @Inject(CONFIG) private readonly config: TreasuryConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.settled = new Counter({
      name: 'treasury_unbooked_payments_total',
      help: 'Payments billing applied but treasury never booked, completed (outcome="completed") or withdrawn at billing (outcome="withdrawn")',
      labelNames: ['outcome'],
      registers: [metrics],
    });
    this.worker = new IntervalWorker('unbooked-payments', () => this.pass(), logger);
  }

  /** One pass; the jobs' pass and the operator's command never run it at the same time in one process. */
  sweep(): Promise<UnbookedPaymentsRun> {
    return this.worker.runNow();
  }

  private async pass(): Promise<UnbookedPaymentsRun> {
    const run: UnbookedPaymentsRun = { completed: 0, withdrawn: 0 };
    const { payments } = await this.peers.unbookedPayments({ min_age_ms: this.config.TREASURY_UNBOOKED_MIN_AGE_MS, limit: 500 });
    for (const decided of payments) {
      const at = { merchant_id: decided.merchant_id, payment_id: decided.payment_id, applied: decided.applied };
      try {
        const payment = await this.payments.find(decided.merchant_id, decided.payment_id);
        if (!payment) {
          // Billing decides only when treasury asks for a payment it holds; nothing here can settle this.
          this.logger.error(at, 'billing decided a payment treasury does not hold');
          continue;
        }
        if (payment.paidAt) continue;
        if (payment.canMoveTo('paid')) {
          if (!(await this.service.completeDecided(decided.merchant_id, decided.payment_id))) continue;
          run.completed += 1;
          this.settled.inc({ outcome: 'completed' });
          this.logger.warn({ ...at, was: payment.status }, 'completed a payment billing applied but treasury never booked');
        } else {
          const { withdrawn } = await this.peers.withdrawPayment(decided.merchant_id, decided.payment_id);
          run.withdrawn += 1;
          this.settled.inc({ outcome: 'withdrawn' });
          this.logger.warn({ ...at, status: payment.status, withdrawn }, 'withdrew at billing a payment treasury can no longer book');
        }
      } catch (error) {
        this.logger.warn({ err: error, ...at }, 'unbooked payment not settled; the next run retries');
      }
    }
    return run;
  }
}
