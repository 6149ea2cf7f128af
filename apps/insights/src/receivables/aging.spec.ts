import { ageBalances, agingOverTime, bucketOf, daysPastDue, dso, dsoPeriod, historyPoints } from './aging';

const DAY = 86_400_000;
const due = new Date('2026-11-01T10:00:00.000Z');
const at = (days: number, ms = 0) => new Date(due.getTime() + days * DAY + ms);

describe('daysPastDue', () => {
  it('is 0 before and at the due moment, then counts started days', () => {
    expect(daysPastDue(due, at(-3))).toBe(0);
    expect(daysPastDue(due, at(0))).toBe(0);
    expect(daysPastDue(due, at(0, 1))).toBe(1);
    expect(daysPastDue(due, at(1))).toBe(1);
    expect(daysPastDue(due, at(1, 1))).toBe(2);
  });
});

describe('bucketOf', () => {
  it.each([
    [-10, 0, 'current'],
    [0, 0, 'current'],
    [0, 1, 'days_1_30'],
    [30, 0, 'days_1_30'],
    [30, 1, 'days_31_60'],
    [60, 0, 'days_31_60'],
    [60, 1, 'days_61_90'],
    [90, 0, 'days_61_90'],
    [90, 1, 'days_over_90'],
    [400, 0, 'days_over_90'],
  ] as const)('%i days and %i ms after the due date → %s', (days, ms, bucket) => {
    expect(bucketOf(due, at(days, ms))).toBe(bucket);
  });

  it('counts a balance without a due date as current', () => {
    expect(bucketOf(null, at(200))).toBe('current');
  });
});

describe('ageBalances', () => {
  it('sums open balances per bucket and per customer, skipping settled ones', () => {
    const now = at(45);
    const aged = ageBalances(
      [
        { customerId: 'cus_a', balance: 10_000, dueAt: at(50) }, // current
        { customerId: 'cus_a', balance: 2_500, dueAt: at(0) }, // 45 days late
        { customerId: 'cus_b', balance: 700, dueAt: at(-60) }, // 105 days late
        { customerId: 'cus_b', balance: 0, dueAt: at(-60) }, // paid off
      ],
      now,
    );
    expect(aged.total).toBe(13_200);
    expect(aged.buckets).toEqual({ current: 10_000, days_1_30: 0, days_31_60: 2_500, days_61_90: 0, days_over_90: 700 });
    expect(aged.customers.get('cus_a')).toEqual({
      total: 12_500,
      openInvoices: 2,
      buckets: { current: 10_000, days_1_30: 0, days_31_60: 2_500, days_61_90: 0, days_over_90: 0 },
    });
    expect(aged.customers.get('cus_b')).toEqual({
      total: 700,
      openInvoices: 1,
      buckets: { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 700 },
    });
    const bucketSum = Object.values(aged.buckets).reduce((sum, value) => sum + value, 0);
    expect(bucketSum).toBe(aged.total);
  });
});

describe('dso', () => {
  it('is receivables ÷ credit sales × the period, to one decimal', () => {
    expect(dso(50_000, 150_000)).toBe(30);
    expect(dso(100_000, 300_000, 90)).toBe(30);
    expect(dso(1, 3)).toBe(30);
    expect(dso(2, 3)).toBe(60);
    expect(dso(10_000, 30_000, 30)).toBe(10);
    expect(dso(12_345, 100_000)).toBe(11.1);
  });

  it('may exceed the period when receivables are older than the period’s sales', () => {
    expect(dso(300_000, 100_000)).toBe(270);
  });

  it('is null without credit sales', () => {
    expect(dso(0, 0)).toBeNull();
    expect(dso(5_000, 0)).toBeNull();
  });

  it('measures the trailing 90 days ending now', () => {
    const now = new Date('2026-11-23T00:00:00.000Z');
    expect(dsoPeriod(now)).toEqual({ start: new Date('2026-08-25T00:00:00.000Z'), end: now });
  });
});

describe('historyPoints', () => {
  // A Wednesday afternoon.
  const now = new Date('2026-11-25T15:30:00.000Z');
  const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

  it('ends each UTC day of the window at its last millisecond, and today at now', () => {
    expect(iso(historyPoints(now, 3, 'day'))).toEqual(['2026-11-23T23:59:59.999Z', '2026-11-24T23:59:59.999Z', now.toISOString()]);
    expect(iso(historyPoints(now, 1, 'day'))).toEqual([now.toISOString()]);
    expect(historyPoints(now, 365, 'day')).toHaveLength(365);
  });

  it('ends each week (Monday to Sunday) the window touches on its Sunday, and this week at now', () => {
    // 2026-11-25 is a Wednesday; 12 days back is Saturday 2026-11-14, in the week ending Sunday 2026-11-15.
    expect(iso(historyPoints(now, 12, 'week'))).toEqual(['2026-11-15T23:59:59.999Z', '2026-11-22T23:59:59.999Z', now.toISOString()]);
    expect(iso(historyPoints(now, 10, 'week'))).toEqual(['2026-11-22T23:59:59.999Z', now.toISOString()]);
    expect(iso(historyPoints(now, 3, 'week'))).toEqual([now.toISOString()]);
    // On a Sunday the week ends today, at now; a Monday starts a new one.
    const sunday = new Date('2026-11-29T08:00:00.000Z');
    expect(iso(historyPoints(sunday, 7, 'week'))).toEqual([sunday.toISOString()]);
    const monday = new Date('2026-11-30T08:00:00.000Z');
    expect(iso(historyPoints(monday, 2, 'week'))).toEqual(['2026-11-29T23:59:59.999Z', monday.toISOString()]);
    expect(historyPoints(now, 365, 'week').length).toBe(53);
  });
});

describe('agingOverTime', () => {
  const day = (n: number) => at(n);
  const points = [day(-5), day(0), day(10), day(40), day(70), day(100)];

  it('ages at each point the balance and due date in effect then, only while the invoice is sent and open', () => {
    const aged = agingOverTime(
      [
        {
          // Sent at -10 for 1,000, due at 0; 400 paid at 20; due date moved to 30 at 35 (new terms).
          sentAt: day(-10),
          closedAt: null,
          balances: [
            { at: day(-12), cents: 1_000 },
            { at: day(20), cents: 600 },
          ],
          dueDates: [
            { at: day(-10), dueAt: day(0) },
            { at: day(35), dueAt: day(30) },
          ],
        },
        {
          // Sent at 5, voided at 50: a receivable at 10 and 40 only.
          sentAt: day(5),
          closedAt: day(50),
          balances: [{ at: day(5), cents: 200 }],
          dueDates: [{ at: day(5), dueAt: day(35) }],
        },
        {
          // Paid off at 60.
          sentAt: day(-30),
          closedAt: null,
          balances: [
            { at: day(-30), cents: 50 },
            { at: day(60), cents: 0 },
          ],
          dueDates: [{ at: day(-30), dueAt: day(-20) }],
        },
      ],
      points,
    );
    expect(aged.map((point) => point.total)).toEqual([1_050, 1_050, 1_250, 850, 600, 600]);
    expect(aged.map((point) => point.buckets)).toEqual([
      { current: 1_000, days_1_30: 50, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
      { current: 1_000, days_1_30: 50, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
      { current: 200, days_1_30: 1_050, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
      { current: 0, days_1_30: 800, days_31_60: 50, days_61_90: 0, days_over_90: 0 },
      { current: 0, days_1_30: 0, days_31_60: 600, days_61_90: 0, days_over_90: 0 },
      { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 600, days_over_90: 0 },
    ]);
  });

  it('gives the ageing report its own figures at now', () => {
    const invoices = [
      { sentAt: day(-40), closedAt: null, balances: [{ at: day(-40), cents: 700 }], dueDates: [{ at: day(-40), dueAt: day(-10) }] },
      { sentAt: day(-1), closedAt: null, balances: [{ at: day(-1), cents: 300 }], dueDates: [{ at: day(-1), dueAt: day(29) }] },
    ];
    const now = day(0);
    const [point] = agingOverTime(invoices, [now]);
    const report = ageBalances(
      invoices.map((invoice) => ({ customerId: 'cus', balance: invoice.balances[0].cents, dueAt: invoice.dueDates[0].dueAt })),
      now,
    );
    expect(point).toEqual({ total: report.total, buckets: report.buckets });
  });
});
