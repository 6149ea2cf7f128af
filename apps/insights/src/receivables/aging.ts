import { AGING_BUCKETS, AgingBucket, agingBucketOf, AgingHistoryInterval, daysPastDue, DSO_PERIOD_DAYS } from '@netline/contracts';

const DAY_MS = 86_400_000;

/**
 * Whole days past due at `now` (started days: 0 up to and including the due moment, then
 * `ceil((now − due_at) / 1 day)`), and the bucket of an open balance by them: the contracts' one rule,
 * which billing's overdue list buckets by too. A sent invoice always has a due date; one written before
 * events carried it counts as due at once rather than vanishing from the report (current until the first
 * late day).
 */
export { daysPastDue };
export const bucketOf: (dueAt: Date | null, now: Date) => AgingBucket = agingBucketOf;

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

/**
 * The moments of an ageing history ending at `now` over `days` days (UTC days, the last one today): the
 * end of each day (23:59:59.999), or of each week (Sunday 23:59:59.999; weeks run Monday to Sunday) the
 * window touches, oldest first. The day or week not over yet ends at `now`.
 */
export function historyPoints(now: Date, days: number, interval: AgingHistoryInterval): Date[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const ends: number[] = [];
  for (let day = today - (days - 1) * DAY_MS; day <= today; day += DAY_MS) {
    // getUTCDay: 0 is Sunday, the last day of a week.
    const toWeekEnd = interval === 'week' ? (7 - new Date(day).getUTCDay()) % 7 : 0;
    const end = day + toWeekEnd * DAY_MS + DAY_MS - 1;
    if (ends[ends.length - 1] !== end) ends.push(end);
  }
  return ends.map((end) => new Date(Math.min(end, now.getTime())));
}

/** One invoice as the history keeps it: sent and closed times, and each balance and due date with the time it took effect (ascending). */
export interface ReceivableHistory {
  sentAt: Date;
  closedAt: Date | null;
  balances: Array<{ at: Date; cents: number }>;
  dueDates: Array<{ at: Date; dueAt: Date }>;
}

/**
 * The ageing at each of `points` (ascending): every invoice sent and not yet closed then, at the balance
 * and due date in effect then (the latest at or before it), aged at that moment by `bucketOf`. The rule
 * stated point by point, as `ageBalances` states the report's balance by balance: the history itself is
 * kept in the database as day sums (`aging_changes`, migration 1767300000000), and receivables.int-spec.ts
 * checks the two agree on histories with every edge in them.
 */
export function agingOverTime(invoices: Iterable<ReceivableHistory>, points: readonly Date[]): Array<{ total: number; buckets: BucketCents }> {
  const result = points.map(() => ({ total: 0, buckets: emptyBuckets() }));
  for (const invoice of invoices) {
    let balance = -1;
    let due = -1;
    points.forEach((point, index) => {
      const at = point.getTime();
      while (balance + 1 < invoice.balances.length && invoice.balances[balance + 1].at.getTime() <= at) balance += 1;
      while (due + 1 < invoice.dueDates.length && invoice.dueDates[due + 1].at.getTime() <= at) due += 1;
      if (invoice.sentAt.getTime() > at || (invoice.closedAt !== null && invoice.closedAt.getTime() <= at) || balance < 0) return;
      const cents = invoice.balances[balance].cents;
      if (cents <= 0) return;
      const bucket = bucketOf(due < 0 ? null : invoice.dueDates[due].dueAt, point);
      result[index].total += cents;
      result[index].buckets[bucket] += cents;
    });
  }
  return result;
}
