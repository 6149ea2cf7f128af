import { ageBalances, bucketOf, daysPastDue, dso, dsoPeriod } from './aging';

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
