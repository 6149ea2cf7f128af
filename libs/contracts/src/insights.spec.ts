import fc from 'fast-check';
import { AGING_BUCKETS, agingBucketDueRange, agingBucketOf, daysPastDue } from './insights';

const DAY = 86_400_000;
const now = new Date('2030-06-15T10:00:00.000Z');
const before = (days: number, ms = 0) => new Date(now.getTime() - days * DAY - ms);

describe('agingBucketOf', () => {
  it.each([
    [-3, 0, 'current'],
    [0, 0, 'current'],
    [0, 1, 'days_1_30'],
    [30, 0, 'days_1_30'],
    [30, 1, 'days_31_60'],
    [60, 1, 'days_61_90'],
    [90, 0, 'days_61_90'],
    [90, 1, 'days_over_90'],
  ] as const)('due %i days and %i ms before now → %s', (days, ms, bucket) => {
    expect(agingBucketOf(before(days, ms), now)).toBe(bucket);
  });

  it('counts started days and ages a balance without a due date as current', () => {
    expect(daysPastDue(before(0, 1), now)).toBe(1);
    expect(agingBucketOf(null, now)).toBe('current');
  });
});

describe('agingBucketDueRange', () => {
  it('selects exactly the due dates agingBucketOf puts in the bucket', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40 * DAY, max: 400 * DAY }), fc.constantFrom(...AGING_BUCKETS), (lateMs, bucket) => {
        const dueAt = new Date(now.getTime() - lateMs);
        const { from, before: end } = agingBucketDueRange(bucket, now);
        const inRange = (from === null || dueAt >= from) && (end === null || dueAt < end);
        return inRange === (agingBucketOf(dueAt, now) === bucket);
      }),
      { numRuns: 2_000 },
    );
  });

  it('puts each bucket edge on the right side', () => {
    for (const edge of [0, 30, 60, 90].map((days) => before(days))) {
      for (const dueAt of [edge, new Date(edge.getTime() - 1)]) {
        const holders = AGING_BUCKETS.filter((bucket) => {
          const { from, before: end } = agingBucketDueRange(bucket, now);
          return (from === null || dueAt >= from) && (end === null || dueAt < end);
        });
        expect(holders).toEqual([agingBucketOf(dueAt, now)]);
      }
    }
  });
});
