import { Terms } from '@netline/contracts';

const DAY_MS = 86_400_000;
const RATE_SCALE = 10_000n;

/**
 * When an invoice falls due: `netN` is N days after `from`; `due_upon_receipt` is `from` itself;
 * `net10th` is the 10th of the month after `from`'s month (UTC), at the same time of day.
 */
export function dueDate(terms: Terms, from: Date): Date {
  if (terms === 'due_upon_receipt') return new Date(from.getTime());
  if (terms === 'net10th') {
    return new Date(
      Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 10, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
    );
  }
  const days = Number(terms.slice(3));
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * `cents × rate` rounded half up to whole cents, in integer arithmetic. Rates have at most four decimals
 * (the credit decision stores NUMERIC(5,4)), so the rate becomes an integer of ten-thousandths first;
 * BigInt keeps the product exact for any amount.
 */
export function applyRate(cents: number, rate: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${cents} is not a non-negative integer of cents`);
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`${rate} is not a rate between 0 and 1`);
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const product = BigInt(cents) * scaledRate;
  return Number((product + RATE_SCALE / 2n) / RATE_SCALE);
}

export interface AdvancePricing {
  amountAdvance: number;
  amountAdvanceFee: number;
  /** What Netline owes the merchant for the advance: the advance less its fee. */
  amountPayoutDue: number;
}

/** The advance on an invoice of `amount` cents: `amount × advanceRate`, fee `amount × feeRate`, both half up. */
export function priceAdvance(amount: number, advanceRate: number, feeRate: number): AdvancePricing {
  const amountAdvance = applyRate(amount, advanceRate);
  const amountAdvanceFee = Math.min(applyRate(amount, feeRate), amountAdvance);
  return { amountAdvance, amountAdvanceFee, amountPayoutDue: amountAdvance - amountAdvanceFee };
}
