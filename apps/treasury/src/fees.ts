/**
 * Fee arithmetic in integer cents. A rate is a decimal share with at most four decimals (0.0125 = 1.25 %);
 * it is turned into basis points of a basis point (×10 000) once, and the product is rounded half up
 * with BigInt so that no float ever touches an amount.
 */
export function feeOf(amountCents: number, rate: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`${amountCents} is not an integer number of cents`);
  const scaled = Math.round(rate * 10_000);
  if (Math.abs(rate * 10_000 - scaled) > 1e-6 || scaled < 0 || scaled > 10_000)
    throw new RangeError(`${rate} is not a rate in [0, 1] with at most four decimals`);
  const sign = amountCents < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(amountCents)) * BigInt(scaled);
  return Number(sign * ((magnitude + 5_000n) / 10_000n));
}

/** `YYYY-MM` of a moment (UTC): the month a monthly fee belongs to. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** `YYYY-MM-DD` of a moment (UTC): the day of a daily payout run. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last millisecond of a `YYYY-MM` month (UTC): when its monthly fee is booked. */
export function endOfMonth(month: string): Date {
  const [year, monthIndex] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthIndex, 1) - 1);
}
