import { Terms } from '@netline/contracts';

const DAY_MS = 86_400_000;

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

// The advance's price is shared with the MCP endpoint's previews: one rule, in @netline/contracts (advance-pricing.ts).
export { applyRate, priceAdvance, type AdvancePricing } from '@netline/contracts';
