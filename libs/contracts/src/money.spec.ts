import { hasAtMostTwoDecimals, money, toCents, toDollars } from './money';

describe('money', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1.15, 115],
    [4000, 400000],
    [0.1, 10],
    [19.99, 1999],
    [-2.5, -250],
    [1234567.89, 123456789],
  ])('converts %p dollars to %p cents exactly', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
    expect(toDollars(cents)).toBe(dollars);
  });

  it('adds a cent a million times without drift, because arithmetic happens in cents', () => {
    let cents = 0;
    for (let i = 0; i < 1_000_000; i += 1) cents += toCents(0.01);
    expect(toDollars(cents)).toBe(10000);
  });

  it('refuses more than two decimals', () => {
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(() => toCents(1.005)).toThrow(RangeError);
    expect(money().safeParse(10.123).success).toBe(false);
    expect(money().safeParse(10.12).success).toBe(true);
  });

  it('refuses non-finite and non-integer cents', () => {
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
    expect(() => toDollars(1.5)).toThrow(RangeError);
  });
});
