/**
 * The price of an advance on an invoice, shared by billing (which takes the advance when it sends the
 * invoice) and the MCP endpoint (which shows it in a preview before a send is confirmed): one rule, here.
 */
const RATE_SCALE = 10_000n;

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
