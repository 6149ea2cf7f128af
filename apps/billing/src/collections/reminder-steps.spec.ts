import { dueReminderStep, leadDays, nextReminderStep } from './reminder-steps';

const DAY = 86_400_000;
const SENT = new Date('2026-03-01T12:00:00Z');
const DUE = new Date(SENT.getTime() + 30 * DAY);
const SCHEDULE = [-3, 0, 1, 7, 14, 30];
const at = (daysFromDue: number) => new Date(DUE.getTime() + daysFromDue * DAY);

describe('dueReminderStep', () => {
  it('is null before the first step and names each step once its time has come', () => {
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(-4), lastDone: null })).toBeNull();
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(-3), lastDone: null })).toBe(-3);
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(0), lastDone: -3 })).toBe(0);
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(1.5), lastDone: 0 })).toBe(1);
  });

  it('never names a step twice', () => {
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(-3), lastDone: -3 })).toBeNull();
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(6), lastDone: 1 })).toBeNull();
  });

  it('names only the latest of several steps due at once (a clock jump sends no burst)', () => {
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(20), lastDone: null })).toBe(14);
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(45), lastDone: 0 })).toBe(30);
    expect(dueReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, now: at(400), lastDone: 30 })).toBeNull();
  });

  it('skips steps whose time came before the invoice was sent', () => {
    // Due in two days: the step three days before never fires; the due date's does.
    const dueSoon = new Date(SENT.getTime() + 2 * DAY);
    expect(dueReminderStep(SCHEDULE, { dueAt: dueSoon, sentAt: SENT, now: new Date(SENT.getTime() + DAY), lastDone: null })).toBeNull();
    expect(dueReminderStep(SCHEDULE, { dueAt: dueSoon, sentAt: SENT, now: dueSoon, lastDone: null })).toBe(0);
  });

  it('reads the lead time of a schedule', () => {
    expect(leadDays(SCHEDULE)).toBe(3);
    expect(leadDays([0, 10])).toBe(0);
    expect(leadDays([-30])).toBe(30);
  });
});

describe('nextReminderStep', () => {
  it('names the earliest step still to come, and none once the last is handled', () => {
    expect(nextReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, lastDone: null })).toEqual({ offset: -3, at: at(-3) });
    expect(nextReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, lastDone: 1 })).toEqual({ offset: 7, at: at(7) });
    expect(nextReminderStep(SCHEDULE, { dueAt: DUE, sentAt: SENT, lastDone: 30 })).toBeNull();
    expect(nextReminderStep([], { dueAt: DUE, sentAt: SENT, lastDone: null })).toBeNull();
  });

  it('skips steps whose time came before the invoice was sent, as the pass does', () => {
    const dueSoon = new Date(SENT.getTime() + 2 * DAY);
    expect(nextReminderStep(SCHEDULE, { dueAt: dueSoon, sentAt: SENT, lastDone: null })).toEqual({ offset: 0, at: dueSoon });
  });

  it('is exactly when the pass would first send a step, for every handled step and send time', () => {
    for (const sentDaysBeforeDue of [45, 30, 2, 0.5]) {
      const sentAt = new Date(DUE.getTime() - sentDaysBeforeDue * DAY);
      for (const lastDone of [null, ...SCHEDULE]) {
        const timing = { dueAt: DUE, sentAt, lastDone };
        const next = nextReminderStep(SCHEDULE, timing);
        if (next === null) {
          expect(dueReminderStep(SCHEDULE, { ...timing, now: at(1000) })).toBeNull();
          continue;
        }
        expect(dueReminderStep(SCHEDULE, { ...timing, now: new Date(next.at.getTime() - 1) })).toBeNull();
        expect(dueReminderStep(SCHEDULE, { ...timing, now: next.at })).toBe(next.offset);
      }
    }
  });
});
