import { applyRate, dueDate, priceAdvance } from './pricing';

describe('dueDate', () => {
  const sent = new Date('2026-01-31T15:30:00.000Z');
  it('adds the net days', () => {
    expect(dueDate('net30', sent).toISOString()).toBe('2026-03-02T15:30:00.000Z');
    expect(dueDate('net7', sent).toISOString()).toBe('2026-02-07T15:30:00.000Z');
    expect(dueDate('net180', sent).toISOString()).toBe('2026-07-30T15:30:00.000Z');
  });
  it('is due at once upon receipt', () => {
    expect(dueDate('due_upon_receipt', sent).toISOString()).toBe(sent.toISOString());
  });
  it('falls on the 10th of the next month for net10th, across a year end too', () => {
    expect(dueDate('net10th', sent).toISOString()).toBe('2026-02-10T15:30:00.000Z');
    expect(dueDate('net10th', new Date('2026-12-05T00:00:00.000Z')).toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(dueDate('net10th', new Date('2026-03-01T08:00:00.000Z')).toISOString()).toBe('2026-04-10T08:00:00.000Z');
  });
});

describe('applyRate', () => {
  it('rounds half up to whole cents', () => {
    expect(applyRate(400_000, 0.8)).toBe(320_000);
    expect(applyRate(1, 0.5)).toBe(1); // 0.5 cent → 1
    expect(applyRate(3, 0.5)).toBe(2); // 1.5 cents → 2
    expect(applyRate(1, 0.4999)).toBe(0);
    expect(applyRate(12_345, 0.9)).toBe(11_111); // 11110.5 → 11111
    expect(applyRate(100_000_000_000_000, 0.9999)).toBe(99_990_000_000_000);
  });
  it('refuses bad input', () => {
    expect(() => applyRate(1.5, 0.5)).toThrow(RangeError);
    expect(() => applyRate(100, 1.5)).toThrow(RangeError);
  });
});

describe('priceAdvance', () => {
  it('prices the advance and its fee on the invoice amount', () => {
    expect(priceAdvance(400_000, 0.9, 0.02)).toEqual({ amountAdvance: 360_000, amountAdvanceFee: 8_000, amountPayoutDue: 352_000 });
  });
  it('never charges a fee above the advance', () => {
    expect(priceAdvance(100, 0, 0.02)).toEqual({ amountAdvance: 0, amountAdvanceFee: 0, amountPayoutDue: 0 });
  });
});
