const DAY_MS = 86_400_000;

/**
 * The reminder step to send now, or null (docs/collections.md, "Reminders").
 *
 * A step (days from the due date) is due once its time has come, after the invoice was sent, and when it
 * lies beyond the last step handled. When several are due at once (the clock jumped, the service was
 * down), only the latest is sent and the earlier ones count as handled: a customer never gets a burst.
 * A step whose time came before the invoice was sent (a short-terms invoice and a step three days before
 * its due date) never fires.
 */
export function dueReminderStep(schedule: readonly number[], timing: { dueAt: Date; sentAt: Date; now: Date; lastDone: number | null }): number | null {
  const due = timing.dueAt.getTime();
  let latest: number | null = null;
  for (const offset of schedule) {
    const at = due + offset * DAY_MS;
    if (at > timing.now.getTime() || at <= timing.sentAt.getTime()) continue;
    if (timing.lastDone !== null && offset <= timing.lastDone) continue;
    if (latest === null || offset > latest) latest = offset;
  }
  return latest;
}

/** The earliest a schedule reminds before the due date, in days (0 when it never does). */
export function leadDays(schedule: readonly number[]): number {
  return Math.max(0, ...schedule.map((offset) => -offset));
}
