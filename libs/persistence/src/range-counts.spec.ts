import { rangeBucket, rangeBucketStart, rangeCountPlan, rangeOf } from './range-counts';

describe('range buckets', () => {
  it('keeps amounts under 1,000 cents apart and spans at most 1% of a larger amount', () => {
    expect([0, 1, 999].map((value) => rangeBucket('amount', value))).toEqual([0, 1, 999]);
    // 1,000–1,009 is one bucket, 1,010 the next; 12,300–12,399 one, 123,000–123,999 one.
    expect([1000, 1009, 1010].map((value) => rangeBucket('amount', value))).toEqual([1000, 1000, 1001]);
    expect(rangeBucket('amount', 12_300)).toBe(rangeBucket('amount', 12_399));
    expect(rangeBucket('amount', 12_400)).toBe(rangeBucket('amount', 12_399) + 1);
    expect(rangeBucketStart('amount', rangeBucket('amount', 123_456))).toBe(123_000);
    // Negative amounts mirror the positive ones.
    expect(rangeBucket('amount', -12_345)).toBe(-rangeBucket('amount', 12_345));
    expect(rangeBucketStart('amount', rangeBucket('amount', -12_345))).toBe(-12_399);
  });

  it('numbers the buckets in the order of their values, each starting where the one before ends', () => {
    for (let bucket = -12_000; bucket <= 12_000; bucket += 1) {
      const start = rangeBucketStart('amount', bucket);
      expect(rangeBucket('amount', start)).toBe(bucket);
      expect(rangeBucket('amount', start - 1)).toBe(bucket - 1);
    }
  });

  it('buckets times by their UTC day, before 1970 too', () => {
    expect(rangeBucket('day', '1970-01-02T00:00:00.000Z')).toBe(1);
    expect(rangeBucket('day', '1970-01-01T23:59:59.999Z')).toBe(0);
    expect(rangeBucket('day', '1969-12-31T23:59:59.999Z')).toBe(-1);
    expect(new Date(rangeBucketStart('day', rangeBucket('day', '2026-12-06T10:15:00+02:00'))).toISOString()).toBe('2026-12-06T00:00:00.000Z');
  });
});

describe('rangeOf', () => {
  const filter = (field: string, op: 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'ne' | 'prefix', value: number | string) => ({ field, op, value });

  it('makes an integer amount range inclusive at both ends, the tighter end of a side winning', () => {
    expect(rangeOf('amount', 'amount_due', [filter('amount_due', 'gt', 100), filter('amount_due', 'lt', 500)])).toEqual({
      lower: { value: 101, inclusive: true },
      upper: { value: 499, inclusive: true },
    });
    expect(rangeOf('amount', 'amount_due', [filter('amount_due', 'gte', 100), filter('amount_due', 'gt', 300), filter('amount_due', 'lte', 900)])).toEqual({
      lower: { value: 301, inclusive: true },
      upper: { value: 900, inclusive: true },
    });
    expect(rangeOf('amount', 'amount_due', [filter('amount_due', 'eq', 250)])).toEqual({
      lower: { value: 250, inclusive: true },
      upper: { value: 250, inclusive: true },
    });
  });

  it('keeps a time range exclusive where it says so', () => {
    expect(rangeOf('day', 'created_at', [filter('created_at', 'gt', '2026-12-01T00:00:00.000Z')])).toEqual({
      lower: { value: Date.parse('2026-12-01T00:00:00.000Z'), inclusive: false },
    });
    expect(
      rangeOf('day', 'created_at', [filter('created_at', 'lte', '2026-12-02T00:00:00.000Z'), filter('created_at', 'lt', '2026-12-02T00:00:00.000Z')]),
    ).toEqual({ upper: { value: Date.parse('2026-12-02T00:00:00.000Z'), inclusive: false } });
  });

  it('leaves other filters, and ranges mixed with them, to be counted', () => {
    expect(rangeOf('amount', 'amount_due', [])).toBeNull();
    expect(rangeOf('amount', 'amount_due', [filter('amount_due', 'gte', 100), filter('customer_id', 'eq', 'cus_1')])).toBeNull();
    expect(rangeOf('amount', 'amount_due', [filter('amount_due', 'ne', 100)])).toBeNull();
  });
});

describe('rangeCountPlan', () => {
  const inclusive = (value: number) => ({ value, inclusive: true });

  it('counts a range inside one bucket whole', () => {
    expect(rangeCountPlan('amount', { lower: inclusive(12_310), upper: inclusive(12_390) })).toEqual({ within: true });
    expect(rangeCountPlan('amount', { lower: inclusive(900), upper: inclusive(100) })).toEqual({ within: true });
  });

  it('reads the buckets between the ends from the kept counts, and the rows of the buckets the ends cut into', () => {
    // 12,345 cuts into 12,300–12,399; 45,678 into 45,600–45,699.
    expect(rangeCountPlan('amount', { lower: inclusive(12_345), upper: inclusive(45_678) })).toEqual({
      within: false,
      from: rangeBucket('amount', 12_400),
      to: rangeBucket('amount', 45_599),
      lowerEdgeBelow: 12_400,
      upperEdgeFrom: 45_600,
    });
  });

  it('cuts into no bucket when the range starts and ends on bucket boundaries', () => {
    expect(rangeCountPlan('amount', { lower: inclusive(12_300), upper: inclusive(45_699) })).toEqual({
      within: false,
      from: rangeBucket('amount', 12_300),
      to: rangeBucket('amount', 45_699),
      lowerEdgeBelow: null,
      upperEdgeFrom: null,
    });
    const day = (iso: string) => Date.parse(iso);
    expect(rangeCountPlan('day', { lower: inclusive(day('2026-11-01T00:00:00Z')), upper: { value: day('2026-12-01T00:00:00Z'), inclusive: false } })).toEqual({
      within: false,
      from: rangeBucket('day', '2026-11-01T00:00:00Z'),
      to: rangeBucket('day', '2026-11-30T00:00:00Z'),
      lowerEdgeBelow: null,
      upperEdgeFrom: null,
    });
  });

  it('leaves an open end open', () => {
    expect(rangeCountPlan('amount', { lower: inclusive(12_345) })).toEqual({
      within: false,
      from: rangeBucket('amount', 12_400),
      to: null,
      lowerEdgeBelow: 12_400,
      upperEdgeFrom: null,
    });
    expect(rangeCountPlan('day', { upper: inclusive(Date.parse('2026-12-01T12:00:00Z')) })).toEqual({
      within: false,
      from: null,
      to: rangeBucket('day', '2026-11-30T00:00:00Z'),
      lowerEdgeBelow: null,
      upperEdgeFrom: Date.parse('2026-12-01T00:00:00Z'),
    });
  });
});
