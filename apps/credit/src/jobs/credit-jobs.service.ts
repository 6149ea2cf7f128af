import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ClockAdvanceResponse, DomainError, newEvent, Principal } from '@netline/contracts';
import { CONFIG, InjectLogger, IntervalWorker, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { CreditConfig } from '../config';
import { CustomersRepository } from '../customers/customers.repository';
import { EnrollmentService } from '../customers/enrollment.service';
import { LedgerRepository } from '../ledger/ledger.repository';
import { DecisionsService } from '../underwriting/decisions.service';
import { OrphanKind, OrphanSweeps } from './orphan-sweeps.service';

const DAY_MS = 86_400_000;
/** `hold` means the account is more than 15 days overdue. */
export const HOLD_AFTER_DAYS_PAST_DUE = 15;

/** What one run of every job did: the due jobs per merchant, and the orphans released of each kind. */
export interface JobsPass {
  runs: JobRun[];
  orphans_released: Record<OrphanKind, number>;
}

export interface JobRun {
  merchant_id: string;
  now: string;
  holds: number;
  enrollments_expired: number;
}

/**
 * Credit's due jobs: approved customers with an invoice more than 15 days past due go on `hold`
 * (hold code `past_due`, a decision row and its events), and lapsed enrollment offers expire.
 *
 * Each merchant is judged at its own time (the sandbox clock may have moved it). Every replica runs the
 * jobs every CREDIT_JOBS_INTERVAL_MS; that is safe because each change re-checks its condition under the
 * customer's row lock, so a second runner finds nothing left to do. `clock advance` runs them at once.
 */
@Injectable()
export class CreditJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IntervalWorker<JobsPass>;

  constructor(
    private readonly decisions: DecisionsService,
    private readonly enrollment: EnrollmentService,
    private readonly ledger: LedgerRepository,
    private readonly customers: CustomersRepository,
    private readonly clock: MerchantClock,
    private readonly unitOfWork: UnitOfWork,
    private readonly orphans: OrphanSweeps,
    @Inject(CONFIG) private readonly config: CreditConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new IntervalWorker('credit-jobs', () => this.pass(), logger);
  }

  onApplicationBootstrap(): void {
    this.worker.start(this.config.CREDIT_JOBS_INTERVAL_MS, { runAtStart: false });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /** Every job and every orphan sweep now (`credit run-jobs`), never alongside a scheduled pass. */
  runNow(): Promise<JobsPass> {
    return this.worker.runNow();
  }

  private async pass(): Promise<JobsPass> {
    const runs = await this.runAll();
    return { runs, orphans_released: await this.orphans.sweepAll() };
  }

  /** Every merchant with something that may fall due. */
  async runAll(): Promise<JobRun[]> {
    const merchants = new Set([...(await this.ledger.merchantsWithOpenReceivables()), ...(await this.customers.merchantsWithPendingEnrollment())]);
    const runs: JobRun[] = [];
    for (const merchantId of [...merchants].sort()) runs.push(await this.runForMerchant(merchantId));
    return runs;
  }

  async runForMerchant(merchantId: string, at?: Date): Promise<JobRun> {
    const now = at ?? (await this.clock.now(merchantId));
    const expired = await this.enrollment.expireDue(merchantId, now);
    const cutoff = new Date(now.getTime() - HOLD_AFTER_DAYS_PAST_DUE * DAY_MS);
    let holds = 0;
    for (const customerId of await this.ledger.overdueApprovedCustomers(merchantId, cutoff)) {
      const decision = await this.decisions.decide(
        merchantId,
        customerId,
        { decision: 'hold', holdCode: 'past_due' },
        { at: now, when: (customer) => customer.mayBeHeldPastDue() },
      );
      if (decision) holds += 1;
    }
    if (holds > 0 || expired > 0) this.logger.info({ merchant_id: merchantId, holds, enrollments_expired: expired }, 'credit jobs applied');
    return { merchant_id: merchantId, now: now.toISOString(), holds, enrollments_expired: expired };
  }

  /**
   * Sandbox: moves this merchant's clock, runs credit's own due jobs for it before answering, then tells
   * the other services (`clock.advanced` on events:credit) so they run theirs.
   */
  async advanceClock(principal: Principal, days: number): Promise<ClockAdvanceResponse> {
    if (!this.clock.adjustable) throw new DomainError('CREDIT.SANDBOX_ONLY', 'not_found', 'The clock can only be moved in the sandbox');
    const merchantId = principal.merchant_id;
    const now = await this.clock.advance(merchantId, days);
    await this.runForMerchant(merchantId, now);
    await this.unitOfWork.run(({ emit }) => emit(newEvent('clock.advanced', merchantId, { id: merchantId, days, now: now.toISOString() }, now)));
    return { merchant_id: merchantId, days, now: now.toISOString() };
  }
}
