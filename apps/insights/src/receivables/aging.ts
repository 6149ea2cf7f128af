import { AGING_BUCKETS, AgingBucket, DSO_PERIOD_DAYS } from '@netline/contracts';

const DAY_MS = 86_400_000;

/**
 * Whole days an invoice is past due at `now`: 0 up to and including its due moment, then the started
 * days since (ceil): due at 10:00, it is 1 day past due from 10:00:00.001 until 10:00 the next day.
 */
export function daysPastDue(dueAt: Date, now: Date): number {
  const late = now.getTime() - dueAt.getTime();
  return late <= 0 ? 0 : Math.ceil(late / DAY_MS);
}

/** The bucket of an open balance: current (not yet late), 1-30, 31-60, 61-90, over 90 days past due. */
export function bucketOf(dueAt: Date | null, now: Date): AgingBucket {
  // A sent invoice always has a due date; one written before events carried it counts as due at once
  // rather than vanishing from the report (it shows as current until the first late day).
  if (!dueAt) return 'current';
  const days = daysPastDue(dueAt, now);
  if (days === 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_over_90';
}

export type BucketCents = Record<AgingBucket, number>;

export function emptyBuckets(): BucketCents {
  return Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as BucketCents;
}

export interface OpenBalance {
  customerId: string;
  balance: number;
  dueAt: Date | null;
}

export interface AgingCents {
  total: number;
  buckets: BucketCents;
  customers: Map<string, { total: number; openInvoices: number; buckets: BucketCents }>;
}

/** Ages every open balance (integer cents) at `now`, per merchant and per customer. */
export function ageBalances(balances: Iterable<OpenBalance>, now: Date): AgingCents {
  const result: AgingCents = { total: 0, buckets: emptyBuckets(), customers: new Map() };
  for (const open of balances) {
    if (open.balance <= 0) continue;
    const bucket = bucketOf(open.dueAt, now);
    result.total += open.balance;
    result.buckets[bucket] += open.balance;
    let customer = result.customers.get(open.customerId);
    if (!customer) result.customers.set(open.customerId, (customer = { total: 0, openInvoices: 0, buckets: emptyBuckets() }));
    customer.total += open.balance;
    customer.openInvoices += 1;
    customer.buckets[bucket] += open.balance;
  }
  return result;
}

/** The trailing DSO window ending at `now`: [now − 90 days, now]. */
export function dsoPeriod(now: Date, days = DSO_PERIOD_DAYS): { start: Date; end: Date } {
  return { start: new Date(now.getTime() - days * DAY_MS), end: now };
}

/**
 * Days sales outstanding over a period of `days`: receivables open at the end of the period ÷ the credit
 * sales (invoices sent) within it × `days`, rounded to one decimal. Null without credit sales: the ratio
 * means nothing then (any receivables left are older than the period).
 */
export function dso(receivablesCents: number, creditSalesCents: number, days = DSO_PERIOD_DAYS): number | null {
  if (creditSalesCents <= 0) return null;
  return Math.round((receivablesCents / creditSalesCents) * days * 10) / 10;
}
