import type { StoredCollectionSettings } from '../collection-settings/collection-settings.repository';

const DAY_MS = 86_400_000;

/** What the schedule is applied to: one invoice's due and send times and the latest step handled. */
export interface ReminderTiming {
  dueAt: Date;
  sentAt: Date;
  lastDone: number | null;
}

/**
 * The steps of a schedule that can still fire for an invoice, each with its time: after the invoice was
 * sent (a short-terms invoice never gets a step whose time came before it was sent) and beyond the last
 * step handled (a step goes at most once, and only a later one can follow). Both the step to send now and
 * the next one to come are read from this list, so they cannot disagree.
 */
function pendingSteps(schedule: readonly number[], timing: ReminderTiming): Array<{ offset: number; at: number }> {
  const due = timing.dueAt.getTime();
  return schedule
    .map((offset) => ({ offset, at: due + offset * DAY_MS }))
    .filter(({ offset, at }) => at > timing.sentAt.getTime() && (timing.lastDone === null || offset > timing.lastDone));
}

/**
 * The reminder step to send now, or null (docs/collections.md, "Reminders").
 *
 * A step (days from the due date) is due once its time has come, after the invoice was sent, and when it
 * lies beyond the last step handled. When several are due at once (the clock jumped, the service was
 * down), only the latest is sent and the earlier ones count as handled: a customer never gets a burst.
 * A step whose time came before the invoice was sent (a short-terms invoice and a step three days before
 * its due date) never fires.
 */
export function dueReminderStep(schedule: readonly number[], timing: ReminderTiming & { now: Date }): number | null {
  let latest: number | null = null;
  for (const { offset, at } of pendingSteps(schedule, timing)) {
    if (at > timing.now.getTime()) continue;
    if (latest === null || offset > latest) latest = offset;
  }
  return latest;
}

/**
 * The next step that will fall due for an invoice and when, or null when none is left: the earliest of
 * the steps `dueReminderStep` may still name. Its time can be past when the collections pass has not run
 * since (it sends it on its next run); the pass then sends the latest step due by then, as above.
 */
export function nextReminderStep(schedule: readonly number[], timing: ReminderTiming): { offset: number; at: Date } | null {
  let next: { offset: number; at: number } | null = null;
  for (const step of pendingSteps(schedule, timing)) if (next === null || step.at < next.at) next = step;
  return next ? { offset: next.offset, at: new Date(next.at) } : null;
}

/**
 * Whether the collections pass reminds this customer at all: the merchant's reminders on and the
 * customer's own switch not off. The pass (`CollectionsJobs`) and the overdue list ask the same question.
 */
export function remindsCustomer(settings: Pick<StoredCollectionSettings, 'remindersEnabled'>, muted: ReadonlySet<string>, customerId: string): boolean {
  return settings.remindersEnabled && !muted.has(customerId);
}

/** The earliest a schedule reminds before the due date, in days (0 when it never does). */
export function leadDays(schedule: readonly number[]): number {
  return Math.max(0, ...schedule.map((offset) => -offset));
}
