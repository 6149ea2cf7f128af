import { Injectable } from '@nestjs/common';
import {
  AGING_BUCKETS,
  AgingBuckets,
  AR_AGING_CUSTOMER_LIMIT,
  ArAgingHistory,
  ArAgingHistoryQuery,
  ArAgingReport,
  DsoReport,
  DSO_PERIOD_DAYS,
  toDollars,
} from '@netline/contracts';
import { MerchantClock } from '@netline/persistence';
import { agingOverTime, BucketCents, dso, dsoPeriod, historyPoints, ReceivableHistory } from '../receivables/aging';
import { AgingSumsRow, ReceivablesRepository } from '../receivables/receivables.repository';

const asDollars = (buckets: BucketCents): AgingBuckets =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, toDollars(buckets[bucket])])) as AgingBuckets;

/** How many invoices the ageing history reads and ages at a time. */
export const HISTORY_CHUNK = 5_000;

/** A row's bucket sums (bigint text) as cents; none at all without a row. */
const bucketCents = (row: AgingSumsRow | undefined): BucketCents =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, Number(row?.[bucket] ?? 0)])) as BucketCents;

/** The reports, read from insights' own tables only and aged at the merchant's time. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly receivables: ReceivablesRepository,
    private readonly clock: MerchantClock,
  ) {}

  /**
   * The merchant's time: its clock (shared by every service through Redis), and never earlier than the
   * last `clock.advanced` insights applied, so a report cannot age at a time the events have passed.
   */
  async now(merchantId: string): Promise<Date> {
    const [clock, announced] = await Promise.all([this.clock.now(merchantId), this.receivables.announcedNow(merchantId)]);
    return announced && announced.getTime() > clock.getTime() ? new Date(announced) : clock;
  }

  /**
   * Ageing at the merchant's time, summed in the database over the open receivables only: the merchant's
   * buckets, and the `AR_AGING_CUSTOMER_LIMIT` customers owing most (then, while there is room, those
   * owing nothing, by id), with what each was invoiced, paid and credited. What the report costs follows
   * the open invoices and the customers listed, not the merchant's history (README, "Reports at scale").
   */
  async arAging(merchantId: string): Promise<ArAgingReport> {
    const now = await this.now(merchantId);
    const [merchant, owing, customerCount] = await Promise.all([
      this.receivables.openAging(merchantId, now),
      this.receivables.openAgingByCustomer(merchantId, now, AR_AGING_CUSTOMER_LIMIT),
      this.receivables.knownCustomerCount(merchantId),
    ]);
    const room = AR_AGING_CUSTOMER_LIMIT - owing.length;
    const owingNothing =
      room > 0
        ? await this.receivables.knownCustomersBesides(
            merchantId,
            owing.map((row) => row.customer_id),
            room,
          )
        : [];
    const listed = [...owing.map((row) => row.customer_id), ...owingNothing];
    const figures = new Map((await this.receivables.customerFigures(merchantId, listed)).map((row) => [row.customer_id, row]));
    const aged = new Map(owing.map((row) => [row.customer_id, row]));
    const none = bucketCents(undefined);
    return {
      object: 'ar_aging_report',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      total: toDollars(Number(merchant.total)),
      buckets: asDollars(bucketCents(merchant)),
      customer_count: customerCount,
      customers: listed
        .map((customerId) => {
          const sums = aged.get(customerId);
          const own = figures.get(customerId);
          return {
            customer_id: customerId,
            open_invoices: Number(sums?.open_invoices ?? 0),
            total: toDollars(Number(sums?.total ?? 0)),
            buckets: asDollars(sums ? bucketCents(sums) : none),
            invoiced: toDollars(Number(own?.invoiced ?? 0)),
            paid: toDollars(Number(own?.paid ?? 0)),
            credited: toDollars(Number(own?.credited ?? 0)),
            cents: Number(sums?.total ?? 0),
          };
        })
        // The database picked them; the order among equal totals is the report's own.
        .sort((a, b) => b.cents - a.cents || a.customer_id.localeCompare(b.customer_id))
        .map(({ cents: _cents, ...customer }) => customer),
    };
  }

  /**
   * The ageing buckets at the end of each day or week of the window (README, "Ageing history"): each
   * point ages the balances and due dates in effect at its moment, at that moment. The last point is
   * now, the ageing report's own time. `chunk` is for tests that cut a small history into several chunks.
   */
  async arAgingHistory(merchantId: string, query: ArAgingHistoryQuery, { chunk = HISTORY_CHUNK } = {}): Promise<ArAgingHistory> {
    const now = await this.now(merchantId);
    const points = historyPoints(now, query.days, query.interval);
    const first = points[0];
    const aged = points.map(() => ({ total: 0, buckets: bucketCents(undefined) }));
    // Only invoices that can hold a balance within the window: sent by its end, not closed before its
    // first point, and owing something now or changed since that point (an invoice settled before the
    // window owed nothing throughout it). Read `chunk` at a time, each chunk aged and added to the
    // points, so a merchant with hundreds of thousands of them is held a chunk at a time.
    let after: string | null = null;
    for (;;) {
      const invoices = await this.receivables.invoicesOwingWithin(merchantId, first, now, after, chunk);
      if (invoices.length === 0) break;
      after = invoices[invoices.length - 1].id;
      const ids = invoices.map((invoice) => invoice.id);
      // Each invoice's facts from the one in effect at the first point on.
      const [balances, dueDates] = await Promise.all([
        this.receivables.balanceFacts(merchantId, ids, first, now),
        this.receivables.dueDateFacts(merchantId, ids, first, now),
      ]);
      const histories = new Map<string, ReceivableHistory>(
        invoices.map((invoice) => [invoice.id, { sentAt: invoice.sent_at, closedAt: invoice.closed_at, balances: [], dueDates: [] }]),
      );
      for (const fact of balances) histories.get(fact.invoice_id)?.balances.push({ at: fact.at, cents: Number(fact.value) });
      for (const fact of dueDates) histories.get(fact.invoice_id)?.dueDates.push({ at: fact.at, dueAt: fact.value });
      agingOverTime(histories.values(), points).forEach((point, index) => {
        aged[index].total += point.total;
        for (const bucket of AGING_BUCKETS) aged[index].buckets[bucket] += point.buckets[bucket];
      });
      if (invoices.length < chunk) break;
    }
    return {
      object: 'ar_aging_history',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      interval: query.interval,
      days: query.days,
      points: points.map((point, index) => ({ as_of: point.toISOString(), total: toDollars(aged[index].total), buckets: asDollars(aged[index].buckets) })),
    };
  }

  async dso(merchantId: string): Promise<DsoReport> {
    const now = await this.now(merchantId);
    const period = dsoPeriod(now);
    const row = await this.receivables.receivablesAndCreditSales(merchantId, period.start, period.end);
    const receivables = Number(row.receivables);
    const creditSales = Number(row.credit_sales);
    return {
      object: 'dso_report',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      period_start: period.start.toISOString(),
      period_days: DSO_PERIOD_DAYS,
      receivables: toDollars(receivables),
      credit_sales: toDollars(creditSales),
      dso: dso(receivables, creditSales),
    };
  }
}
