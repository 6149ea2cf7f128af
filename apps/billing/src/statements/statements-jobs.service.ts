import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, InjectLogger, IntervalWorker, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock, IdGenerator, lockForTransaction, MerchantClock } from '@netline/persistence';
import { BillingConfig } from '../config';
import { MailOutbox } from '../mail/mail-outbox.service';
import { buildStatement, hasActivity, monthOf, monthsBetween } from './statement-ledger';
import { StatementsRepository } from './statements.repository';

/** How long after a month's end a run's search for customers behind counts as final for it (see `runForMerchant`). */
export const CLOSING_SETTLED_MS = 10 * 60_000;

/** What one statements run did: the months it closed through, for which customers. */
export interface StatementsRun {
  /** The end of the last month closed (the start of the running month on the merchants' clock). */
  through: string;
  /** Customers whose months were behind and were closed. */
  customers: number;
  statements: number;
  emails: number;
}

/**
 * Closes months (docs/collections.md, "Statements"): when a calendar month has ended on a merchant's clock,
 * each customer with a sent invoice gets the statement of every month not closed yet in which it owed
 * something or had activity, written once (`statements_period_unique`) in a transaction under the
 * customer's lock, with the statement email of the month just ended (`statement:<id>`) in the same
 * transaction. Months closed in one go (the service was down, a sandbox clock jumped) are all written and
 * only the latest is mailed, as the collections pass sends only the latest reminder due: a customer never
 * gets a burst. `statement_progress` records how far each customer is closed, so a customer with nothing
 * in a month is not read again.
 *
 * Every replica runs it with the collections pass's interval; the search for customers behind runs once
 * per month turn per replica (merchants on the real clock) and once per clock move of a sandbox merchant.
 * The sandbox's `clock.advanced` runs it at once for that merchant (CollectionsConsumer).
 */
@Injectable()
export class StatementsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IntervalWorker<StatementsRun[]>;
  /** Month start → closed through it, per clock: '' for the real one, else the sandbox merchant's id. */
  private readonly closedThrough = new Map<string, number>();

  constructor(
    private readonly statements: StatementsRepository,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly merchantClock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new IntervalWorker('statements', () => this.runAll(), logger);
  }

  onApplicationBootstrap(): void {
    if (this.config.COLLECTIONS_INTERVAL_MS > 0) this.worker.start(this.config.COLLECTIONS_INTERVAL_MS, { runAtStart: false });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /** Every merchant: those on the real clock together, each sandbox merchant whose clock moved at its own time. */
  async runAll(): Promise<StatementsRun[]> {
    const offsets = await this.merchantClock.offsets();
    const runs: StatementsRun[] = [];
    const through = monthOf(this.clock.now()).start;
    if (this.closedThrough.get('') !== through.getTime()) {
      runs.push(await this.close(through, { exceptMerchantIds: [...offsets.keys()] }));
      this.closedThrough.set('', through.getTime());
    }
    for (const merchantId of offsets.keys()) {
      const own = monthOf(await this.merchantClock.now(merchantId)).start;
      if (this.closedThrough.get(merchantId) === own.getTime()) continue;
      runs.push(await this.close(own, { merchantIds: [merchantId] }));
      this.closedThrough.set(merchantId, own.getTime());
    }
    return runs;
  }

  /**
   * One merchant's ended months, at `at` (its clock by default). Once a run has closed every customer
   * through a month and that month ended `CLOSING_SETTLED_MS` before the run, the merchant is marked closed
   * through it and later runs skip the search until the next month turn: an invoice is sent at the
   * merchant's time, which only moves forward, so none sent after the mark can belong to a closed month
   * (and the margin lets a send that began before the month's end commit first).
   */
  async runForMerchant(merchantId: string, at?: Date): Promise<StatementsRun> {
    const now = at ?? (await this.merchantClock.now(merchantId));
    const through = monthOf(now).start;
    const closed = await this.statements.closedThrough(merchantId);
    if (closed && closed.getTime() >= through.getTime()) return { through: through.toISOString(), customers: 0, statements: 0, emails: 0 };
    const run = await this.close(through, { merchantIds: [merchantId] });
    if (now.getTime() - through.getTime() >= CLOSING_SETTLED_MS) await this.statements.markClosed(merchantId, through);
    return run;
  }

  private async close(through: Date, scope: { merchantIds?: string[]; exceptMerchantIds?: string[] }): Promise<StatementsRun> {
    const run: StatementsRun = { through: through.toISOString(), customers: 0, statements: 0, emails: 0 };
    for (const customer of await this.statements.behind(through, scope)) {
      const outcome = await this.closeCustomer(customer.merchantId, customer.customerId, customer.firstSentAt, through);
      run.customers += 1;
      run.statements += outcome.statements;
      if (outcome.emailed) run.emails += 1;
    }
    if (run.emails > 0) this.outbox.queued();
    if (run.statements > 0) this.logger.info({ ...scope, ...run }, 'statements written');
    return run;
  }

  /** The customer's months from where it was closed up to `through`, in one transaction under its lock. */
  private async closeCustomer(merchantId: string, customerId: string, firstSentAt: Date, through: Date): Promise<{ statements: number; emailed: boolean }> {
    return this.unitOfWork.run(async ({ manager }) => {
      await lockForTransaction(manager, `statements:${merchantId}:${customerId}`);
      const progress = await this.statements.progress(manager, merchantId, customerId);
      if (progress && progress.getTime() >= through.getTime()) return { statements: 0, emailed: false };
      const rows = await this.statements.ledgerRows(merchantId, customerId, through, manager);
      const now = await this.merchantClock.now(merchantId);
      let written = 0;
      let latest: string | null = null;
      for (const month of monthsBetween(progress ?? firstSentAt, through)) {
        const figures = buildStatement(rows, month.start, month.end);
        if (!hasActivity(figures)) continue;
        const id = this.ids.next('stmt');
        if (!(await this.statements.insertOnce(manager, { ...figures, id, merchantId, customerId, createdAt: now }))) continue;
        written += 1;
        if (month.end.getTime() === through.getTime()) latest = id;
      }
      const emailed =
        latest !== null && (await this.outbox.enqueue(manager, { merchantId, cause: `statement:${latest}`, kind: 'statement', customerId }, now)) !== null;
      await this.statements.advance(manager, merchantId, customerId, through);
      return { statements: written, emailed };
    });
  }
}
