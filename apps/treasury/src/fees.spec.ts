import fc from 'fast-check';
import { dayOf, endOfMonth, feeOf, monthOf } from './fees';

describe('fee arithmetic', () => {
  it('rounds half up to the cent', () => {
    expect(feeOf(150_000, 0.01)).toBe(1_500);
    expect(feeOf(50, 0.01)).toBe(1); // 0.5 cent rounds up
    expect(feeOf(49, 0.01)).toBe(0);
    expect(feeOf(12_345, 0.0125)).toBe(154); // 154.3125
    expect(feeOf(-150_000, 0.01)).toBe(-1_500);
    expect(feeOf(0, 0.5)).toBe(0);
  });

  it('never exceeds the amount and stays an integer for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, basis) => {
        const fee = feeOf(amount, basis / 10_000);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('refuses rates with more than four decimals', () => {
    expect(() => feeOf(100, 0.00001)).toThrow(RangeError);
  });

  it('names months and days in UTC', () => {
    expect(monthOf(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01');
    expect(dayOf(new Date('2026-02-01T00:00:00.000Z'))).toBe('2026-02-01');
    expect(endOfMonth('2026-02').toISOString()).toBe('2026-02-28T23:59:59.999Z');
    expect(endOfMonth('2025-12').toISOString()).toBe('2025-12-31T23:59:59.999Z');
  });
});
