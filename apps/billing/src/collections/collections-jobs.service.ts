import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, InjectLogger, IntervalWorker, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock, MerchantClock } from '@netline/persistence';
import { invoiceOverdue } from '../billing-events';
import { BillingConfig } from '../config';
import { CollectionsMark, InvoicesRepository } from '../invoices/invoices.repository';
import { EmailCause } from '../mail/emails.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { PromisesService } from '../promises/promises.service';
import { CollectionSettingsRepository, DEFAULT_COLLECTION_SETTINGS } from '../collection-settings/collection-settings.repository';
import { dueReminderStep, leadDays, remindsCustomer } from './reminder-steps';

const DAY_MS = 86_400_000;
/** The furthest any schedule reminds before a due date (the settings refuse more). */
const MAX_LEAD_DAYS = 30;
/**
 * Invoices handled per transaction: a big merchant's day can bring thousands of reminders, and a
 * transaction each (lock, checks, email, mark, commit) made the pass take seconds per thousand. A batch
 * holds its invoices' locks for a few tens of milliseconds.
 */
export const COLLECTIONS_BATCH = 100;

/** What one collections run did for one merchant. */
export interface CollectionsRun {
  merchant_id: string;
  now: string;
  /** Invoices with something due that the pass read (and locked). */
  examined: number;
  reminders: number;
  overdue: number;
  /** Promises to pay settled on this run. */
  promises_kept: number;
  promises_broken: number;
}

/** The run of a merchant with nothing due at `now` and no open promise. */
function nothingDue(merchantId: string, now: Date): CollectionsRun {
  return { merchant_id: merchantId, now: now.toISOString(), examined: 0, reminders: 0, overdue: 0, promises_kept: 0, promises_broken: 0 };
}

/**
 * Collections (docs/collections.md): for each sent invoice with a balance, at its merchant's time, the
 * reminder step now due (`dueReminderStep`) is mailed and recorded on the invoice, and an invoice past its
 * due date is marked overdue once, with `invoice.overdue` (a webhook topic) in the same transaction.
 * First, the merchant's open promises to pay are settled (kept, or broken once their day has ended unpaid).
 * No reminder goes for an invoice with an open dispute or an open promise whose day has not ended: its
 * steps are neither sent nor counted as handled meanwhile, so once the pause ends the latest step due by
 * then goes, as after a clock jump (docs/collections.md, "Disputes and promises").
 *
 * Invoices are handled `COLLECTIONS_BATCH` at a time, each batch in a transaction holding their row
 * locks (taken in id order) and re-checked there: a payment that lands meanwhile stops its reminders, and
 * two replicas (or the timer and a clock advance) running at once find the second pass has nothing left
 * to do. Every replica runs it every COLLECTIONS_INTERVAL_MS; the sandbox's `clock.advanced` runs it at
 * once for that merchant.
 */
@Injectable()
export class CollectionsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IntervalWorker<CollectionsRun[]>;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly settings: CollectionSettingsRepository,
    private readonly promises: PromisesService,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly merchantClock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new IntervalWorker('collections', () => this.runAll(), logger);
  }

  onApplicationBootstrap(): void {
    if (this.config.COLLECTIONS_INTERVAL_MS > 0) this.worker.start(this.config.COLLECTIONS_INTERVAL_MS, { runAtStart: false });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /**
   * Every merchant with an invoice that may have something due, and every merchant with an open promise.
   * One query over the collectable invoices says which merchants may have something due now
   * (`collectionsCandidates`); only those, and those with open promises, are run. For each other merchant
   * the run is what `runForMerchant` would find, nothing examined: with ten thousand merchants, four queries
   * each every minute kept a core of the service and its database busy for nothing.
   */
  async runAll(): Promise<CollectionsRun[]> {
    const offsets = await this.merchantClock.offsets();
    const now = this.clock.now();
    const furthest = now.getTime() + Math.max(0, ...offsets.values()) + MAX_LEAD_DAYS * DAY_MS;
    const candidates = await this.invoices.collectionsCandidates({ dueBy: new Date(furthest), now, offsets, defaults: DEFAULT_COLLECTION_SETTINGS });
    const promising = new Set(await this.promises.merchantsWithOpenPromises());
    const busy = new Set(candidates.filter((candidate) => candidate.due).map((candidate) => candidate.merchantId));
    const merchants = new Set([...candidates.map((candidate) => candidate.merchantId), ...promising]);
    const runs: CollectionsRun[] = [];
    for (const merchantId of merchants) {
      if (busy.has(merchantId) || promising.has(merchantId)) runs.push(await this.runForMerchant(merchantId));
      else runs.push(nothingDue(merchantId, new Date(now.getTime() + (offsets.get(merchantId) ?? 0))));
    }
    return runs;
  }

  async runForMerchant(merchantId: string, at?: Date): Promise<CollectionsRun> {
    const now = at ?? (await this.merchantClock.now(merchantId));
    // Before reminding: a promise broken now lets its invoices' reminders go on this very run.
    const promises = await this.promises.settleOpen(merchantId, now);
    const settings = await this.settings.get(merchantId);
    const muted = await this.settings.customersWithoutReminders(merchantId);
    const horizon = new Date(now.getTime() + leadDays(settings.reminderSchedule) * DAY_MS);
    // Only invoices with something due now: not yet marked overdue though past due, or a step of the
    // schedule reached after the sending and beyond the last one handled (for customers who get
    // reminders, with no open dispute and no promise pausing them). The rest are not read, so a pass over a
    // merchant with nothing due costs one query (and one more for its open promises).
    const schedule = settings.remindersEnabled ? settings.reminderSchedule : [];
    const due = await this.invoices.dueForCollections(merchantId, { now, horizon, schedule, muted: [...muted] });
    let reminders = 0;
    let overdue = 0;
    for (let start = 0; start < due.length; start += COLLECTIONS_BATCH) {
      const outcome = await this.unitOfWork.run(async ({ manager, emit }) => {
        // The batch's rows locked in id order (as payment applications lock theirs) and re-checked under the locks.
        const invoices = await this.invoices.findManyForUpdate(manager, merchantId, due.slice(start, start + COLLECTIONS_BATCH));
        const paused = await this.promises.pausingAmong(
          manager,
          merchantId,
          invoices.map((invoice) => invoice.id),
          now,
        );
        const events: Array<ReturnType<typeof invoiceOverdue>> = [];
        const emails: EmailCause[] = [];
        const marks: CollectionsMark[] = [];
        for (const invoice of invoices) {
          if (!invoice.open || invoice.amountBalance === 0 || !invoice.dueAt || !invoice.sentAt) continue;
          let changed = false;
          if (invoice.overdueAt === null && now.getTime() > invoice.dueAt.getTime()) {
            invoice.overdueAt = now;
            events.push(invoiceOverdue(invoice, now));
            changed = true;
          }
          if (invoice.disputeId === null && !paused.has(invoice.id) && remindsCustomer(settings, muted, invoice.customerId)) {
            const step = dueReminderStep(settings.reminderSchedule, {
              dueAt: invoice.dueAt,
              sentAt: invoice.sentAt,
              now,
              lastDone: invoice.reminderOffsetDone,
            });
            if (step !== null) {
              invoice.reminderOffsetDone = step;
              changed = true;
              const cause = `reminder:${invoice.id}:${step}`;
              emails.push({ merchantId, cause, kind: 'reminder', customerId: invoice.customerId, invoiceId: invoice.id, reminderOffsetDays: step });
            }
          }
          if (changed) marks.push({ id: invoice.id, reminderOffsetDone: invoice.reminderOffsetDone, overdueAt: invoice.overdueAt });
        }
        if (events.length > 0) await emit(events);
        const queued = await this.outbox.enqueueMany(manager, emails, now, settings);
        await this.invoices.markCollectionsMany(manager, merchantId, marks);
        return { reminded: queued, overdue: events.length };
      });
      reminders += outcome.reminded;
      overdue += outcome.overdue;
    }
    if (reminders > 0) this.outbox.queued();
    if (reminders > 0 || overdue > 0 || promises.kept > 0 || promises.broken > 0)
      this.logger.info({ merchant_id: merchantId, reminders, overdue, promises_kept: promises.kept, promises_broken: promises.broken }, 'collections ran');
    return {
      merchant_id: merchantId,
      now: now.toISOString(),
      examined: due.length,
      reminders,
      overdue,
      promises_kept: promises.kept,
      promises_broken: promises.broken,
    };
  }
}
