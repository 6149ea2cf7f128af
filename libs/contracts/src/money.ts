import { z } from 'zod';

/**
 * Money crosses the API as decimal US dollars (a JSON number with at most two decimals) and lives
 * everywhere else as integer cents. These two functions are the only place the two meet.
 *
 * Conversion goes through the decimal string form of the number rather than `x * 100`, because
 * binary floating point cannot represent most cent values exactly (1.15 * 100 = 114.99999999999999).
 */
const DOLLARS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** The largest amount accepted: keeps cents far inside Number.MAX_SAFE_INTEGER. */
export const MAX_DOLLARS = 1_000_000_000_000;

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && DOLLARS.test(String(value));
}

export function toCents(dollars: number): number {
  const match = DOLLARS.exec(String(dollars));
  if (!match) {
    throw new RangeError(`${dollars} is not a dollar amount with at most two decimals`);
  }
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

export function toDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`${cents} is not an integer number of cents`);
  }
  // Division by 100 of an exact integer yields the nearest double to the decimal value, which is
  // what JSON.stringify prints back as the two-decimal literal.
  return cents / 100;
}

/** A dollar amount in a request: finite, at most two decimals, within bounds. */
export const money = () =>
  z
    .number()
    .refine(hasAtMostTwoDecimals, { message: 'must be a dollar amount with at most two decimals' })
    .refine((value) => Math.abs(value) <= MAX_DOLLARS, { message: `must not exceed ${MAX_DOLLARS}` });

export const positiveMoney = () => money().refine((value) => value > 0, { message: 'must be greater than 0' });

export const nonNegativeMoney = () => money().refine((value) => value >= 0, { message: 'must not be negative' });
